import { describe, expect, it } from 'vitest';
import { amountsOf, buildOrder, toPaise } from './order';

const price = {
  status: 1 as const,
  planId: 14 as const,
  planName: 'Consultation',
  planDesc: 'Video consultation with Dr A',
  planDuration: '1',
  planCostAnnual: 500,
  planCostAnnualWithGST: 500,
  discount: 0,
  appReqId: 77,
  holdExpiresAt: '2026-01-01T10:00:00.000Z',
  memberFirstName: 'Asha',
};
const basic = { id: 12, type: 'Guest', doctorId: 3 };

describe('buildOrder', () => {
  it('builds the spec payload from the price', () => {
    expect(buildOrder(price, basic)).toEqual({
      userType: 'Guest',
      userId: 12,
      orders: [
        {
          PlanId: 14,
          PlanName: 'Consultation',
          PlanDesc: 'Video consultation with Dr A',
          PlanDuration: '1',
          Amount: 500,
          Disc: 0,
          Total: 500,
          ServiceType: 'CONSULTATION',
          UserId: 12,
          UserType: 'Guest',
          ServiceId: 77,
          DoctorId: 3,
          orderDetails: [
            {
              PlanId: 14,
              ItemId: 1,
              PlanName: 'Consultation',
              PlanDesc: 'Video consultation with Dr A',
              Tariff: 500,
              GST: 0,
              Disc1: 0,
              Amount: 500,
            },
          ],
        },
      ],
    });
  });

  it('works out GST and the total with the discount', () => {
    const order = buildOrder({ ...price, planCostAnnual: 1000, planCostAnnualWithGST: 1180, discount: 100 }, basic);
    const line = order.orders[0];
    expect(line).toMatchObject({ Amount: 1000, Disc: 100, Total: 1080 });
    expect(line?.orderDetails[0]).toMatchObject({ Tariff: 1000, GST: 180, Disc1: 100, Amount: 1000 });
  });

  it('keeps whole paise (no float drift)', () => {
    // 0.1 + 0.2 style sums: 1180.1 - 1000.3 is 179.79999999999995 in floats.
    const a = amountsOf({ planCostAnnual: 1000.3, planCostAnnualWithGST: 1180.1, discount: 0.2 });
    expect(a).toEqual({ amount: 1000.3, gst: 179.8, discount: 0.2, total: 1179.9 });
    // Sub-paise input rounds to the nearest paisa.
    const b = amountsOf({ planCostAnnual: 99.995, planCostAnnualWithGST: 117.994, discount: 0.004 });
    expect(b).toEqual({ amount: 100, gst: 17.99, discount: 0, total: 117.99 });
    expect(toPaise(1.005)).toBe(101);
  });

  it('never asks for less than nothing', () => {
    expect(amountsOf({ planCostAnnual: 500, planCostAnnualWithGST: 500, discount: 600 }).total).toBe(0);
    expect(amountsOf({ planCostAnnual: 500, planCostAnnualWithGST: 500, discount: 500 }).total).toBe(0);
  });

  it('needs a member', () => {
    expect(() => buildOrder(price, { type: 'Guest', doctorId: 3 })).toThrow();
  });

  it('names no doctor for a place in the on-duty queue (none until one takes it)', () => {
    const line = buildOrder(price, { id: 1, type: 'Guest' }).orders[0];
    expect(line).toBeDefined();
    expect(line && 'DoctorId' in line).toBe(false);
  });

  it('sends an empty user type when the session has none', () => {
    const order = buildOrder(price, { id: 5, doctorId: 3 });
    expect(order.userType).toBe('');
    expect(order.orders[0]?.UserType).toBe('');
  });
});
