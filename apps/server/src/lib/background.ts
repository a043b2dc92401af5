/**
 * Work that must not hold up the answer it follows (a staff sign-in SMS: a doctor's answer
 * must not take a provider round-trip longer than a stranger's). Each task starts at once; a
 * failure is logged, never thrown at a caller that has already been answered. The app waits for
 * what is still running when it closes, and tests wait with `settled()`.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly log: { error(obj: object, msg: string): void }) {}

  run(what: string, task: () => Promise<unknown>): void {
    const started = Promise.resolve()
      .then(task)
      .catch((err) => this.log.error({ err, task: what }, 'background task failed'))
      .finally(() => this.running.delete(started));
    this.running.add(started);
  }

  /** Resolves when every task started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
