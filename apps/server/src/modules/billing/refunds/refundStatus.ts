import type { RefundStatus } from '../../../db/schema';

/**
 * A refund's states. Asked of the gateway it is pending; the gateway's acceptance makes it pending
 * (money on its way, Razorpay's normal refunds) or processed; its refusal makes it failed. A failed
 * refund may be asked again (pending, with a new idempotency key); processed is final. Razorpay's
 * webhook may report a pending refund failed later.
 */
const allowed: Record<RefundStatus, readonly RefundStatus[]> = {
  pending: ['processed', 'failed'],
  failed: ['pending'],
  processed: [],
};

export type RefundTransition = 'apply' | 'same' | 'refused';

export function refundTransition(from: RefundStatus, to: RefundStatus): RefundTransition {
  if (from === to) return 'same';
  return allowed[from].includes(to) ? 'apply' : 'refused';
}

/** The statuses a write to `to` may start from: the `status in (…)` of the conditional update. */
export const refundAllowedFrom = (to: RefundStatus) =>
  (Object.keys(allowed) as RefundStatus[]).filter((from) => allowed[from].includes(to));
