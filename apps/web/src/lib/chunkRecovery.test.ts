import { messages } from '@app/contract/messages';
import { describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  createChunkRecovery,
  isChunkLoadError,
  isOfflineError,
  OfflineError,
  RELOAD_KEY,
  RELOAD_WINDOW_MS,
} from './chunkRecovery';

function env(start = 1_000_000) {
  const data: Record<string, string> = {};
  const timers: { fn: () => void; at: number }[] = [];
  const state = {
    now: start,
    reloads: 0,
    offline: false,
    data,
    timers,
    storage: {
      getItem: (key: string) => data[key] ?? null,
      setItem: (key: string, value: string) => {
        data[key] = value;
      },
    },
    reload: () => {
      state.reloads += 1;
    },
    setTimer: (fn: () => void, ms: number) => {
      const timer = { fn, at: state.now + ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle: unknown) => {
      const i = timers.indexOf(handle as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    advance(ms: number) {
      state.now += ms;
      for (const timer of [...timers]) if (timer.at <= state.now) timer.fn();
    },
  };
  return Object.assign(state, { now: start, getNow: () => state.now });
}

function recovery(e: ReturnType<typeof env>, timeoutMs = 120_000) {
  return createChunkRecovery(
    {
      storage: e.storage,
      reload: e.reload,
      now: () => e.now,
      setTimer: e.setTimer,
      clearTimer: e.clearTimer,
      isOffline: () => e.offline,
    },
    timeoutMs,
  );
}

const pendingForever = () => new Promise<never>(() => undefined);

describe('chunk load recovery', () => {
  it('passes a loaded chunk through', async () => {
    const e = env();
    await expect(recovery(e).importWithRecovery('phone', async () => ({ ok: 1 }))).resolves.toEqual({ ok: 1 });
    expect(e.reloads).toBe(0);
    expect(e.timers).toHaveLength(0);
  });

  it('reloads once on the first failure and stays pending while the page reloads', async () => {
    const e = env();
    const settled = vi.fn();
    recovery(e)
      .importWithRecovery('phone-otp', () => Promise.reject(new TypeError('Failed to fetch')))
      .then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(e.reloads).toBe(1);
    expect(e.data[RELOAD_KEY]).toBe(String(e.now));
    expect(settled).not.toHaveBeenCalled();
  });

  it('after that reload, a failure again shows the chunk error instead of looping', async () => {
    const e = env();
    recovery(e).handleFailure();
    expect(e.reloads).toBe(1);

    e.now += 5_000; // the reloaded page
    const failed = recovery(e).importWithRecovery('details', () => Promise.reject(new Error('404')));
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failed).rejects.toThrow(messages.chunkLoadFailed('details'));
    expect(e.reloads).toBe(1);
  });

  it('reloads again for a failure long after the last recovery (a later deploy)', () => {
    const e = env();
    recovery(e).handleFailure();
    e.now += RELOAD_WINDOW_MS + 1;
    expect(recovery(e).handleFailure()).toBe('reloading');
    expect(e.reloads).toBe(2);
  });

  it('treats an import that resolved to nothing (a prevented Vite preload error) as failed', async () => {
    const e = env();
    e.data[RELOAD_KEY] = String(e.now);
    const load = recovery(e).importWithRecovery('phone', async () => undefined);
    await expect(load).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('treats a chunk pending past the timeout as failed', async () => {
    const e = env();
    e.data[RELOAD_KEY] = String(e.now); // already reloaded once
    const load = recovery(e, 120_000).importWithRecovery('phone', pendingForever);
    e.advance(119_999);
    e.advance(1);
    await expect(load).rejects.toMatchObject({ name: 'ChunkLoadError', chunk: 'phone' });
  });

  it('counts the Retry button as the one reload', () => {
    const e = env();
    const r = recovery(e);
    r.retry();
    expect(e.reloads).toBe(1);
    expect(recovery(e).handleFailure()).toBe('failed');
  });

  it('recognises its error by name too (across module copies)', () => {
    const copy = Object.assign(new Error('Loading chunk x failed'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(copy)).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });

  it('offline: no reload (that would show the browser error page), an OfflineError at once', async () => {
    const e = env();
    e.offline = true;
    const failed = recovery(e).importWithRecovery('prescriptions', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(failed).rejects.toBeInstanceOf(OfflineError);
    await expect(failed).rejects.toMatchObject({ chunk: 'prescriptions' });
    expect(e.reloads).toBe(0);
    expect(e.timers).toHaveLength(0);
    // Not counted as the one reload: back online, a failure still reloads once.
    e.offline = false;
    expect(recovery(e).handleFailure()).toBe('reloading');
    expect(e.reloads).toBe(1);
  });

  it('recognises the offline error by name too', () => {
    expect(isOfflineError(Object.assign(new Error('x'), { name: 'OfflineError' }))).toBe(true);
    expect(isOfflineError(new ChunkLoadError('x'))).toBe(false);
  });
});
