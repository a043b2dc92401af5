/**
 * The base query of the app's RTK Query API (app/api.ts), on the rules of `http.ts`: the spec's
 * default headers (spec §6) on every call, and every failure turned into one `ApiError`.
 */
import { type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BasicState } from '../app/state';
import { type ApiError, apiErrorOf, defaultHeaders } from './http';

/** Maps what fetchBaseQuery reports to the one error shape screens use. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return apiErrorOf(0, undefined);
  const status = typeof error.status === 'number' ? error.status : 'originalStatus' in error ? error.originalStatus : 0;
  return apiErrorOf(status, error.data);
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders(headers, { getState }) {
    const basic = (getState() as { Basic?: BasicState }).Basic;
    // Callers may pass their own headers (spec §6): theirs win.
    for (const [name, value] of Object.entries(defaultHeaders(basic))) {
      if (!headers.has(name)) headers.set(name, value);
    }
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error) return { error: toApiError(result.error), meta: result.meta };
  return result;
};

export { type ApiError, defaultHeaders, errorMessage } from './http';
