// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../app/paths';
import { setBasic } from '../../../app/state';
import { store } from '../../../app/store';
import { aClientConfig } from '../../../test/data';
import { resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { consultationRoutes } from '../../consultation/routes';
import OtpPage from './OtpPage';

/** The app's own guard of the waiting room, in front of a stand-in for the screen. */
const oncallGuard = consultationRoutes.find((r) => r.path === screens.oncall)?.loader as RouteObject['loader'];

function renderApp(at: string) {
  const router = createMemoryRouter(
    [
      { path: screens.phone, element: <p>Phone screen</p> },
      { path: screens.phoneOtp, element: <OtpPage /> },
      { path: screens.details, element: <p>Details screen</p> },
      { path: screens.oncall, loader: oncallGuard, element: <p>Waiting room</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

/** The parent gives their number on the phone screen (its own test covers it) and verifies the OTP. */
async function signInWithOtp(router: ReturnType<typeof renderApp>) {
  store.dispatch(setBasic({ code: '91', number: '9876543210', isOtp: 0 }));
  await act(() => router.navigate(screens.phoneOtp));
  fireEvent.change(await screen.findByLabelText('One-time password (OTP)'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

beforeEach(() => {
  resetStore({});
  sessionStorage.clear();
  fakeServer({
    getClientConfig: () => aClientConfig(),
    verifyGuestOtp: () => ({ status: 1, message: 'OK', userID: 5, type: 'Guest', authToken: 'token-5' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a waiting-room link opened signed out', () => {
  it("asks for the sign-in, then goes to that consultation's waiting room", async () => {
    const router = renderApp('/doctor-oncall?consultation=42');
    expect(await screen.findByText('Phone screen')).toBeTruthy();

    await signInWithOtp(router);
    await waitFor(() => expect(screen.getByText('Waiting room')).toBeTruthy(), { timeout: 3000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/doctor-oncall?consultation=42');
    expect(store.getState().Basic.authToken).toBe('token-5');
  });

  it('goes to /details as the spec says when no link asked for anything', async () => {
    const router = renderApp('/');
    await signInWithOtp(router);
    await waitFor(() => expect(screen.getByText('Details screen')).toBeTruthy(), { timeout: 3000 });
  });

  it('signed in already, the link opens the waiting room at once', async () => {
    resetStore({ code: '91', number: '9876543210', authToken: 'token-5', id: 5 });
    renderApp('/doctor-oncall?consultation=42');
    expect(await screen.findByText('Waiting room')).toBeTruthy();
  });
});
