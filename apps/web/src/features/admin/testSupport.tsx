/**
 * Test-only: the back office's screens in their layout, with the app's real store and router, and
 * the fake server answering who is signed in. Paths come from the screen table.
 */
import type { Operator } from '@app/contract/schemas/admin';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { screens } from '../../app/paths';
import type { BasicState } from '../../app/state';
import { resetStore } from '../../test/render';
import { fakeServer, type Handlers } from '../../test/server';
import { clearAdminToken, setAdminToken } from './adminSession';
import AdminLayout from './routes/AdminLayout';
import { anOperator } from './testData';

export interface Mounted {
  path: string;
  Component: ComponentType;
}

/** The fake server with `handlers`, adminMe answering with `operator`. */
export function serveAdmin(handlers: Handlers, operator: Operator = anOperator()) {
  return fakeServer({ adminMe: () => ({ status: 1, operator }), ...handlers });
}

/**
 * Renders the back office at `at` with `mounted` screens in its layout; signed in with an operator
 * token unless `token` is null. `basic`: a parent's session in the same tab, which must not leak.
 */
export function renderAdmin(
  at: string,
  mounted: Mounted[],
  options: { token?: string | null; basic?: BasicState } = {},
) {
  const { token = 'operator-token' } = options;
  if (token) setAdminToken(token);
  const router = createMemoryRouter(
    [
      {
        path: screens.admin,
        Component: AdminLayout,
        children: [
          // Where the layout sends the operator, unless the test mounts the real screen there.
          ...[
            { path: screens.adminSignIn, element: <p>Sign-in screen</p> },
            { path: screens.adminDoctors, element: <p>Doctors screen</p> },
          ].filter((placeholder) => !mounted.some((m) => m.path === placeholder.path)),
          ...mounted.map(({ path, Component }) => ({ path, Component })),
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <Provider store={resetStore(options.basic)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

/** After each test: a clean page, no stubbed fetch, nobody signed in. */
export function onAdminScreens() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearAdminToken();
    localStorage.clear();
  });
}
