import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultations } from './consultations.schema';
import { allowedFrom, type ConsultationStatus } from './lifecycle';

type Columns = Omit<typeof consultations.$inferInsert, 'id' | 'status'>;
/** Columns a move also sets: values, or SQL that reads the row (written in the same statement). */
export type MoveColumns = { [K in keyof Columns]?: Columns[K] | SQL };

/**
 * The payment books an instant consultation: it joins the queue now (queued_at orders the queue,
 * joined_queue_at starts its maximum wait). Only the first booking: a scheduled one keeps nulls.
 */
export function joinQueueOnBooking(now: Date): MoveColumns {
  const at = sql`${now.toISOString()}::timestamptz`;
  const first = sql`${consultations.kind} = 'instant' and ${consultations.joinedQueueAt} is null`;
  return {
    queuedAt: sql`case when ${first} then ${at} else ${consultations.queuedAt} end`,
    joinedQueueAt: sql`case when ${first} then ${at} else ${consultations.joinedQueueAt} end`,
  };
}

/**
 * Moves one consultation to `to`, only from a status the lifecycle allows (`status in (…)` in the
 * same statement, so two writers never both win); false when the row was elsewhere.
 */
export async function moveStatus(db: Db, id: number, to: ConsultationStatus, now: Date, set: MoveColumns = {}) {
  const rows = await db
    .update(consultations)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(consultations.id, id), inArray(consultations.status, [...allowedFrom(to)])))
    .returning({ id: consultations.id });
  return rows.length === 1;
}

export async function statusOf(db: Db, id: number) {
  const [row] = await db.select({ status: consultations.status }).from(consultations).where(eq(consultations.id, id));
  return row?.status;
}

/** Of these consultations, the ones that ended without taking place (cancelled, released, refunded). */
export async function undoneAmong(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(inArray(consultations.id, ids), inArray(consultations.status, ['cancelled', 'released', 'refunded'])));
  return rows.map((r) => r.id);
}

/**
 * The doctor starts the call: booked → in progress. The first start names the room (when one is
 * given) and the start time; a later start (the doctor's other tab, or video after a phone call)
 * keeps them, so both tabs join one room. Undefined when the consultation is not open.
 */
export async function startCall(db: Db, id: number, now: Date, roomName: string | null) {
  const [row] = await db
    .update(consultations)
    .set({
      status: 'in_progress',
      roomName: sql`coalesce(${consultations.roomName}, ${roomName}::text)`,
      callStartedAt: sql`coalesce(${consultations.callStartedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(consultations.id, id), inArray(consultations.status, [...allowedFrom('in_progress'), 'in_progress'])))
    .returning({ roomName: consultations.roomName });
  return row;
}
