import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettableClock, systemClock, wakeOnSet } from '../lib/clock';
import { repeatEvery } from './repeat';

describe('repeatEvery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once and on every tick, skipping ticks while a run is still going', async () => {
    let finish: () => void = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = repeatEvery(task, 1000, () => {});
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000); // the first run is still going
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await stop();
  });

  it('reports a failed run and tries again on the next tick', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const onError = vi.fn();
    const stop = repeatEvery(task, 1000, onError);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledWith(new Error('down'));
    expect(task).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('stops ticking and waits for the run in progress', async () => {
    let finish: () => void = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = repeatEvery(task, 1000, () => {});
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once when woken (a moved test clock), and once more after a run the wake came during', async () => {
    let finish: () => void = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const clock = new SettableClock(new Date('2026-11-25T08:00:00Z'));
    const stop = repeatEvery(task, 30_000, () => {}, wakeOnSet(clock));
    expect(task).toHaveBeenCalledTimes(1);
    clock.set(new Date('2026-11-25T09:00:00Z')); // during the first run
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    clock.set(new Date('2026-11-25T10:00:00Z')); // idle: at once, long before the next tick
    expect(task).toHaveBeenCalledTimes(3);
    finish();
    await stop();
    clock.set(new Date('2026-11-25T11:00:00Z')); // stopped: never again
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('is not woken by the system clock', () => {
    expect(wakeOnSet(systemClock)).toBeUndefined();
  });
});
