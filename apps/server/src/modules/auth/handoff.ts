import { createHmac, timingSafeEqual } from 'node:crypto';
import { HANDOFF_MAX_AGE_SECONDS } from '@app/contract/constants';

/**
 * The native apps' signed hand-off for the OTP-skip link (README "Native apps"):
 *   handoff = `${expires}.${hex(HMAC-SHA256(HANDOFF_SECRET, `${code}:${number}:${expires}`))}`
 * `code` is the calling code without '+', `number` the national number (digits), `expires`
 * Unix seconds at most 5 minutes ahead.
 */
export function signHandoff(secret: string, code: string, number: string, expires: number): string {
  return `${expires}.${handoffMac(secret, code, number, expires)}`;
}

const handoffMac = (secret: string, code: string, number: string, expires: number) =>
  createHmac('sha256', secret).update(`${code}:${number}:${expires}`).digest('hex');

export type HandoffCheck = { ok: true; signature: string; expires: number } | { ok: false; reason: string };

export function verifyHandoff(
  secret: string | undefined,
  handoff: string | undefined,
  code: string,
  number: string,
  now: Date,
): HandoffCheck {
  if (!secret) return { ok: false, reason: 'hand-off is not configured' };
  const match = /^(\d{9,11})\.([0-9a-f]{64})$/.exec(handoff ?? '');
  if (!match) return { ok: false, reason: 'malformed' };
  const expires = Number(match[1]);
  const signature = match[2] ?? '';
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (expires <= nowSeconds) return { ok: false, reason: 'expired' };
  if (expires > nowSeconds + HANDOFF_MAX_AGE_SECONDS) return { ok: false, reason: 'expiry too far ahead' };
  const expected = Buffer.from(handoffMac(secret, code, number, expires), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'bad signature' };
  return { ok: true, signature, expires };
}
