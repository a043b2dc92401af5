import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OrderStatus, orders } from '../../db/schema';

/** Data access for orders; reads by id or uniqueId are scoped by the owning account. */

const orderColumns = {
  id: orders.id,
  uniqueId: orders.uniqueId,
  accountId: orders.accountId,
  consultationId: orders.consultationId,
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

export async function insertOrder(db: Db, row: typeof orders.$inferInsert) {
  await db.insert(orders).values(row);
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
