import type { Db } from '../../../db/client';
import type { ReceiptKind } from '../../../db/schema';
import { localDate } from '../../../lib/time';
import { receiptNumber, seriesOf } from './numbering';
import * as repo from './receipts.repo';

/** Who issues the documents (config RECEIPT_ISSUER_*). */
export interface Issuer {
  name: string;
  address: string;
  gstin: string | null;
}

/** Outside production a stand-in names the issuer (config requires the real one in production). */
export function issuerOf(config: {
  RECEIPT_ISSUER_NAME?: string;
  RECEIPT_ISSUER_ADDRESS?: string;
  RECEIPT_ISSUER_GSTIN?: string;
}): Issuer {
  return {
    name: config.RECEIPT_ISSUER_NAME ?? 'Child Health (development: set RECEIPT_ISSUER_NAME)',
    address: config.RECEIPT_ISSUER_ADDRESS ?? 'No address (development: set RECEIPT_ISSUER_ADDRESS)',
    gstin: config.RECEIPT_ISSUER_GSTIN ?? null,
  };
}

/** What a receipt says about what was bought and who paid, gathered before its transaction. */
export interface PaidFor {
  description: string;
  payerName: string;
  payerPhone: string;
  doctorName: string | null;
  doctorRegistration: string | null;
  clinicName: string | null;
  clinicAddress: string | null;
}

interface Order {
  id: number;
  accountId: number;
  memberId: number;
  amountPaise: number;
  gstPaise: number;
  discountPaise: number;
  totalPaise: number;
}

async function issue(tx: Db, kind: ReceiptKind, row: repo.ReceiptInsert) {
  const series = seriesOf(kind, localDate(row.issuedAt));
  const number = receiptNumber(series, await repo.nextInSeries(tx, series));
  await repo.insertReceipt(tx, { ...row, number });
  return number;
}

/** The receipt of an order just paid: in the transaction that records the payment (once per order). */
export function issueReceipt(
  tx: Db,
  a: { order: Order; paidFor: PaidFor; issuer: Issuer; gstPercent: number; now: Date },
) {
  const { order, paidFor, issuer } = a;
  return issue(tx, 'receipt', {
    kind: 'receipt',
    accountId: order.accountId,
    memberId: order.memberId,
    orderId: order.id,
    refundId: null,
    issuedAt: a.now,
    ...paidFor,
    amountPaise: order.amountPaise,
    gstPaise: order.gstPaise,
    discountPaise: order.discountPaise,
    totalPaise: order.totalPaise,
    gstPercent: a.gstPercent,
    issuerName: issuer.name,
    issuerAddress: issuer.address,
    issuerGstin: issuer.gstin,
  });
}

/**
 * The credit note of a refund that went through: what the order's receipt said, for the amount
 * returned. Its GST is the receipt's in proportion to all returned so far, less the earlier credit
 * notes' (a payment returned in parts: the notes' GST adds up to the receipt's, never a paisa
 * apart). In the transaction that records the refund as processed; nothing when it has one
 * already, or when the order has no receipt (paid before receipts were issued).
 */
export async function issueCreditNote(tx: Db, refund: { id: number; orderId: number; amountPaise: number }, now: Date) {
  if (await repo.hasCreditNote(tx, refund.id)) return undefined;
  const receipt = await repo.receiptOfOrder(tx, refund.orderId);
  if (!receipt) return undefined;
  const earlier = await repo.creditedOfOrder(tx, refund.orderId);
  const returned = earlier.totalPaise + refund.amountPaise;
  const gstSoFar = receipt.totalPaise === 0 ? 0 : Math.round((receipt.gstPaise * returned) / receipt.totalPaise);
  const gstPaise = Math.min(refund.amountPaise, Math.max(0, gstSoFar - earlier.gstPaise));
  const { id: _id, number: _number, ...said } = receipt;
  return issue(tx, 'credit_note', {
    ...said,
    kind: 'credit_note',
    refundId: refund.id,
    issuedAt: now,
    gstPaise,
    discountPaise: 0,
    amountPaise: refund.amountPaise - gstPaise,
    totalPaise: refund.amountPaise,
  });
}
