/**
 * The order of spec §3 ("Order payload") built from the plan/price answer of GetItemsById. Amounts
 * are worked out in whole paise and handed back as rupees with at most two decimals, so the server
 * (which recomputes them from its own price) finds the same numbers: no float drift such as
 * 1180.0000000002.
 */
import { ORDER_SERVICE_TYPE } from '@app/contract/constants';
import type { AddToCartRequest, PriceResponse } from '@app/contract/schemas/billing';
import type { BasicState } from '../../app/state';

/**
 * Rupees → whole paise, half a paisa away from zero. The product is first cut to 12 significant
 * digits so that 1.005 × 100 (100.49999999999999 in floats) counts as the 100.5 it means.
 */
export const toPaise = (rupees: number): number =>
  Math.sign(rupees) * Math.round(Number((Math.abs(rupees) * 100).toPrecision(12)));
export const toRupees = (paise: number): number => paise / 100;

export interface OrderAmounts {
  /** Before GST (Amount, Tariff). */
  amount: number;
  gst: number;
  discount: number;
  /** What the parent pays: amount with GST less the discount, never below 0. */
  total: number;
}

export function amountsOf(
  price: Pick<PriceResponse, 'planCostAnnual' | 'planCostAnnualWithGST' | 'discount'>,
): OrderAmounts {
  const amount = toPaise(price.planCostAnnual);
  const withGst = toPaise(price.planCostAnnualWithGST);
  const discount = toPaise(price.discount);
  return {
    amount: toRupees(amount),
    gst: toRupees(Math.max(0, withGst - amount)),
    discount: toRupees(discount),
    total: toRupees(Math.max(0, withGst - discount)),
  };
}

export function buildOrder(
  price: PriceResponse,
  basic: Pick<BasicState, 'id' | 'type' | 'doctorId'>,
): AddToCartRequest {
  if (basic.id === undefined) throw new Error('No active member');
  const { amount, gst, discount, total } = amountsOf(price);
  const userType = basic.type ?? '';
  const plan = { PlanId: price.planId, PlanName: price.planName, PlanDesc: price.planDesc };
  return {
    userType,
    userId: basic.id,
    orders: [
      {
        ...plan,
        PlanDuration: price.planDuration,
        Amount: amount,
        Disc: discount,
        Total: total,
        ServiceType: ORDER_SERVICE_TYPE,
        UserId: basic.id,
        UserType: userType,
        ServiceId: price.appReqId,
        // A place in the on-duty queue has no doctor until one takes it; the server checks a held slot's.
        ...(basic.doctorId === undefined ? {} : { DoctorId: basic.doctorId }),
        orderDetails: [{ ...plan, ItemId: 1, Tariff: amount, GST: gst, Disc1: discount, Amount: amount }],
      },
    ],
  };
}
