import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinics, consultations, doctors, members, prescriptionMedicines, prescriptions } from '../../db/schema';

/** Data access for the parent's side of a consultation; every read is scoped by the account. */

export async function ownConsultation(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({
      id: consultations.id,
      memberId: consultations.memberId,
      status: consultations.status,
      consultType: consultations.consultType,
      slotDate: consultations.slotDate,
      slotStart: consultations.slotStart,
      bookedAt: consultations.bookedAt,
      roomName: consultations.roomName,
      callRequestedAt: consultations.callRequestedAt,
      doctorId: doctors.id,
      doctorName: doctors.name,
      doctorPhone: doctors.phoneE164,
      clinicName: clinics.name,
      clinicTimeZone: clinics.timeZone,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(consultations)
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .innerJoin(clinics, eq(clinics.id, consultations.clinicId))
    .innerJoin(members, eq(members.id, consultations.memberId))
    .where(and(eq(consultations.id, id), eq(consultations.accountId, accountId)));
  return row;
}
export type OwnConsultation = NonNullable<Awaited<ReturnType<typeof ownConsultation>>>;

/** The account's booked audio consultations, nearest slot first (for a call request without an id). */
export async function bookedAudioIds(db: Db, accountId: number) {
  const rows = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.accountId, accountId),
        eq(consultations.status, 'booked'),
        eq(consultations.consultType, 'audio'),
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

/** The member's latest booked consultation with a started video room. */
export async function latestRoomOf(db: Db, accountId: number, memberId: number) {
  const [row] = await db
    .select({ id: consultations.id, roomName: consultations.roomName })
    .from(consultations)
    .where(
      and(
        eq(consultations.accountId, accountId),
        eq(consultations.memberId, memberId),
        eq(consultations.status, 'booked'),
        isNotNull(consultations.roomName),
      ),
    )
    .orderBy(desc(consultations.callStartedAt))
    .limit(1);
  return row;
}

export async function accountPrescriptions(db: Db, accountId: number, only: { memberId?: number; id?: number } = {}) {
  const heads = await db
    .select({
      id: prescriptions.id,
      consultationId: prescriptions.consultationId,
      memberId: prescriptions.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      dateOfBirth: members.dateOfBirth,
      gender: members.gender,
      doctorName: prescriptions.doctorName,
      qualification: prescriptions.qualification,
      registrationNumber: prescriptions.registrationNumber,
      rxDate: prescriptions.rxDate,
      advice: prescriptions.advice,
    })
    .from(prescriptions)
    .innerJoin(members, eq(members.id, prescriptions.memberId))
    .where(
      and(
        eq(prescriptions.accountId, accountId),
        only.memberId === undefined ? undefined : eq(prescriptions.memberId, only.memberId),
        only.id === undefined ? undefined : eq(prescriptions.id, only.id),
      ),
    )
    .orderBy(desc(prescriptions.rxDate), desc(prescriptions.id));
  if (heads.length === 0) return [];
  const lines = await db
    .select()
    .from(prescriptionMedicines)
    .where(
      inArray(
        prescriptionMedicines.prescriptionId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(prescriptionMedicines.prescriptionId), asc(prescriptionMedicines.position));
  return heads.map((h) => ({ ...h, medicines: lines.filter((l) => l.prescriptionId === h.id) }));
}
export type PrescriptionRow = Awaited<ReturnType<typeof accountPrescriptions>>[number];

export async function ownPrescription(db: Db, accountId: number, id: number) {
  const [found] = await accountPrescriptions(db, accountId, { id });
  return found;
}
