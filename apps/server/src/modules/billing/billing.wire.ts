import { PLAN_LOOKUP_CONSTANT } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { OpenPaymentsResponse } from '@app/contract/schemas/home';
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

export const statusAnswer = ({ status, consultationId, planId }: OrderOutcome) => ({
  status: 1 as const,
  cartStatus: cartStatusOf(status),
  message: MESSAGE_OF[status],
  ...(consultationId !== null ? { appReqId: consultationId } : {}),
  ...(planId !== null ? { planId } : {}),
});

export function priceOnWire({
  consultation: c,
  price: p,
  description,
  memberFirstName,
}: Awaited<ReturnType<BillingService['price']>>) {
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
    memberFirstName,
  };
}

/** A care plan's price in the spec's plan/price fields: the Add2Cart line of a plan carries them. */
export const planPriceOnWire = (plan: Awaited<ReturnType<BillingService['planPrice']>>) => ({
  status: 1 as const,
  planId: plan.id,
  planName: plan.name,
  planDesc: plan.description,
  planDuration: `${plan.durationDays} days`,
  planCostAnnual: toRupees(plan.price.amount),
  planCostAnnualWithGST: toRupees(plan.price.amount + plan.price.gst),
  discount: toRupees(plan.price.discount),
});

type Open = Awaited<ReturnType<BillingService['openPayments']>>;

/** The home's open payments: rupees, India's slot label, the order as cartStatus reads it. */
export const openPaymentsOnWire = ({ now, payments }: Open): OpenPaymentsResponse => ({
  status: 1,
  serverNow: now.toISOString(),
  data: payments.map((p) => ({
    appReqId: p.id,
    memberId: p.memberId,
    memberName: p.memberName,
    doctorId: p.doctorId,
    doctorName: p.doctorName,
    clinicId: p.clinicId,
    clinicName: p.clinicName,
    consultType: p.consultType,
    slotDate: p.slotDate,
    slot: p.slotLabel,
    slotStart: p.slotStart.toISOString(),
    holdExpiresAt: p.holdExpiresAt.toISOString(),
    amount: toRupees(p.totalPaise),
    order: p.order
      ? {
          uniqueId: p.order.uniqueId,
          cartStatus: p.order.status === 'pending' ? 1 : 'Aborted',
          gateway: p.order.gateway,
        }
      : null,
  })),
});
