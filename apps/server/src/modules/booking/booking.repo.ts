import { FOLLOW_UP_WINDOW_DAYS } from '@app/contract/constants';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultations, doctorSchedules } from '../../db/schema';

/** Data access for consultation requests; every read by id is scoped by the owning account. */

export async function rulesFor(db: Db, doctorId: number, clinicId: number, consultType: string, weekday: number) {
  return db
    .select({
      weekday: doctorSchedules.weekday,
      startMinute: doctorSchedules.startMinute,
      endMinute: doctorSchedules.endMinute,
      slotMinutes: doctorSchedules.slotMinutes,
    })
    .from(doctorSchedules)
    .where(
      and(
        eq(doctorSchedules.doctorId, doctorId),
        eq(doctorSchedules.clinicId, clinicId),
        sql`${doctorSchedules.consultType} = ${consultType}`,
        eq(doctorSchedules.weekday, weekday),
      ),
    );
}

export async function findOwnConsultation(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({
      id: consultations.id,
      memberId: consultations.memberId,
      doctorId: consultations.doctorId,
      slotStart: consultations.slotStart,
      status: consultations.status,
      holdExpiresAt: consultations.holdExpiresAt,
    })
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.accountId, accountId)));
  return row;
}

/** The row occupying a doctor's slot, if any (live statuses only). */
export async function liveAt(db: Db, doctorId: number, slotStart: Date) {
  const [row] = await db
    .select({
      id: consultations.id,
      memberId: consultations.memberId,
      status: consultations.status,
      holdExpiresAt: consultations.holdExpiresAt,
    })
    .from(consultations)
    .where(
      and(
        eq(consultations.doctorId, doctorId),
        eq(consultations.slotStart, slotStart),
        sql`${consultations.status} in ('held', 'booked', 'completed')`,
      ),
    );
  return row;
}

export async function insertHold(db: Db, row: typeof consultations.$inferInsert) {
  const [inserted] = await db.insert(consultations).values(row).returning({ id: consultations.id });
  if (!inserted) throw new Error('consultation insert returned nothing');
  return inserted.id;
}

export async function release(db: Db, id: number, now: Date) {
  await db
    .update(consultations)
    .set({ status: 'released', holdExpiresAt: null, updatedAt: now })
    .where(and(eq(consultations.id, id), eq(consultations.status, 'held')));
}

/** Releases every hold whose 10 minutes are over (the background sweeper and the hold path). */
export async function releaseExpiredHolds(db: Db, now: Date, where?: { doctorId: number; slotStart: Date }) {
  const released = await db
    .update(consultations)
    .set({ status: 'released', updatedAt: now })
    .where(
      and(
        eq(consultations.status, 'held'),
        lte(consultations.holdExpiresAt, now),
        where ? eq(consultations.doctorId, where.doctorId) : undefined,
        where ? eq(consultations.slotStart, where.slotStart) : undefined,
      ),
    )
    .returning({ id: consultations.id });
  return released.length;
}

/**
 * A follow up is possible (and free, docs/decisions/0008) within 7 days of a consultation with the
 * same doctor that was completed.
 */
export async function followupEligible(db: Db, memberId: number, doctorId: number, now: Date) {
  const since = new Date(now.getTime() - FOLLOW_UP_WINDOW_DAYS * 86_400_000);
  const [row] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.memberId, memberId),
        eq(consultations.doctorId, doctorId),
        eq(consultations.status, 'completed'),
        gte(consultations.slotStart, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}
