/**
 * The server's one source of "now" (design §4.14). Every business decision — slots, holds, the
 * waiting room, OTP expiry, plans, reminders — reads the time from the clock it was given, never
 * from `Date.now()`, so tests can state the time they run at.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that can be set to any instant and then runs on with real time, so countdowns, polling
 * and expiry behave as they would at that hour. Only for the browser journeys (TEST_CLOCK, which
 * production refuses); unit and database tests move a `testClock()` by hand instead.
 */
export class SettableClock implements Clock {
  private offsetMs = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    start?: Date,
    private readonly realNow: () => number = Date.now,
  ) {
    if (start) this.set(start);
  }

  readonly now = (): Date => new Date(this.realNow() + this.offsetMs);

  set(at: Date): void {
    this.offsetMs = at.getTime() - this.realNow();
    for (const listener of this.listeners) listener();
  }

  /**
   * Calls `listener` after every `set`: the time-driven jobs run at once when a journey moves the
   * clock, as they would have run in the time it skipped. Returns the unsubscribe.
   */
  onSet(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** Subscribes a job's wake-up to a clock that can be moved (a SettableClock); nothing for the system clock. */
export type WakeOn = (wake: () => void) => () => void;
export const wakeOnSet = (clock: Clock): WakeOn | undefined =>
  clock instanceof SettableClock ? (wake) => clock.onSet(wake) : undefined;
