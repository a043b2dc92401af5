import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// The consultation an order pays for: a foreign key only (the table is the consultations module's).
import { consultationRef } from '../../modules/consultations/consultations.schema';
import { memberOwned } from './accounts';
import { createdAt, identity, inList, requiredRef, updatedAt } from './columns';

export const ORDER_STATUSES = ['pending', 'Success', 'Failure', 'Aborted', 'Refund'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_GATEWAYS = ['sandbox', 'razorpay', 'none'] as const;

/** An order pays for one held consultation; amounts in paise, recomputed by the server. */
export const orders = pgTable(
  'orders',
  {
    id: identity(),
    /** The spec's `uniqueId`: random, so it cannot be guessed from another order's. */
    uniqueId: text('unique_id').notNull(),
    ...memberOwned(),
    consultationId: consultationRef(),
    amountPaise: integer('amount_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    gateway: text('gateway', { enum: ORDER_GATEWAYS }).notNull(),
    gatewayOrderId: text('gateway_order_id'),
    transactionId: text('transaction_id').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_unique_id_uq').on(t.uniqueId),
    // One open order per held consultation: asking again returns it (idempotent Add2Cart).
    uniqueIndex('orders_pending_per_consultation_uq').on(t.consultationId).where(sql`status = 'pending'`),
    index('orders_account_idx').on(t.accountId),
    index('orders_gateway_order_idx').on(t.gatewayOrderId),
    check('orders_amounts_ck', sql`amount_paise >= 0 and gst_paise >= 0 and discount_paise >= 0 and total_paise >= 0`),
    check('orders_status_ck', inList('status', ORDER_STATUSES)),
    check('orders_gateway_ck', inList('gateway', ORDER_GATEWAYS)),
  ],
);

/** A refund's life at the gateway: asked (pending), money on its way back (processed), or refused (failed). */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The money of one paid order going back to the parent. At most one per order (the unique index):
 * ten replays of a cancel race for that one row, and only the one that inserted it asks the
 * gateway. The idempotency key is sent to the gateway with every attempt, so a retry after a lost
 * answer returns the same refund instead of a second one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: identity(),
    orderId: requiredRef('order_id', () => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The gateway's id of the refund ('rfnd_…', or the sandbox's), once it accepted it. */
    gatewayRefundId: text('gateway_refund_id'),
    /** Why the gateway refused it, as it said (shown to nobody but the log and support). */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_order_uq').on(t.orderId),
    uniqueIndex('refunds_idempotency_key_uq').on(t.idempotencyKey),
    index('refunds_gateway_refund_idx').on(t.gatewayRefundId),
    check('refunds_amount_ck', sql`amount_paise > 0`),
    check('refunds_status_ck', inList('status', REFUND_STATUSES)),
  ],
);
