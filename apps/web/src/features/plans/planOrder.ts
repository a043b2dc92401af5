/**
 * The Add2Cart order of a care plan (ours: ServiceType 'PLAN', its ServiceId and PlanId the plan's
 * id), with the amounts the plans list gave: the server recomputes them and refuses a difference.
 */
import { ORDER_SERVICE_TYPE_PLAN } from '@app/contract/constants';
import type { AddToCartRequest } from '@app/contract/schemas/billing';
import type { PlanOnWire } from '@app/contract/schemas/plans';

export function planOrder(plan: PlanOnWire, who: { memberId: number; userType: string }): AddToCartRequest {
  const named = { PlanId: plan.planId, PlanName: plan.planName, PlanDesc: plan.planDesc };
  return {
    userType: who.userType,
    userId: who.memberId,
    orders: [
      {
        ...named,
        PlanDuration: `${plan.durationDays} days`,
        Amount: plan.amount,
        Disc: 0,
        Total: plan.total,
        ServiceType: ORDER_SERVICE_TYPE_PLAN,
        UserId: who.memberId,
        UserType: who.userType,
        ServiceId: plan.planId,
        orderDetails: [{ ...named, ItemId: 1, Tariff: plan.amount, GST: plan.gst, Disc1: 0, Amount: plan.amount }],
      },
    ],
  };
}

/** A plan period not yet ended, as the plans list gives it. */
export interface HeldPeriod {
  planName: string;
  startsOn: string;
  endsOn: string;
}

/** The period running on `today`, and the ones bought ahead of it. */
export function heldOn(today: string, held: HeldPeriod[]) {
  return {
    running: held.find((p) => p.startsOn <= today && today <= p.endsOn),
    ahead: held.filter((p) => p.startsOn > today),
  };
}
