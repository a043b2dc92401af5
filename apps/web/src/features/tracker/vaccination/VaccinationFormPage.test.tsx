// @vitest-environment happy-dom
import { UPLOAD_LIMIT_BYTES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { VaccineItem } from '@app/contract/schemas/vaccination';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { notify } from '../../../lib/notify';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import VaccinationFormPage from '../routes/VaccinationFormPage';
import { aSessionUser, BASIC } from '../testData';
import { aVaccine } from './testData';
import { vaccinationOf, withVaccination } from './vaccinationState';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const FORM = '/milestone-and-growth/vaccination/form';
const LIST = '/milestone-and-growth/vaccination';

function openWith(vaccine: VaccineItem | undefined) {
  resetStore(BASIC, {
    Milestone: vaccine ? withVaccination({}, { vaccine, patientId: 11, dateOfBirth: '2025-09-01' }) : {},
  });
  return renderRoute(FORM, <VaccinationFormPage />, [LIST]);
}

function serve(save: () => unknown = () => ({ status: 1, message: messages.vaccinationSaved })) {
  return fakeServer({
    getSessionUser: () => ({ status: 1, data: aSessionUser({ userID: 7 }) }),
    modifyNotificationUserStatus: save,
  });
}

const takenOn = () => screen.getByLabelText('Taken on') as HTMLInputElement;
const upload = () => screen.getByLabelText(/^(Save Vaccination tag|Choose another photo)$/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'SAVE' });
const due = aVaccine({ vaccineId: 25, VaccineName: 'MMR 1', DueOn: '2026-03-01', DueStatus: 'Overdue' });

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

describe('VaccinationFormPage', () => {
  it('shows the dose, its due date and the inputs with their labels and limits', async () => {
    serve();
    openWith(due);
    expect(await screen.findByRole('heading', { name: 'MMR 1' })).toBeTruthy();
    expect(screen.getByText('01 Mar 2026')).toBeTruthy();
    expect(takenOn().placeholder).toBe('dd/mm/yyyy');
    fireEvent.change(takenOn(), { target: { value: '31/08/2025' } });
    expect(screen.getByText(messages.takenDateBeforeBirth)).toBeTruthy();
    expect(upload().accept).toBe('image/*');
    expect(screen.getByLabelText('Note')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('without a date: Please select date., and nothing is sent', async () => {
    const server = serve();
    openWith(due);
    fireEvent.click(submit());
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('Please select date.'));
    expect(server.callsTo('modifyNotificationUserStatus')).toHaveLength(0);
  });

  it('a dose due more than 3 days from today: Upcoming date is too far., and nothing is sent', async () => {
    const server = serve();
    openWith(aVaccine({ VaccineName: 'HPV 1', DueOn: '2031-03-14', canRecord: false }));
    expect(screen.getByText('This dose is due on 14 Mar 2031. You can record it from 11 Mar 2031.')).toBeTruthy();
    fireEvent.change(takenOn(), { target: { value: '10/03/2026' } });
    fireEvent.click(submit());
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('Upcoming date is too far.'));
    expect(server.callsTo('modifyNotificationUserStatus')).toHaveLength(0);
  });

  it('a taken date in the future is refused', async () => {
    const server = serve();
    openWith(due);
    fireEvent.change(takenOn(), { target: { value: '11/03/2026' } });
    // Said under the field at once; the form never gets the date.
    expect(screen.getByText(messages.takenDateFuture)).toBeTruthy();
    fireEvent.click(submit());
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('Please select date.'));
    expect(server.callsTo('modifyNotificationUserStatus')).toHaveLength(0);
  });

  it('a photo over 15 MB is refused before it is read', async () => {
    serve();
    const read = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    openWith(due);
    const big = new File(['x'], 'tag.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    fireEvent.change(upload(), { target: { files: [big] } });
    expect(notify.warning).toHaveBeenCalledWith(messages.fileTooBig);
    expect(read).not.toHaveBeenCalled();
  });

  it('saves the date, note and photo (base64 without its prefix), says so and goes back to the list', async () => {
    const server = serve();
    const { router } = openWith(due);
    fireEvent.change(takenOn(), { target: { value: '09/03/2026' } });
    fireEvent.change(upload(), { target: { files: [new File(['hello'], 'tag.png', { type: 'image/png' })] } });
    const preview = (await screen.findByRole('img', { name: 'Vaccination tag photo' })) as HTMLImageElement;
    expect(preview.src).toMatch(/^data:image\/png;base64,/);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Given at the PHC' } });
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(server.callsTo('modifyNotificationUserStatus')[0]?.body).toEqual({
      type: 'Vaccination',
      patientId: 11,
      webRecordId: 25,
      achievedDate: '2026-03-09',
      fileContent: btoa('hello'),
      fileName: 'tag.png',
      fileSize: 5,
      notes: 'Given at the PHC',
    });
    expect(notify.success).toHaveBeenCalledWith(messages.vaccinationSaved);
    const saved = vaccinationOf(store.getState().Milestone);
    expect(saved.vaccine).toBeUndefined();
    expect(saved.lastVaccineId).toBeUndefined();
  });

  it("a refusal shows the server's words and stays on the form", async () => {
    serve(() => json({ status: 0, message: messages.upcomingDateTooFar, field: 'webRecordId' }, 400));
    const { router } = openWith(due);
    fireEvent.change(takenOn(), { target: { value: '09/03/2026' } });
    fireEvent.click(submit());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(messages.upcomingDateTooFar));
    expect(router.state.location.pathname).toBe(FORM);
  });

  it('opened without a dose, it goes back to the list', async () => {
    serve();
    const { router } = openWith(undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });
});
