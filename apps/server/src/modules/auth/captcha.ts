import { createHash, createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

/** ALTCHA proof of work, self-hosted: nothing leaves the machine. Challenges live 10 minutes. */
const CHALLENGE_TTL_MS = 10 * 60_000;

export const captchaKey = (serverSecret: string) =>
  createHmac('sha256', serverSecret).update('altcha-hmac-key').digest('hex');

export function newCaptchaChallenge(serverSecret: string, maxNumber: number, now: Date) {
  return createChallenge({
    hmacKey: captchaKey(serverSecret),
    maxNumber,
    expires: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

export type CaptchaCheck = { ok: true; proofHash: string; expiresAt: Date } | { ok: false };

/**
 * Verifies a base64 JSON payload against the server's clock; the caller records `proofHash` so one
 * solution is used once. The library's own expiry check reads the wall clock, which the test clock
 * (and a server whose clock is set) does not move, so the expiry is judged here against `now`.
 */
export async function checkCaptcha(serverSecret: string, payload: string, now: Date): Promise<CaptchaCheck> {
  let decoded: { signature?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return { ok: false };
  }
  if (typeof decoded !== 'object' || decoded === null || typeof decoded.signature !== 'string') return { ok: false };
  const valid = await verifySolution(payload, captchaKey(serverSecret), false).catch(() => false);
  if (!valid) return { ok: false };
  const expires = Number(extractParams(payload).expires);
  const expiresAt =
    Number.isFinite(expires) && expires > 0 ? new Date(expires * 1000) : new Date(now.getTime() + CHALLENGE_TTL_MS);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false };
  return { ok: true, proofHash: createHash('sha256').update(decoded.signature).digest('hex'), expiresAt };
}
