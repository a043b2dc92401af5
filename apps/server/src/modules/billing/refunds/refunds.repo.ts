import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, like, lt, or, sql } from 'drizzle-orm';
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
  requestKey: refunds.requestKey,
  gatewayRefundId: refunds.gatewayRefundId,
  createdAt: refunds.createdAt,
  processedAt: refunds.processedAt,
};
export type RefundRow = NonNullable<Awaited<ReturnType<typeof refundByKey>>>;

/** The request key of the refund of all that is left of an order's payment (one per order). */
export const restKeyOf = (orderUniqueId: string) => `rest:${orderUniqueId}`;
/** The request key of an operator's refund: the form's key, within the order. */
export const operatorKeyOf = (orderUniqueId: string, formKey: string) => `operator:${orderUniqueId}:${formKey}`;

/** Some of the order's payment is not asked back yet (refused refunds do not count). */
const somethingLeft = sql`${orders.totalPaise} > (select coalesce(sum(r.amount_paise), 0) from refunds r where r.order_id = ${orders.id} and r.status <> 'failed')`;

/**
 * The refund of the rest of an order (`refunds` left-joined on its key) is still to ask: never
 * asked, refused more than `refusedBefore` ago (while something is left to give back), or asked
 * without the gateway's answer since before `unansweredBefore`.
 */
const refundStillToAsk = (q: { refusedBefore: Date; unansweredBefore: Date }) =>
  or(
    and(isNull(refunds.id), somethingLeft),
    and(eq(refunds.status, 'failed'), lt(refunds.updatedAt, q.refusedBefore), somethingLeft),
    and(eq(refunds.status, 'pending'), isNull(refunds.gatewayRefundId), lt(refunds.updatedAt, q.unansweredBefore)),
  );
/** Joins an order's refund of the rest, if it has one. */
const restOfOrder = and(eq(refunds.orderId, orders.id), eq(refunds.requestKey, sql`'rest:' || ${orders.uniqueId}`));

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

/** The refund asked under this request key (see refunds.requestKey), if any. */
export async function refundByKey(db: Db, requestKey: string) {
  const [row] = await db.select(refundColumns).from(refunds).where(eq(refunds.requestKey, requestKey));
  return row;
}

/** The order's newest refund, of any status. */
export async function latestRefundOf(db: Db, orderId: number) {
  const [row] = await db
    .select(refundColumns)
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(desc(refunds.id))
    .limit(1);
  return row;
}

/** What an order's refunds come to: asked (every one not failed) and processed, in paise. */
export async function refundedOfOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      askedPaise: sql<number>`coalesce(sum(${refunds.amountPaise}) filter (where ${refunds.status} <> 'failed'), 0)::int`,
      processedPaise: sql<number>`coalesce(sum(${refunds.amountPaise}) filter (where ${refunds.status} = 'processed'), 0)::int`,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return { askedPaise: row?.askedPaise ?? 0, processedPaise: row?.processedPaise ?? 0 };
}

/** A refund to ask: of an amount, or of all that is left of the payment ('rest'). */
export interface RefundAsk {
  orderId: number;
  requestKey: string;
  amountPaise: number | 'rest';
  /** A refused refund of this key is asked anew, for what is left now (the rest's); else it stays refused. */
  retryRefused: boolean;
  /** The gateway's idempotency key for a new request to it. */
  newKey: string;
  now: Date;
  leaseStartedBefore: Date;
}

/**
 * The outcome of asking for a refund: `claimed` (this caller asks the gateway: a new row or a refused
 * rest asked anew — `fresh`, a new request — or an unanswered one past its lease, with its key), `asked` (the refund of this
 * key as it stands: in flight with another caller, or settled), `nothingLeft` (the payment's
 * refunds already come to all of it), `tooMuch` (more than is left). `leftPaise` is what was left
 * to refund before this ask.
 */
export type RefundClaim =
  | { kind: 'claimed'; refund: RefundRow; fresh: boolean; leftPaise: number }
  | { kind: 'asked'; refund: RefundRow; leftPaise: number }
  | { kind: 'nothingLeft'; leftPaise: 0 }
  | { kind: 'tooMuch'; leftPaise: number };

/**
 * Claims a refund for this caller, in its transaction (a savepoint when `db` is one). The order's
 * row is locked first: two refunds of one payment asked at once are decided one after the other,
 * so what they ask never comes to more than was paid (the trigger of migration 0035 refuses it
 * anyway). A refused refund stays refused unless `retryRefused` (the rest's: asked anew for what
 * is left now, with a new idempotency key); an operator's next try comes with a new key.
 */
export function claimRefund(db: Db, ask: RefundAsk): Promise<RefundClaim> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ totalPaise: orders.totalPaise })
      .from(orders)
      .where(eq(orders.id, ask.orderId))
      .for('update');
    const { askedPaise } = await refundedOfOrder(tx, ask.orderId);
    const leftPaise = Math.max(0, (order?.totalPaise ?? 0) - askedPaise);
    const existing = await refundByKey(tx, ask.requestKey);
    if (existing) {
      const again = await claimAgain(tx, existing, ask, leftPaise);
      // A refused refund asked anew is a new request (a new amount and key); an unanswered one, the same.
      if (again) return { kind: 'claimed', refund: again, fresh: existing.status === 'failed', leftPaise };
      if (existing.status === 'failed' && ask.retryRefused && leftPaise === 0) {
        return { kind: 'nothingLeft', leftPaise: 0 };
      }
      return { kind: 'asked', refund: existing, leftPaise };
    }
    if (leftPaise === 0) return { kind: 'nothingLeft', leftPaise: 0 };
    const amountPaise = ask.amountPaise === 'rest' ? leftPaise : ask.amountPaise;
    if (amountPaise > leftPaise) return { kind: 'tooMuch', leftPaise };
    const [inserted] = await tx
      .insert(refunds)
      .values({
        orderId: ask.orderId,
        amountPaise,
        requestKey: ask.requestKey,
        idempotencyKey: ask.newKey,
        createdAt: ask.now,
        updatedAt: ask.now,
      })
      .returning(refundColumns);
    if (!inserted) throw new Error('refund insert returned nothing');
    return { kind: 'claimed', refund: inserted, fresh: true, leftPaise };
  });
}

/**
 * The refund of this key claimed once more: a refused rest, for what is left now with a new key;
 * or one asked without the gateway's answer for longer than the lease, with the same key (the
 * gateway answers with the refund it may already have made). Undefined otherwise.
 */
async function claimAgain(tx: Db, existing: RefundRow, ask: RefundAsk, leftPaise: number) {
  if (existing.status === 'failed' && ask.retryRefused && leftPaise > 0) {
    const [row] = await tx
      .update(refunds)
      .set({
        status: 'pending',
        amountPaise: leftPaise,
        idempotencyKey: ask.newKey,
        failureReason: null,
        updatedAt: ask.now,
      })
      .where(and(eq(refunds.id, existing.id), eq(refunds.status, 'failed')))
      .returning(refundColumns);
    return row;
  }
  if (existing.status !== 'pending' || existing.gatewayRefundId !== null) return undefined;
  const [stale] = await tx
    .update(refunds)
    .set({ updatedAt: ask.now })
    .where(
      and(
        eq(refunds.id, existing.id),
        eq(refunds.status, 'pending'),
        isNull(refunds.gatewayRefundId),
        lt(refunds.updatedAt, ask.leaseStartedBefore),
      ),
    )
    .returning(refundColumns);
  return stale;
}

/**
 * Refunds asked of the gateway that never had its answer, past the lease, of any kind but the
 * rest of a cancel (its cancel is asked again by the parent or the clinic, who then free the
 * slot): an operator's, sent again with their key by the refund job (at least once).
 */
export async function unansweredRefunds(db: Db, q: { unansweredBefore: Date; limit: number }) {
  return db
    .select({ refund: refundColumns, order: paidOrderColumns })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.gatewayRefundId),
        lt(refunds.updatedAt, q.unansweredBefore),
        like(refunds.requestKey, 'operator:%'),
      ),
    )
    .orderBy(refunds.id)
    .limit(q.limit);
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
    .leftJoin(refunds, restOfOrder)
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
    .leftJoin(refunds, restOfOrder)
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
