import type { ReceiptKind } from '../../../db/schema';

const PREFIX: Record<ReceiptKind, string> = { receipt: 'RCT', credit_note: 'CN' };

/**
 * India's financial year of a date in India ('yyyy-MM-dd'): April to March, written '2026-27'.
 * Receipts are numbered afresh each financial year, as GST invoices are.
 */
export function financialYearOf(indianDate: string): string {
  const year = Number(indianDate.slice(0, 4));
  const month = Number(indianDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The series a document of this kind issued on this Indian date is numbered in: 'RCT/2026-27'. */
export const seriesOf = (kind: ReceiptKind, indianDate: string) => `${PREFIX[kind]}/${financialYearOf(indianDate)}`;

/** The printed number: the series and the number in it, six digits at least ('RCT/2026-27/000042'). */
export const receiptNumber = (series: string, n: number) => `${series}/${String(n).padStart(6, '0')}`;
