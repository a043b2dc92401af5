import { OTP_RESEND_AFTER_SECONDS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { ConsoleOtpRequest, ConsoleVerifyRequest } from '@app/contract/schemas/console';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import { AppError, unauthorized } from '../../lib/errors';
import {
  type AuthDeps,
  checkedCaptcha,
  consumeCode,
  hashToken,
  issueCode,
  newAuthToken,
  phoneOrThrow,
  sendCode,
} from '../auth';
import * as repo from './console.repo';

export interface DoctorSession {
  tokenId: number;
  doctor: repo.DoctorRow;
}

/** Console codes are stored apart from the parents' ones for the same number. */
const codeKey = (e164: string) => `doctor:${e164}`;
/** A doctor signs in for a working day or so, not a month like a parent's phone. */
const DOCTOR_TOKEN_HOURS = 16;

/** The doctor on the wire, with the console's field names. */
export const doctorOnWire = (d: repo.DoctorRow) => ({
  doctorID: d.id,
  doctorName: d.name,
  qualification: d.qualification,
  registrationNumber: d.registrationNumber,
  speciality: d.speciality,
});

export interface ConsoleAuthDeps extends AuthDeps {
  /** Where the SMS is sent from, after the answer (see requestDoctorOtp). */
  background: BackgroundTasks;
}

/**
 * Sends a console OTP, only to a number registered to a doctor, and answers every number alike so
 * the console does not tell doctors' numbers from others: the same captcha, the same limits (a
 * code is recorded for every number, so the 30-second wait, the hourly limit per number and the
 * one per address count strangers too), the same words and status. The SMS itself goes in the
 * background after the answer: waiting for the gateway only for doctors would make their answers
 * slower by a provider round-trip, which is the difference the answer must not show. A failed
 * send is logged and its code withdrawn; the doctor asks again.
 */
export async function requestDoctorOtp(deps: ConsoleAuthDeps, req: z.output<typeof ConsoleOtpRequest>, ip: string) {
  const phone = phoneOrThrow(req.mobileCode, req.mobileNumber);
  const captchaProof = await checkedCaptcha(deps, req.captcha, deps.now());
  const doctor = await repo.doctorByPhone(deps.db, phone.e164);
  // A stranger's code is stored too (and never sent): verifying then fails the same way as a doctor's wrong code.
  const issued = await issueCode(deps, { key: codeKey(phone.e164), ip, captchaProof });
  if (doctor) deps.background.run('console sign-in SMS', () => sendCode(deps, issued, phone.e164));
  return { resendAfterSeconds: OTP_RESEND_AFTER_SECONDS };
}

export async function verifyDoctorOtp(deps: AuthDeps, req: z.output<typeof ConsoleVerifyRequest>) {
  const phone = phoneOrThrow(req.mobileCode, req.mobileNumber);
  return consumeCode(deps, codeKey(phone.e164), req.otp, async (tx, now) => {
    const doctor = await repo.doctorByPhone(tx, phone.e164);
    // Only a doctor's number ever gets a console code; a number unregistered since then cannot sign in.
    if (!doctor) throw new AppError(401, messages.otpWrong, 'otp');
    const { token, hash } = newAuthToken();
    await repo.insertDoctorToken(tx, {
      doctorId: doctor.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + DOCTOR_TOKEN_HOURS * 3_600_000),
    });
    return { authToken: token, doctor };
  });
}

export async function authenticateDoctor(deps: { db: Db; now: () => Date }, token: string | undefined) {
  if (!token) throw unauthorized(messages.consoleSessionMissing);
  const found = await repo.findDoctorToken(deps.db, hashToken(token));
  if (!found) throw unauthorized(messages.consoleSessionMissing);
  if (found.revokedAt || found.expiresAt.getTime() <= deps.now().getTime()) throw unauthorized(messages.sessionExpired);
  const doctor = await repo.doctorById(deps.db, found.doctorId);
  if (!doctor) throw unauthorized(messages.consoleSessionMissing);
  return { tokenId: found.id, doctor } satisfies DoctorSession;
}

export async function logoutDoctor(deps: { db: Db; now: () => Date }, session: DoctorSession) {
  await repo.revokeDoctorToken(deps.db, session.tokenId, deps.now());
}
