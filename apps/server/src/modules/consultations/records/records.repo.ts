import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { doctors } from '../../../db/schema';
import { consultationConsents } from '../consent.schema';
import { doctorNameOrNext } from '../consultations.repo';
import { consultations } from '../consultations.schema';

/** The consultations that are part of a child's medical record: care that took place or was due. */
export const RECORD_STATUSES = ['completed', 'no_show'] as const;

/** One member's consultations in the record, oldest first, scoped by the account. */
export async function memberConsultations(db: Db, accountId: number, memberId: number) {
  return db
    .select({
      id: consultations.id,
      status: consultations.status,
      consultType: consultations.consultType,
      slotStart: consultations.slotStart,
      reason: consultations.helpQuestion,
      callStartedAt: consultations.callStartedAt,
      completedAt: consultations.completedAt,
      doctorName: doctorNameOrNext,
      qualification: doctors.qualification,
      registrationNumber: doctors.registrationNumber,
    })
    .from(consultations)
    .leftJoin(doctors, eq(doctors.id, consultations.doctorId))
    .where(
      and(
        eq(consultations.accountId, accountId),
        eq(consultations.memberId, memberId),
        inArray(consultations.status, [...RECORD_STATUSES]),
      ),
    )
    .orderBy(asc(consultations.slotStart), asc(consultations.id));
}
export type RecordConsultation = Awaited<ReturnType<typeof memberConsultations>>[number];

/** Every consent given for these consultations (a consent given again is its own line), oldest first. */
export async function consentsFor(db: Db, consultationIds: number[]) {
  if (consultationIds.length === 0) return [];
  return db
    .select({
      consultationId: consultationConsents.consultationId,
      adultName: consultationConsents.adultName,
      adultRelation: consultationConsents.adultRelation,
      version: consultationConsents.version,
      callBack: consultationConsents.callBackPhone,
      createdAt: consultationConsents.createdAt,
    })
    .from(consultationConsents)
    .where(inArray(consultationConsents.consultationId, consultationIds))
    .orderBy(asc(consultationConsents.createdAt), asc(consultationConsents.id));
}
export type RecordConsent = Awaited<ReturnType<typeof consentsFor>>[number];
