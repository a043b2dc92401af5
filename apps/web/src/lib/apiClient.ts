/**
 * The base query of the app's RTK Query API (app/api.ts): the spec's default headers (spec §6) on
 * every call, and every failure turned into one `ApiError` shape whose `message` a screen can
 * show as it is.
 */
import { CORRELATION_ID, DEVICE_HEADER } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BasicState } from '../app/state';
import { en } from '../i18n/en';

export interface ApiError {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  message: string;
  /** The request field the message is about, when the server names one. */
  field?: string;
}

/** Spec §6: content type JSON, device Android, accept JSON, a fixed correlation id, and the session. */
export function defaultHeaders(basic: BasicState | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    device: DEVICE_HEADER,
    Accept: 'application/json',
    correlationid: CORRELATION_ID,
  };
  if (basic?.authToken) headers.AuthToken = basic.authToken;
  const userId = basic?.id ?? basic?.userID;
  if (userId !== undefined && userId !== null) headers.userId = String(userId);
  return headers;
}

function messageOf(data: unknown): { message?: string; field?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const { message, field } = data as { message?: unknown; field?: unknown };
  return {
    message: typeof message === 'string' && message.trim() ? message : undefined,
    field: typeof field === 'string' ? field : undefined,
  };
}

/** Maps what fetchBaseQuery reports to the one error shape screens use. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { status: 0, message: en.errors.network };
  }
  const status = typeof error.status === 'number' ? error.status : 'originalStatus' in error ? error.originalStatus : 0;
  const { message, field } = messageOf(error.data);
  if (message && status < 500) return field ? { status, message, field } : { status, message };
  if (status === 404) return { status, message: messages.notFound };
  return { status, message: message ?? messages.serverError };
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

/** Reads an ApiError out of whatever a mutation's `unwrap()` rejected with. */
export function errorMessage(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && 'message' in error && 'status' in error) {
    const { status, message, field } = error as ApiError;
    if (typeof message === 'string' && typeof status === 'number') return { status, message, field };
  }
  return { status: 0, message: messages.serverError };
}
