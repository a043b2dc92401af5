import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
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
