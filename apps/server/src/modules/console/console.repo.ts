import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctors, doctorTokens, prescriptionMedicines, prescriptions, specialities } from '../../db/schema';

/**
 * Data access for the doctor's console: doctors, their tokens and prescriptions. Consultations are
 * read and moved through the consultations module.
 */

const doctorColumns = {
  id: doctors.id,
  name: doctors.name,
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

export interface WrittenPrescription {
  prescriptionId: number;
  rxDate: string;
  advice: string;
  medicines: {
    name: string;
    frequency: string;
    dose: string;
    doseMeasure: string;
    durationDays: number;
    note: string;
  }[];
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
            frequency: l.frequency,
            dose: l.dose,
            doseMeasure: l.doseMeasure,
            durationDays: l.durationDays,
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
