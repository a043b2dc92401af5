import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_WRONG_TRIES } from '@app/contract/constants';

/** A code from the OS's cryptographic generator, zero-padded to 6 digits. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/**
 * A 6-digit code has only a million values, so a plain hash would fall to brute force if the
 * table leaked: the hash is keyed with the server secret and bound to the number.
 */
export function hashOtp(secret: string, phoneE164: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${phoneE164}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface OutstandingOtp {
  codeHash: string;
  wrongTries: number;
  expiresAt: Date;
}

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/**
 * The rules for one try: a code with 5 wrong tries behind it is dead even for the right code;
 * an expired code is dead; otherwise the hash decides.
 */
export function checkOtp(secret: string, phoneE164: string, code: string, otp: OutstandingOtp, now: Date): OtpCheck {
  if (otp.wrongTries >= OTP_MAX_WRONG_TRIES) return 'locked';
  if (otp.expiresAt.getTime() <= now.getTime()) return 'expired';
  return sameHash(hashOtp(secret, phoneE164, code), otp.codeHash) ? 'ok' : 'wrong';
}

/** Auth tokens: 256 random bits; only the SHA-256 is stored (the token itself has the entropy). */
export function newAuthToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
