import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountPlans, plans } from './plans.schema';

/** Data access for plans: the offer, and the periods an account holds (scoped by account). */

const planColumns = {
  id: plans.id,
  name: plans.name,
  description: plans.description,
  durationDays: plans.durationDays,
  pricePaise: plans.pricePaise,
  children: plans.children,
  freeConsultationsPerMonth: plans.freeConsultationsPerMonth,
  freeFollowUps: plans.freeFollowUps,
  retiredAt: plans.retiredAt,
};
export type PlanRow = NonNullable<Awaited<ReturnType<typeof planById>>>;

/** The plans on sale, in the order the plans screen shows them. */
export async function offeredPlans(db: Db) {
  return db.select(planColumns).from(plans).where(isNull(plans.retiredAt)).orderBy(asc(plans.position), asc(plans.id));
}

/** Any plan, retired or not (a receipt names what was bought). */
export async function planById(db: Db, id: number) {
  const [row] = await db.select(planColumns).from(plans).where(eq(plans.id, id));
  return row;
}

const heldColumns = {
  planId: plans.id,
  planName: plans.name,
  startsOn: accountPlans.startsOn,
  endsOn: accountPlans.endsOn,
  children: plans.children,
  freeConsultationsPerMonth: plans.freeConsultationsPerMonth,
  freeFollowUps: plans.freeFollowUps,
};

/** Every period the account has held or holds, oldest end first. */
export async function heldPeriods(db: Db, accountId: number) {
  return db
    .select(heldColumns)
    .from(accountPlans)
    .innerJoin(plans, eq(plans.id, accountPlans.planId))
    .where(eq(accountPlans.accountId, accountId))
    .orderBy(asc(accountPlans.endsOn));
}

/** The periods that have not ended by `today` (running or bought ahead). */
export async function periodsFrom(db: Db, accountId: number, today: string) {
  return db
    .select(heldColumns)
    .from(accountPlans)
    .innerJoin(plans, eq(plans.id, accountPlans.planId))
    .where(and(eq(accountPlans.accountId, accountId), gte(accountPlans.endsOn, today)))
    .orderBy(asc(accountPlans.endsOn));
}

/**
 * Serialises plan grants of one account until the transaction ends: two payments applied at once
 * would otherwise both start from the same last end date and overlap.
 */
export async function lockAccountPlans(tx: Db, accountId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`account-plans:${accountId}`}, 0))`);
}

/** The period an order bought; false when that order already granted one (a replayed result). */
export async function insertGrant(tx: Db, row: typeof accountPlans.$inferInsert) {
  const inserted = await tx
    .insert(accountPlans)
    .values(row)
    .onConflictDoNothing({ target: accountPlans.orderId })
    .returning({ id: accountPlans.id });
  return inserted.length > 0;
}

export async function grantOfOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({ startsOn: accountPlans.startsOn, endsOn: accountPlans.endsOn })
    .from(accountPlans)
    .where(eq(accountPlans.orderId, orderId));
  return row;
}
