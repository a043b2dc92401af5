import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, type RefundStatus, refunds } from '../../../db/schema';
import { issueCreditNote } from '../receipts/issue';
import { refundAllowedFrom } from './refundStatus';

/** Data access for refunds; the parent's reads are scoped by the owning account. */

const refundColumns = {
  id: refunds.id,
  orderId: refunds.orderId,
  amountPaise: refunds.amountPaise,
  status: refunds.status,
  idempotencyKey: refunds.idempotencyKey,
  gatewayRefundId: refunds.gatewayRefundId,
  createdAt: refunds.createdAt,
  processedAt: refunds.processedAt,
};
export type RefundRow = NonNullable<Awaited<ReturnType<typeof refundOfOrder>>>;

/**
 * An order's refund is still to ask (with `refunds` left-joined): never asked, refused more than
 * `refusedBefore` ago, or asked without the gateway's answer since before `unansweredBefore`.
 */
const refundStillToAsk = (q: { refusedBefore: Date; unansweredBefore: Date }) =>
  or(
    isNull(refunds.id),
    and(eq(refunds.status, 'failed'), lt(refunds.updatedAt, q.refusedBefore)),
    and(eq(refunds.status, 'pending'), isNull(refunds.gatewayRefundId), lt(refunds.updatedAt, q.unansweredBefore)),
  );

/**
 * The consultation of an order that has a refund: refunds are of consultations only (a care plan is
 * not refunded here), and every query below keeps to orders that name one.
 */
const paidConsultation = sql<number>`${orders.consultationId}`.mapWith(Number);
const forConsultation = isNotNull(orders.consultationId);

/** What a refund needs of a paid order. */
const paidOrderColumns = {
  id: orders.id,
  uniqueId: orders.uniqueId,
  consultationId: paidConsultation,
  totalPaise: orders.totalPaise,
  status: orders.status,
  gateway: orders.gateway,
  transactionId: orders.transactionId,
};

/** The order that paid for a consultation (or was paid after its slot went to someone else). */
export async function paidOrderFor(db: Db, consultationId: number) {
  const [row] = await db
    .select(paidOrderColumns)
    .from(orders)
    .where(and(eq(orders.consultationId, consultationId), inArray(orders.status, ['Success', 'Refund'])))
    .orderBy(desc(orders.id))
    .limit(1);
  return row;
}
export type PaidOrder = NonNullable<Awaited<ReturnType<typeof paidOrderFor>>>;

export async function refundOfOrder(db: Db, orderId: number) {
  const [row] = await db.select(refundColumns).from(refunds).where(eq(refunds.orderId, orderId));
  return row;
}

/**
 * Claims the order's one refund for this caller: a new row (the unique index of orders lets one
 * of many concurrent callers insert it), or an existing one that may be asked again: failed (a new
 * key, a new request) or pending without the gateway's answer for longer than the lease (the same
 * key, so the gateway answers with the refund it may already have made). Undefined when another
 * caller holds it or it is settled.
 */
export async function claimRefund(
  db: Db,
  ask: { orderId: number; amountPaise: number; newKey: string; now: Date; leaseStartedBefore: Date },
) {
  const [inserted] = await db
    .insert(refunds)
    .values({
      orderId: ask.orderId,
      amountPaise: ask.amountPaise,
      idempotencyKey: ask.newKey,
      createdAt: ask.now,
      updatedAt: ask.now,
    })
    .onConflictDoNothing({ target: refunds.orderId })
    .returning(refundColumns);
  if (inserted) return inserted;
  const failed = await db
    .update(refunds)
    .set({
      status: 'pending',
      amountPaise: ask.amountPaise,
      idempotencyKey: ask.newKey,
      failureReason: null,
      updatedAt: ask.now,
    })
    .where(and(eq(refunds.orderId, ask.orderId), eq(refunds.status, 'failed')))
    .returning(refundColumns);
  if (failed[0]) return failed[0];
  const [stale] = await db
    .update(refunds)
    .set({ updatedAt: ask.now })
    .where(
      and(
        eq(refunds.orderId, ask.orderId),
        eq(refunds.status, 'pending'),
        isNull(refunds.gatewayRefundId),
        lt(refunds.updatedAt, ask.leaseStartedBefore),
      ),
    )
    .returning(refundColumns);
  return stale;
}

/**
 * Records the gateway's answer, only from a status the refund states allow (or the same one: an
 * accepted refund is written with its gateway id while still pending, and a webhook may repeat).
 * Undefined when the refund was elsewhere.
 */
export async function settleRefund(
  db: Db,
  where: { id: number } | { gatewayRefundId: string },
  to: RefundStatus,
  now: Date,
  set: { gatewayRefundId?: string; failureReason?: string } = {},
) {
  const [row] = await db
    .update(refunds)
    .set({
      ...set,
      status: to,
      updatedAt: now,
      processedAt: to === 'processed' ? sql`coalesce(${refunds.processedAt}, ${now.toISOString()}::timestamptz)` : null,
    })
    .where(
      and(
        'id' in where ? eq(refunds.id, where.id) : eq(refunds.gatewayRefundId, where.gatewayRefundId),
        inArray(refunds.status, [...refundAllowedFrom(to), to]),
      ),
    )
    .returning(refundColumns);
  return row;
}

/**
 * As settleRefund, with the credit note of a refund that is now processed, in one transaction
 * (the refund's row stays locked, so a webhook and the request that asked never issue two).
 */
export function settleRefundWithNote(
  db: Db,
  where: { id: number } | { gatewayRefundId: string },
  to: RefundStatus,
  now: Date,
  set: { gatewayRefundId?: string; failureReason?: string } = {},
) {
  return db.transaction(async (tx) => {
    const row = await settleRefund(tx, where, to, now, set);
    if (row?.status === 'processed') await issueCreditNote(tx, row, now);
    return row;
  });
}

/** The account's refunds, newest first, with the consultation each paid for. */
export async function refundsOfAccount(db: Db, accountId: number) {
  return db
    .select({ ...refundColumns, consultationId: paidConsultation })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.accountId, accountId), forConsultation))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

export async function consultationOfOrder(db: Db, orderId: number) {
  const [row] = await db.select({ id: orders.consultationId }).from(orders).where(eq(orders.id, orderId));
  return row?.id ?? undefined;
}

/** Consultations whose late payment (order Refund) still needs its refund asked of the gateway. */
export async function lateRefundsDue(db: Db, q: { refusedBefore: Date; unansweredBefore: Date; limit: number }) {
  const rows = await db
    .select({ consultationId: paidConsultation })
    .from(orders)
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    .where(and(eq(orders.status, 'Refund'), gt(orders.totalPaise, 0), forConsultation, refundStillToAsk(q)))
    .orderBy(orders.id)
    .limit(q.limit);
  return rows.map((r) => r.consultationId);
}

/**
 * The paid orders of these consultations whose refund is still to ask: never asked, refused more
 * than `refusedBefore` ago, or asked without the gateway's answer past the lease.
 */
export async function unrefundedOrdersOf(
  db: Db,
  consultationIds: number[],
  q: { refusedBefore: Date; unansweredBefore: Date },
) {
  if (consultationIds.length === 0) return [];
  return db
    .select(paidOrderColumns)
    .from(orders)
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    .where(
      and(
        inArray(orders.consultationId, consultationIds),
        eq(orders.status, 'Success'),
        gt(orders.totalPaise, 0),
        refundStillToAsk(q),
      ),
    )
    .orderBy(orders.id);
}

/** A consultation's orders and their refunds, oldest first: the back office's money history. */
export async function moneyOfConsultation(db: Db, consultationId: number) {
  const [orderRows, refundRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        at: orders.updatedAt,
        status: orders.status,
        totalPaise: orders.totalPaise,
        gateway: orders.gateway,
        transactionId: orders.transactionId,
      })
      .from(orders)
      .where(eq(orders.consultationId, consultationId))
      .orderBy(orders.id),
    db
      .select({ ...refundColumns, updatedAt: refunds.updatedAt, gateway: orders.gateway })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.consultationId, consultationId))
      .orderBy(refunds.id),
  ]);
  return { orders: orderRows, refunds: refundRows };
}

/** Money received (orders paid, by their last change) and given back (refunds processed) between two instants. */
export async function moneyBetween(db: Db, start: Date, end: Date) {
  const [[received], [returned]] = await Promise.all([
    db
      .select({ paise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::int` })
      .from(orders)
      .where(and(eq(orders.status, 'Success'), gte(orders.updatedAt, start), lt(orders.updatedAt, end))),
    db
      .select({ n: sql<number>`count(*)::int`, paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.status, 'processed'), gte(refunds.processedAt, start), lt(refunds.processedAt, end))),
  ]);
  return { revenuePaise: received?.paise ?? 0, refunds: returned?.n ?? 0, refundedPaise: returned?.paise ?? 0 };
}
