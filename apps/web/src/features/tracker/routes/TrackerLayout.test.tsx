// @vitest-environment happy-dom
import { messages } from '@app/contract/messages';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import { aSessionUser, BASIC } from '../testData';
import GrowthPage from './GrowthPage';
import TrackerLayout from './TrackerLayout';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/milestone-and-growth',
        element: <TrackerLayout />,
        children: [
          { path: 'milestone', element: <p>Milestones screen</p> },
          { path: 'growth', element: <GrowthPage /> },
        ],
      },
      { path: '/', element: <p>Phone screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TrackerLayout', () => {
  it("shows the child's name, the screen and the tab bar with the current tab marked", async () => {
    const server = fakeServer({
      getSessionUser: () => ({ status: 1, data: aSessionUser() }),
      getUserPlans: () => ({ status: 1, data: [], isPlan: 1 }),
    });
    resetStore(BASIC);
    renderAt('/milestone-and-growth/growth');
    expect(screen.getByText('Tracking Aarav')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Child tracker' }).getAttribute('href')).toBe(
      '/milestone-and-growth/milestone',
    );
    expect(screen.getByRole('heading', { name: 'Growth' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Tracker' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Milestones', 'Growth', 'Diet', 'Vaccination']);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([null, 'page', null, null]);
    await waitFor(() => expect(server.callsTo('getUserPlans')).toHaveLength(1));
    expect(server.callsTo('getUserPlans')[0]?.query.get('UserId')).toBe('11');
  });

  it('names a child a native app opened the tracker for, from the account members', async () => {
    fakeServer({
      getSessionUser: () => ({ status: 1, data: aSessionUser({ userID: 7 }) }),
      getUserPlans: () => ({ status: 1, data: [], isPlan: 1 }),
      getAllRelation: () => ({
        status: 1,
        relations: [{ ...aSessionUser({ userID: 42, firstName: 'Meera' }), Relation: 'daughter', age: '0-2' }],
      }),
    });
    resetStore({ authToken: 'native-token', id: 42, rid: 42, type: 'Registered' });
    renderAt('/milestone-and-growth/milestone');
    expect(await screen.findByText('Tracking Meera')).toBeTruthy();
    expect(store.getState().Basic).toMatchObject({ name: 'Meera', ConnectionID: 7, id: 42, rid: 42 });
  });

  it('a token the server refuses ends the session and goes to the phone screen', async () => {
    fakeServer({
      getSessionUser: () => json({ status: 0, message: messages.sessionExpired }, 401),
      getUserPlans: () => json({ status: 0, message: messages.sessionExpired }, 401),
    });
    resetStore({ authToken: 'stale', id: 42, rid: 42 });
    const router = renderAt('/milestone-and-growth/milestone');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().Basic.authToken).toBeUndefined();
  });
});
