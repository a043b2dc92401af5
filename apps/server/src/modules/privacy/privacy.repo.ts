import type { DataRequestKind } from '@app/contract/schemas/privacy';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { accountMemberIds } from '../../db/accountMembers';
import type { Db } from '../../db/client';
import { prescriptionMedicines, prescriptions } from '../../db/schema';
import { dataRequests } from './privacy.schema';

/** Data access for the parent's data requests, and the prescriptions' share of a copy and an erasure. */

export async function insertRequest(
  db: Db,
  row: { accountId: number; kind: DataRequestKind; requestedAt: Date; ip: string },
) {
  const [saved] = await db.insert(dataRequests).values(row).returning({ id: dataRequests.id });
  if (!saved) throw new Error('data request not recorded');
  return saved.id;
}

export async function completeRequest(db: Db, id: number, completedAt: Date, summary: Record<string, number>) {
  await db.update(dataRequests).set({ completedAt, summary }).where(eq(dataRequests.id, id));
}

/** The account's requests, oldest first (a copy lists the earlier ones). */
export function requestsOf(db: Db, accountId: number) {
  return db
    .select({ kind: dataRequests.kind, requestedAt: dataRequests.requestedAt, completedAt: dataRequests.completedAt })
    .from(dataRequests)
    .where(eq(dataRequests.accountId, accountId))
    .orderBy(asc(dataRequests.requestedAt), asc(dataRequests.id));
}

/**
 * Prescriptions are never changed (a trigger refuses it, migration 0026) except by an erasure,
 * which says so for its own transaction only (`set_config(…, true)` ends with it).
 */
export async function allowPrescriptionErasure(tx: Db) {
  await tx.execute(sql`select set_config('app.erasing', 'on', true)`);
}

const prescriptionColumns = {
  id: prescriptions.id,
  rxNumber: prescriptions.rxNumber,
  consultationId: prescriptions.consultationId,
  memberId: prescriptions.memberId,
  version: prescriptions.version,
  rxDate: prescriptions.rxDate,
  doctorName: prescriptions.doctorName,
  registrationNumber: prescriptions.registrationNumber,
  patientName: prescriptions.patientName,
  patientAge: prescriptions.patientAge,
  patientGender: prescriptions.patientGender,
  weightKg: prescriptions.weightKg,
  patientAddress: prescriptions.patientAddress,
  chiefComplaints: prescriptions.chiefComplaints,
  findings: prescriptions.findings,
  diagnosis: prescriptions.diagnosis,
  investigations: prescriptions.investigations,
  advice: prescriptions.advice,
  followUpDate: prescriptions.followUpDate,
  correctionReason: prescriptions.correctionReason,
};

const medicineColumns = {
  id: prescriptionMedicines.id,
  prescriptionId: prescriptionMedicines.prescriptionId,
  name: prescriptionMedicines.name,
  strength: prescriptionMedicines.strength,
  frequency: prescriptionMedicines.frequency,
  dose: prescriptionMedicines.dose,
  doseMeasure: prescriptionMedicines.doseMeasure,
  durationDays: prescriptionMedicines.durationDays,
  note: prescriptionMedicines.note,
};

async function withMedicines<P extends { id: number }>(db: Db, rows: P[]) {
  const ids = rows.map((p) => p.id);
  const medicines =
    ids.length === 0
      ? []
      : await db
          .select(medicineColumns)
          .from(prescriptionMedicines)
          .where(inArray(prescriptionMedicines.prescriptionId, ids))
          .orderBy(asc(prescriptionMedicines.prescriptionId), asc(prescriptionMedicines.position));
  return rows.map((p) => ({ ...p, medicines: medicines.filter((m) => m.prescriptionId === p.id) }));
}

/** Every version of every prescription of the account's consultations, with its medicines. */
export async function prescriptionsOfAccount(db: Db, accountId: number) {
  const rows = await db
    .select(prescriptionColumns)
    .from(prescriptions)
    .where(eq(prescriptions.accountId, accountId))
    .orderBy(asc(prescriptions.consultationId), asc(prescriptions.version));
  return withMedicines(db, rows);
}
export type PrescriptionRecord = Awaited<ReturnType<typeof prescriptionsOfAccount>>[number];

/**
 * The prescriptions written for the account's own members (whoever booked them), with their
 * medicines: the rows an erasure anonymises. A child shared with the account is another family's,
 * and so are its prescriptions.
 */
export async function prescriptionsOfMembers(tx: Db, accountId: number) {
  const rows = await tx
    .select(prescriptionColumns)
    .from(prescriptions)
    .where(inArray(prescriptions.memberId, accountMemberIds(tx, accountId)));
  return withMedicines(tx, rows);
}

export type PrescriptionChanges = Pick<
  typeof prescriptions.$inferInsert,
  | 'patientName'
  | 'patientAddress'
  | 'chiefComplaints'
  | 'findings'
  | 'diagnosis'
  | 'investigations'
  | 'advice'
  | 'correctionReason'
>;

/** Rewrites one prescription for an erasure (allowPrescriptionErasure first, in the same transaction). */
export async function rewritePrescription(tx: Db, id: number, changes: PrescriptionChanges) {
  await tx.update(prescriptions).set(changes).where(eq(prescriptions.id, id));
}

export async function rewriteMedicineNote(tx: Db, id: number, note: string) {
  await tx.update(prescriptionMedicines).set({ note }).where(eq(prescriptionMedicines.id, id));
}
