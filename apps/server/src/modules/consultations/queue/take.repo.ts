import type { LANGUAGES } from '@app/contract/constants';
import type { QueueCallType } from '@app/contract/schemas/queue';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { doctorSchedules } from '../../../db/schema';
import { consultations } from '../consultations.schema';
import { LIVE_STATUSES } from '../lifecycle';

type Language = (typeof LANGUAGES)[number];

/** A waiting place: an instant consultation, paid (booked), that no doctor has taken yet. */
export const waiting = () =>
  and(eq(consultations.kind, 'instant'), eq(consultations.status, 'booked'), isNull(consultations.doctorId));

/**
 * The longest-waiting place of the given types and languages, locked for this transaction. SKIP
 * LOCKED: a place another doctor's transaction is taking is passed over, not waited for, so two
 * doctors pressing at once get different parents.
 */
export async function lockFirstWaiting(tx: Db, types: readonly QueueCallType[], languages: readonly Language[]) {
  const [row] = await tx
    .select({ id: consultations.id, consultType: consultations.consultType })
    .from(consultations)
    .where(
      and(waiting(), inArray(consultations.consultType, [...types]), inArray(consultations.language, [...languages])),
    )
    .orderBy(asc(consultations.queuedAt), asc(consultations.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** The doctor's clinic for a consult type (their schedule's; any of the doctor's when several or none). */
export async function clinicOf(tx: Db, doctorId: number, consultType: string) {
  const [row] = await tx
    .select({ clinicId: doctorSchedules.clinicId })
    .from(doctorSchedules)
    .where(eq(doctorSchedules.doctorId, doctorId))
    .orderBy(desc(sql`${doctorSchedules.consultType} = ${consultType}`), asc(doctorSchedules.clinicId))
    .limit(1);
  return row?.clinicId;
}

/** Whether the doctor has a live consultation starting exactly then (the live-slot unique index). */
export async function slotTaken(tx: Db, doctorId: number, slotStart: Date) {
  const [row] = await tx
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.doctorId, doctorId),
        eq(consultations.slotStart, slotStart),
        inArray(consultations.status, [...LIVE_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Gives the (locked) waiting place to the doctor: their clinic, called now, the slot from now. */
export async function assign(
  tx: Db,
  id: number,
  set: { doctorId: number; clinicId: number; calledAt: Date; slotDate: string; slotStart: Date; slotEnd: Date },
) {
  const [row] = await tx
    .update(consultations)
    .set({ ...set, updatedAt: set.calledAt })
    .where(and(eq(consultations.id, id), waiting()))
    .returning({ id: consultations.id, consultType: consultations.consultType });
  return row;
}

/**
 * The call could not be started (the provider failed): the place goes back where it was, first in
 * its line, without counting as an unanswered call. Only while the call has not started.
 */
export async function putBack(db: Db, id: number, doctorId: number, now: Date) {
  await db
    .update(consultations)
    .set({ doctorId: null, clinicId: null, calledAt: null, roomName: null, updatedAt: now })
    .where(
      and(
        eq(consultations.id, id),
        eq(consultations.kind, 'instant'),
        eq(consultations.status, 'booked'),
        eq(consultations.doctorId, doctorId),
        isNull(consultations.callStartedAt),
      ),
    );
}
