/**
 * Keeps the client state slices in the tab's sessionStorage so a reload keeps the tab's flow (the
 * chosen member, the booking, the OTP step; design §3 "Client state"). The sign-in is also shared
 * with the other tabs through localStorage (account.ts). The storage is injected so this runs in
 * node tests.
 * Server data (the RTK Query cache) is not persisted: it is refetched.
 */
import { initialSlices, type SliceKey, type SlicesState, sliceKeys } from './state';

export const STORAGE_KEY = 'child-health:state:v1';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object saved under `key`, or undefined: no storage, nothing saved, not JSON, not an object. */
export function readSaved(storage: KeyValueStorage | undefined, key: string): Record<string, unknown> | undefined {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const saved: unknown = JSON.parse(raw);
    return isPlainObject(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the saved slices. Anything unreadable or of the wrong shape is dropped, slice by slice.
 * `loading` always starts cleared: whatever was loading did not survive the reload.
 */
export function loadState(storage: KeyValueStorage | undefined): Partial<SlicesState> | undefined {
  const saved = readSaved(storage, STORAGE_KEY);
  if (!saved) return undefined;
  const state: Partial<Record<SliceKey, unknown>> = {};
  for (const key of sliceKeys) {
    if (key === 'loading') continue;
    const value = saved[key];
    const initial: unknown = initialSlices[key];
    if (typeof initial === 'string' ? typeof value === 'string' : isPlainObject(value)) state[key] = value;
  }
  return state as Partial<SlicesState>;
}

export function pickSlices(state: SlicesState): SlicesState {
  const picked = {} as Record<SliceKey, unknown>;
  for (const key of sliceKeys) picked[key] = state[key];
  return picked as SlicesState;
}

/** Writes the slices; a full or disabled storage must not break the app. */
export function saveState(storage: KeyValueStorage | undefined, state: SlicesState): boolean {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(pickSlices(state)));
    return Boolean(storage);
  } catch {
    return false;
  }
}

interface Subscribable {
  getState(): SlicesState;
  subscribe(listener: () => void): () => void;
}

/** Saves after every dispatch that replaced a slice (not after the many RTK Query actions). */
export function persistOnChange(store: Subscribable, storage: KeyValueStorage | undefined): () => void {
  let last = pickSlices(store.getState());
  return store.subscribe(() => {
    const state = store.getState();
    if (sliceKeys.every((key) => state[key] === last[key])) return;
    last = pickSlices(state);
    saveState(storage, state);
  });
}
