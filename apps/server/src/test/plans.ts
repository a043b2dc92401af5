import type { PlanOnWire } from '@app/contract/schemas/plans';
import { payOrder } from './bookings';
import type { TestApp } from './builders';

type Parent = { authToken: string; userID: number };

/** The plans screen's list, as the parent's app reads it. */
export async function plansOnSale(t: TestApp, parent: Parent) {
  const res = await t.app.inject({ url: '/api/Plans/GetPlans', headers: { authtoken: parent.authToken } });
  if (res.statusCode !== 200) throw new Error(`plans refused: ${res.body}`);
  return res.json() as { data: PlanOnWire[]; held: { planId: number; startsOn: string; endsOn: string }[] };
}

/** The Add2Cart order line of a plan, with the amounts the plans list gave (`change` tampers with it). */
export function planLine(
  plan: Pick<PlanOnWire, 'planId' | 'planName' | 'planDesc' | 'durationDays' | 'amount' | 'gst' | 'total'>,
  userId: number,
) {
  return {
    PlanId: plan.planId,
    PlanName: plan.planName,
    PlanDesc: plan.planDesc,
    PlanDuration: `${plan.durationDays} days`,
    Amount: plan.amount,
    Disc: 0,
    Total: plan.total,
    ServiceType: 'PLAN',
    UserId: userId,
    UserType: 'Registered',
    ServiceId: plan.planId,
    orderDetails: [
      {
        PlanId: plan.planId,
        ItemId: 1,
        PlanName: plan.planName,
        PlanDesc: plan.planDesc,
        Tariff: plan.amount,
        GST: plan.gst,
        Disc1: 0,
        Amount: plan.amount,
      },
    ],
  };
}

/** Posts a plan's order; the raw Add2Cart answer. */
export function orderPlan(t: TestApp, parent: Parent, line: ReturnType<typeof planLine>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Cart/Add2Cart',
    headers: { authtoken: parent.authToken },
    payload: { userType: 'Registered', userId: parent.userID, orders: [line] },
  });
}

/** Orders plan `planId` at its listed price and pays it in the sandbox; the order. */
export async function buyPlan(t: TestApp, parent: Parent, planId: number) {
  const plan = (await plansOnSale(t, parent)).data.find((p) => p.planId === planId);
  if (!plan) throw new Error(`plan ${planId} is not on sale`);
  const res = await orderPlan(t, parent, planLine(plan, parent.userID));
  if (res.statusCode !== 200) throw new Error(`plan order refused: ${res.body}`);
  const order = res.json() as { uniqueId: string; total: number; checkout: { gateway: string; url?: string } };
  await payOrder(t, parent, order);
  return order;
}
