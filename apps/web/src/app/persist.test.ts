import { combineReducers, createStore } from 'redux';
import { describe, expect, it } from 'vitest';
import { type KeyValueStorage, loadState, persistOnChange, STORAGE_KEY, saveState } from './persist';
import { initialSlices, type SlicesState, setBasic, setLoading, sliceReducers } from './state';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const signedIn: SlicesState = {
  ...initialSlices,
  Basic: { code: '91', number: '9876543210', authToken: 'tok', id: 7, type: 'Guest' },
  Otp: { sentAt: 1000, resendAfterSeconds: 30 },
  loading: { loading: true, otp: true },
};

describe('session persistence', () => {
  it('round-trips the slices through storage', () => {
    const storage = memoryStorage();
    expect(saveState(storage, signedIn)).toBe(true);
    const loaded = loadState(storage);
    expect(loaded?.Basic).toEqual(signedIn.Basic);
    expect(loaded?.Otp).toEqual(signedIn.Otp);
    expect(loaded?.theme).toBe('themeBlue');
  });

  it('does not bring back a loading overlay after a reload', () => {
    const storage = memoryStorage();
    saveState(storage, signedIn);
    expect(loadState(storage)?.loading).toBeUndefined();
  });

  it('drops what it cannot read, slice by slice', () => {
    expect(loadState(memoryStorage())).toBeUndefined();
    expect(loadState(undefined)).toBeUndefined();
    expect(loadState(memoryStorage({ [STORAGE_KEY]: '{not json' }))).toBeUndefined();
    expect(loadState(memoryStorage({ [STORAGE_KEY]: '[1,2]' }))).toBeUndefined();
    const mixed = JSON.stringify({ Basic: 'oops', User: { age: '0-2' }, theme: 3, other: { x: 1 } });
    expect(loadState(memoryStorage({ [STORAGE_KEY]: mixed }))).toEqual({ User: { age: '0-2' } });
  });

  it('survives a storage that throws (private mode, quota)', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadState(broken)).toBeUndefined();
    expect(saveState(broken, signedIn)).toBe(false);
  });

  it('saves after a slice changes, and hydrates a new store from it', () => {
    const storage = memoryStorage();
    const reducer = combineReducers(sliceReducers);
    const store = createStore(reducer);
    persistOnChange(store, storage);
    expect(storage.data[STORAGE_KEY]).toBeUndefined();

    store.dispatch({ type: 'unrelated' });
    expect(storage.data[STORAGE_KEY]).toBeUndefined();

    store.dispatch(setBasic({ code: '91', number: '9876543210' }));
    store.dispatch(setLoading({ loading: true, otp: true }));
    const saved = JSON.parse(storage.data[STORAGE_KEY] ?? '{}');
    expect(saved.Basic).toEqual({ code: '91', number: '9876543210' });

    const reloaded = createStore(reducer, loadState(storage));
    expect(reloaded.getState().Basic).toEqual({ code: '91', number: '9876543210' });
    expect(reloaded.getState().loading).toEqual({ loading: false, otp: false });
  });
});
