// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, type Handler, json } from '../../../test/server';
import { BASIC, CONFIG, consultationAnswer } from '../testData';
import DoctorOncallPage from './DoctorOncallPage';

const OTHERS = ['/videocall', '/details', '/prescriptions'];
const OPENS = '2026-03-10T04:20:00.000Z';
const at = (seconds: number) => new Date(Date.parse(OPENS) + seconds * 1000).toISOString();

beforeEach(() => {
  // The phone's clock is far from the server's: the countdown must follow the server.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-01-01T00:00:00.000Z') });
  resetStore(BASIC);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serve(answer: unknown, extra: Record<string, Handler> = {}) {
  const reply = typeof answer === 'function' ? (answer as () => unknown) : () => answer;
  return fakeServer({ getConsultation: reply, getClientConfig: () => CONFIG, ...extra });
}

/**
 * The consultation as a server whose clock runs on with the phone's: the screen reads it again
 * every 30 s while the room is open, and each answer carries the server's time of that moment.
 */
function moving(overrides: Parameters<typeof consultationAnswer>[0], seconds: number) {
  const started = Date.now();
  return () => consultationAnswer({ ...overrides, serverNow: at(seconds + (Date.now() - started) / 1000) });
}

const digits = () =>
  `${screen.getByTestId('countdown-mm').textContent} ${screen.getByTestId('countdown-ss').textContent}`;
const noRoom = () => ({ status: 1, data: { roomName: null, appReqId: 42 } });

describe('DoctorOncallPage', () => {
  it("counts down mm ss from the server's time, once a second", async () => {
    serve(moving({}, 1), { getVideoLog: noRoom });
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    expect(await screen.findByRole('heading', { name: 'Your consultation call will start in' })).toBeTruthy();
    expect(digits()).toBe('09 59');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(digits()).toBe('09 58');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(digits()).toBe('08 58');
    // The live region speaks in minutes, not seconds.
    expect(screen.getByText('About 9 minutes left.')).toBeTruthy();
  });

  it('video: looks the room up at once and every 30 s, then goes to /videocall with the room', async () => {
    let room: string | null = null;
    const server = serve(consultationAnswer({ serverNow: at(0) }), {
      getVideoLog: () => ({ status: 1, data: { roomName: room, appReqId: 42 } }),
    });
    const { router } = renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    await vi.waitFor(() => expect(server.callsTo('getVideoLog')).toHaveLength(1));
    const first = server.callsTo('getVideoLog')[0];
    expect(Object.fromEntries(first?.query ?? [])).toEqual({ id: '11', userType: 'Guest', appReqId: '42' });
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(server.callsTo('getVideoLog')).toHaveLength(1);
    room = 'child-health-42-abc';
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/videocall'));
    expect(server.callsTo('getVideoLog')).toHaveLength(2);
    expect(store.getState().VideoCall).toEqual({ roomName: 'child-health-42-abc', appReqId: 42, displayName: 'Aarav' });
    expect(server.callsTo('joinCall')).toHaveLength(0);
  });

  it('video: a doctor 5 minutes late still finds the parent waiting, looked up every 30 s', async () => {
    let room: string | null = null;
    const server = serve(moving({}, 540), {
      getVideoLog: () => ({ status: 1, data: { roomName: room, appReqId: 42 } }),
    });
    const { router } = renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    await vi.waitFor(() => expect(server.callsTo('getVideoLog')).toHaveLength(1));
    // The countdown reaches the slot start: the room waits for the doctor, it does not end.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('heading', { name: 'Your doctor will join you shortly' })).toBeTruthy();
    expect(screen.queryByText('Your call with our doctor has ended!')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(server.callsTo('getVideoLog')).toHaveLength(11);
    room = 'child-health-42-late';
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/videocall'));
    expect(store.getState().VideoCall).toMatchObject({ roomName: 'child-health-42-late', appReqId: 42 });
  });

  it('video: stops looking when the grace period after the slot has passed, and says the room closed', async () => {
    // The slot started at 600 s; the room closes 30 minutes later, at 2 400 s.
    const server = serve(moving({}, 2_370), { getVideoLog: noRoom });
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    expect(await screen.findByRole('heading', { name: 'Your doctor will join you shortly' })).toBeTruthy();
    await vi.waitFor(() => expect(server.callsTo('getVideoLog')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('heading', { name: 'Your call with our doctor has ended!' })).toBeTruthy();
    expect(
      screen.getByText(
        'The waiting room has closed: the doctor did not start this consultation in time. Please contact the clinic.',
      ),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(server.callsTo('getVideoLog')).toHaveLength(1);
  });

  it('a started call keeps the room open past the grace period (closesAt null)', async () => {
    serve(moving({ closesAt: null }, 3_000), { getVideoLog: noRoom });
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    expect(await screen.findByRole('heading', { name: 'Your doctor will join you shortly' })).toBeTruthy();
  });

  it('the waiting room of the consultation its address names, not the session one', async () => {
    const server = serve(moving({}, 5), { getVideoLog: noRoom });
    renderRoute('/doctor-oncall?consultation=77', <DoctorOncallPage />, OTHERS, '/details');
    await vi.waitFor(() => expect(server.callsTo('getConsultation')).toHaveLength(1));
    expect(server.callsTo('getConsultation')[0]?.query.get('appReqId')).toBe('77');
  });

  it("another account's consultation (404): 'We could not find that consultation.'", async () => {
    fakeServer({
      getConsultation: () => json({ status: 0, message: 'We could not find that consultation.' }, 404),
      getClientConfig: () => CONFIG,
    });
    renderRoute('/doctor-oncall?consultation=9999', <DoctorOncallPage />, OTHERS, '/details');
    expect(await screen.findByText('We could not find that consultation.')).toBeTruthy();
  });

  it("audio, 'Call me instead' refused (409): shows the server's reason, never 'the doctor will call you'", async () => {
    const refusal =
      'The waiting room has closed: the doctor did not start this consultation in time. Please contact the clinic.';
    const server = serve(moving({ consultType: 'audio' }, 5), {
      joinCall: () => json({ status: 0, message: refusal }, 409),
    });
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    await vi.waitFor(() => expect(server.callsTo('joinCall')).toHaveLength(1));
    expect(await screen.findByText(refusal, { selector: '.consultation-note' })).toBeTruthy();
    expect(screen.queryByText('The doctor will call you shortly.', { selector: '.consultation-note' })).toBeNull();
  });

  it('video: offers the room the parent has left instead of pulling them back in', async () => {
    resetStore(BASIC, {
      VideoCall: { roomName: 'room-1', appReqId: 42, displayName: 'Aarav', leftRoom: 'room-1' } as never,
    });
    serve(consultationAnswer({ serverNow: at(100) }), {
      getVideoLog: () => ({ status: 1, data: { roomName: 'room-1', appReqId: 42 } }),
    });
    const { router } = renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    fireEvent.click(await screen.findByRole('button', { name: 'Rejoin the video call' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/videocall'));
    expect(store.getState().VideoCall).toEqual({ roomName: 'room-1', appReqId: 42, displayName: 'Aarav' });
  });

  it('audio: asks for the call once, with the account number, and never looks for a room', async () => {
    const server = serve(consultationAnswer({ consultType: 'audio', serverNow: at(5) }), {
      joinCall: () => ({ status: 1, message: 'The doctor will call you shortly.', requestedAt: at(6) }),
    });
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    await vi.waitFor(() => expect(server.callsTo('joinCall')).toHaveLength(1));
    expect(server.callsTo('joinCall')[0]?.body).toEqual({
      userType: 'Guest',
      caller: '+919876543210',
      agent_number: '+918047000000',
      action: 'CONSULTATION',
      appReqId: 42,
    });
    expect(
      await screen.findByText('The doctor will call you shortly.', { selector: '.consultation-note' }),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(server.callsTo('joinCall')).toHaveLength(1);
    expect(server.callsTo('getVideoLog')).toHaveLength(0);
  });

  it('audio: no second request when one went out already', async () => {
    const server = serve(consultationAnswer({ consultType: 'audio', serverNow: at(5), callRequestedAt: at(2) }));
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    expect(await screen.findByText('The doctor will call you shortly.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(server.callsTo('joinCall')).toHaveLength(0);
  });

  it('scheduled: the date and slot, and that the waiting room is not open yet; no call yet', async () => {
    const server = serve(consultationAnswer({ consultType: 'audio', serverNow: at(-3_600) }));
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    // Later the same day: how long until the slot starts.
    expect(await screen.findByText('Your consultation starts in 1 h 10 min, at 10:00 AM.')).toBeTruthy();
    expect(screen.getByText('The waiting room opens at 09:50 AM.')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Your consultation' });
    expect(summary.textContent).toContain('Tuesday, 10 Mar 2026');
    expect(summary.textContent).toContain('10:00 AM');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(server.callsTo('joinCall')).toHaveLength(0);
  });

  it('video, scheduled: looks for the room already, in case the doctor starts early', async () => {
    const server = serve(consultationAnswer({ serverNow: at(-300) }), { getVideoLog: noRoom });
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    expect(await screen.findByText('Your consultation starts in 15 min, at 10:00 AM.')).toBeTruthy();
    await vi.waitFor(() => expect(server.callsTo('getVideoLog')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(server.callsTo('getVideoLog')).toHaveLength(2);
  });

  it('booked for another day: names the date of the slot', async () => {
    // 03:30 PM in India the day before.
    serve(consultationAnswer({ consultType: 'audio', serverNow: '2026-03-09T10:00:00.000Z' }));
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    expect(await screen.findByText(/^Your consultation starts on Tue, 10 Mar/)).toBeTruthy();
  });

  it('a completed consultation has ended, whatever the clock says', async () => {
    serve(consultationAnswer({ status: 'completed', serverNow: at(10) }));
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    expect(await screen.findByRole('heading', { name: 'Your call with our doctor has ended!' })).toBeTruthy();
    expect(screen.getByText(/prescription is being prepared/)).toBeTruthy();
  });

  it('a no-show says the parent did not join, not that the call ended', async () => {
    serve(consultationAnswer({ status: 'completed', noShow: true, serverNow: at(900) }));
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    expect(await screen.findByRole('heading', { name: 'You did not join this consultation' })).toBeTruthy();
    expect(
      screen.getByText(
        'Dr Meera Rao waited for you at 10:00 AM, but you did not join, so the consultation was closed as missed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Your call with our doctor has ended!')).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a consultation' }).getAttribute('href')).toBe('/details');
  });
});
