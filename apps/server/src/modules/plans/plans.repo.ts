import { and, asc, count, eq, gte, isNull, ne, sql } from 'drizzle-orm';
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

/**
 * The plan a paid order buys, read under a share lock until the payment's transaction ends: an
 * operator's change of what the plan gives (which takes the row for update) waits for the grant,
 * then finds the plan sold.
 */
export async function planForGrant(tx: Db, id: number) {
  const [row] = await tx.select(planColumns).from(plans).where(eq(plans.id, id)).for('share');
  return row;
}

/**
 * The back office's columns: the plan as operators edit it, and how many periods were sold of it
 * (the subquery written out: drizzle would leave its `id` unqualified, meaning account_plans.id).
 */
const soldCount = sql<number>`(select count(*) from account_plans where account_plans.plan_id = plans.id)`;
const adminColumns = { ...planColumns, position: plans.position, sold: soldCount.mapWith(Number) };
export type AdminPlanRow = NonNullable<Awaited<ReturnType<typeof adminPlanById>>>;

/** Every plan, retired ones too, in the order the plans screen shows them (retired last). */
export async function allPlans(db: Db) {
  return db
    .select(adminColumns)
    .from(plans)
    .orderBy(sql`${plans.retiredAt} is not null`, asc(plans.position), asc(plans.id));
}

export async function adminPlanById(db: Db, id: number) {
  const [row] = await db.select(adminColumns).from(plans).where(eq(plans.id, id));
  return row;
}

/**
 * Takes the plan's row for the rest of the transaction (a grant in flight holds it shared and is
 * waited for); undefined when there is no such plan.
 */
export async function lockPlan(tx: Db, id: number) {
  const [row] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, id)).for('update');
  return row;
}

/** Periods sold (or given) of the plan, counted after `lockPlan`. */
export async function periodsSold(tx: Db, id: number) {
  const [row] = await tx.select({ n: count() }).from(accountPlans).where(eq(accountPlans.planId, id));
  return row?.n ?? 0;
}

/** A plan on sale with this name (any case), other than `exceptId`. */
export async function servingPlanNamed(tx: Db, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        isNull(plans.retiredAt),
        sql`lower(${plans.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(plans.id, exceptId),
      ),
    )
    .limit(1);
  return row?.id;
}

export type PlanFields = Pick<
  typeof plans.$inferInsert,
  | 'name'
  | 'description'
  | 'pricePaise'
  | 'durationDays'
  | 'children'
  | 'freeConsultationsPerMonth'
  | 'freeFollowUps'
  | 'position'
>;

export async function insertPlan(tx: Db, fields: PlanFields) {
  const [row] = await tx.insert(plans).values(fields).returning({ id: plans.id });
  if (!row) throw new Error('plan not inserted');
  return row.id;
}

export async function updatePlan(tx: Db, id: number, fields: PlanFields) {
  await tx.update(plans).set(fields).where(eq(plans.id, id));
}

export async function retirePlan(tx: Db, id: number, at: Date) {
  await tx.update(plans).set({ retiredAt: at }).where(eq(plans.id, id));
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
