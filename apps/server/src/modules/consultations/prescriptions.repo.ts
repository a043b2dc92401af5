import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, prescriptionMedicines, prescriptions } from '../../db/schema';

/** The family's prescriptions, as the parent reads them; every read is scoped by the account. */

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
