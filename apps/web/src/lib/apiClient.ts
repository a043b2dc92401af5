/**
 * The base query of the app's RTK Query API (app/api.ts), on the rules of `http.ts`: the spec's
 * default headers (spec §6) on every call, and every failure turned into one `ApiError`. Which
 * session signs a call follows the contract's route table: a doctor's route gets the console
 * token, an operator's route the back office's, and neither ever gets the parent's AuthToken or
 * userId, nor the other staff kind's token; a parent's route never gets a staff token.
 */

import type { RouteName } from '@app/contract/routes';
import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query';
import { type ApiError, apiErrorOf, defaultHeaders, type SessionHeaderSource } from './http';
import { type RouteOptions, routeOf, type StaffKind } from './routeEndpoint';
import { sessionRefused } from './sessionRefused';

/** Maps what fetchBaseQuery reports to the one error shape screens use. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return apiErrorOf(0, undefined);
  const status = typeof error.status === 'number' ? error.status : 'originalStatus' in error ? error.originalStatus : 0;
  return apiErrorOf(status, error.data);
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '' });

/** The staff kind whose token a route takes ('doctor', 'operator'), or undefined for the rest. */
function staffKindOf(options: Partial<RouteOptions>): StaffKind | undefined {
  const auth = options.route ? routeOf(options.route).auth : undefined;
  return auth === 'doctor' || auth === 'operator' ? auth : undefined;
}

/** The headers of one call: the spec's defaults for its session, then the caller's own (theirs win). */
export function headersFor(
  options: Partial<RouteOptions>,
  basic: SessionHeaderSource | undefined,
): Record<string, string> {
  const kind = staffKindOf(options);
  if (!options.staff && !kind) return defaultHeaders(basic);
  // No parent state: the parent's AuthToken and userId never reach a staff call. The server reads
  // either staff token from the same AuthToken header, so the kinds must be kept apart here.
  const headers = defaultHeaders(undefined);
  const token = kind && options.staff?.kind === kind ? options.staff.token() : undefined;
  if (token) headers.AuthToken = token;
  return headers;
}

/**
 * In development and tests, a response that does not parse with its route's schema is reported:
 * the screen and the contract disagree. The schemas load only then (production never ships them).
 */
async function checkAgainstContract(route: RouteName, body: unknown) {
  const { routes } = await import('@app/contract/routes');
  const parsed = routes[route].response.safeParse(body);
  if (!parsed.success) {
    console.error(`${route}: the response does not match the contract`, parsed.error.issues);
  }
}

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  Partial<RouteOptions>,
  FetchBaseQueryMeta
> = async (args, api, options = {}) => {
  const call = typeof args === 'string' ? { url: args } : args;
  const basic = (api.getState() as { Basic?: SessionHeaderSource }).Basic;
  const headers = { ...headersFor(options, basic), ...(call.headers as Record<string, string> | undefined) };
  const result = await rawBaseQuery({ ...call, headers }, api, {});
  if (result.error) {
    // Only a 401 from a route of the session's own kind is about that session; at sign-in a 401 is a wrong OTP.
    if (result.error.status === 401 && options.staff && staffKindOf(options) === options.staff.kind) {
      options.staff.forget();
    }
    // A parent's signed route refused the token it was sent: that sign-in is over, in every tab.
    const sentToken = headers.AuthToken;
    if (
      result.error.status === 401 &&
      sentToken &&
      options.route &&
      [true, 'optional'].includes(routeOf(options.route).auth)
    ) {
      api.dispatch(sessionRefused(sentToken));
    }
    return { error: toApiError(result.error), meta: result.meta };
  }
  if (import.meta.env.DEV && options.route) await checkAgainstContract(options.route, result.data);
  return { data: result.data, meta: result.meta };
};

export { type ApiError, defaultHeaders, errorMessage } from './http';
