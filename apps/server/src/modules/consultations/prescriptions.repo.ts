import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, prescriptionMedicines, prescriptions } from '../../db/schema';

/**
 * Prescriptions: written by the consultation's doctor (one per consultation), read by the family
 * (every parent read is scoped by the account) and by the doctor's console.
 */

/** The medicines of some prescriptions, in the order they were written. */
async function medicinesOf(db: Db, prescriptionIds: number[]) {
  if (prescriptionIds.length === 0) return [];
  return db
    .select({
      prescriptionId: prescriptionMedicines.prescriptionId,
      name: prescriptionMedicines.name,
      frequency: prescriptionMedicines.frequency,
      dose: prescriptionMedicines.dose,
      doseMeasure: prescriptionMedicines.doseMeasure,
      durationDays: prescriptionMedicines.durationDays,
      note: prescriptionMedicines.note,
    })
    .from(prescriptionMedicines)
    .where(inArray(prescriptionMedicines.prescriptionId, prescriptionIds))
    .orderBy(asc(prescriptionMedicines.prescriptionId), asc(prescriptionMedicines.position));
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
  const lines = await medicinesOf(
    db,
    heads.map((h) => h.id),
  );
  return heads.map((h) => ({ ...h, medicines: lines.filter((l) => l.prescriptionId === h.id) }));
}
export type PrescriptionRow = Awaited<ReturnType<typeof accountPrescriptions>>[number];

export async function ownPrescription(db: Db, accountId: number, id: number) {
  const [found] = await accountPrescriptions(db, accountId, { id });
  return found;
}

export interface WrittenPrescription {
  prescriptionId: number;
  rxDate: string;
  advice: string;
  medicines: Awaited<ReturnType<typeof medicinesOf>>;
}

/** The prescriptions (with medicines in order) of some consultations, by consultation id. */
export async function prescriptionsFor(db: Db, consultationIds: number[]): Promise<Map<number, WrittenPrescription>> {
  if (consultationIds.length === 0) return new Map();
  const heads = await db
    .select({
      prescriptionId: prescriptions.id,
      consultationId: prescriptions.consultationId,
      rxDate: prescriptions.rxDate,
      advice: prescriptions.advice,
    })
    .from(prescriptions)
    .where(inArray(prescriptions.consultationId, consultationIds));
  const lines = await medicinesOf(
    db,
    heads.map((h) => h.prescriptionId),
  );
  return new Map(
    heads.map(({ consultationId, ...h }) => [
      consultationId,
      { ...h, medicines: lines.filter((l) => l.prescriptionId === h.prescriptionId) },
    ]),
  );
}

export type NewPrescription = Omit<typeof prescriptions.$inferInsert, 'id'>;
export type NewMedicine = Omit<typeof prescriptionMedicines.$inferInsert, 'id' | 'prescriptionId'>;

export async function insertPrescription(tx: Db, row: NewPrescription, medicines: NewMedicine[]) {
  const [created] = await tx.insert(prescriptions).values(row).returning({ id: prescriptions.id });
  if (!created) throw new Error('prescription insert returned nothing');
  await tx.insert(prescriptionMedicines).values(medicines.map((m) => ({ ...m, prescriptionId: created.id })));
  return created.id;
}
