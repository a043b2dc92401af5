import type { WakeOn } from '../lib/clock';

/**
 * Runs `task` now and then every `everyMs`, one run at a time: a tick that comes while a run is still
 * going is skipped. A failed run is logged and the next tick tries again. The timer does not keep the
 * process alive. `wakeOn` (a test clock's moves) runs it at once as well; a wake during a run runs it
 * once more after, since that run may have read the time before the move. Returns a stop that clears
 * the timer and resolves once a run in progress is done (the database closes next).
 */
export function repeatEvery(
  task: () => Promise<void>,
  everyMs: number,
  onError: (err: unknown) => void,
  wakeOn?: WakeOn,
): () => Promise<void> {
  let running = false;
  let woken = false;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  const tick = async () => {
    running = true;
    try {
      await task();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
    if (woken && !stopped) {
      woken = false;
      await tick();
    }
  };
  const timer = setInterval(() => {
    if (!running) current = tick();
  }, everyMs);
  timer.unref();
  const unsubscribe = wakeOn?.(() => {
    if (stopped) return;
    if (running) woken = true;
    else current = tick();
  });
  current = tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe?.();
    await current;
  };
}
