/**
 * The doctor's console session: its own token in localStorage, apart from the parent's session
 * (the Redux Basic slice in sessionStorage), so a parent's token is never sent to a console call
 * nor the reverse. localStorage, so a doctor keeps one sign-in across the tabs of a working day.
 */
import { useSyncExternalStore } from 'react';
import type { DoctorSession } from '../../lib/routeEndpoint';

export const CONSOLE_SESSION_KEY = 'child-health:console:v1';

interface StoredSession {
  authToken: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (some private modes): the console then cannot keep a sign-in.
    return undefined;
  }
}

/** The stored token, or undefined when there is none or what is stored is not ours. */
export function getConsoleToken(): string | undefined {
  const raw = storage()?.getItem(CONSOLE_SESSION_KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    const token = (parsed as Partial<StoredSession> | null)?.authToken;
    return typeof token === 'string' && token ? token : undefined;
  } catch {
    return undefined;
  }
}

function emit() {
  for (const listener of [...listeners]) listener();
}

export function setConsoleToken(authToken: string) {
  try {
    storage()?.setItem(CONSOLE_SESSION_KEY, JSON.stringify({ authToken } satisfies StoredSession));
  } catch {
    // Quota or blocked storage: nothing to keep, the calls fail with 401 and ask again.
  }
  emit();
}

export function clearConsoleToken() {
  try {
    storage()?.removeItem(CONSOLE_SESSION_KEY);
  } catch {
    // As above.
  }
  emit();
}

/**
 * Calls `listener` whenever the token may have changed: here, or in another tab (a sign-out there
 * signs this tab out too). Returns the unsubscribe, as useSyncExternalStore wants.
 */
export function subscribeConsoleToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSOLE_SESSION_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The console token, kept current across tabs; undefined when no doctor is signed in. */
export function useConsoleToken(): string | undefined {
  return useSyncExternalStore(subscribeConsoleToken, getConsoleToken, () => undefined);
}

/** How the app's base query signs a console call (and forgets the token on a 401). */
export const doctorSession: DoctorSession = { token: getConsoleToken, forget: clearConsoleToken };
