// @vitest-environment happy-dom
import { UPLOAD_LIMIT_BYTES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { paths } from '@app/contract/paths';
import type { Goal } from '@app/contract/schemas/tracker';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { notify } from '../../../lib/notify';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import { aGoal, aSessionUser, BASIC } from '../testData';
import { trackerOf, withTracker } from '../trackerState';
import MilestoneFormPage from './MilestoneFormPage';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const FORM = '/milestone-and-growth/milestone/form';
const LIST = '/milestone-and-growth/milestone';

function openWith(goal: Goal | undefined) {
  resetStore(BASIC, { Milestone: goal ? withTracker({}, { goal, goalPatientId: 11, dateOfBirth: '2025-09-01' }) : {} });
  return renderRoute(FORM, <MilestoneFormPage />, [LIST]);
}

function serve(overrides: Partial<Record<string, () => unknown>> = {}) {
  return fakeServer({
    getSessionUser: () => ({ status: 1, data: aSessionUser({ userID: 7 }) }),
    modifyNotificationUserStatus: () => ({ status: 1, message: 'Saved' }),
    addGoalVideoInfo: () => ({
      status: 1,
      message: 'Upload saved.',
      attachment: '/api/Files/Get?id=1',
      attachmentType: 'image',
    }),
    ...overrides,
  });
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const upload = () => screen.getByLabelText(/^(Add photo or video|Choose another photo or video)$/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /^(Update|SAVE)$/ });

function choose(file: File) {
  fireEvent.change(upload(), { target: { files: [file] } });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-10T06:00:00Z'));
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MilestoneFormPage', () => {
  it('shows the goal, SAVE for one never recorded, and the inputs with their labels', async () => {
    serve();
    openWith(aGoal({ GoalName: 'Smiles on his own', Intervention: null }));
    expect(await screen.findByRole('heading', { name: 'Smiles on his own' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Status' })).toBeTruthy();
    expect(['Not yet', 'Sometime', 'Frequently'].map((n) => radio(n).checked)).toEqual([false, false, false]);
    const date = screen.getByLabelText('Achieved on') as HTMLInputElement;
    expect(date.placeholder).toBe('dd/mm/yyyy');
    // Between the date of birth and today.
    fireEvent.change(date, { target: { value: '11/03/2026' } });
    expect(screen.getByText(messages.achievedDateFuture)).toBeTruthy();
    fireEvent.change(date, { target: { value: '31/08/2025' } });
    expect(screen.getByText(messages.achievedDateBeforeBirth)).toBeTruthy();
    fireEvent.change(date, { target: { value: '10/03/2026' } });
    expect(screen.queryByText(messages.achievedDateFuture)).toBeNull();
    expect(upload().accept).toBe('image/*,video/*');
    expect(screen.getByLabelText('Notes').getAttribute('placeholder')).toBe(
      'Tell us more about this memory 250 characters',
    );
    expect(submit().textContent).toBe('SAVE');
  });

  it('a goal recorded before reads Update and starts from its status and date', async () => {
    serve();
    openWith(aGoal({ Intervention: 1, AchvdDate: '2026-02-01', Goalstatus: 'D' }));
    expect((await screen.findByRole('button', { name: 'Update' })).textContent).toBe('Update');
    expect(radio('Frequently').checked).toBe(true);
    expect((screen.getByLabelText('Achieved on') as HTMLInputElement).value).toBe('01/02/2026');
  });

  it('Update with nothing chosen: select sometimes/frequently, and nothing is sent', async () => {
    const server = serve();
    openWith(aGoal());
    fireEvent.click(submit());
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith(messages.selectSometimesFrequently));
    expect(server.callsTo('modifyNotificationUserStatus')).toHaveLength(0);
  });

  it('Sometime without a date: select achieved date, and nothing is sent', async () => {
    const server = serve();
    openWith(aGoal());
    fireEvent.click(radio('Sometime'));
    expect(radio('Sometime').checked).toBe(true);
    fireEvent.click(submit());
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith(messages.selectAchievedDate));
    expect(server.callsTo('modifyNotificationUserStatus')).toHaveLength(0);
  });

  it('saves the status, says so, clears the goal and goes back to the list', async () => {
    const server = serve();
    const goal = aGoal({ webRecordId: 55 });
    const { router } = openWith(goal);
    fireEvent.click(radio('Frequently'));
    fireEvent.change(screen.getByLabelText('Achieved on'), { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Laughed out loud' } });
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(server.callsTo('modifyNotificationUserStatus')[0]?.body).toEqual({
      type: 'Goal',
      patientId: 11,
      webRecordId: 55,
      isAgree: 1,
      achievedDate: '2026-03-01',
      notes: 'Laughed out loud',
    });
    expect(server.callsTo('addGoalVideoInfo')).toHaveLength(0);
    expect(notify.success).toHaveBeenCalledWith(messages.milestoneStatusUpdated);
    expect(trackerOf(store.getState().Milestone).goal).toBeUndefined();
  });

  it('a file over 15 MB is refused before it is read', async () => {
    serve();
    const read = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    openWith(aGoal());
    const big = new File(['x'], 'long-video.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    choose(big);
    expect(notify.warning).toHaveBeenCalledWith(messages.fileTooBig);
    expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Your photo or video' })).toBeNull();
  });

  it('a photo is previewed; Remove asks first: Cancel keeps it, Ok removes it', async () => {
    serve();
    openWith(aGoal());
    choose(new File(['hello'], 'smile.png', { type: 'image/png' }));
    const preview = (await screen.findByRole('img', { name: 'Your photo or video' })) as HTMLImageElement;
    expect(preview.src).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove photo or video' });
    expect(dialog.textContent).toContain(messages.removeUploadConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('img', { name: 'Your photo or video' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('img', { name: 'Your photo or video' })).toBeNull();
  });

  it('Not yet with an upload asks first; Cancel keeps the previous status', async () => {
    serve();
    openWith(
      aGoal({ Intervention: 3, AchvdDate: '2026-02-01', attachment: '/api/Files/Get?id=9', attachmentType: 'image' }),
    );
    expect(await screen.findByText('Saved with this milestone')).toBeTruthy();
    fireEvent.click(radio('Not yet'));
    expect(screen.getByRole('dialog').textContent).toContain(messages.removeUploadConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(radio('Sometime').checked).toBe(true);
    expect(radio('Not yet').checked).toBe(false);
    fireEvent.click(radio('Not yet'));
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(radio('Not yet').checked).toBe(true);
    expect(screen.queryByText('Saved with this milestone')).toBeNull();
  });

  it('uploads a new photo after the status: base64 without its prefix, by the account holder', async () => {
    const server = serve();
    const goal = aGoal({ GoalObservationID: 9055 });
    const { router } = openWith(goal);
    fireEvent.click(radio('Sometime'));
    fireEvent.change(screen.getByLabelText('Achieved on'), { target: { value: '09/03/2026' } });
    choose(new File(['hello'], 'smile.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Your photo or video' });
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    const body = server.callsTo('addGoalVideoInfo')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      patientId: 11,
      GoalObservationID: 9055,
      createdBy: 7,
      fileName: 'smile.png',
      fileSize: 5,
      fileContentType: 'image/png',
      fileContent: btoa('hello'),
    });
    const order = server.calls.map((c) => c.path).filter((p) => p !== paths.getSessionUser);
    expect(order).toEqual([paths.modifyNotificationUserStatus, paths.addGoalVideoInfo]);
  });

  it("a refused status shows the server's words; a server failure the spec's message", async () => {
    serve({
      modifyNotificationUserStatus: () => json({ status: 0, message: messages.noActivePlanWrite }, 403),
    });
    const { router } = openWith(aGoal());
    fireEvent.click(radio('Not yet'));
    fireEvent.click(submit());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(messages.noActivePlanWrite));
    expect(router.state.location.pathname).toBe(FORM);

    cleanup();
    serve({ modifyNotificationUserStatus: () => json({ status: 0, message: 'boom' }, 500) });
    openWith(aGoal());
    fireEvent.click(radio('Not yet'));
    fireEvent.click(submit());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(messages.goalStatusFailed));
  });

  it('a failed upload says the milestone status failed, and stays', async () => {
    serve({ addGoalVideoInfo: () => json({ status: 0, message: 'disk full' }, 500) });
    const { router } = openWith(aGoal());
    fireEvent.click(radio('Frequently'));
    fireEvent.change(screen.getByLabelText('Achieved on'), { target: { value: '09/03/2026' } });
    choose(new File(['hello'], 'smile.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Your photo or video' });
    fireEvent.click(submit());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(messages.milestoneStatusFailed));
    expect(notify.success).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(FORM);
  });

  it('opened directly, without a goal, goes back to the list', async () => {
    serve();
    const { router } = openWith(undefined);
    await act(async () => {});
    expect(router.state.location.pathname).toBe(LIST);
  });
});
