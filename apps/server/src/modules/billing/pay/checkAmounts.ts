import { messages } from '@app/contract/messages';
import { badRequest } from '../../../lib/errors';
import type { consultationPrice } from '../orderStatus';

/** The amounts an Add2Cart line carries, in paise, under the spec's field names. */
export interface SentAmounts {
  Amount: number;
  Tariff: number;
  detailAmount: number;
  GST: number;
  Disc: number;
  Disc1: number;
  Total: number;
}

/**
 * The server's own price must equal every amount the app sent (else 400 'Amount mismatch' on the
 * first field that differs): the app never sets what the parent pays.
 */
export function checkAmounts(sent: SentAmounts, price: ReturnType<typeof consultationPrice>) {
  const ours: SentAmounts = {
    Amount: price.amount,
    Tariff: price.amount,
    detailAmount: price.amount,
    GST: price.gst,
    Disc: price.discount,
    Disc1: price.discount,
    Total: price.total,
  };
  for (const key of Object.keys(ours) as (keyof SentAmounts)[]) {
    if (sent[key] !== ours[key]) throw badRequest(messages.amountMismatch, key === 'detailAmount' ? 'Amount' : key);
  }
}
