// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../app/paths';
import { aClientConfig } from '../../../test/data';
import { resetStore } from '../../../test/render';
import { fakeServer, type Handlers } from '../../../test/server';
import PhonePage from './PhonePage';

const hmacKey = 'phone-test-key';
let handlers: Handlers = {};
let server: ReturnType<typeof fakeServer>;

function renderPhone(at: string = screens.phone) {
  const router = createMemoryRouter(
    [
      { path: screens.phone, Component: PhonePage },
      { path: screens.phoneOtp, element: <p>OTP screen</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <Provider store={resetStore({})}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(async () => {
  sessionStorage.clear();
  const challenge = await createChallenge({ hmacKey, maxnumber: 300 });
  handlers = {
    getClientConfig: () => aClientConfig({ captchaEnabled: true }),
    getCaptchaChallenge: () => challenge,
    addGuestPhone: () => ({ status: 1, message: 'OTP sent', resendAfterSeconds: 30 }),
  };
  server = fakeServer(handlers);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the phone screen’s robot check', () => {
  it('starts with the first digit, not with the screen, and is spent on Get OTP', async () => {
    const router = renderPhone();
    expect(await screen.findByText('A quick check that you are not a robot follows your number.')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('getClientConfig')).toHaveLength(1));
    expect(server.callsTo('getCaptchaChallenge')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9' } });
    await waitFor(() => expect(server.callsTo('getCaptchaChallenge')).toHaveLength(1));
    expect(screen.queryByText('Verified')).toBeNull();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9876543210' } });
    expect(await screen.findByText('Verified')).toBeTruthy();
    // More typing does not start another check.
    expect(server.callsTo('getCaptchaChallenge')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(screens.phoneOtp));
    const sent = server.callsTo('addGuestPhone')[0]?.body as { captcha: string };
    expect(await verifySolution(sent.captcha, hmacKey)).toBe(true);
  });

  it('shows no box at all when the server has the check off', async () => {
    handlers.getClientConfig = () => aClientConfig({ captchaEnabled: false });
    renderPhone();
    await waitFor(() => expect(server.callsTo('getClientConfig')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/not a robot/)).toBeNull());
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9876543210' } });
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210'));
    expect(screen.queryByText(/not a robot|Checking/)).toBeNull();
    expect(server.callsTo('getCaptchaChallenge')).toHaveLength(0);
  });

  it('starts at once for a number the link already filled in', async () => {
    renderPhone(`${screens.phone}?code=91&number=9876543210`);
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(server.callsTo('getCaptchaChallenge')).toHaveLength(1);
  });
});
