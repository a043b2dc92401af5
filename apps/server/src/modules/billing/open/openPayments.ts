import { messages } from '@app/contract/messages';
import { conflict, notFound } from '../../../lib/errors';
import type { Session } from '../../auth';
import { TransitionRefused } from '../../consultations';
import * as repo from '../billing.repo';
import type { BillingServiceDeps } from '../billing.service';
import { consultationPrice } from '../orderStatus';

export type OpenPaymentsDeps = Pick<BillingServiceDeps, 'db' | 'now' | 'config' | 'consultations'>;

/** Statuses of a consultation the parent has paid for: cancelling its payment is too late. */
const PAID = new Set(['booked', 'in_progress', 'completed', 'no_show']);

/**
 * What a cancel from the home answers for a consultation in `status`: released (now or before) is
 * the one success; a paid one is a 409 that says it is booked; anything else is closed.
 */
export function cancelPaymentAnswer(status: string): 'released' | 'paid' | 'closed' {
  if (status === 'released') return 'released';
  return PAID.has(status) ? 'paid' : 'closed';
}

/**
 * Payments left open: a hold the parent did not pay (the checkout tab closed, or cancelled on the
 * gateway's page), listed on the home while it lasts with 'Resume payment' (the same order, paid
 * again) and 'Cancel payment' (the hold released and its order aborted).
 */
export function openPaymentsSide(deps: OpenPaymentsDeps) {
  async function openPayments(session: Session) {
    const { now, holds } = await deps.consultations.openHolds(session);
    const orders = await repo.latestOrdersOf(
      deps.db,
      holds.map((h) => h.id),
    );
    const payments = holds.map((h) => {
      const order = orders.get(h.id);
      // Only an order that can still be paid is resumed; a settled one (a failure) has no say here.
      const open = order && (order.status === 'pending' || order.status === 'Aborted') ? order : undefined;
      const price = consultationPrice(h.feePaise, { gstPercent: deps.config.CONSULTATION_GST_PERCENT });
      return {
        ...h,
        totalPaise: open?.totalPaise ?? price.total,
        order: open
          ? { uniqueId: open.uniqueId, status: open.status as 'pending' | 'Aborted', gateway: open.gateway }
          : null,
      };
    });
    return { now, payments };
  }

  /**
   * The parent gives up a payment left open: its pending order is aborted and the hold released, in
   * one transaction that locks the order first (as a gateway result does), so a payment applied at
   * the same moment either wins (then it is booked: 409) or comes after (a late success, which
   * books the slot if it is still free, else is refunded). Asked again, the same answer.
   */
  async function cancelPayment(session: Session, consultationId: number) {
    const c = await deps.consultations.ownForPayment(session.account.accountId, consultationId);
    if (!c) throw notFound(messages.consultationNotFound);
    const at = deps.now();
    const status = await deps.db.transaction(async (tx) => {
      const pending = await repo.lockPendingOrders(tx, c.id);
      try {
        await deps.consultations.release(c.id, { tx });
      } catch (e) {
        if (!(e instanceof TransitionRefused)) throw e;
        return e.from;
      }
      for (const order of pending) await repo.setOrderStatus(tx, order.id, 'Aborted', '', at);
      return 'released' as const;
    });
    const answer = cancelPaymentAnswer(status);
    if (answer === 'paid') throw conflict(messages.paymentCancelPaid);
    if (answer === 'closed') throw conflict(messages.paymentCancelClosed);
    return { consultationId: c.id, status: 'released' as const };
  }

  return { openPayments, cancelPayment };
}
