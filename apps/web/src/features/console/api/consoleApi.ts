/**
 * The console's server calls, as plain async functions on the rules of lib/http.ts (the spec's
 * headers, one ApiError shape), but with the doctor's own token as AuthToken: never the parent's
 * Basic token. A 401 on a signed-in call means the token is gone (expired, revoked, signed out in
 * another tab): it is forgotten here, and the console layout sends the doctor to sign in.
 */
import { paths } from '@app/contract/paths';
import type { ClientConfig } from '@app/contract/schemas/auth';
import type { ConsoleConsultation, ConsoleDoctor } from '@app/contract/schemas/console';
import type { Medicine } from '@app/contract/schemas/consultation';
import { apiErrorOf, defaultHeaders } from '../../../lib/http';
import { clearConsoleToken, getConsoleToken } from '../consoleSession';

export interface OkResult {
  status: 1;
  message: string;
}
export interface OtpSent extends OkResult {
  resendAfterSeconds: number;
}
export interface ConsoleSession {
  status: 1;
  authToken: string;
  doctor: ConsoleDoctor;
}
export interface ConsultationsResult {
  status: 1;
  serverNow: string;
  data: ConsoleConsultation[];
}
export interface PrescriptionPayload {
  appReqId: number;
  medicines: Medicine[];
  advice: string;
}
export interface PrescriptionSaved extends OkResult {
  prescriptionId: number;
}

/** The spec's headers (content type, device, accept, correlation id) with the console token, if any. */
export function consoleHeaders(token: string | undefined): Record<string, string> {
  // No parent state is passed: the parent's AuthToken and userId never reach a console call.
  const headers = defaultHeaders(undefined);
  if (token) headers.AuthToken = token;
  return headers;
}

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Sends the console token; a 401 then ends the console session. */
  signedIn?: boolean;
  signal?: AbortSignal;
}

/** A JSON call; resolves to the body, rejects with an ApiError (status 0: unreachable). */
export async function consoleRequest<T>(path: string, options: CallOptions = {}): Promise<T> {
  const signedIn = options.signedIn ?? true;
  const token = signedIn ? getConsoleToken() : undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: consoleHeaders(token),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw apiErrorOf(0, undefined);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // Only a signed-in call's 401 is about the session; at sign-in a 401 is a wrong OTP.
    if (signedIn && response.status === 401) clearConsoleToken();
    throw apiErrorOf(response.status, data);
  }
  return data as T;
}

const post = <T>(path: string, body?: unknown, signedIn = true) =>
  consoleRequest<T>(path, { method: 'POST', body, signedIn });

export const consoleApi = {
  /** `captcha`: the robot check's payload; undefined when the server has the check turned off. */
  requestOtp: (mobileCode: string, mobileNumber: string, captcha?: string) =>
    post<OtpSent>(paths.consoleRequestOtp, { mobileCode, mobileNumber, ...(captcha ? { captcha } : {}) }, false),
  verifyOtp: (mobileCode: string, mobileNumber: string, otp: string) =>
    post<ConsoleSession>(paths.consoleVerifyOtp, { mobileCode, mobileNumber, otp }, false),
  me: (signal?: AbortSignal) => consoleRequest<{ status: 1; doctor: ConsoleDoctor }>(paths.consoleMe, { signal }),
  logout: () => post<OkResult>(paths.consoleLogout),
  consultations: (signal?: AbortSignal) => consoleRequest<ConsultationsResult>(paths.consoleConsultations, { signal }),
  startVideo: (appReqId: number) => post<{ status: 1; roomName: string }>(paths.consoleStartVideo, { appReqId }),
  callParent: (appReqId: number) => post<OkResult>(paths.consoleCallParent, { appReqId }),
  complete: (appReqId: number) => post<OkResult>(paths.consoleComplete, { appReqId }),
  writePrescription: (payload: PrescriptionPayload) => post<PrescriptionSaved>(paths.consoleWritePrescription, payload),
  clientConfig: () => consoleRequest<ClientConfig>(paths.getClientConfig, { signedIn: false }),
};
