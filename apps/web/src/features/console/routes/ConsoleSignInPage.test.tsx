// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aClientConfig } from '../../../test/data';
import { resetStore } from '../../../test/render';
import { type Call, fakeServer, type Handlers, json, type PathName } from '../../../test/server';
import { CONSOLE_SESSION_KEY, getConsoleToken, setConsoleToken } from '../consoleSession';
import { aDoctor } from '../testData';
import ConsoleLayout from './ConsoleLayout';
import ConsoleSignInPage from './ConsoleSignInPage';

const SENT = 'If this number belongs to a doctor, an OTP has been sent to it.';
type Answer = { status: number; body: unknown };
let handlers: Handlers = {};
let server: ReturnType<typeof fakeServer>;

/** Answers a route with its queued replies, in order; the last one repeats. */
function answer(route: PathName, ...replies: Answer[]) {
  handlers[route] = () => {
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    return reply && reply.status !== 200 ? json(reply.body, reply.status) : reply?.body;
  };
}

const clientConfig = (captchaEnabled: boolean) => ({ status: 200, body: aClientConfig({ captchaEnabled }) });

beforeEach(() => {
  handlers = {};
  server = fakeServer(handlers);
  // The robot check is off unless a test turns it on (as in the server's database tests).
  answer('getClientConfig', clientConfig(false));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderConsole(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/console',
        Component: ConsoleLayout,
        children: [
          { index: true, element: <p>Consultations screen</p> },
          { path: 'sign-in', Component: ConsoleSignInPage },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <Provider store={resetStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const callsTo = (route: PathName) => server.callsTo(route);
const headersOf = (call: Call | undefined) => call?.headers ?? {};

describe('console sign-in', () => {
  it('sends an OTP to the number, signs in with it, keeps the token and opens the console', async () => {
    answer('consoleRequestOtp', { status: 200, body: { status: 1, message: SENT, resendAfterSeconds: 30 } });
    answer('consoleVerifyOtp', {
      status: 200,
      body: { status: 1, authToken: 'doctor-token', doctor: aDoctor() },
    });
    answer('consoleMe', { status: 200, body: { status: 1, doctor: aDoctor() } });
    const router = renderConsole('/console/sign-in');

    // The parents' phone field: India chosen, the country's own rules for the number.
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('IN');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText(SENT)).toBeTruthy();
    const [sendCall] = callsTo('consoleRequestOtp');
    expect(sendCall?.body).toEqual({ mobileCode: '91', mobileNumber: '9876543210' });
    expect(headersOf(sendCall)).not.toHaveProperty('AuthToken');

    const otp = screen.getByLabelText('OTP') as HTMLInputElement;
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(otp, { target: { value: '12a3456' } });
    expect(otp.value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Consultations screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console');
    expect(getConsoleToken()).toBe('doctor-token');
    expect(localStorage.getItem(CONSOLE_SESSION_KEY)).toContain('doctor-token');
    expect(callsTo('consoleVerifyOtp')[0]?.body).toEqual({
      mobileCode: '91',
      mobileNumber: '9876543210',
      otp: '123456',
    });
    // The layout asks who is signed in, with the console token, and shows the doctor.
    expect(await screen.findByText('Dr. Meera Iyer')).toBeTruthy();
    expect(screen.getByText('MBBS, MD (Paediatrics)')).toBeTruthy();
    expect(headersOf(callsTo('consoleMe')[0]).AuthToken).toBe('doctor-token');
  });

  it("passes the parents' robot check first when it is on, and solves a fresh one for Resend OTP", async () => {
    const hmacKey = 'console-test-key';
    const challenges = await Promise.all([1, 2].map(() => createChallenge({ hmacKey, maxnumber: 300 })));
    answer('getClientConfig', clientConfig(true));
    answer('getCaptchaChallenge', ...challenges.map((body) => ({ status: 200, body })));
    answer('consoleRequestOtp', { status: 200, body: { status: 1, message: SENT, resendAfterSeconds: 0 } });
    renderConsole('/console/sign-in');

    // Solved in the background, but 'Verified' only once a whole number is in the field.
    expect(await screen.findByText('A quick check that you are not a robot follows your number.')).toBeTruthy();
    await waitFor(() => expect(callsTo('getCaptchaChallenge')).toHaveLength(1));
    expect(screen.queryByText('Verified')).toBeNull();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765' } });
    expect(screen.queryByText('Verified')).toBeNull();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    expect(await screen.findByText('Verified')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(callsTo('consoleRequestOtp')).toHaveLength(2));

    const sent = callsTo('consoleRequestOtp').map((call) => call.body as { captcha: string });
    expect(sent[0]).toMatchObject({ mobileCode: '91', mobileNumber: '9876543210' });
    for (const [i, body] of sent.entries()) {
      expect(await verifySolution(body.captcha, hmacKey)).toBe(true);
      expect(JSON.parse(atob(body.captcha)).challenge).toBe(challenges[i]?.challenge);
    }
  });

  it('sends nothing when the robot check cannot be done, and says so', async () => {
    answer('getClientConfig', clientConfig(true));
    answer('getCaptchaChallenge', { status: 503, body: { status: 0, message: 'Please try again in a minute.' } });
    renderConsole('/console/sign-in');
    expect(await screen.findByText('We could not check that you are not a robot.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(callsTo('getCaptchaChallenge').length).toBeGreaterThan(1));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(callsTo('consoleRequestOtp')).toHaveLength(0);
  });

  it('checks the number before sending anything, with the phone library like the parents’ sign-in', async () => {
    renderConsole('/console/sign-in');
    const message = () => document.getElementById('console-number-error')?.textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(message()).toBe('Please input phone number'));
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    // Typing clears the message; a number India does not issue (the old check took 4 to 15 digits) is refused.
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '123 45' } });
    expect(message()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(message()).toBe('Please enter a valid phone number for the selected country.'));
    expect(callsTo('consoleRequestOtp')).toHaveLength(0);
  });

  it("shows the server's refusals: too many OTPs, then a wrong OTP", async () => {
    answer(
      'consoleRequestOtp',
      {
        status: 429,
        body: { status: 0, message: 'Too many OTPs were sent to this number. Please try again in an hour.' },
      },
      { status: 200, body: { status: 1, message: SENT, resendAfterSeconds: 30 } },
    );
    answer('consoleVerifyOtp', {
      status: 401,
      body: { status: 0, message: 'Please enter correct OTP.', field: 'otp' },
    });
    renderConsole('/console/sign-in');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    // On the page itself (the toast, an alert too, may say it as well: not what this checks).
    const onPage = () =>
      screen
        .getAllByRole('alert')
        .filter((a) => !a.closest('.Toastify'))
        .map((a) => a.textContent)
        .join(' ');
    await waitFor(() => expect(onPage()).toContain('Too many OTPs were sent'));

    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('OTP').getAttribute('aria-invalid')).toBe('true'));
    // The message under the field (a toast may say it too, sooner or later: not what this checks).
    const describedBy = screen.getByLabelText('OTP').getAttribute('aria-describedby') ?? '';
    const description = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description.join(' ')).toContain('Please enter correct OTP.');
    expect(getConsoleToken()).toBeUndefined();
  });
});

describe('console layout', () => {
  it('sends a visitor without a console token to sign in', async () => {
    const router = renderConsole('/console');
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console/sign-in');
  });

  it('forgets a token the server refuses (401) and goes to sign in', async () => {
    setConsoleToken('expired');
    answer('consoleMe', { status: 401, body: { status: 0, message: "Please sign in to the doctor's console." } });
    const router = renderConsole('/console');
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console/sign-in');
    expect(getConsoleToken()).toBeUndefined();
  });

  it('signs out: tells the server, forgets the token, back to sign in', async () => {
    setConsoleToken('doctor-token');
    answer('consoleMe', { status: 200, body: { status: 1, doctor: aDoctor() } });
    answer('consoleLogout', { status: 200, body: { status: 1, message: 'Signed out' } });
    renderConsole('/console');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(headersOf(callsTo('consoleLogout')[0]).AuthToken).toBe('doctor-token');
    expect(getConsoleToken()).toBeUndefined();
  });
});
