/**
 * A route of the contract called without RTK Query, on the rules of `http.ts`: for the first
 * screen (which does not download RTK Query) and the sandbox gateway's page. Path, method and
 * result type come from the route table, as with `fromRoute`.
 */
import type { RouteName } from '@app/contract/routes';
import { request, type SessionHeaderSource } from './http';
import { fetchArgsOf, type RouteCall, type RouteResult } from './routeEndpoint';

export function callRoute<N extends RouteName>(
  name: N,
  call: RouteCall<N>,
  options: { basic?: SessionHeaderSource; signal?: AbortSignal } = {},
): Promise<RouteResult<N>> {
  const { url, method, body } = fetchArgsOf(name, call);
  return request<RouteResult<N>>(url, { method: method === 'POST' ? 'POST' : 'GET', body, ...options });
}
