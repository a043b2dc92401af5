import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { accounts } from '../../../db/schema';
import { consultations } from '../consultations.schema';
import { waiting } from './take.repo';

/**
 * The queue's sweeps (decision 0038). Every write is one conditional statement that claims its
 * rows: a second process running the same sweep at once finds them moved and changes nothing.
 */

/**
 * Called more than `answerSeconds` ago and the parent not seen in the waiting room since: the
 * call went unanswered. Booked as well as in progress: a take whose call never started counts too.
 */
const unanswered = (now: Date, answerSeconds: number) =>
  and(
    eq(consultations.kind, 'instant'),
    inArray(consultations.status, ['booked', 'in_progress']),
    isNotNull(consultations.calledAt),
    lt(consultations.calledAt, new Date(now.getTime() - answerSeconds * 1000)),
    or(isNull(consultations.parentSeenAt), lt(consultations.parentSeenAt, consultations.calledAt)),
  );

/**
 * First unanswered call: back to the queue (in progress → booked, the lifecycle's instant-only
 * move), the doctor cleared, placed just behind the parent who is now first in its line (or now,
 * when nobody waits). Returns the ids sent back.
 */
export async function requeueUnanswered(db: Db, now: Date, answerSeconds: number) {
  const first = alias(consultations, 'first_in_line');
  const behindFirst = sql`(select ${first.queuedAt} + interval '1 millisecond' from ${consultations} as ${first}
    where ${first.kind} = 'instant' and ${first.status} = 'booked' and ${first.doctorId} is null
      and ${first.consultType} = ${consultations.consultType}
      and ${first.language} is not distinct from ${consultations.language}
    order by ${first.queuedAt}, ${first.id} limit 1)`;
  const rows = await db
    .update(consultations)
    .set({
      status: 'booked',
      doctorId: null,
      clinicId: null,
      calledAt: null,
      roomName: null,
      callStartedAt: null,
      queueSkips: 1,
      queuedAt: sql`coalesce(${behindFirst}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(unanswered(now, answerSeconds), eq(consultations.queueSkips, 0)))
    .returning({ id: consultations.id });
  return rows.map((r) => r.id);
}

/**
 * The places whose money goes back, claimed by cancelling them: a second unanswered call (in
 * progress → booked → cancelled, in one transaction, the doctor and call time kept for the record)
 * and places no doctor took within `maxWaitMinutes` of joining (booked → cancelled). A cancelled
 * place is out of the queue, so no doctor takes it while its refund is asked. Returns the ids.
 */
export async function cancelUnserved(db: Db, now: Date, limits: { answerSeconds: number; maxWaitMinutes: number }) {
  return db.transaction(async (tx) => {
    const again = await tx
      .update(consultations)
      .set({ status: 'booked', updatedAt: now })
      .where(and(unanswered(now, limits.answerSeconds), gte(consultations.queueSkips, 1)))
      .returning({ id: consultations.id });
    const noAnswer =
      again.length === 0
        ? []
        : await tx
            .update(consultations)
            .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now })
            .where(
              and(
                inArray(
                  consultations.id,
                  again.map((r) => r.id),
                ),
                eq(consultations.status, 'booked'),
              ),
            )
            .returning({ id: consultations.id });
    const expired = await tx
      .update(consultations)
      .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now })
      .where(and(waiting(), lt(consultations.joinedQueueAt, new Date(now.getTime() - limits.maxWaitMinutes * 60_000))))
      .returning({ id: consultations.id });
    return [...noAnswer, ...expired].map((r) => r.id);
  });
}

/** How long after a place is cancelled the sweep still looks for its refund (a crash, a refused refund). */
const REFUND_LOOKBACK_MS = 86_400_000;

/**
 * Cancelled places of the last day, with what their SMS needs: the refund sweep asks billing which
 * of them still lack a refund (a parent's own leaving has one before it is cancelled). `unanswered`
 * tells the two apologies apart: an unanswered one keeps its call time.
 */
export async function cancelledPlaces(db: Db, now: Date) {
  const rows = await db
    .select({
      id: consultations.id,
      feePaise: consultations.feePaise,
      calledAt: consultations.calledAt,
      phone: accounts.phoneE164,
    })
    .from(consultations)
    .innerJoin(accounts, eq(accounts.id, consultations.accountId))
    .where(
      and(
        eq(consultations.kind, 'instant'),
        eq(consultations.status, 'cancelled'),
        gt(consultations.updatedAt, new Date(now.getTime() - REFUND_LOOKBACK_MS)),
      ),
    );
  return rows.map(({ calledAt, ...r }) => ({ ...r, unanswered: calledAt !== null }));
}
export type CancelledPlace = Awaited<ReturnType<typeof cancelledPlaces>>[number];
