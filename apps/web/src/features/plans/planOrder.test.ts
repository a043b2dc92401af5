import { AddToCartRequest } from '@app/contract/schemas/billing';
import { describe, expect, it } from 'vitest';
import { heldOn, planOrder } from './planOrder';

const plan = {
  planId: 7,
  planName: 'Family Care Annual',
  planDesc: 'Up to three children',
  durationDays: 365,
  amount: 2499,
  gst: 449.82,
  total: 2948.82,
  children: 3,
  freeConsultationsPerMonth: 1,
  freeFollowUps: 6,
};

describe('a plan order', () => {
  it("is the contract's order with the plan's id and the listed amounts", () => {
    const order = planOrder(plan, { memberId: 41, userType: 'Registered' });
    expect(AddToCartRequest.safeParse(order).success).toBe(true);
    expect(order.orders[0]).toMatchObject({
      ServiceType: 'PLAN',
      ServiceId: 7,
      PlanId: 7,
      UserId: 41,
      Amount: 2499,
      Total: 2948.82,
      orderDetails: [{ PlanId: 7, Tariff: 2499, GST: 449.82, Amount: 2499 }],
    });
  });
});

describe('the periods held', () => {
  it('tells the running period from the ones bought ahead', () => {
    const held = [
      { planName: 'A', startsOn: '2026-01-01', endsOn: '2026-12-31' },
      { planName: 'B', startsOn: '2027-01-01', endsOn: '2027-12-31' },
    ];
    expect(heldOn('2026-11-24', held)).toEqual({ running: held[0], ahead: [held[1]] });
    expect(heldOn('2027-01-01', held)).toEqual({ running: held[1], ahead: [] });
    expect(heldOn('2028-01-01', held)).toEqual({ running: undefined, ahead: [] });
  });
});
