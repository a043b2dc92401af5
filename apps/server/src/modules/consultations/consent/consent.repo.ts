import { teleconsultationConsent } from '@app/contract/consent';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { accountMemberIds } from '../../../db/accountMembers';
import type { Db } from '../../../db/client';
import { ERASED } from '../../../lib/erasure';
import { consultationConsents } from '../consent.schema';

/** Data access for consents: written once, the latest per consultation read. */

export async function insertConsent(db: Db, row: typeof consultationConsents.$inferInsert) {
  const [saved] = await db.insert(consultationConsents).values(row).returning({ id: consultationConsents.id });
  if (!saved) throw new Error('consent not recorded');
  return saved.id;
}

const latestColumns = {
  consultationId: consultationConsents.consultationId,
  adultName: consultationConsents.adultName,
  adultRelation: consultationConsents.adultRelation,
  callBackPhone: consultationConsents.callBackPhone,
  createdAt: consultationConsents.createdAt,
};
export type LatestConsent = {
  consultationId: number;
  adultName: string;
  adultRelation: string;
  callBackPhone: string | null;
  createdAt: Date;
};

/** The latest consent of each of these consultations. */
export async function latestConsents(db: Db, consultationIds: number[]): Promise<Map<number, LatestConsent>> {
  if (consultationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([consultationConsents.consultationId], latestColumns)
    .from(consultationConsents)
    .where(inArray(consultationConsents.consultationId, consultationIds))
    .orderBy(consultationConsents.consultationId, desc(consultationConsents.createdAt), desc(consultationConsents.id));
  return new Map(rows.map((r) => [r.consultationId, r]));
}

/** Whether the account consented for this consultation. */
export async function hasConsent(db: Db, accountId: number, consultationId: number) {
  const [row] = await db
    .select({ id: consultationConsents.id })
    .from(consultationConsents)
    .where(and(eq(consultationConsents.consultationId, consultationId), eq(consultationConsents.accountId, accountId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The erasure of an account's personal data (DPDP Act 2023, decision 0049): the consents it gave and
 * those given for its members keep their version, time, relation and whether the call-back was
 * agreed (the record the guidelines ask for), without the adult's name, the child's name in the
 * text, the number or the address. Runs inside the erasure's transaction.
 */
export async function eraseConsents(tx: Db, accountId: number) {
  const erased = await tx
    .update(consultationConsents)
    .set({
      adultName: ERASED,
      consentText: teleconsultationConsent(''),
      callBackPhone: sql`case when ${consultationConsents.callBackPhone} is null then null else '' end`,
      callBackText: sql`case when ${consultationConsents.callBackText} is null then null else '' end`,
      ip: '',
    })
    .where(
      or(
        eq(consultationConsents.accountId, accountId),
        inArray(consultationConsents.memberId, accountMemberIds(tx, accountId)),
      ),
    )
    .returning({ id: consultationConsents.id });
  return { consultation_consents: erased.length };
}
