import { and, asc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  clinics,
  consultations,
  doctors,
  doctorTokens,
  members,
  prescriptionMedicines,
  prescriptions,
  specialities,
} from '../../db/schema';

/** Data access for the doctor's console; every consultation read is scoped by the doctor. */

const doctorColumns = {
  doctorID: doctors.id,
  doctorName: doctors.name,
  qualification: doctors.qualification,
  registrationNumber: doctors.registrationNumber,
  speciality: specialities.name,
  phoneE164: doctors.phoneE164,
};

export async function doctorByPhone(db: Db, phoneE164: string) {
  const [row] = await db
    .select(doctorColumns)
    .from(doctors)
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    .where(eq(doctors.phoneE164, phoneE164));
  return row;
}

export async function doctorById(db: Db, id: number) {
  const [row] = await db
    .select(doctorColumns)
    .from(doctors)
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    .where(eq(doctors.id, id));
  return row;
}
export type DoctorRow = NonNullable<Awaited<ReturnType<typeof doctorById>>>;

export async function insertDoctorToken(tx: Db, row: { doctorId: number; tokenHash: string; expiresAt: Date }) {
  await tx.insert(doctorTokens).values(row);
}

export async function findDoctorToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: doctorTokens.id,
      doctorId: doctorTokens.doctorId,
      expiresAt: doctorTokens.expiresAt,
      revokedAt: doctorTokens.revokedAt,
    })
    .from(doctorTokens)
    .where(eq(doctorTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeDoctorToken(db: Db, id: number, now: Date) {
  await db.update(doctorTokens).set({ revokedAt: now }).where(eq(doctorTokens.id, id));
}

const consultationColumns = {
  id: consultations.id,
  accountId: consultations.accountId,
  memberId: consultations.memberId,
  doctorId: consultations.doctorId,
  status: consultations.status,
  consultType: consultations.consultType,
  helpQuestion: consultations.helpQuestion,
  slotDate: consultations.slotDate,
  slotStart: consultations.slotStart,
  bookedAt: consultations.bookedAt,
  roomName: consultations.roomName,
  callStartedAt: consultations.callStartedAt,
  completedAt: consultations.completedAt,
  clinicTimeZone: clinics.timeZone,
  firstName: members.firstName,
  lastName: members.lastName,
  gender: members.gender,
  ageBand: members.ageBand,
  dateOfBirth: members.dateOfBirth,
  heightCm: members.heightCm,
  weightKg: members.weightKg,
  isPremature: members.isPremature,
  parentPhone: accounts.phoneE164,
  prescriptionId: prescriptions.id,
};

function consultationQuery(db: Db) {
  return db
    .select(consultationColumns)
    .from(consultations)
    .innerJoin(members, eq(members.id, consultations.memberId))
    .innerJoin(accounts, eq(accounts.id, consultations.accountId))
    .innerJoin(clinics, eq(clinics.id, consultations.clinicId))
    .leftJoin(prescriptions, eq(prescriptions.consultationId, consultations.id));
}

/**
 * The doctor's paid consultations from `from` on, and the ones still open since `openSince` (a
 * prescription still to write after midnight), in slot order.
 */
export async function paidConsultations(db: Db, doctorId: number, from: Date, openSince: Date) {
  return consultationQuery(db)
    .where(
      and(
        eq(consultations.doctorId, doctorId),
        or(
          and(inArray(consultations.status, ['booked', 'completed']), gte(consultations.slotStart, from)),
          and(eq(consultations.status, 'booked'), gte(consultations.slotStart, openSince)),
        ),
      ),
    )
    .orderBy(asc(consultations.slotStart), asc(consultations.id));
}

/** One consultation, only if it is this doctor's (anyone else's reads as absent). */
export async function doctorsConsultation(db: Db, doctorId: number, id: number) {
  const [row] = await consultationQuery(db).where(and(eq(consultations.id, id), eq(consultations.doctorId, doctorId)));
  return row;
}
export type ConsoleConsultationRow = NonNullable<Awaited<ReturnType<typeof doctorsConsultation>>>;

/** Sets the room once; a second start keeps the first room (both doctors' tabs join one call). */
export async function startRoom(db: Db, id: number, roomName: string, now: Date) {
  const [row] = await db
    .update(consultations)
    .set({ roomName, callStartedAt: now, updatedAt: now })
    .where(and(eq(consultations.id, id), eq(consultations.status, 'booked')))
    .returning({ roomName: consultations.roomName });
  return row?.roomName;
}

export async function markCompleted(db: Db, id: number, now: Date) {
  await db
    .update(consultations)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(consultations.id, id), eq(consultations.status, 'booked')));
}

export interface WrittenPrescription {
  prescriptionId: number;
  rxDate: string;
  advice: string;
  medicines: { name: string; freq: string; dose: string; dosemesure: string; dureationDays: number; note: string }[];
}

/** The prescriptions (with medicines in order) of some consultations, by consultation id. */
export async function prescriptionsFor(db: Db, consultationIds: number[]): Promise<Map<number, WrittenPrescription>> {
  if (consultationIds.length === 0) return new Map();
  const heads = await db
    .select({
      id: prescriptions.id,
      consultationId: prescriptions.consultationId,
      rxDate: prescriptions.rxDate,
      advice: prescriptions.advice,
    })
    .from(prescriptions)
    .where(inArray(prescriptions.consultationId, consultationIds));
  const lines = heads.length
    ? await db
        .select()
        .from(prescriptionMedicines)
        .where(
          inArray(
            prescriptionMedicines.prescriptionId,
            heads.map((h) => h.id),
          ),
        )
        .orderBy(asc(prescriptionMedicines.position))
    : [];
  return new Map(
    heads.map((h) => [
      h.consultationId,
      {
        prescriptionId: h.id,
        rxDate: h.rxDate,
        advice: h.advice,
        medicines: lines
          .filter((l) => l.prescriptionId === h.id)
          .map((l) => ({
            name: l.name,
            freq: l.frequency,
            dose: l.dose,
            dosemesure: l.doseMeasure,
            dureationDays: l.durationDays,
            note: l.note,
          })),
      },
    ]),
  );
}

export async function insertPrescription(
  tx: Db,
  row: typeof prescriptions.$inferInsert,
  medicines: Omit<typeof prescriptionMedicines.$inferInsert, 'prescriptionId'>[],
) {
  const [created] = await tx.insert(prescriptions).values(row).returning({ id: prescriptions.id });
  if (!created) throw new Error('prescription insert returned nothing');
  await tx.insert(prescriptionMedicines).values(medicines.map((m) => ({ ...m, prescriptionId: created.id })));
  return created.id;
}
