import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, prescriptionMedicines, prescriptions } from '../../db/schema';
import { consultations } from './consultations.schema';

/**
 * Prescriptions: written by the consultation's doctor, read by the family (every parent read is
 * scoped by the account) and by the doctor's console. Rows are never changed (a trigger refuses it):
 * a correction is the next version, and the lists show each consultation's latest.
 */

/** Only a consultation's latest version (a correction replaces what is shown, never what is kept). */
const isLatest = sql`${prescriptions.version} = (select max(p2.version) from prescriptions p2 where p2.consultation_id = ${prescriptions.consultationId})`;

/** Every Annexure 2 field of a prescription, as stored. */
const rxColumns = {
  rxNumber: prescriptions.rxNumber,
  version: prescriptions.version,
  doctorName: prescriptions.doctorName,
  qualification: prescriptions.qualification,
  registrationNumber: prescriptions.registrationNumber,
  doctorAddress: prescriptions.doctorAddress,
  doctorContact: prescriptions.doctorContact,
  consultMode: prescriptions.consultMode,
  patientName: prescriptions.patientName,
  patientAge: prescriptions.patientAge,
  patientGender: prescriptions.patientGender,
  weightKg: prescriptions.weightKg,
  patientAddress: prescriptions.patientAddress,
  rxDate: prescriptions.rxDate,
  chiefComplaints: prescriptions.chiefComplaints,
  findings: prescriptions.findings,
  diagnosis: prescriptions.diagnosis,
  investigations: prescriptions.investigations,
  advice: prescriptions.advice,
  followUpDate: prescriptions.followUpDate,
  seenInPerson: prescriptions.seenInPerson,
  signature: prescriptions.signature,
  correctionReason: prescriptions.correctionReason,
  createdAt: prescriptions.createdAt,
};

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
      strength: prescriptionMedicines.strength,
      durationDays: prescriptionMedicines.durationDays,
      note: prescriptionMedicines.note,
    })
    .from(prescriptionMedicines)
    .where(inArray(prescriptionMedicines.prescriptionId, prescriptionIds))
    .orderBy(asc(prescriptionMedicines.prescriptionId), asc(prescriptionMedicines.position));
}

/**
 * The account's prescriptions, newest first: each consultation's latest version, or one by id (any
 * version, so an older one's PDF stays downloadable), or every version of one member's
 * (`allVersions`, for the records export).
 */
export async function accountPrescriptions(
  db: Db,
  accountId: number,
  only: { memberId?: number; id?: number; allVersions?: boolean } = {},
) {
  const heads = await db
    .select({
      id: prescriptions.id,
      consultationId: prescriptions.consultationId,
      memberId: prescriptions.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      dateOfBirth: members.dateOfBirth,
      gender: members.gender,
      ...rxColumns,
    })
    .from(prescriptions)
    .innerJoin(members, eq(members.id, prescriptions.memberId))
    .where(
      and(
        eq(prescriptions.accountId, accountId),
        only.memberId === undefined ? undefined : eq(prescriptions.memberId, only.memberId),
        only.id === undefined ? undefined : eq(prescriptions.id, only.id),
        only.id !== undefined || only.allVersions ? undefined : isLatest,
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

/** The latest prescription (with medicines in order) of some consultations, by consultation id. */
export async function prescriptionsFor(db: Db, consultationIds: number[]) {
  const heads =
    consultationIds.length === 0
      ? []
      : await db
          .select({ prescriptionId: prescriptions.id, consultationId: prescriptions.consultationId, ...rxColumns })
          .from(prescriptions)
          .where(and(inArray(prescriptions.consultationId, consultationIds), isLatest));
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

export type WrittenPrescription = Awaited<ReturnType<typeof prescriptionsFor>> extends Map<number, infer P> ? P : never;

export type NewPrescription = Omit<typeof prescriptions.$inferInsert, 'id' | 'version' | 'rxNumber'>;
export type NewMedicine = Omit<typeof prescriptionMedicines.$inferInsert, 'id' | 'prescriptionId'>;

/** The printed id of a consultation's prescription version: RX-000123-2. */
export const rxNumberOf = (consultationId: number, version: number) =>
  `RX-${String(consultationId).padStart(6, '0')}-${version}`;

/**
 * The next version of a consultation's prescription (1 for the first). Two saves at once both read
 * the same latest version; the unique (consultation, version) index keeps one and refuses the other.
 */
export async function insertPrescription(tx: Db, row: NewPrescription, medicines: NewMedicine[]) {
  const [latest] = await tx
    .select({ version: sql<number>`coalesce(max(${prescriptions.version}), 0)::int` })
    .from(prescriptions)
    .where(eq(prescriptions.consultationId, row.consultationId));
  const version = (latest?.version ?? 0) + 1;
  const rxNumber = rxNumberOf(row.consultationId, version);
  const [created] = await tx
    .insert(prescriptions)
    .values({ ...row, version, rxNumber })
    .returning({ id: prescriptions.id });
  if (!created) throw new Error('prescription insert returned nothing');
  await tx.insert(prescriptionMedicines).values(medicines.map((m) => ({ ...m, prescriptionId: created.id })));
  return { prescriptionId: created.id, version, rxNumber };
}

/** The id of a consultation's latest prescription version (the newest row), null when none was written. */
export const latestPrescriptionId = sql<
  number | null
>`(select max(p.id) from prescriptions p where p.consultation_id = ${consultations.id})`.mapWith(Number);
