/**
 * The app's HTTP call, without RTK Query: the spec's default headers (spec §6) and one error
 * shape whose `message` a screen can show as it is. The first screen uses it directly, so it
 * does not download RTK Query; `apiClient.ts` builds the RTK Query base query on the same rules.
 */
import { commonMessages } from '@app/contract/commonMessages';
import { CORRELATION_ID, DEVICE_HEADER } from '@app/contract/constants';
import { en } from '../i18n/en';

export interface ApiError {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  message: string;
  /** The request field the message is about, when the server names one. */
  field?: string;
}

/**
 * What the headers need from the parent's session (the Basic slice has these fields). Declared here
 * so lib/ stays below app/: the store's slices import lib, never the reverse.
 */
export interface SessionHeaderSource {
  authToken?: string;
  /** The member the call acts for; older sessions named it userID. */
  id?: number | null;
  userID?: number | null;
}

/** Spec §6: content type JSON, device Android, accept JSON, a fixed correlation id, and the session. */
export function defaultHeaders(basic: SessionHeaderSource | undefined): Record<string, string> {
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

/** The error a screen shows for an HTTP status and the server's body (status 0: unreachable). */
export function apiErrorOf(status: number, data: unknown): ApiError {
  if (status === 0) return { status: 0, message: en.errors.network };
  const { message, field } = messageOf(data);
  if (message && status < 500) return field ? { status, message, field } : { status, message };
  if (status === 404) return { status, message: commonMessages.notFound };
  return { status, message: message ?? commonMessages.serverError };
}

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ApiError).message === 'string' &&
    typeof (error as ApiError).status === 'number'
  );
}

/**
 * The server refused the request itself (a 4xx other than 429 'too many'): asking again will not
 * help, unlike a network failure (status 0), a server failure or being told to slow down.
 */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429;
}

/** A poll's lookup through RTK Query: always asks the server, and keeps no cache subscription. */
export const FRESH_LOOKUP = { subscribe: false, forceRefetch: true } as const;

/** Reads an ApiError out of whatever a call rejected with. */
export function errorMessage(error: unknown): ApiError {
  if (isApiError(error)) {
    const { status, message, field } = error;
    return field ? { status, message, field } : { status, message };
  }
  return { status: 0, message: commonMessages.serverError };
}

/** A JSON call; resolves to the body, rejects with an ApiError. */
export async function request<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; basic?: SessionHeaderSource; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: defaultHeaders(options.basic),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw apiErrorOf(0, undefined);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, data);
  return data as T;
}
