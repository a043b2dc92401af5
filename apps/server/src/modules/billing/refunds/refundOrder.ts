import { randomUUID } from 'node:crypto';
import { messages } from '@app/contract/messages';
import type { Db } from '../../../db/client';
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

/** The gateway took the refund: the money is on its way back (or back). */
export const isAccepted = (refund: Refund | undefined) =>
  refund !== undefined && refund.gatewayRefundId !== null && refund.status !== 'failed';

/**
 * Claims a refund of the order under `requestKey` in `db` — the caller's transaction, so its own
 * record of the request commits with the refund's row, or neither does (repo.claimRefund).
 */
export function claimRefund(
  deps: RefundOrderDeps,
  db: Db,
  order: repo.PaidOrder,
  ask: { requestKey: string; amountPaise: number | 'rest'; retryRefused: boolean },
) {
  const now = deps.now();
  return repo.claimRefund(db, {
    orderId: order.id,
    ...ask,
    newKey: `refund-${order.uniqueId}-${randomUUID().slice(0, 8)}`,
    now,
    leaseStartedBefore: new Date(now.getTime() - REFUND_LEASE_MS),
  });
}

/**
 * What the gateway made of a claimed refund: accepted (processed, with its credit note, or
 * pending with the gateway's id), refused (failed: nothing went back), or unanswered (left pending,
 * to be sent again with the same key).
 */
export type SendOutcome = { outcome: 'accepted' | 'refused' | 'unanswered'; refund: Refund };

/**
 * Asks the gateway for a claimed refund and records its answer. Called outside any transaction:
 * the request is committed first (with its record), so an answer that never comes loses nothing.
 */
export async function sendRefund(deps: RefundOrderDeps, order: repo.PaidOrder, claimed: Refund): Promise<SendOutcome> {
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
    deps.log.error(
      { err: e, order: order.uniqueId, refund: claimed.id },
      'refund unanswered: left pending for a retry',
    );
    return { outcome: 'unanswered', refund: claimed };
  }
  // A webhook may have settled it meanwhile: then the row as it stands.
  const asItStands = async () => (await repo.refundByKey(deps.db, claimed.requestKey)) ?? claimed;
  if (!answer.accepted) {
    deps.log.warn({ order: order.uniqueId, reason: answer.reason }, 'gateway refused the refund');
    const failed = await repo.settleRefund(deps.db, { id: claimed.id }, 'failed', deps.now(), {
      failureReason: answer.reason,
    });
    return { outcome: 'refused', refund: failed ?? (await asItStands()) };
  }
  const settled = await repo.settleRefundWithNote(deps.db, { id: claimed.id }, answer.status, deps.now(), {
    gatewayRefundId: answer.gatewayRefundId,
  });
  return { outcome: 'accepted', refund: settled ?? (await asItStands()) };
}

/**
 * Asks the gateway for all that is left of the order's payment (its refund of the rest: one per
 * order). `accepted` when the money is on its way back: this request's refund, an earlier one's,
 * or nothing left to give (the newest refund then). Not accepted: another request holds the refund
 * and has no answer yet. The gateway's refusal, or no answer, is thrown as 409 with what to do
 * (an unanswered refund stays pending, sent again with the same key).
 */
export async function refundOrder(
  deps: RefundOrderDeps,
  order: repo.PaidOrder,
): Promise<{ claimed: boolean; accepted: boolean; refund?: Refund }> {
  const claim = await claimRefund(deps, deps.db, order, {
    requestKey: repo.restKeyOf(order.uniqueId),
    amountPaise: 'rest',
    retryRefused: true,
  });
  if (claim.kind === 'nothingLeft' || claim.kind === 'tooMuch') {
    return { claimed: false, accepted: true, refund: await repo.latestRefundOf(deps.db, order.id) };
  }
  if (claim.kind === 'asked') return { claimed: false, accepted: isAccepted(claim.refund), refund: claim.refund };
  const sent = await sendRefund(deps, order, claim.refund);
  if (sent.outcome === 'unanswered') throw conflict(messages.refundUnreachable);
  if (sent.outcome === 'refused') throw conflict(messages.refundRefused);
  return { claimed: true, accepted: true, refund: sent.refund };
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
    return repo.refundByKey(deps.db, repo.restKeyOf(order.uniqueId));
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

/**
 * Operators' refunds asked of the gateway whose answer never came (the request and its audit record
 * are committed before the gateway is called): sent again past the lease with their own key, so the
 * gateway makes each at most once however often it is asked. A few at a time; returns how many the
 * gateway accepted.
 */
export async function resendUnansweredRefunds(deps: RefundOrderDeps, batch = 20) {
  const now = deps.now();
  const due = await repo.unansweredRefunds(deps.db, {
    unansweredBefore: new Date(now.getTime() - REFUND_LEASE_MS),
    limit: batch,
  });
  let accepted = 0;
  for (const { refund, order } of due) {
    // Claimed again first (a lease): of several processes sweeping, one sends it.
    const claim = await claimRefund(deps, deps.db, order, {
      requestKey: refund.requestKey,
      amountPaise: refund.amountPaise,
      retryRefused: false,
    });
    if (claim.kind !== 'claimed') continue;
    const sent = await sendRefund(deps, order, claim.refund);
    if (sent.outcome === 'accepted') accepted += 1;
  }
  return accepted;
}
