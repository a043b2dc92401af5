import { randomUUID } from 'node:crypto';
import { messages } from '@app/contract/messages';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { GatewayError, type Gateways } from '../../../providers/payments';
import type { RefundAnswer } from '../../../providers/payments/types';
import type { Session } from '../../auth';
import { forgetListings } from '../../catalog';
import { type ConsultationsService, checkChangeAllowed, TransitionRefused } from '../../consultations';
import * as repo from './refunds.repo';

export interface RefundsServiceDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'CANCELLATION_CUTOFF_MINUTES' | 'CALL_AGENT_NUMBER'>;
  gateways: Gateways;
  consultations: Pick<ConsultationsService, 'ownForChange' | 'cancel' | 'markRefunded'>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** How long an unanswered refund request is left to its caller before another may send it again (same key). */
export const REFUND_LEASE_MS = 60_000;

export type Refund = repo.RefundRow;
export type CancelOutcome = {
  consultationId: number;
  /** cancelled; refunded once the money went back; booked while another request's refund is in flight. */
  status: 'booked' | 'cancelled' | 'refunded';
  refund?: Refund;
};

/**
 * Refunds: the money of a paid order goes back through the order's own gateway, once. A parent's
 * cancel asks for the refund first and frees the slot only when the gateway accepted it, so a
 * refused refund leaves the consultation booked.
 */
export function refundsServiceFactory(deps: RefundsServiceDeps) {
  function gatewayOf(order: repo.PaidOrder) {
    if (order.gateway === 'sandbox') return deps.gateways.sandbox;
    if (order.gateway === 'razorpay' && deps.gateways.razorpay) return deps.gateways.razorpay;
    return undefined;
  }

  /**
   * Asks the gateway for the order's one refund. `claimed: false` when another request holds it
   * or it is settled (the refund as it stands); a gateway that gave no answer leaves it pending
   * for a retry with the same key (thrown as 409 with what to do).
   */
  async function refundOrder(order: repo.PaidOrder): Promise<{ claimed: boolean; refund?: Refund }> {
    const now = deps.now();
    const claimed = await repo.claimRefund(deps.db, {
      orderId: order.id,
      amountPaise: order.totalPaise,
      newKey: `refund-${order.uniqueId}-${randomUUID().slice(0, 8)}`,
      now,
      leaseStartedBefore: new Date(now.getTime() - REFUND_LEASE_MS),
    });
    if (!claimed) return { claimed: false, refund: await repo.refundOfOrder(deps.db, order.id) };
    const gateway = gatewayOf(order);
    let answer: RefundAnswer;
    try {
      if (!gateway) throw new GatewayError(`no ${order.gateway} gateway configured for the refund`);
      answer = await gateway.refund({
        paymentId: order.transactionId,
        amountPaise: order.totalPaise,
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
    const settled = await repo.settleRefund(deps.db, { id: claimed.id }, answer.status, deps.now(), {
      gatewayRefundId: answer.gatewayRefundId,
    });
    return { claimed: true, refund: settled };
  }

  /** Moves the consultation on after its refund was accepted; the money has gone, so a refused move is only logged. */
  async function closeConsultation(consultationId: number, refund: Refund | undefined) {
    try {
      await deps.consultations.cancel(consultationId);
      // The freed slot shows in the listings at once, not after the cache's second.
      forgetListings(deps.db);
      if (refund?.status === 'processed') await deps.consultations.markRefunded(consultationId);
    } catch (e) {
      if (!(e instanceof TransitionRefused)) throw e;
      deps.log.error({ consultationId, from: e.from }, 'refunded, but the consultation could not be cancelled');
    }
  }

  /**
   * The parent cancels their booked consultation until the cut-off: a full refund, and the slot
   * free at once. Asked again (or ten times at once), it answers with the one refund.
   */
  async function cancel(session: Session, consultationId: number): Promise<CancelOutcome> {
    const c = await deps.consultations.ownForChange(session.account.accountId, consultationId);
    if (!c) throw notFound(messages.consultationNotFound);
    const order = await repo.paidOrderFor(deps.db, c.id);
    const refundNow = async () => (order ? await repo.refundOfOrder(deps.db, order.id) : undefined);
    if (c.status === 'cancelled' || c.status === 'refunded') {
      return { consultationId: c.id, status: c.status, refund: await refundNow() };
    }
    if (c.status !== 'booked') throw conflict(messages.cancelNotBooked);
    checkChangeAllowed(c, deps.now(), deps.config);
    if (!order || order.totalPaise === 0) {
      // A free follow up: nothing to give back.
      await closeConsultation(c.id, undefined);
      return { consultationId: c.id, status: 'cancelled' };
    }
    const { claimed, refund } = await refundOrder(order);
    if (!claimed) return { consultationId: c.id, status: refund?.gatewayRefundId ? 'cancelled' : 'booked', refund };
    await closeConsultation(c.id, refund);
    return { consultationId: c.id, status: refund?.status === 'processed' ? 'refunded' : 'cancelled', refund };
  }

  /**
   * An order paid after its slot went to someone else (marked Refund by the payment): its money
   * goes back the same way. Never throws for the gateway: the order stays 'Refund' and its refund
   * failed or pending, for a retry.
   */
  async function refundLatePayment(consultationId: number) {
    const order = await repo.paidOrderFor(deps.db, consultationId);
    if (order?.status !== 'Refund' || order.totalPaise === 0) return undefined;
    try {
      return (await refundOrder(order)).refund;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return repo.refundOfOrder(deps.db, order.id);
    }
  }

  /**
   * Razorpay's refund webhooks: a normal refund accepted as pending is processed (or failed) days
   * later. A processed refund of a cancelled consultation makes it refunded. Unknown ids are ignored.
   */
  async function gatewayRefundSettled(gatewayRefundId: string, to: 'processed' | 'failed') {
    const refund = await repo.settleRefund(deps.db, { gatewayRefundId }, to, deps.now());
    if (!refund) return false;
    if (to === 'failed') {
      deps.log.error({ refund: refund.id }, 'the gateway reports a refund failed after accepting it');
      return true;
    }
    const consultationId = await repo.consultationOfOrder(deps.db, refund.orderId);
    if (consultationId !== undefined) {
      try {
        await deps.consultations.markRefunded(consultationId);
      } catch (e) {
        if (!(e instanceof TransitionRefused)) throw e;
      }
    }
    return true;
  }

  return {
    cancel,
    refundLatePayment,
    gatewayRefundSettled,
    refundsOf: (session: Session) => repo.refundsOfAccount(deps.db, session.account.accountId),
  };
}
export type RefundsService = ReturnType<typeof refundsServiceFactory>;
