import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { consultations } from '../consultations.schema';
import { AVERAGE_OVER_CALLS, AVERAGE_WINDOW_DAYS, averageConsultMinutes } from './estimate';

/**
 * The recent average consultation length the queue's estimates use (decision 0038): the latest
 * AVERAGE_OVER_CALLS calls completed within AVERAGE_WINDOW_DAYS, from the call's start to its
 * completion; `defaultMinutes` (QUEUE_DEFAULT_CONSULT_MINUTES) while there are too few. One
 * function for both sides: the parent's estimate and the doctor's queue.
 */
export async function recentAverageMinutes(db: Db, now: Date, defaultMinutes: number): Promise<number> {
  const since = new Date(now.getTime() - AVERAGE_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({
      minutes: sql<number>`extract(epoch from (${consultations.completedAt} - ${consultations.callStartedAt})) / 60`,
    })
    .from(consultations)
    .where(
      and(
        eq(consultations.status, 'completed'),
        isNotNull(consultations.callStartedAt),
        gte(consultations.completedAt, since),
      ),
    )
    .orderBy(desc(consultations.completedAt))
    .limit(AVERAGE_OVER_CALLS);
  return averageConsultMinutes(
    rows.map((r) => Math.max(0, Number(r.minutes))),
    defaultMinutes,
  );
}
