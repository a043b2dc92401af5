import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../db/schema/accounts';
import { createdAt, identity, requiredRef } from '../../db/schema/columns';

/**
 * A care plan on offer: its price, how long it runs and what it includes. Only the plans module
 * reads or writes these tables (a lint rule keeps the others off them). A plan orders point to is
 * never deleted: it is retired (`retired_at`), which takes it off sale and keeps what was bought.
 */
export const plans = pgTable(
  'plans',
  {
    id: identity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationDays: integer('duration_days').notNull(),
    /** Before GST. */
    pricePaise: integer('price_paise').notNull(),
    /** How many children (members other than the account holder) the tracker records for. */
    children: smallint('children').notNull().default(1),
    /** Consultations the plan pays for in each Indian calendar month (none by default). */
    freeConsultationsPerMonth: smallint('free_consultations_per_month').notNull().default(0),
    /** Follow-up consultations the plan pays for over its whole period. */
    freeFollowUps: smallint('free_follow_ups').notNull().default(0),
    /** Order on the plans screen. */
    position: smallint('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    check('plans_duration_ck', sql`${t.durationDays} between 1 and 3660`),
    check('plans_price_ck', sql`${t.pricePaise} >= 0`),
    check('plans_children_ck', sql`${t.children} >= 1`),
    check('plans_benefits_ck', sql`${t.freeConsultationsPerMonth} >= 0 and ${t.freeFollowUps} >= 0`),
  ],
);

/** The plan an order buys: a foreign key only (the orders table is billing's). */
export const planRef = () => integer('plan_id').references(() => plans.id);

/**
 * A plan held by an account from one Indian date to another (both included). One per paid order
 * (`order_id` unique, so a replayed payment result grants nothing twice); rows without an order
 * were given by the demo seed or a test. `order_id` has no foreign key so that this table does
 * not import billing's (billing's orders point here through `plan_id`).
 */
export const accountPlans = pgTable(
  'account_plans',
  {
    id: identity(),
    accountId: accountRef(),
    planId: requiredRef('plan_id', () => plans.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_plans_account_idx').on(t.accountId, t.endsOn),
    uniqueIndex('account_plans_order_uq').on(t.orderId),
    check('account_plans_dates_ck', sql`starts_on <= ends_on`),
  ],
);
