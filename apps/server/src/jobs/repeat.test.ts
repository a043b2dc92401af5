import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
});
