import { and, asc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, clinics, members } from '../../db/schema';
import { consultations } from './consultations.schema';
import { DOCTOR_LISTED_STATUSES, OPEN_STATUSES } from './lifecycle';
import { latestPrescriptionId } from './prescriptions.repo';

/** The doctor's side of consultations (the console reads them here); every read is scoped by the doctor. */

const doctorViewColumns = {
  id: consultations.id,
  accountId: consultations.accountId,
  memberId: consultations.memberId,
  doctorId: consultations.doctorId,
  status: consultations.status,
  consultType: consultations.consultType,
  // What the parent wrote they need help with (the spec's helpQuestion1).
  reason: consultations.helpQuestion,
  slotDate: consultations.slotDate,
  slotStart: consultations.slotStart,
  bookedAt: consultations.bookedAt,
  roomName: consultations.roomName,
  callStartedAt: consultations.callStartedAt,
  completedAt: consultations.completedAt,
  parentSeenAt: consultations.parentSeenAt,
  parentArrivedAt: consultations.parentArrivedAt,
  clinicTimeZone: clinics.timeZone,
  clinicAddress: clinics.address,
  firstName: members.firstName,
  lastName: members.lastName,
  gender: members.gender,
  ageBand: members.ageBand,
  dateOfBirth: members.dateOfBirth,
  heightCm: members.heightCm,
  weightKg: members.weightKg,
  isPremature: members.isPremature,
  parentPhone: accounts.phoneE164,
  prescriptionId: latestPrescriptionId,
};

function doctorViewQuery(db: Db) {
  return db
    .select(doctorViewColumns)
    .from(consultations)
    .innerJoin(members, eq(members.id, consultations.memberId))
    .innerJoin(accounts, eq(accounts.id, consultations.accountId))
    .innerJoin(clinics, eq(clinics.id, consultations.clinicId));
}

/**
 * The doctor's paid (and no-show) consultations from `from` on, and the ones still open since `openSince` (a
 * prescription still to write after midnight), in slot order.
 */
export async function paidForDoctor(db: Db, doctorId: number, from: Date, openSince: Date) {
  return doctorViewQuery(db)
    .where(
      and(
        eq(consultations.doctorId, doctorId),
        or(
          and(inArray(consultations.status, [...DOCTOR_LISTED_STATUSES]), gte(consultations.slotStart, from)),
          and(inArray(consultations.status, [...OPEN_STATUSES]), gte(consultations.slotStart, openSince)),
        ),
      ),
    )
    .orderBy(asc(consultations.slotStart), asc(consultations.id));
}

/** One consultation, only if it is this doctor's (anyone else's reads as absent). */
export async function doctorsConsultation(db: Db, doctorId: number, id: number) {
  const [row] = await doctorViewQuery(db).where(and(eq(consultations.id, id), eq(consultations.doctorId, doctorId)));
  return row;
}
export type DoctorViewRow = NonNullable<Awaited<ReturnType<typeof doctorsConsultation>>>;
