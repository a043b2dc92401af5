/**
 * Helpers for the consultation screens' component tests: the app's real store and RTK Query API
 * against a fake server (a stubbed fetch), inside a memory router. Test-only; no screen imports it.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../app/api';
import { type BasicState, initialSlices, setBasic, setVideoCall, type VideoCallState } from '../../app/state';
import { store } from '../../app/store';

export type Handler = (url: URL, init: { method: string; body?: string }) => unknown;

/** What the fake server answers; a handler returning a Response sends it as it is. */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: { path: string; query: URLSearchParams; method: string; body?: unknown }[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const method = request?.method ?? init?.method ?? 'GET';
    const text = request ? await request.text() : typeof init?.body === 'string' ? init.body : undefined;
    calls.push({ path: url.pathname, query: url.searchParams, method, body: text ? JSON.parse(text) : undefined });
    const handler = routes[url.pathname];
    if (!handler) return json({ status: 0, message: 'Not found.' }, 404);
    const answer = await handler(url, { method, body: text });
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchFn);
  return { calls, fetchFn, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function resetState(basic: BasicState, video: VideoCallState = initialSlices.VideoCall) {
  store.dispatch(api.util.resetApiState());
  store.dispatch(setBasic(basic));
  store.dispatch(setVideoCall(video));
}

/** Renders `element` at `path`; the other routes given show their name, so tests can see where they went. */
export function renderRoute(path: string, element: ReactElement, others: string[] = []) {
  const router = createMemoryRouter(
    [{ path, element }, ...others.map((other) => ({ path: other, element: <p data-testid="elsewhere">{other}</p> }))],
    { initialEntries: ['/details', path], initialIndex: 1 },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, view };
}

export const CONFIG = {
  captchaEnabled: false,
  production: false,
  jitsiDomain: 'meet.example.org',
  jitsiScriptUrl: 'https://meet.example.org/external_api.js',
  childCareUrl: 'https://care.example.in/',
  callAgentNumber: '+918047000000',
};

export const BASIC: BasicState = {
  code: '91',
  number: '9876543210',
  type: 'Guest',
  id: 11,
  rid: 11,
  name: 'Aarav',
  authToken: 'token-1',
  appReqId: 42,
};

/** A booked consultation whose waiting room opens at `opensAt`, as the server answers it at `serverNow`. */
export function consultationAnswer(
  overrides: {
    consultType?: string;
    status?: string;
    serverNow?: string;
    opensAt?: string;
    roomName?: string | null;
    callRequestedAt?: string | null;
  } = {},
) {
  const opensAt = overrides.opensAt ?? '2026-03-10T04:20:00.000Z';
  const endsAt = new Date(Date.parse(opensAt) + 600_000).toISOString();
  return {
    status: 1,
    serverNow: overrides.serverNow ?? opensAt,
    data: {
      appReqId: 42,
      status: overrides.status ?? 'booked',
      consultType: overrides.consultType ?? 'video',
      memberId: 11,
      memberName: 'Aarav Sharma',
      doctorId: 3,
      doctorName: 'Dr Meera Rao',
      clinicName: 'Koramangala Clinic',
      slotDate: '2026-03-10',
      slot: '10:00 AM',
      slotStart: '2026-03-10T04:30:00.000Z',
      bookedAt: '2026-03-09T10:00:00.000Z',
      reminderAt: '2026-03-10T04:20:00.000Z',
      waitingRoom: {
        opensAt,
        endsAt,
        roomName: overrides.roomName ?? null,
        callRequestedAt: overrides.callRequestedAt ?? null,
      },
    },
  };
}
