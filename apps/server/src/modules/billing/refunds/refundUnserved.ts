import { AppError } from '../../../lib/errors';
import { REFUND_LEASE_MS, REFUSED_RETRY_MS, type Refund, type RefundOrderDeps, refundOrder } from './refundOrder';
import * as repo from './refunds.repo';

/**
 * The system's own refunds of queue places nobody served (decision 0038): the place is already
 * cancelled by the queue's sweep (its claim), so there is no session and no cut-off; the money of
 * its paid order goes back like a parent's cancel, with the same idempotency. Returns the refunds
 * this caller asked and the gateway accepted: only their parents are told (an SMS at most once,
 * even with several processes sweeping). A refused or unanswered refund is logged and asked again
 * on a later sweep.
 */
export async function refundUnserved(
  deps: RefundOrderDeps,
  consultationIds: number[],
): Promise<{ consultationId: number; refund: Refund }[]> {
  const now = deps.now().getTime();
  const due = await repo.unrefundedOrdersOf(deps.db, consultationIds, {
    refusedBefore: new Date(now - REFUSED_RETRY_MS),
    unansweredBefore: new Date(now - REFUND_LEASE_MS),
  });
  const accepted: { consultationId: number; refund: Refund }[] = [];
  for (const order of due) {
    try {
      const { claimed, refund } = await refundOrder(deps, order);
      if (claimed && refund) accepted.push({ consultationId: order.consultationId, refund });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      deps.log.warn({ consultation: order.consultationId }, 'refund of an unserved queue place not accepted yet');
    }
  }
  return accepted;
}
