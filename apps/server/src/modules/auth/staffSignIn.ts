import { OTP_RESEND_AFTER_SECONDS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import { AppError } from '../../lib/errors';
import { type AuthDeps, checkedCaptcha, consumeCode, issueCode, phoneOrThrow, sendCode } from './auth.service';
import { newAuthToken } from './otp';

/**
 * The sign-in of staff (doctors to the console, operators to the back office) by phone and OTP,
 * with tokens of their own table: one way for each kind of staff, told apart by `kind`.
 */
export interface StaffKind<S> {
  /** Codes are stored under `<kind>:<number>`, apart from the parents' and other staff's. */
  kind: string;
  /** The staff member who may sign in with the number, or undefined (a stranger). */
  find(db: Db, e164: string): Promise<S | undefined>;
  tokenHours: number;
  insertToken(tx: Db, row: { staff: S; tokenHash: string; expiresAt: Date }): Promise<void>;
}

export interface StaffAuthDeps extends AuthDeps {
  /** Where the SMS is sent from, after the answer (see requestStaffOtp). */
  background: BackgroundTasks;
}

interface StaffOtpRequest {
  mobileCode: string;
  mobileNumber: string;
  captcha?: string;
}

/**
 * Sends an OTP only to a staff member's number, and answers every number alike so the answer does
 * not tell staff numbers from others: the same captcha, the same limits (a code is recorded for
 * every number, so the 30-second wait, the hourly limit per number and the one per address count
 * strangers too), the same words and status. The SMS itself goes in the background after the
 * answer: waiting for the gateway only for staff would make their answers slower by a provider
 * round-trip, which is the difference the answer must not show. A failed send is logged and its
 * code withdrawn; they ask again.
 */
export async function requestStaffOtp<S>(deps: StaffAuthDeps, staff: StaffKind<S>, req: StaffOtpRequest, ip: string) {
  const phone = phoneOrThrow(req.mobileCode, req.mobileNumber);
  const captchaProof = await checkedCaptcha(deps, req.captcha, deps.now());
  const known = await staff.find(deps.db, phone.e164);
  // A stranger's code is stored too (and never sent): verifying then fails the same way as a wrong code.
  const issued = await issueCode(deps, { key: `${staff.kind}:${phone.e164}`, ip, captchaProof });
  if (known) deps.background.run(`${staff.kind} sign-in SMS`, () => sendCode(deps, issued, phone.e164));
  return { resendAfterSeconds: OTP_RESEND_AFTER_SECONDS };
}

/** Checks the code and signs the staff member in: a new token, of `tokenHours`. */
export async function verifyStaffOtp<S>(
  deps: AuthDeps,
  staff: StaffKind<S>,
  req: Omit<StaffOtpRequest, 'captcha'> & { otp: string },
) {
  const phone = phoneOrThrow(req.mobileCode, req.mobileNumber);
  return consumeCode(deps, `${staff.kind}:${phone.e164}`, req.otp, async (tx, now) => {
    // Only a staff number ever gets a code sent; one no longer theirs since then cannot sign in.
    const found = await staff.find(tx, phone.e164);
    if (!found) throw new AppError(401, messages.otpWrong, 'otp');
    const { token, hash } = newAuthToken();
    await staff.insertToken(tx, {
      staff: found,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + staff.tokenHours * 3_600_000),
    });
    return { authToken: token, staff: found };
  });
}
