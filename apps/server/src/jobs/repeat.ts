/**
 * Runs `task` now and then every `everyMs`, one run at a time: a tick that comes while a run is still
 * going is skipped. A failed run is logged and the next tick tries again. The timer does not keep the
 * process alive. Returns a stop that clears the timer and resolves once a run in progress is done
 * (the database closes next).
 */
export function repeatEvery(
  task: () => Promise<void>,
  everyMs: number,
  onError: (err: unknown) => void,
): () => Promise<void> {
  let running = false;
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
  };
  const timer = setInterval(() => {
    if (!running) current = tick();
  }, everyMs);
  timer.unref();
  current = tick();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
