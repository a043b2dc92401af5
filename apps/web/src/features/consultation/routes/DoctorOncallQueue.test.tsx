// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, type Handler, json } from '../../../test/server';
import { aQueuePlace, BASIC, CONFIG, consultationAnswer } from '../testData';
import DoctorOncallPage from './DoctorOncallPage';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const OTHERS = ['/videocall', '/home'];
const NOW = '2026-03-10T04:25:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(NOW) });
  vi.clearAllMocks();
  resetStore({ ...BASIC, netFees: 299 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A paid instant consultation, its waiting room's times around now, and its place in the queue. */
const queued = (place: Parameters<typeof aQueuePlace>[0] = {}, consultType = 'audio') =>
  consultationAnswer({
    consultType,
    serverNow: NOW,
    opensAt: '2026-03-10T04:20:00.000Z',
    doctorId: null,
    doctorName: 'The next available doctor',
    queue: aQueuePlace(place),
  });

function serve(answer: () => unknown, extra: Record<string, Handler> = {}) {
  return fakeServer({ getConsultation: answer, getClientConfig: () => CONFIG, ...extra });
}

describe('the waiting room of a place in the queue', () => {
  it('says the number (updated every 5 s), the wait and when the fee comes back; no countdown, no call request', async () => {
    let position = 3;
    const server = serve(() => queued({ position }));
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS);
    expect(await screen.findByText('You are number 3 in the queue')).toBeTruthy();
    expect(screen.getByText('About 12 minutes')).toBeTruthy();
    expect(screen.getByText('If no doctor takes your call by 10:20 AM, your ₹299 is refunded by itself.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    position = 2;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('You are number 2 in the queue')).toBeTruthy();
    expect(server.callsTo('getConsultation').length).toBeGreaterThanOrEqual(2);
    expect(server.callsTo('joinCall')).toHaveLength(0);
  });

  it('sent back after an unanswered call: says so', async () => {
    serve(() => queued({ sentBack: true }));
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The doctor could not reach you, so you are back in the queue behind one parent. Please keep this screen open.',
    );
  });

  it('called, audio: a doctor is calling now, keep the phone close', async () => {
    const server = serve(() => queued({ state: 'called', position: null, estimatedWaitMinutes: null }));
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS);
    expect(await screen.findByRole('heading', { name: 'A doctor is calling you now.' })).toBeTruthy();
    expect(screen.getByText(/keep your phone close/)).toBeTruthy();
    expect(server.callsTo('joinCall')).toHaveLength(0);
  });

  it('called, video: the room lookup takes the parent to /videocall', async () => {
    const server = serve(() => queued({ state: 'called', position: null }, 'video'), {
      getVideoLog: () => ({ status: 1, data: { roomName: 'child-health-42-q', appReqId: 42 } }),
    });
    const { router } = renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/videocall'));
    expect(server.callsTo('getVideoLog').length).toBeGreaterThanOrEqual(1);
  });

  it('a waiting video place does not look for a room yet', async () => {
    const server = serve(() => queued({}, 'video'), {
      getVideoLog: () => ({ status: 1, data: { roomName: null, appReqId: 42 } }),
    });
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS);
    await screen.findByText('You are number 3 in the queue');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(server.callsTo('getVideoLog')).toHaveLength(0);
  });

  it('Leave the queue: asked first, then cancelled with the refund message, and home', async () => {
    const server = serve(() => queued(), {
      cancelConsultation: () => ({
        status: 1,
        message: 'Your consultation is cancelled. The refund is on its way.',
        appReqId: 42,
        consultationStatus: 'refunded',
        refund: null,
      }),
    });
    const { router } = renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the queue?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, leave' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.callsTo('cancelConsultation')[0]?.body).toEqual({ appReqId: 42 });
    expect(notify.success).toHaveBeenCalledWith('Your consultation is cancelled. The refund is on its way.');
  });

  it('Leave the queue refused once a doctor called (409): the reason, and the parent stays', async () => {
    const refusal = 'A doctor has already called you, so you can no longer leave the queue for a refund.';
    serve(() => queued(), { cancelConsultation: () => json({ status: 0, message: refusal }, 409) });
    const { router } = renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the queue' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, leave' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(refusal));
    expect(router.state.location.pathname).toBe('/doctor-oncall');
  });
});
