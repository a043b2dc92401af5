// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, type Handler } from '../../../test/server';
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
  return fakeServer({ getConsultation: () => answer, getClientConfig: () => CONFIG, ...extra });
}

const digits = () =>
  `${screen.getByTestId('countdown-mm').textContent} ${screen.getByTestId('countdown-ss').textContent}`;
const noRoom = () => ({ status: 1, data: { roomName: null, appReqId: 42 } });

describe('DoctorOncallPage', () => {
  it("counts down mm ss from the server's time, once a second", async () => {
    serve(consultationAnswer({ serverNow: at(1) }), { getVideoLog: noRoom });
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

  it('video: stops looking when the countdown ends, and shows the call has ended', async () => {
    const server = serve(consultationAnswer({ serverNow: at(540) }), { getVideoLog: noRoom });
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    await vi.waitFor(() => expect(server.callsTo('getVideoLog')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(server.callsTo('getVideoLog')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('heading', { name: 'Your call with our doctor has ended!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(server.callsTo('getVideoLog')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Go to Prescriptions' }).getAttribute('href')).toBe('/prescriptions');
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
    expect(await screen.findByText('The waiting room opens 10 minutes before the consultation.')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Your consultation' });
    expect(summary.textContent).toContain('Tuesday, 10 March 2026');
    expect(summary.textContent).toContain('10:00 AM');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(server.callsTo('joinCall')).toHaveLength(0);
  });

  it('video, scheduled: looks for the room already, in case the doctor starts early', async () => {
    const server = serve(consultationAnswer({ serverNow: at(-300) }), { getVideoLog: noRoom });
    renderRoute('/doctor-oncall', <DoctorOncallPage />, OTHERS, '/details');
    expect(await screen.findByText('The waiting room opens 10 minutes before the consultation.')).toBeTruthy();
    await vi.waitFor(() => expect(server.callsTo('getVideoLog')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(server.callsTo('getVideoLog')).toHaveLength(2);
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
