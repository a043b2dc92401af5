import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { triageChecks } from './triage.schema';

/** Data access for the danger-sign checks: written once, read by member. */

export async function insertCheck(db: Db, row: typeof triageChecks.$inferInsert) {
  const [saved] = await db.insert(triageChecks).values(row).returning({ id: triageChecks.id });
  if (!saved) throw new Error('triage check not recorded');
  return saved.id;
}

/** The member's latest check answered since `since`, by whichever account answered it. */
export async function latestCheck(db: Db, memberId: number, since: Date) {
  const [row] = await db
    .select({ id: triageChecks.id, outcome: triageChecks.outcome, createdAt: triageChecks.createdAt })
    .from(triageChecks)
    .where(and(eq(triageChecks.memberId, memberId), gte(triageChecks.createdAt, since)))
    .orderBy(desc(triageChecks.createdAt), desc(triageChecks.id))
    .limit(1);
  return row;
}

/** Every check the account answered, oldest first. */
export function checksOfAccount(db: Db, accountId: number) {
  return db
    .select({
      memberId: triageChecks.memberId,
      reason: triageChecks.reason,
      ageDays: triageChecks.ageDays,
      rulesVersion: triageChecks.rulesVersion,
      answers: triageChecks.answers,
      redFlags: triageChecks.redFlags,
      outcome: triageChecks.outcome,
      createdAt: triageChecks.createdAt,
    })
    .from(triageChecks)
    .where(eq(triageChecks.accountId, accountId))
    .orderBy(asc(triageChecks.createdAt), asc(triageChecks.id));
}
