/**
 * The web tests' fake server: a stubbed fetch that answers the contract's routes by name. Every
 * body it answers with a 2xx status must parse with the route's response schema: a fake that
 * drifts from the contract fails its test (see `setup.ts`), so the screens are never tested
 * against answers the real server cannot give.
 */
import { paths } from '@app/contract/paths';
import { type RouteName, routes } from '@app/contract/routes';
import { vi } from 'vitest';
import { reportDrift } from './drift';

export { assertNoDrift } from './drift';

/** A route of the table, or one of the paths that answer no JSON (the prescription PDF, a file). */
export type PathName = keyof typeof paths;

export interface FakeRequest {
  method: string;
  body?: unknown;
  headers: Record<string, string>;
}

/** Answers one call: a body (sent with 200), or a Response sent as it is (errors, non-JSON). */
export type Handler = (url: URL, request: FakeRequest) => unknown;
export type Handlers = Partial<Record<PathName, Handler>>;

export interface Call extends FakeRequest {
  route: PathName | undefined;
  path: string;
  query: URLSearchParams;
}

const nameByPath = new Map(
  Object.entries(paths).map(([name, path]) => [new URL(path, 'http://localhost').pathname, name as PathName]),
);
const isRoute = (name: PathName): name is RouteName => name in routes;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function checked(route: PathName, body: unknown): Response {
  if (!isRoute(route)) {
    reportDrift(`${route}: answers no JSON, so its fake must answer a Response`);
    return json({ status: 0, message: 'Not JSON.' }, 500);
  }
  const parsed = routes[route].response.safeParse(body);
  if (parsed.success) return json(body);
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
  reportDrift(`${route}: ${issues}`);
  return json({ status: 0, message: `The fake ${route} answer does not match the contract.` }, 500);
}

function headersOf(request: Request | undefined, init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(request?.headers ?? init?.headers).entries());
}

/** Stubs fetch with `handlers`; a route without one answers 404. Returns the calls it saw. */
export function fakeServer(handlers: Handlers) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const method = request?.method ?? init?.method ?? 'GET';
    const text = request ? await request.text() : typeof init?.body === 'string' ? init.body : undefined;
    const body: unknown = text ? JSON.parse(text) : undefined;
    const route = nameByPath.get(url.pathname);
    const call: Call = {
      route,
      path: url.pathname,
      query: url.searchParams,
      method,
      body,
      headers: headersOf(request, init),
    };
    calls.push(call);
    const handler = route ? handlers[route] : undefined;
    if (!route || !handler) return json({ status: 0, message: 'Not found.' }, 404);
    const answer = await handler(url, call);
    return answer instanceof Response ? answer : checked(route, answer);
  });
  vi.stubGlobal('fetch', fetchFn);
  return { calls, fetchFn, callsTo: (route: PathName) => calls.filter((c) => c.route === route) };
}
