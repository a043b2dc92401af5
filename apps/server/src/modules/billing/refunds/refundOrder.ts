import { randomUUID } from 'node:crypto';
import { messages } from '@app/contract/messages';
import { AppError, conflict } from '../../../lib/errors';
import { GatewayError, type RefundAnswer } from '../../../providers/payments';
import * as repo from './refunds.repo';
import type { RefundsServiceDeps } from './refunds.service';

/** What asking for a refund needs: the database, the clock, the gateways, the log (no other module). */
export type RefundOrderDeps = Pick<RefundsServiceDeps, 'db' | 'now' | 'gateways' | 'log'>;
export type Refund = repo.RefundRow;

/** How long an unanswered refund request is left to its caller before another may send it again (same key). */
export const REFUND_LEASE_MS = 60_000;
/** How long a refused refund of a late payment waits before the job asks again (a new key). */
export const REFUSED_RETRY_MS = 60 * 60_000;

function gatewayOf(deps: RefundOrderDeps, order: repo.PaidOrder) {
  if (order.gateway === 'sandbox') return deps.gateways.sandbox;
  if (order.gateway === 'razorpay' && deps.gateways.razorpay) return deps.gateways.razorpay;
  return undefined;
}

/**
 * Asks the gateway for the order's one refund. `claimed: false` when another request holds it
 * or it is settled (the refund as it stands); a gateway that gave no answer leaves it pending
 * for a retry with the same key (thrown as 409 with what to do).
 */
export async function refundOrder(
  deps: RefundOrderDeps,
  order: repo.PaidOrder,
  /** Part of the payment (an operator's partial refund); the whole of it by default. */
  amountPaise = order.totalPaise,
): Promise<{ claimed: boolean; refund?: Refund }> {
  const now = deps.now();
  const claimed = await repo.claimRefund(deps.db, {
    orderId: order.id,
    amountPaise,
    newKey: `refund-${order.uniqueId}-${randomUUID().slice(0, 8)}`,
    now,
    leaseStartedBefore: new Date(now.getTime() - REFUND_LEASE_MS),
  });
  if (!claimed) return { claimed: false, refund: await repo.refundOfOrder(deps.db, order.id) };
  const gateway = gatewayOf(deps, order);
  let answer: RefundAnswer;
  try {
    if (!gateway) throw new GatewayError(`no ${order.gateway} gateway configured for the refund`);
    answer = await gateway.refund({
      paymentId: order.transactionId,
      amountPaise: claimed.amountPaise,
      idempotencyKey: claimed.idempotencyKey,
    });
  } catch (e) {
    if (!(e instanceof GatewayError)) throw e;
    deps.log.error({ err: e, order: order.uniqueId }, 'refund unanswered: left pending for a retry');
    throw conflict(messages.refundUnreachable);
  }
  if (!answer.accepted) {
    deps.log.warn({ order: order.uniqueId, reason: answer.reason }, 'gateway refused the refund');
    await repo.settleRefund(deps.db, { id: claimed.id }, 'failed', deps.now(), { failureReason: answer.reason });
    throw conflict(messages.refundRefused);
  }
  const settled = await repo.settleRefundWithNote(deps.db, { id: claimed.id }, answer.status, deps.now(), {
    gatewayRefundId: answer.gatewayRefundId,
  });
  return { claimed: true, refund: settled };
}

/**
 * An order paid after its slot went to someone else (marked Refund by the payment): its money
 * goes back the same way. Never throws for the gateway: the order stays 'Refund' and its refund
 * failed or pending, for a retry.
 */
export async function refundLatePayment(deps: RefundOrderDeps, consultationId: number) {
  const order = await repo.paidOrderFor(deps.db, consultationId);
  if (order?.status !== 'Refund' || order.totalPaise === 0) return undefined;
  try {
    return (await refundOrder(deps, order)).refund;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return repo.refundOfOrder(deps.db, order.id);
  }
}

/**
 * The refunds the job asks for again: payments that came after their slot was taken (orders
 * marked Refund) whose refund was never asked (orders marked before refunds existed), was refused
 * more than REFUSED_RETRY_MS ago, or went unanswered past the lease. A few at a time; returns how
 * many were accepted.
 */
export async function refundDueLatePayments(deps: RefundOrderDeps, batch = 20) {
  const now = deps.now().getTime();
  const due = await repo.lateRefundsDue(deps.db, {
    refusedBefore: new Date(now - REFUSED_RETRY_MS),
    unansweredBefore: new Date(now - REFUND_LEASE_MS),
    limit: batch,
  });
  let accepted = 0;
  for (const consultationId of due) {
    const refund = await refundLatePayment(deps, consultationId);
    if (refund?.gatewayRefundId) accepted += 1;
  }
  return accepted;
}
