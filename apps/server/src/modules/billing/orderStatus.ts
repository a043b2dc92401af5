import type { OrderStatus } from '../../db/schema';
import { priceWithGst } from '../../lib/money';

/**
 * Which gateway results may change an order. A late success after a failure or a cancel is
 * honoured (the gateway took the money); a success is final; replays are no-ops. An order
 * cancelled on the gateway's page goes back to pending when the parent resumes it while the hold
 * lasts (billing.repo `reopenAbortedOrder`), so a hold is paid through one order only.
 */
const allowed: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['Success', 'Failure', 'Aborted'],
  Failure: ['Success'],
  Aborted: ['Success', 'pending'],
  Success: [],
  Refund: [],
};

export type Transition = 'apply' | 'same' | 'refused';

export function transition(from: OrderStatus, to: OrderStatus): Transition {
  if (from === to || (from === 'Refund' && to === 'Success')) return 'same';
  return allowed[from].includes(to) ? 'apply' : 'refused';
}

/** The spec's cartStatus: 1 while pending, else the status name. */
export const cartStatusOf = (status: OrderStatus) => (status === 'pending' ? (1 as const) : status);

export { toPaise, toRupees } from '../../lib/money';

/** Consultations are GST-exempt (healthcare services) and carry no discount unless configured. */
export const consultationPrice = priceWithGst;
