import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { receiptCounters, receipts } from '../../../db/schema';
import { ERASED } from '../../../lib/erasure';

export type ReceiptInsert = Omit<typeof receipts.$inferInsert, 'id' | 'number'>;
export type ReceiptRow = typeof receipts.$inferSelect;

/**
 * The next number of a series, counted in the caller's transaction: the counter's row stays locked
 * until it commits (the next document waits) and a rollback gives the number back.
 */
export async function nextInSeries(tx: Db, series: string): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ series, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.series, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  if (!row) throw new Error('receipt counter returned nothing');
  return row.last;
}

export async function insertReceipt(tx: Db, row: ReceiptInsert & { number: string }) {
  await tx.insert(receipts).values(row);
}

/** The receipt of a paid order (a credit note copies what it says). */
export async function receiptOfOrder(tx: Db, orderId: number) {
  const [row] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.orderId, orderId), eq(receipts.kind, 'receipt')));
  return row;
}

export async function hasCreditNote(tx: Db, refundId: number) {
  const [row] = await tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.refundId, refundId));
  return row !== undefined;
}

/** What the credit notes of an order's refunds returned so far, and their GST, in paise. */
export async function creditedOfOrder(tx: Db, orderId: number) {
  const [row] = await tx
    .select({
      totalPaise: sql<number>`coalesce(sum(${receipts.totalPaise}), 0)::int`,
      gstPaise: sql<number>`coalesce(sum(${receipts.gstPaise}), 0)::int`,
    })
    .from(receipts)
    .where(and(eq(receipts.orderId, orderId), eq(receipts.kind, 'credit_note')));
  return { totalPaise: row?.totalPaise ?? 0, gstPaise: row?.gstPaise ?? 0 };
}

/** The account's receipts and credit notes, newest first. */
export function receiptsOfAccount(db: Db, accountId: number) {
  return db
    .select()
    .from(receipts)
    .where(eq(receipts.accountId, accountId))
    .orderBy(desc(receipts.issuedAt), desc(receipts.id));
}

/** One of the account's documents by its number; undefined for another account's. */
export async function findReceipt(db: Db, accountId: number, number: string) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.accountId, accountId), eq(receipts.number, number)));
  return row;
}

/**
 * Erasure: the account's receipts and credit notes are kept (GST law keeps tax records), with the
 * payer's name and number replaced; their numbers, dates, items and amounts stay as issued.
 */
export async function anonymisePayer(tx: Db, accountId: number) {
  const rows = await tx
    .update(receipts)
    .set({ payerName: ERASED, payerPhone: '' })
    .where(eq(receipts.accountId, accountId))
    .returning({ id: receipts.id });
  return { receipts: rows.length };
}
