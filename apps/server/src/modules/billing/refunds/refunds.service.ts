import { messages } from '@app/contract/messages';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { rupeesText } from '../../../lib/money';
import type { Gateways } from '../../../providers/payments';
import type { Session } from '../../auth';
import { type ConsultationsService, checkCancelAllowed, TransitionRefused } from '../../consultations';
import { type Refund, refundLatePayment, refundOrder } from './refundOrder';
import * as repo from './refunds.repo';

export interface RefundsServiceDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'CANCELLATION_CUTOFF_MINUTES' | 'CALL_AGENT_NUMBER'>;
  gateways: Gateways;
  consultations: Pick<ConsultationsService, 'ownForChange' | 'forBackOffice' | 'cancel' | 'markRefunded'>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export type { Refund } from './refundOrder';
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
  /**
   * Moves the consultation on once its refund was accepted: cancelled (the slot free), then
   * refunded when the money went back. Safe to repeat (a replay, or an earlier request that
   * stopped after the gateway's answer); the money has gone, so a move the lifecycle refuses (the
   * doctor started the call meanwhile) is logged for support, not thrown at the parent.
   */
  async function closeConsultation(consultationId: number, refund: Refund | undefined) {
    try {
      await deps.consultations.cancel(consultationId);
      if (refund?.status === 'processed') await deps.consultations.markRefunded(consultationId);
    } catch (e) {
      if (!(e instanceof TransitionRefused)) throw e;
      // Already refunded by a request that got here first: nothing left to do.
      if (e.from !== 'refunded') {
        deps.log.error({ consultationId, from: e.from }, 'refunded, but the consultation could not be cancelled');
      }
    }
  }

  const outcome = (consultationId: number, refund: Refund | undefined): CancelOutcome => ({
    consultationId,
    status: refund?.status === 'processed' ? 'refunded' : 'cancelled',
    refund,
  });

  /**
   * The parent cancels their booked consultation until the cut-off (a place in the queue: at any
   * time until a doctor takes it): a full refund, and the slot free at once. Asked again (or ten times at once), it answers with the one refund.
   */
  async function cancel(session: Session, consultationId: number): Promise<CancelOutcome> {
    const c = await deps.consultations.ownForChange(session.account.accountId, consultationId);
    if (!c) throw notFound(messages.consultationNotFound);
    const order = await repo.paidOrderFor(deps.db, c.id);
    const refundNow = async () => (order ? await repo.refundOfOrder(deps.db, order.id) : undefined);
    if (c.status === 'cancelled' || c.status === 'refunded') {
      return { consultationId: c.id, status: c.status, refund: await refundNow() };
    }
    // A place in the queue that a doctor took (the call may be under way) is no longer the parent's to leave.
    if (c.kind === 'instant' && c.doctorId !== null && c.status === 'in_progress') {
      throw conflict(messages.queueAlreadyCalled);
    }
    if (c.status !== 'booked') throw conflict(messages.cancelNotBooked);
    checkCancelAllowed(c, deps.now(), deps.config);
    if (!order || order.totalPaise === 0) {
      // A free follow up: nothing to give back.
      await closeConsultation(c.id, undefined);
      return { consultationId: c.id, status: 'cancelled' };
    }
    const { claimed, refund } = await refundOrder(deps, order);
    // Another request holds the refund and has no answer from the gateway yet: the consultation stays booked for now.
    if (!claimed && (!refund?.gatewayRefundId || refund.status === 'failed')) {
      return { consultationId: c.id, status: 'booked', refund };
    }
    await closeConsultation(c.id, refund);
    return outcome(c.id, refund);
  }

  /**
   * Razorpay's refund webhooks: a normal refund accepted as pending is processed (or failed) days
   * later. A processed refund of a cancelled consultation makes it refunded. Unknown ids are ignored.
   */
  async function gatewayRefundSettled(gatewayRefundId: string, to: 'processed' | 'failed') {
    const refund = await repo.settleRefundWithNote(deps.db, { gatewayRefundId }, to, deps.now());
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

  /**
   * An operator refunds a paid consultation, in full or in part, once (decision 0053). A
   * cancelled consultation whose money is now back becomes refunded; any other stays as it is
   * (a goodwill refund of a completed call).
   */
  async function refundForOperator(consultationId: number, amountPaise?: number) {
    const order = await repo.paidOrderFor(deps.db, consultationId);
    if (!order || order.totalPaise === 0) throw conflict(messages.adminNothingPaid);
    const existing = await repo.refundOfOrder(deps.db, order.id);
    if (existing && existing.status !== 'failed') throw conflict(messages.adminAlreadyRefunded);
    const amount = amountPaise ?? order.totalPaise;
    if (amount > order.totalPaise)
      throw badRequest(messages.adminRefundTooMuch(rupeesText(order.totalPaise)), 'amount');
    const { claimed, refund } = await refundOrder(deps, order, amount);
    if (!claimed) throw conflict(messages.adminAlreadyRefunded);
    if (refund?.status === 'processed') {
      try {
        await deps.consultations.markRefunded(consultationId);
      } catch (e) {
        // Not cancelled: the refund stands and the consultation keeps its status.
        if (!(e instanceof TransitionRefused)) throw e;
      }
    }
    return refund;
  }

  /**
   * The clinic cancels a booked consultation (at any time: the cut-off is the parent's): its
   * whole payment goes back first, and the slot is freed once the gateway accepted, as for a
   * parent's cancel.
   */
  async function cancelForClinic(consultationId: number): Promise<CancelOutcome> {
    const c = await deps.consultations.forBackOffice(consultationId);
    if (!c) throw notFound(messages.adminConsultationNotFound);
    if (c.status !== 'booked') throw conflict(messages.adminNotCancellable);
    const order = await repo.paidOrderFor(deps.db, c.id);
    if (!order || order.totalPaise === 0) {
      await closeConsultation(c.id, undefined);
      return { consultationId: c.id, status: 'cancelled' };
    }
    const { claimed, refund } = await refundOrder(deps, order);
    if (!claimed && (!refund?.gatewayRefundId || refund.status === 'failed'))
      throw conflict(messages.refundUnreachable);
    await closeConsultation(c.id, refund);
    return outcome(c.id, refund);
  }

  return {
    cancel,
    refundForOperator,
    cancelForClinic,
    /** A consultation's orders and refunds, for the back office's detail. */
    moneyOf: (consultationId: number) => repo.moneyOfConsultation(deps.db, consultationId),
    /** Received and given back between two instants, for the back office's daily summary. */
    moneyBetween: (start: Date, end: Date) => repo.moneyBetween(deps.db, start, end),
    refundLatePayment: (consultationId: number) => refundLatePayment(deps, consultationId),
    gatewayRefundSettled,
    refundsOf: (session: Session) => repo.refundsOfAccount(deps.db, session.account.accountId),
  };
}
export type RefundsService = ReturnType<typeof refundsServiceFactory>;
