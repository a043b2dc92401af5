import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import type { ConsultType } from '@app/contract/consultTypes';
import { messages } from '@app/contract/messages';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { clinics, doctorDisplayName, doctors, members } from '../../db/schema';
import { consultations } from './consultations.schema';
import { OPEN_STATUSES } from './lifecycle';

/** Data access for the parent's side of a consultation; every read is scoped by the account. */

/**
 * An instant consultation has no doctor or clinic until a doctor takes it (decision 0038): the
 * reads join them optionally and say 'The next available doctor', no clinic name, India's zone.
 */
export const doctorNameOrNext = sql<string>`coalesce(${doctorDisplayName}, ${messages.nextAvailableDoctor})`;
export const clinicNameOrNone = sql<string>`coalesce(${clinics.name}, '')`;
export const clinicAddressOrNone = sql<string>`coalesce(${clinics.address}, '')`;
export const clinicTimeZoneOrIndia = sql<string>`coalesce(${clinics.timeZone}, ${CLINIC_TIME_ZONE})`;

/** What the parent sees of a consultation: what, for whom, when, and the waiting room's inputs. */
export const parentView = {
  id: consultations.id,
  memberId: consultations.memberId,
  status: consultations.status,
  consultType: consultations.consultType,
  slotDate: consultations.slotDate,
  slotStart: consultations.slotStart,
  bookedAt: consultations.bookedAt,
  callStartedAt: consultations.callStartedAt,
  doctorName: doctorNameOrNext,
  clinicTimeZone: clinicTimeZoneOrIndia,
  // The queue's columns (an instant consultation; null or 0 for a scheduled one).
  kind: consultations.kind,
  language: consultations.language,
  doctorId: consultations.doctorId,
  queuedAt: consultations.queuedAt,
  joinedQueueAt: consultations.joinedQueueAt,
  calledAt: consultations.calledAt,
  queueSkips: consultations.queueSkips,
  firstName: members.firstName,
  lastName: members.lastName,
};

/**
 * `parentView` and `more`, read from consultations with the doctor, clinic and member it needs:
 * every parent-side read starts here and adds only its own columns and its account-scoped where.
 */
export function selectParentView<T extends SelectedFields>(db: Db, more: T) {
  return db
    .select({ ...parentView, ...more })
    .from(consultations)
    .leftJoin(doctors, eq(doctors.id, consultations.doctorId))
    .leftJoin(clinics, eq(clinics.id, consultations.clinicId))
    .innerJoin(members, eq(members.id, consultations.memberId));
}

export async function ownConsultation(db: Db, accountId: number, id: number) {
  const [row] = await selectParentView(db, {
    roomName: consultations.roomName,
    callRequestedAt: consultations.callRequestedAt,
    parentSeenAt: consultations.parentSeenAt,
    doctorPhone: doctors.phoneE164,
    doctorRegistration: doctors.registrationNumber,
    clinicName: clinicNameOrNone,
  }).where(and(eq(consultations.id, id), eq(consultations.accountId, accountId)));
  return row;
}
export type OwnConsultation = NonNullable<Awaited<ReturnType<typeof ownConsultation>>>;

/**
 * The account's open consultations of the given types (those delivered by phone), nearest slot
 * first: a call request without an id is for one of them.
 */
export async function openIdsOfTypes(db: Db, accountId: number, types: readonly ConsultType[]) {
  const rows = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.accountId, accountId),
        inArray(consultations.status, [...OPEN_STATUSES]),
        inArray(consultations.consultType, [...types]),
      ),
    )
    .orderBy(asc(consultations.slotStart));
  return rows.map((r) => r.id);
}

/** Claims the consultation's one call request; false when it was already made. */
export async function claimCallRequest(db: Db, id: number, now: Date) {
  const rows = await db
    .update(consultations)
    .set({ callRequestedAt: now, updatedAt: now })
    .where(and(eq(consultations.id, id), isNull(consultations.callRequestedAt)))
    .returning({ id: consultations.id });
  return rows.length === 1;
}

export async function releaseCallRequest(db: Db, id: number) {
  await db.update(consultations).set({ callRequestedAt: null }).where(eq(consultations.id, id));
}

/** The member's latest open consultation with a started video room. */
export async function latestRoomOf(db: Db, accountId: number, memberId: number) {
  const [row] = await db
    .select({ id: consultations.id, roomName: consultations.roomName })
    .from(consultations)
    .where(
      and(
        eq(consultations.accountId, accountId),
        eq(consultations.memberId, memberId),
        inArray(consultations.status, [...OPEN_STATUSES]),
        isNotNull(consultations.roomName),
      ),
    )
    .orderBy(desc(consultations.callStartedAt))
    .limit(1);
  return row;
}
