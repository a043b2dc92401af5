import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { releaseExpiredHolds } from '../modules/consultations';

/**
 * Releases unpaid holds once their 10 minutes are over, every 30 s. Correctness does not depend on
 * it (an expired hold no longer blocks a slot when slots are listed or held); it keeps the table
 * honest. Safe with many processes: the update is idempotent.
 */
export function startHoldSweeper(db: Db, now: () => Date, log: FastifyBaseLogger, everyMs = 30_000) {
  let current: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      const released = await releaseExpiredHolds(db, now());
      if (released > 0) log.info({ released }, 'released expired slot holds');
    } catch (err) {
      log.error({ err }, 'hold sweeper failed');
    }
  };
  const timer = setInterval(() => {
    current = current.then(sweep); // one at a time
  }, everyMs);
  timer.unref();
  current = sweep();
  /** Stops the timer; resolves once a sweep in progress is done (the database closes next). */
  return async () => {
    clearInterval(timer);
    await current;
  };
}
