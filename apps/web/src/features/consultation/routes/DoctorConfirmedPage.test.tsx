// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import { aQueuePlace, BASIC, CONFIG, consultationAnswer } from '../testData';
import DoctorConfirmedPage from './DoctorConfirmedPage';

const OTHERS = ['/doctor-oncall', '/details', '/prescriptions', '/home'];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetStore(BASIC);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const serve = (answer: unknown) => fakeServer({ getConsultation: () => answer, getClientConfig: () => CONFIG });

describe('DoctorConfirmedPage', () => {
  it('video: shows what was booked, then goes on to the waiting room after 1.5 s, replacing itself', async () => {
    const server = serve(consultationAnswer({ consultType: 'video' }));
    const { router } = renderRoute('/doctor-confirmed', <DoctorConfirmedPage />, OTHERS, '/details');
    expect(
      await screen.findByRole('heading', { name: 'Your consultation with our doctor is confirmed!' }),
    ).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Your consultation' });
    expect(summary.textContent).toContain('Dr Meera Rao');
    expect(summary.textContent).toContain('10:00 AM');
    expect(summary.textContent).toContain('Video');
    expect(screen.getByText('We will remind you 10 minutes before your consultation.')).toBeTruthy();
    expect(server.callsTo('getConsultation')[0]?.query.get('appReqId')).toBe('42');

    await act(() => vi.advanceTimersByTimeAsync(1_400));
    expect(router.state.location.pathname).toBe('/doctor-confirmed');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/doctor-oncall');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('audio: stays, and says the doctor is calling now once the waiting room is open', async () => {
    serve(consultationAnswer({ consultType: 'audio', serverNow: '2026-03-10T04:21:00.000Z' }));
    const { router } = renderRoute('/doctor-confirmed', <DoctorConfirmedPage />, OTHERS, '/details');
    expect(await screen.findByText('Our doctor is calling you now. Please keep your phone close.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(router.state.location.pathname).toBe('/doctor-confirmed');
    expect(screen.getByRole('link', { name: 'My prescriptions' }).getAttribute('href')).toBe('/prescriptions');
  });

  it('audio before the waiting room opens: the doctor calls at the slot time', async () => {
    serve(consultationAnswer({ consultType: 'audio', serverNow: '2026-03-09T12:00:00.000Z' }));
    renderRoute('/doctor-confirmed', <DoctorConfirmedPage />, OTHERS, '/details');
    expect(await screen.findByText('Our doctor will call you at 10:00 AM on Tuesday, 10 Mar 2026.')).toBeTruthy();
    expect(screen.queryByText(/calling you now/)).toBeNull();
  });

  it('a home visit: stays, says when the doctor visits, and offers no video waiting room', async () => {
    serve(consultationAnswer({ consultType: 'home' }));
    const { router } = renderRoute('/doctor-confirmed', <DoctorConfirmedPage />, OTHERS);
    expect(await screen.findByText('Our doctor will visit you at 10:00 AM on Tuesday, 10 Mar 2026.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(router.state.location.pathname).toBe('/doctor-confirmed');
    expect(screen.queryByRole('link', { name: 'Waiting room' })).toBeNull();
  });

  it('a clinic visit: stays and names the clinic', async () => {
    serve(consultationAnswer({ consultType: 'clinic' }));
    const { router } = renderRoute('/doctor-confirmed', <DoctorConfirmedPage />, OTHERS);
    expect(
      await screen.findByText('Please come to Koramangala Clinic at 10:00 AM on Tuesday, 10 Mar 2026.'),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(router.state.location.pathname).toBe('/doctor-confirmed');
  });

  it('a consultation the server does not know: the message and a way back to /details', async () => {
    serve(json({ status: 0, message: 'Not found.' }, 404));
    renderRoute('/doctor-confirmed', <DoctorConfirmedPage />, OTHERS, '/details');
    expect(await screen.findByRole('heading', { name: 'We could not find that consultation.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to start' }).getAttribute('href')).toBe('/details');
  });

  it('no consultation in the session: the same, without asking the server', async () => {
    const server = serve(consultationAnswer());
    resetStore({ ...BASIC, appReqId: undefined });
    renderRoute('/doctor-confirmed', <DoctorConfirmedPage />, OTHERS, '/details');
    expect(await screen.findByRole('heading', { name: 'We could not find that consultation.' })).toBeTruthy();
    expect(server.callsTo('getConsultation')).toHaveLength(0);
  });

  it('home: opens the child-care page, through the native wrapper when isMobile is 1', async () => {
    serve(consultationAnswer({ consultType: 'audio' }));
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    resetStore({ ...BASIC, isMobile: 1 });
    renderRoute('/doctor-confirmed', <DoctorConfirmedPage />, OTHERS, '/details');
    const home = await screen.findByRole('link', { name: 'Home' });
    await vi.waitFor(() => expect(home.getAttribute('href')).toBe('https://care.example.in/'));
    fireEvent.click(home);
    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ type: 'OPEN_CHILD_CARE', url: 'https://care.example.in/' }),
    );
  });

  it("home: with no child-care page configured, opens the parent's home", async () => {
    fakeServer({
      getConsultation: () => consultationAnswer({ consultType: 'audio' }),
      getClientConfig: () => ({ ...CONFIG, childCareUrl: null }),
    });
    const { router } = renderRoute('/doctor-confirmed', <DoctorConfirmedPage />, OTHERS, '/details');
    const home = await screen.findByRole('link', { name: 'Home' });
    await vi.waitFor(() => expect(home.getAttribute('href')).toBe('/home'));
    fireEvent.click(home);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('an instant consultation: says it is in the queue instead of a time, and leads to the waiting room', async () => {
    serve(
      consultationAnswer({
        consultType: 'audio',
        serverNow: '2026-03-10T04:21:00.000Z',
        doctorId: null,
        doctorName: 'The next available doctor',
        queue: aQueuePlace(),
      }),
    );
    renderRoute('/doctor-confirmed', <DoctorConfirmedPage />, OTHERS, '/details');
    expect(await screen.findByText('You are in the queue')).toBeTruthy();
    expect(screen.queryByText(/calling you now/)).toBeNull();
    const summary = screen.getByRole('region', { name: 'Your consultation' });
    expect(summary.textContent).toContain('The next available doctor');
    expect(summary.textContent).not.toContain('10:00 AM');
    expect(screen.queryByText('We will remind you 10 minutes before your consultation.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Waiting room' }).getAttribute('href')).toBe(
      '/doctor-oncall?consultation=42',
    );
  });
});
