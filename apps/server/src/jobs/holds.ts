import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { WakeOn } from '../lib/clock';
import { releaseExpiredHolds } from '../modules/consultations';
import { repeatEvery } from './repeat';

/**
 * Releases unpaid holds once their 10 minutes are over, every 30 s. Correctness does not depend on
 * it (an expired hold no longer blocks a slot when slots are listed or held); it keeps the table
 * honest. Safe with many processes: the update is idempotent.
 */
export function startHoldSweeper(
  { db, now, log, wakeOn }: { db: Db; now: () => Date; log: FastifyBaseLogger; wakeOn?: WakeOn },
  everyMs = 30_000,
) {
  return repeatEvery(
    async () => {
      const released = await releaseExpiredHolds(db, now());
      if (released > 0) log.info({ released }, 'released expired slot holds');
    },
    everyMs,
    (err) => log.error({ err }, 'hold sweeper failed'),
    wakeOn,
  );
}
