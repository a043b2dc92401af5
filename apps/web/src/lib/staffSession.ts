/**
 * A staff member's sign-in (a doctor's console, an operator's back office): one token in
 * localStorage under the area's own key, apart from the parent's session (the Redux Basic slice in
 * sessionStorage) and from the other staff area's, so no token is ever sent where it does not
 * belong. localStorage, so one sign-in serves every tab of a working day.
 */
import { useSyncExternalStore } from 'react';
import type { StaffKind, StaffSession } from './routeEndpoint';

interface StoredSession {
  authToken: string;
}

type Listener = () => void;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (some private modes): the area then cannot keep a sign-in.
    return undefined;
  }
}

export interface StaffTokenStore {
  key: string;
  /** The stored token, or undefined when there is none or what is stored is not ours. */
  get(): string | undefined;
  set(authToken: string): void;
  clear(): void;
  /**
   * Calls `listener` whenever the token may have changed: here, or in another tab (a sign-out
   * there signs this tab out too). Returns the unsubscribe, as useSyncExternalStore wants.
   */
  subscribe(listener: Listener): () => void;
  /** The token, kept current across tabs; undefined when nobody is signed in. */
  useToken(): string | undefined;
  /** How the app's base query signs this area's calls (and forgets the token on a 401). */
  session: StaffSession;
}

export function staffTokenStore(kind: StaffKind, key: string): StaffTokenStore {
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  function get(): string | undefined {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      const token = (parsed as Partial<StoredSession> | null)?.authToken;
      return typeof token === 'string' && token ? token : undefined;
    } catch {
      return undefined;
    }
  }

  function set(authToken: string) {
    try {
      storage()?.setItem(key, JSON.stringify({ authToken } satisfies StoredSession));
    } catch {
      // Quota or blocked storage: nothing to keep, the calls fail with 401 and ask again.
    }
    emit();
  }

  function clear() {
    try {
      storage()?.removeItem(key);
    } catch {
      // As above.
    }
    emit();
  }

  function subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  }

  return {
    key,
    get,
    set,
    clear,
    subscribe,
    useToken: () => useSyncExternalStore(subscribe, get, () => undefined),
    session: { kind, token: get, forget: clear },
  };
}
