import { and, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ORDER_PLAN_BENEFITS, type OrderStatus, orders } from '../../db/schema';

/** Data access for orders; reads by id or uniqueId are scoped by the owning account. */

const orderColumns = {
  id: orders.id,
  uniqueId: orders.uniqueId,
  accountId: orders.accountId,
  memberId: orders.memberId,
  consultationId: orders.consultationId,
  planId: orders.planId,
  amountPaise: orders.amountPaise,
  gstPaise: orders.gstPaise,
  discountPaise: orders.discountPaise,
  totalPaise: orders.totalPaise,
  status: orders.status,
  gateway: orders.gateway,
  gatewayOrderId: orders.gatewayOrderId,
};
export type OrderRow = NonNullable<Awaited<ReturnType<typeof pendingOrderFor>>>;

export async function pendingOrderFor(db: Db, consultationId: number) {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.consultationId, consultationId), eq(orders.status, 'pending')));
  return row;
}

/** The account's open order for a plan (a second 'Buy' pays this one). */
export async function pendingPlanOrder(db: Db, accountId: number, planId: number) {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.planId, planId), eq(orders.status, 'pending')));
  return row;
}

/** Records an order and gives it back as read (one round trip, not an insert and a read). */
export async function insertOrder(db: Db, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const [inserted] = await db.insert(orders).values(row).returning(orderColumns);
  if (!inserted) throw new Error('insert into orders returned no row');
  return inserted;
}

export async function setGatewayOrder(db: Db, id: number, gatewayOrderId: string) {
  await db.update(orders).set({ gatewayOrderId }).where(eq(orders.id, id));
}

/** By uniqueId; `accountId` undefined only for the gateway's own calls (sandbox page, webhook). */
export async function findOrder(db: Db, uniqueId: string, accountId?: number) {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.uniqueId, uniqueId), accountId === undefined ? undefined : eq(orders.accountId, accountId)));
  return row;
}

export async function findOrderByGatewayOrder(db: Db, gatewayOrderId: string) {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  return row;
}

/** Locks the order row for the rest of the transaction: one result is applied at a time. */
export async function lockOrder(tx: Db, id: number) {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update');
  return row?.status;
}

export async function setOrderStatus(tx: Db, id: number, status: OrderStatus, transactionId: string, now: Date) {
  await tx.update(orders).set({ status, transactionId, updatedAt: now }).where(eq(orders.id, id));
}

/**
 * A payment cancelled on the gateway's page keeps its hold (the parent may resume it from the
 * home): paying again re-opens that same order, so one hold never has two orders to pay. Only an
 * Aborted order moves (a late success or a cancel from the home won the race otherwise); false
 * when none did.
 */
/** The consultation's latest order cancelled on the gateway's page, if any (the one a resumed payment reopens). */
export async function latestAbortedOrderId(db: Db, consultationId: number) {
  const [latest] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.consultationId, consultationId), eq(orders.status, 'Aborted')))
    .orderBy(desc(orders.id))
    .limit(1);
  return latest?.id;
}

/** That order open again for payment, as read; undefined when it is no longer 'Aborted' (raced). */
export async function reopenAbortedOrder(db: Db, orderId: number, now: Date) {
  const [reopened] = await db
    .update(orders)
    .set({ status: 'pending', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'Aborted')))
    .returning(orderColumns);
  return reopened;
}

/** Each consultation's latest order (the one a resumed payment pays), for the open payments. */
export async function latestOrdersOf(db: Db, consultationIds: number[]) {
  if (consultationIds.length === 0) return new Map<number, OrderRow>();
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(inArray(orders.consultationId, consultationIds))
    .orderBy(desc(orders.id));
  const latest = new Map<number, OrderRow>();
  for (const row of rows) {
    if (row.consultationId !== null && !latest.has(row.consultationId)) latest.set(row.consultationId, row);
  }
  return latest;
}

/** Locks the consultation's pending orders (a cancel from the home) against a result applied meanwhile. */
export async function lockPendingOrders(tx: Db, consultationId: number) {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.consultationId, consultationId), eq(orders.status, 'pending')))
    .orderBy(orders.id)
    .for('update');
}

/**
 * The consultations the account's plan has paid for since `since` (its benefit used): paid ones,
 * and open ones still within their hold (`openSince`), other than consultation `except`.
 */
export async function benefitConsultations(
  db: Db,
  q: {
    accountId: number;
    benefit: (typeof ORDER_PLAN_BENEFITS)[number];
    since: Date;
    openSince: Date;
    except: number;
  },
) {
  const rows = await db
    .select({ consultationId: sql<number>`${orders.consultationId}`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, q.accountId),
        eq(orders.planBenefit, q.benefit),
        gte(orders.createdAt, q.since),
        ne(orders.consultationId, q.except),
        or(eq(orders.status, 'Success'), and(eq(orders.status, 'pending'), gte(orders.createdAt, q.openSince))),
      ),
    );
  return rows.map((r) => r.consultationId);
}

/** Serialises the account's plan-paid orders until the transaction ends (the allowance is counted once). */
export async function lockAccountBenefits(tx: Db, accountId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`account-benefits:${accountId}`}, 0))`);
}

/** Every order of the account, oldest first, for the parent's copy of their data. */
export function ordersOfAccount(db: Db, accountId: number) {
  return db
    .select({ ...orderColumns, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .orderBy(orders.createdAt, orders.id);
}
