/**
 * Where a parent who opened a screen signed out goes once signed in. Only the waiting room of a
 * consultation returns (the reminder SMS links to it): its address is kept in this tab's
 * sessionStorage by the route guard, and read back once after the OTP, rebuilt from the id alone
 * so nothing else of the stored text (another origin, a script URL, another path) can be followed.
 * Anything else, or nothing, goes on to the spec's /details.
 */
import { screens, waitingRoomIdOf, waitingRoomOf } from './paths';

export const RETURN_KEY = 'child-health:return-to:v1';
/** A return older than this is forgotten: the parent came back another time, for another reason. */
export const RETURN_TTL_MS = 60 * 60_000;

const BASE = 'https://return.invalid';

/**
 * `raw` as an address of this app (an absolute path, with its query), or undefined. Resolved
 * against a base of our own: another origin ('//evil.example', 'https://…', a backslash a browser
 * reads as a slash) resolves away from it and is refused, and so is a relative path.
 */
function ourUrl(raw: unknown): URL | undefined {
  if (typeof raw !== 'string' || !raw.startsWith(screens.phone)) return undefined;
  try {
    const url = new URL(raw, BASE);
    return url.origin === BASE ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Where a screen that sends the parent elsewhere first (registration) returns: a path of ours, else `fallback`. */
export function appPathOr(raw: unknown, fallback: string): string {
  const url = ourUrl(raw);
  return url ? `${url.pathname}${url.search}` : fallback;
}

/** The safe address of ours that `raw` names (a path, same origin), or undefined. */
export function safeReturnPath(raw: unknown): string | undefined {
  const url = ourUrl(raw);
  if (!url || url.pathname !== screens.oncall) return undefined;
  const id = waitingRoomIdOf(url.search);
  return typeof id === 'number' ? waitingRoomOf(id) : undefined;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers `path` (if it is one that returns) for the sign-in that follows in this tab. */
export function rememberReturn(path: string, now: number = Date.now()): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  try {
    storage()?.setItem(RETURN_KEY, JSON.stringify({ path: safe, at: now }));
  } catch {
    // Full or blocked storage: the parent lands on /details, as before.
  }
}

/** The remembered address, once (it is forgotten as it is read), if still safe and recent. */
export function takeReturn(now: number = Date.now()): string | undefined {
  const store = storage();
  let saved: unknown;
  try {
    saved = JSON.parse(store?.getItem(RETURN_KEY) ?? 'null');
    store?.removeItem(RETURN_KEY);
  } catch {
    return undefined;
  }
  if (typeof saved !== 'object' || saved === null) return undefined;
  const { path, at } = saved as { path?: unknown; at?: unknown };
  if (typeof at !== 'number' || !(now - at >= 0 && now - at < RETURN_TTL_MS)) return undefined;
  return safeReturnPath(path);
}
