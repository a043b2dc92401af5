import { messages } from '@app/contract/messages';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { rupeesText } from '../../../lib/money';
import type { Gateways } from '../../../providers/payments';
import type { Session } from '../../auth';
import { type ConsultationsService, checkCancelAllowed, TransitionRefused } from '../../consultations';
import { claimRefund, isAccepted, type Refund, refundLatePayment, refundOrder, sendRefund } from './refundOrder';
import type { PaidOrder } from './refunds.repo';
import * as repo from './refunds.repo';

export interface RefundsServiceDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'CANCELLATION_CUTOFF_MINUTES' | 'CALL_AGENT_NUMBER'>;
  gateways: Gateways;
  consultations: Pick<ConsultationsService, 'ownForChange' | 'cancel' | 'markRefunded'>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export type { Refund } from './refundOrder';
/** Writes that run inside a caller's transaction (the back office's, with its audit record) take it here. */
export interface InTx {
  tx?: Db;
}
export type CancelOutcome = {
  consultationId: number;
  /** cancelled; refunded once the money went back; booked while another request's refund is in flight. */
  status: 'booked' | 'cancelled' | 'refunded';
  refund?: Refund;
};

/** The operator's refund as asked: the order, the refund of the form's key, and what was left before it. */
export interface OperatorAsk {
  order: PaidOrder;
  refund: Refund;
  /** This caller sends it to the gateway (a new request, or one unanswered past its lease). */
  claimed: boolean;
  /** A new refund row: the request is recorded with it. */
  fresh: boolean;
  leftPaise: number;
}

/** The clinic's cancel as asked: the refund of what was left of the payment, if anything was. */
export interface RestAsk {
  order?: PaidOrder;
  refund?: Refund;
  claimed: boolean;
  fresh: boolean;
  /** The money is on its way back (or nothing was left to give). */
  accepted: boolean;
  leftPaise: number;
}

/**
 * Refunds: the money of a paid order goes back through the order's own gateway, in one or more
 * refunds that never come to more than was paid. A parent's cancel asks for the refund of all that
 * is left first and frees the slot only when the gateway accepted it, so a refused refund leaves
 * the consultation booked.
 */
export function refundsServiceFactory(deps: RefundsServiceDeps) {
  /** Every paisa of the order's payment is back (processed): a cancelled consultation is then refunded. */
  async function repaid(order: PaidOrder | undefined, db: Db = deps.db) {
    if (!order || order.totalPaise === 0) return false;
    return (await repo.refundedOfOrder(db, order.id)).processedPaise >= order.totalPaise;
  }

  /** A cancelled consultation whose payment is all back becomes refunded; true when it moved. */
  async function markRefundedIfRepaid(consultationId: number, opts: InTx = {}) {
    const db = opts.tx ?? deps.db;
    if (!(await repaid(await repo.paidOrderFor(db, consultationId), db))) return false;
    try {
      return (await deps.consultations.markRefunded(consultationId, opts)) === 'apply';
    } catch (e) {
      // Not cancelled (a goodwill refund of a booked or completed consultation): it keeps its status.
      if (!(e instanceof TransitionRefused)) throw e;
      return false;
    }
  }

  /**
   * Moves the consultation on once its refund was accepted: cancelled (the slot free), then
   * refunded when all the money went back. Safe to repeat (a replay, or an earlier request that
   * stopped after the gateway's answer); the money has gone, so a move the lifecycle refuses (the
   * doctor started the call meanwhile) is logged for support, not thrown at the parent. The
   * status it moved to; undefined when another request moved it first.
   */
  async function closeConsultation(consultationId: number, order: PaidOrder | undefined, opts: InTx = {}) {
    try {
      const cancelled = await deps.consultations.cancel(consultationId, opts);
      if (order && (await markRefundedIfRepaid(consultationId, opts))) return 'refunded' as const;
      return cancelled === 'apply' ? ('cancelled' as const) : undefined;
    } catch (e) {
      if (!(e instanceof TransitionRefused)) throw e;
      // Already refunded by a request that got here first: nothing left to do.
      if (e.from !== 'refunded') {
        deps.log.error({ consultationId, from: e.from }, 'refunded, but the consultation could not be cancelled');
      }
      return undefined;
    }
  }

  const outcome = (consultationId: number, refund: Refund | undefined): CancelOutcome => ({
    consultationId,
    status: refund?.status === 'processed' ? 'refunded' : 'cancelled',
    refund,
  });

  /**
   * The parent cancels their booked consultation until the cut-off (a place in the queue: at any
   * time until a doctor takes it): all that is left of the payment back, and the slot free at once.
   * Asked again (or ten times at once), it answers with the one refund.
   */
  async function cancel(session: Session, consultationId: number): Promise<CancelOutcome> {
    const c = await deps.consultations.ownForChange(session.account.accountId, consultationId);
    if (!c) throw notFound(messages.consultationNotFound);
    const order = await repo.paidOrderFor(deps.db, c.id);
    const refundNow = async () =>
      order
        ? ((await repo.refundByKey(deps.db, repo.restKeyOf(order.uniqueId))) ??
          (await repo.latestRefundOf(deps.db, order.id)))
        : undefined;
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
    const { accepted, refund } = await refundOrder(deps, order);
    // Another request holds the refund and has no answer from the gateway yet: the consultation stays booked for now.
    if (!accepted) return { consultationId: c.id, status: 'booked', refund };
    await closeConsultation(c.id, order);
    return outcome(c.id, refund);
  }

  /**
   * Razorpay's refund webhooks: a normal refund accepted as pending is processed (or failed) days
   * later. A cancelled consultation whose payment is then all back is refunded. Unknown ids are ignored.
   */
  async function gatewayRefundSettled(gatewayRefundId: string, to: 'processed' | 'failed') {
    const refund = await repo.settleRefundWithNote(deps.db, { gatewayRefundId }, to, deps.now());
    if (!refund) return false;
    if (to === 'failed') {
      deps.log.error({ refund: refund.id }, 'the gateway reports a refund failed after accepting it');
      return true;
    }
    const consultationId = await repo.consultationOfOrder(deps.db, refund.orderId);
    if (consultationId !== undefined) await markRefundedIfRepaid(consultationId);
    return true;
  }

  /**
   * An operator's refund of a paid consultation, asked in the caller's transaction (`opts.tx`, where
   * the back office records it): any amount up to what is left of the payment, all of it by
   * default (decision 0053). The form's key makes a double click one refund: asked again with it,
   * the same refund answers (claimed again only when its gateway never answered, past the lease).
   */
  async function askForOperator(
    consultationId: number,
    req: { amountPaise?: number; requestKey: string },
    opts: InTx = {},
  ): Promise<OperatorAsk> {
    const db = opts.tx ?? deps.db;
    const order = await repo.paidOrderFor(db, consultationId);
    if (!order || order.totalPaise === 0) throw conflict(messages.adminNothingPaid);
    const claim = await claimRefund(deps, db, order, {
      requestKey: repo.operatorKeyOf(order.uniqueId, req.requestKey),
      amountPaise: req.amountPaise ?? 'rest',
      retryRefused: false,
    });
    if (claim.kind === 'nothingLeft') throw conflict(messages.adminAlreadyRefunded);
    if (claim.kind === 'tooMuch') {
      throw badRequest(
        messages.adminRefundTooMuch(rupeesText(claim.leftPaise), rupeesText(order.totalPaise)),
        'amount',
      );
    }
    if (claim.kind === 'asked') {
      if (req.amountPaise !== undefined && req.amountPaise !== claim.refund.amountPaise) {
        throw conflict(messages.adminRefundKeyReused);
      }
      if (claim.refund.status === 'failed') throw conflict(messages.adminRefundRefused);
      return { order, refund: claim.refund, claimed: false, fresh: false, leftPaise: claim.leftPaise };
    }
    return { order, refund: claim.refund, claimed: true, fresh: claim.fresh, leftPaise: claim.leftPaise };
  }

  /**
   * The clinic's cancel of a booked consultation (at any time: the cut-off is the parent's; the
   * caller checked it is booked), asked in the caller's transaction: the refund of all that is
   * left of the payment, the one a parent's cancel would ask (the same key: never two).
   */
  async function askCancelForClinic(consultationId: number, opts: InTx = {}): Promise<RestAsk> {
    const db = opts.tx ?? deps.db;
    const order = await repo.paidOrderFor(db, consultationId);
    const none = { claimed: false, fresh: false, accepted: true, leftPaise: 0 };
    if (!order || order.totalPaise === 0) return none;
    const claim = await claimRefund(deps, db, order, {
      requestKey: repo.restKeyOf(order.uniqueId),
      amountPaise: 'rest',
      retryRefused: true,
    });
    if (claim.kind === 'nothingLeft' || claim.kind === 'tooMuch') return { ...none, order };
    if (claim.kind === 'asked') {
      return { ...none, order, refund: claim.refund, accepted: isAccepted(claim.refund), leftPaise: claim.leftPaise };
    }
    return {
      order,
      refund: claim.refund,
      claimed: true,
      fresh: claim.fresh,
      accepted: false,
      leftPaise: claim.leftPaise,
    };
  }

  return {
    cancel,
    askForOperator,
    askCancelForClinic,
    /** Sends a claimed refund to the gateway, outside any transaction, and records its answer. */
    send: (ask: { order: PaidOrder; refund: Refund }) => sendRefund(deps, ask.order, ask.refund),
    /** The clinic's cancel, once its refund is accepted: the consultation cancelled (or refunded), in `opts.tx`. */
    closeForClinic: (consultationId: number, order: PaidOrder | undefined, opts: InTx) =>
      closeConsultation(consultationId, order, opts),
    markRefundedIfRepaid,
    /** A consultation's orders and refunds, and what is left to refund, for the back office's detail. */
    async moneyOf(consultationId: number) {
      const [money, order] = await Promise.all([
        repo.moneyOfConsultation(deps.db, consultationId),
        repo.paidOrderFor(deps.db, consultationId),
      ]);
      const asked = money.refunds
        .filter((r) => r.orderId === order?.id && r.status !== 'failed')
        .reduce((sum, r) => sum + r.amountPaise, 0);
      return { ...money, refundablePaise: order ? Math.max(0, order.totalPaise - asked) : 0 };
    },
    /** Received and given back between two instants, for the back office's daily summary. */
    moneyBetween: (start: Date, end: Date) => repo.moneyBetween(deps.db, start, end),
    refundLatePayment: (consultationId: number) => refundLatePayment(deps, consultationId),
    gatewayRefundSettled,
    refundsOf: (session: Session) => repo.refundsOfAccount(deps.db, session.account.accountId),
  };
}
export type RefundsService = ReturnType<typeof refundsServiceFactory>;
