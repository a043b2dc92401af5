/**
 * Helpers for the tracker's component tests: the app's real store and RTK Query API against a
 * fake server (a stubbed fetch), inside a memory router. Test-only; no screen imports it.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../app/api';
import { type BasicState, type FreeState, setMilestone, signedOutActions } from '../../app/state';
import { store } from '../../app/store';

export type Handler = (url: URL, init: { method: string; body?: unknown }) => unknown;

export interface Call {
  path: string;
  query: URLSearchParams;
  method: string;
  body?: unknown;
}

/** What the fake server answers; a handler returning a Response sends it as it is. */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const method = request?.method ?? init?.method ?? 'GET';
    const text = request ? await request.text() : typeof init?.body === 'string' ? init.body : undefined;
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ path: url.pathname, query: url.searchParams, method, body });
    const handler = routes[url.pathname];
    if (!handler) return json({ status: 0, message: 'Not found.' }, 404);
    const answer = await handler(url, { method, body });
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchFn);
  return { calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function resetState(basic: BasicState, milestone: FreeState = {}) {
  for (const action of signedOutActions(basic)) store.dispatch(action);
  store.dispatch(api.util.resetApiState());
  store.dispatch(setMilestone(milestone));
}

/** Renders `element` at `path`; the other routes show their path, so tests can see where they went. */
export function renderRoute(path: string, element: ReactElement, others: string[] = []) {
  const router = createMemoryRouter(
    [{ path, element }, ...others.map((other) => ({ path: other, element: <p data-testid="elsewhere">{other}</p> }))],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, view };
}

export const BASIC: BasicState = {
  authToken: 'token-1',
  type: 'Registered',
  id: 11,
  rid: 11,
  ConnectionID: 7,
  name: 'Aarav',
};
