import { createHmac, timingSafeEqual } from 'node:crypto';
import { paths } from '@app/contract/paths';

/** Links to uploads live an hour: long enough to look at, short enough not to travel far. */
const LINK_SECONDS = 3600;

const signatureOf = (secret: string, id: number, exp: number) =>
  createHmac('sha256', secret).update(`upload:${id}:${exp}`).digest('hex');

/**
 * An <img> or <video> cannot send the AuthToken header, so an upload is served through a link
 * signed by the server. Links are only put into answers to the owning account's own calls.
 */
export function signedFileLink(secret: string, id: number, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + LINK_SECONDS;
  return `${paths.getFile}?id=${id}&exp=${exp}&sig=${signatureOf(secret, id, exp)}`;
}

export function checkFileLink(secret: string, q: { id: string; exp: string; sig: string }, now: Date) {
  const id = Number(q.id);
  const exp = Number(q.exp);
  const expected = Buffer.from(signatureOf(secret, id, exp), 'hex');
  const given = Buffer.from(q.sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged' as const;
  if (exp * 1000 < now.getTime()) return 'expired' as const;
  return id;
}
