// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_SESSION_KEY,
  clearConsoleToken,
  getConsoleToken,
  setConsoleToken,
  subscribeConsoleToken,
} from './consoleSession';

afterEach(() => localStorage.clear());

describe('console session', () => {
  it('keeps the token under its own versioned key, apart from the parent session', () => {
    expect(getConsoleToken()).toBeUndefined();
    setConsoleToken('doctor-token');
    expect(getConsoleToken()).toBe('doctor-token');
    expect(JSON.parse(localStorage.getItem(CONSOLE_SESSION_KEY) ?? '')).toEqual({ authToken: 'doctor-token' });
    expect(CONSOLE_SESSION_KEY).toBe('child-health:console:v1');
    expect(sessionStorage.length).toBe(0);
  });

  it('forgets the token on clear', () => {
    setConsoleToken('doctor-token');
    clearConsoleToken();
    expect(getConsoleToken()).toBeUndefined();
    expect(localStorage.getItem(CONSOLE_SESSION_KEY)).toBeNull();
  });

  it('reads anything else stored there as no session', () => {
    for (const raw of ['not json', '"a string"', 'null', '{"authToken":42}', '{"authToken":""}']) {
      localStorage.setItem(CONSOLE_SESSION_KEY, raw);
      expect(getConsoleToken()).toBeUndefined();
    }
  });

  it('tells subscribers of changes here and in other tabs, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsoleToken(listener);
    setConsoleToken('a');
    clearConsoleToken();
    window.dispatchEvent(new StorageEvent('storage', { key: CONSOLE_SESSION_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone-else' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    setConsoleToken('b');
    window.dispatchEvent(new StorageEvent('storage', { key: CONSOLE_SESSION_KEY }));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
