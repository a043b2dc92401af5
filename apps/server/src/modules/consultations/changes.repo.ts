import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinics, doctors } from '../../db/schema';
import { clinicAddressOrNone, clinicNameOrNone, clinicTimeZoneOrIndia, doctorNameOrNext } from './consultations.repo';
import { consultations } from './consultations.schema';

/** Data access for a parent's cancel and reschedule; reads are scoped by the owning account. */

/** A consultation to change: the parent's own (`accountId`), or any for the back office (null). */
export async function ownForChange(db: Db, accountId: number | null, id: number) {
  const [row] = await db
    .select({
      id: consultations.id,
      status: consultations.status,
      doctorId: consultations.doctorId,
      clinicId: consultations.clinicId,
      consultType: consultations.consultType,
      slotDate: consultations.slotDate,
      slotStart: consultations.slotStart,
      slotEnd: consultations.slotEnd,
      rescheduledAt: consultations.rescheduledAt,
      kind: consultations.kind,
      doctorName: doctorNameOrNext,
      clinicName: clinicNameOrNone,
      clinicAddress: clinicAddressOrNone,
      clinicTimeZone: clinicTimeZoneOrIndia,
    })
    .from(consultations)
    // An instant consultation waiting in the queue has neither yet.
    .leftJoin(doctors, eq(doctors.id, consultations.doctorId))
    .leftJoin(clinics, eq(clinics.id, consultations.clinicId))
    .where(and(eq(consultations.id, id), accountId === null ? undefined : eq(consultations.accountId, accountId)));
  return row;
}
export type ChangeableConsultation = NonNullable<Awaited<ReturnType<typeof ownForChange>>>;

export interface NewSlot {
  slotDate: string;
  slotStart: Date;
  slotEnd: Date;
}

/**
 * Moves a booked consultation that was never moved to another slot, in one statement: the paid
 * order stays on the same consultation, so it moves with it. The reminder starts over for the new
 * time. The unique index of live slots refuses a slot someone else holds (a unique violation for
 * the caller); false when the row was no longer booked or had been moved already.
 */
/**
 * The clinic moves a booked consultation (the back office): as the parent's move, but it does not
 * use up the parent's own one change, and may be made again.
 */
export async function moveForClinic(db: Db, id: number, slot: NewSlot, now: Date) {
  const rows = await db
    .update(consultations)
    .set({ ...slot, reminderClaimedAt: null, reminderAttempts: 0, reminderSentAt: null, updatedAt: now })
    .where(and(eq(consultations.id, id), eq(consultations.status, 'booked')))
    .returning({ id: consultations.id });
  return rows.length === 1;
}

export async function moveToSlot(db: Db, id: number, slot: NewSlot, now: Date) {
  const rows = await db
    .update(consultations)
    .set({
      ...slot,
      rescheduledAt: now,
      reminderClaimedAt: null,
      reminderAttempts: 0,
      reminderSentAt: null,
      updatedAt: now,
    })
    .where(and(eq(consultations.id, id), eq(consultations.status, 'booked'), isNull(consultations.rescheduledAt)))
    .returning({ id: consultations.id });
  return rows.length === 1;
}
