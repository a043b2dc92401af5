import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
// The consultation an order pays for: a foreign key only (the table is the consultations module's).
import { consultationRef } from '../../modules/consultations/consultations.schema';
import { memberOwned } from './accounts';
import { createdAt, identity, inList, updatedAt } from './columns';

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
