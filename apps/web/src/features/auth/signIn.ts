import type { OtpResponse } from '@app/contract/schemas/auth';
import type { BasicState } from '../../app/state';

/**
 * Basic for a sign-in that starts now with this number: nothing of an earlier session (its token,
 * name or Gender) carries over; only whether a native app opened the page does.
 */
export function basicForNewSignIn(basic: BasicState, code: string, number: string): BasicState {
  const next: BasicState = { code, number, isOtp: 0 };
  if (basic.isMobile !== undefined) next.isMobile = basic.isMobile;
  return next;
}

/**
 * The Basic session after a successful sign-in (spec §4 "Sign-in flow"): a response with a Gender
 * is an existing user with a name; otherwise a guest, with ConnectionID set to the returned userID.
 */
export function basicAfterSignIn(basic: BasicState, response: OtpResponse): BasicState {
  const common: BasicState = {
    ...basic,
    type: response.type,
    id: response.userID,
    authToken: response.authToken,
    ConnectionID: response.userID,
  };
  if (response.Gender) return { ...common, name: response.firstName, Gender: response.Gender };
  return common;
}

/** Seconds until Resend OTP may be used again, from the last send. */
export function resendSecondsLeft(sentAt: number | undefined, resendAfterSeconds: number, now: number): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil((sentAt + resendAfterSeconds * 1000 - now) / 1000));
}
