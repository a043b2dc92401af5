/**
 * The ALTCHA proof of work itself: the smallest number n ≤ max whose SHA-256 of `salt + n` is the
 * challenge. Used inside the captcha worker (captchaWorker.ts), and on the main thread only where
 * no worker can start, then pausing between batches so the page keeps answering (decision 0040).
 */

/** Digests computed at once: each awaits a hop to the browser's crypto thread, so they overlap. */
const BATCH = 32;

export type Digest = (algorithm: string, data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

export interface Search {
  challenge: string;
  salt: string;
  algorithm: string;
  max: number;
  /** Awaited between batches: the main-thread fallback gives the page its turn here. */
  pause?: () => Promise<void> | undefined;
  /** Checked between batches; an aborted search resolves to null. */
  signal?: AbortSignal;
  digest?: Digest;
}

const subtleDigest: Digest = (algorithm, data) => crypto.subtle.digest(algorithm.toUpperCase(), data);

function bytesOfHex(hex: string): Uint8Array | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(buffer: ArrayBuffer, expected: Uint8Array): boolean {
  const got = new Uint8Array(buffer);
  if (got.length !== expected.length) return false;
  for (let i = 0; i < got.length; i++) if (got[i] !== expected[i]) return false;
  return true;
}

/** The number that solves the challenge, or null when none up to `max` does (or the search was stopped). */
export async function findNumber(search: Search): Promise<number | null> {
  const { salt, algorithm, max, pause, signal, digest = subtleDigest } = search;
  const target = bytesOfHex(search.challenge);
  if (!target) return null;
  const encoder = new TextEncoder();
  for (let start = 0; start <= max; start += BATCH) {
    if (signal?.aborted) return null;
    const end = Math.min(start + BATCH - 1, max);
    const digests: Promise<ArrayBuffer>[] = [];
    for (let n = start; n <= end; n++) digests.push(digest(algorithm, encoder.encode(salt + n)));
    const hashes = await Promise.all(digests);
    const found = hashes.findIndex((hash) => sameBytes(hash, target));
    if (found >= 0) return start + found;
    await pause?.();
  }
  return null;
}

/**
 * A pause for the main thread: returns a promise (a macrotask away, so input and rendering run
 * first) once `sliceMs` have passed since the last one, else nothing. Awaiting a promise alone
 * does not give the page its turn: its continuation is a microtask.
 */
export function everyFewMs(sliceMs: number, now: () => number = () => performance.now()) {
  let since = now();
  return (): Promise<void> | undefined => {
    if (now() - since < sliceMs) return undefined;
    return new Promise<void>((resume) => {
      setTimeout(() => {
        since = now();
        resume();
      }, 0);
    });
  };
}
