import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// The consultation an order pays for: a foreign key only (the table is the consultations module's).
import { consultations } from '../../modules/consultations/consultations.schema';
// The plan an order may buy instead: likewise the plans module's table.
import { planRef } from '../../modules/plans/plans.schema';
import { memberOwned } from './accounts';
import { createdAt, identity, inList, optionalRef, requiredRef, updatedAt } from './columns';

export const ORDER_STATUSES = ['pending', 'Success', 'Failure', 'Aborted', 'Refund'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_GATEWAYS = ['sandbox', 'razorpay', 'none'] as const;
export type OrderGateway = (typeof ORDER_GATEWAYS)[number];
/** A consultation a care plan pays for: one of the month's, or one of the period's follow-ups. */
export const ORDER_PLAN_BENEFITS = ['consultation', 'follow_up'] as const;

/**
 * An order pays for one held consultation or one care plan (exactly one of the two, the CHECK
 * below); amounts in paise, recomputed by the server.
 */
export const orders = pgTable(
  'orders',
  {
    id: identity(),
    /** The spec's `uniqueId`: random, so it cannot be guessed from another order's. */
    uniqueId: text('unique_id').notNull(),
    ...memberOwned(),
    consultationId: integer('consultation_id').references(() => consultations.id),
    planId: planRef(),
    /** Set when the account's plan paid for this consultation (its discount is the whole price). */
    planBenefit: text('plan_benefit', { enum: ORDER_PLAN_BENEFITS }),
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
    // One open order per account and plan: a second tap on 'Buy' pays the same order, never twice.
    uniqueIndex('orders_pending_per_plan_uq')
      .on(t.accountId, t.planId)
      .where(sql`status = 'pending' and plan_id is not null`),
    check('orders_pays_for_one_ck', sql`(consultation_id is null) <> (plan_id is null)`),
    check('orders_plan_benefit_ck', inList('plan_benefit', ORDER_PLAN_BENEFITS)),
    index('orders_benefit_idx').on(t.accountId, t.planBenefit, t.createdAt).where(sql`plan_benefit is not null`),
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
 * Money of one paid order going back to the parent. An order may have several (an operator's
 * partial refunds, then a cancel's refund of the rest), and what they ask never exceeds what was
 * paid: a refund that is not failed counts, and a trigger (migration 0035) checks the sum under a
 * lock of the order's row. Each is asked under a request key (`requestKey`), so ten replays of a
 * cancel, or a double click, race for one row and only the one that inserted it asks the gateway.
 * The idempotency key is sent to the gateway with every attempt, so a retry after a lost answer
 * returns the same refund instead of a second one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: identity(),
    orderId: requiredRef('order_id', () => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * What the refund was asked as: 'rest:<order uniqueId>' for the refund of all that is left of
     * the payment (a parent's or the clinic's cancel, a late payment, an unserved place: one per
     * order, asked again with a new idempotency key when the gateway refused it), or
     * 'operator:<order uniqueId>:<the form's key>' for an operator's refund.
     */
    requestKey: text('request_key').notNull(),
    /** The gateway's id of the refund ('rfnd_…', or the sandbox's), once it accepted it. */
    gatewayRefundId: text('gateway_refund_id'),
    /** Why the gateway refused it, as it said (shown to nobody but the log and support). */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_request_key_uq').on(t.requestKey),
    uniqueIndex('refunds_idempotency_key_uq').on(t.idempotencyKey),
    index('refunds_gateway_refund_idx').on(t.gatewayRefundId),
    check('refunds_amount_ck', sql`amount_paise > 0`),
    check('refunds_status_ck', inList('status', REFUND_STATUSES)),
  ],
);

/** A receipt for money received, or a credit note for money returned (a refund). */
export const RECEIPT_KINDS = ['receipt', 'credit_note'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/**
 * The last number given in each series ('RCT/2026-27', 'CN/2026-27': a kind and an Indian
 * financial year). Taken with `update … returning` in the transaction that issues the document,
 * so a rolled-back payment gives its number back: the numbers have no gaps.
 */
export const receiptCounters = pgTable('receipt_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A receipt or credit note as issued: what it says is copied in when it is issued (the payer, the
 * doctor and registration number, the issuer), so a later change elsewhere never rewrites it.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: identity(),
    /** 'RCT/2026-27/000123': its series and its number in it. */
    number: text('number').notNull(),
    kind: text('kind', { enum: RECEIPT_KINDS }).notNull(),
    ...memberOwned(),
    orderId: requiredRef('order_id', () => orders.id),
    refundId: optionalRef('refund_id', () => refunds.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    payerName: text('payer_name').notNull(),
    payerPhone: text('payer_phone').notNull(),
    doctorName: text('doctor_name'),
    doctorRegistration: text('doctor_registration'),
    /** The clinic the doctor practises at (none for a place in the on-duty queue). */
    clinicName: text('clinic_name'),
    clinicAddress: text('clinic_address'),
    amountPaise: integer('amount_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    gstPercent: numeric('gst_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    issuerName: text('issuer_name').notNull(),
    issuerAddress: text('issuer_address').notNull(),
    issuerGstin: text('issuer_gstin'),
  },
  (t) => [
    uniqueIndex('receipts_number_uq').on(t.number),
    // One receipt per paid order, one credit note per refund.
    uniqueIndex('receipts_order_receipt_uq').on(t.orderId).where(sql`kind = 'receipt'`),
    uniqueIndex('receipts_refund_uq').on(t.refundId),
    index('receipts_account_idx').on(t.accountId),
    check('receipts_kind_ck', inList('kind', RECEIPT_KINDS)),
    check(
      'receipts_amounts_ck',
      sql`amount_paise >= 0 and gst_paise >= 0 and discount_paise >= 0 and total_paise >= 0`,
    ),
  ],
);
