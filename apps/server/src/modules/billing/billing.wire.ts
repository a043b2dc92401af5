import { PLAN_LOOKUP_CONSTANT } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { OrderStatus } from '../../db/schema';
import type { BillingService, OrderOutcome } from './billing.service';
import { cartStatusOf, toRupees } from './orderStatus';

/** Domain values → the spec's payment fields (rupees, cartStatus, appReqId, plan*). */

const MESSAGE_OF: Record<OrderStatus, string> = {
  pending: messages.paymentPending,
  Success: messages.paymentSuccess,
  Aborted: messages.paymentAborted,
  Refund: messages.paymentRefundDue,
  Failure: messages.paymentFailed,
};

export const statusAnswer = ({ status, consultationId }: OrderOutcome) => ({
  status: 1 as const,
  cartStatus: cartStatusOf(status),
  message: MESSAGE_OF[status],
  appReqId: consultationId,
});

export function priceOnWire({ consultation: c, price: p, description }: Awaited<ReturnType<BillingService['price']>>) {
  return {
    status: 1 as const,
    planId: PLAN_LOOKUP_CONSTANT as typeof PLAN_LOOKUP_CONSTANT,
    planName: 'Doctor consultation',
    planDesc: description,
    planDuration: `${Math.round((c.slotEnd.getTime() - c.slotStart.getTime()) / 60_000)} minutes`,
    planCostAnnual: toRupees(p.amount),
    planCostAnnualWithGST: toRupees(p.amount + p.gst),
    discount: toRupees(p.discount),
    appReqId: c.id,
    // payable() let through only a hold with an expiry.
    holdExpiresAt: (c.holdExpiresAt ?? c.slotStart).toISOString(),
  };
}
