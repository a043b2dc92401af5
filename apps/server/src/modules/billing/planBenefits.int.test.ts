import { messages } from '@app/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor, buildPlan } from '../../db/builders';
import { orders } from '../../db/schema';
import { holdSlot, payOrder, placeOrder } from '../../test/bookings';
import { buildTestApp, type TestApp } from '../../test/builders';
import { dbKinds } from '../../test/db';
import { buyPlan } from '../../test/plans';
import { trackerChild } from '../../test/trackerChild';

describe.each(dbKinds())('consultations a plan pays for on %s', (kind) => {
  let t: TestApp;
  let doctorId: number;
  let monthlyPlan: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    doctorId = (await buildDoctor(t.database.db, { consultTypes: ['video'], feePaise: 50_000 })).id;
    monthlyPlan = (
      await buildPlan(t.database.db, { name: 'Monthly one', pricePaise: 10_000, freeConsultationsPerMonth: 1 })
    ).id;
  });
  afterAll(async () => t?.close());

  const planHolder = async () => {
    const parent = await trackerChild(t, { dob: '2025-11-22', kind: 'registered' });
    await buyPlan(t, parent, monthlyPlan);
    return parent;
  };

  it("prices the month's first consultation at nothing, books it with no payment, and the next one at the fee", async () => {
    const parent = await planHolder();
    const first = await holdSlot(t, { parent, doctorId });
    const { price, res } = await placeOrder(t, first);
    expect(price).toMatchObject({ planCostAnnual: 500, discount: 500 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 0, checkout: { gateway: 'none' } });
    await payOrder(t, parent, res.json());
    const [row] = await t.database.db.select().from(orders).where(eq(orders.uniqueId, res.json().uniqueId));
    expect(row).toMatchObject({ planBenefit: 'consultation', status: 'Success', totalPaise: 0, discountPaise: 50_000 });

    const second = await holdSlot(t, { parent, doctorId });
    const next = await placeOrder(t, second);
    expect(next.price).toMatchObject({ discount: 0 });
    expect(next.res.json()).toMatchObject({ total: 500 });
  });

  it('gives the free consultation again in the next Indian month', async () => {
    const parent = await planHolder();
    const used = await placeOrder(t, await holdSlot(t, { parent, doctorId }));
    await payOrder(t, parent, used.res.json());
    // 2026-11-30 18:30 UTC is midnight of 1 December in India.
    t.clock.advance(new Date('2026-11-30T18:30:00Z').getTime() - t.clock.now().getTime());
    const december = await holdSlot(t, { parent, doctorId });
    expect((await placeOrder(t, december)).price).toMatchObject({ discount: 500 });
  });

  it("lets only one of two holds ordered at once take the month's last free consultation", async () => {
    const parent = await planHolder();
    const [a, b] = [await holdSlot(t, { parent, doctorId }), await holdSlot(t, { parent, doctorId })];
    const results = await Promise.all([placeOrder(t, a), placeOrder(t, b)]);
    const taken = results.filter((r) => r.res.statusCode === 200);
    const refused = results.find((r) => r.res.statusCode !== 200);
    expect(taken).toHaveLength(1);
    // Refused at the lock (409), or, when the first order was in before the second was checked,
    // as a price that is no longer the server's (400): either way nothing is given twice.
    expect([
      { status: 409, message: messages.planBenefitUsedUp },
      { status: 400, message: messages.amountMismatch },
    ]).toContainEqual({ status: refused?.res.statusCode, message: refused?.res.json().message });
    const mine = await t.database.db.select().from(orders).where(eq(orders.memberId, parent.userID));
    expect(mine.filter((o) => o.planBenefit === 'consultation')).toHaveLength(1);
    // Priced again, the other hold costs the fee.
    const again = await placeOrder(t, refused?.price.appReqId === a.appReqId ? a : b);
    expect(again.res.json()).toMatchObject({ total: 500 });
  });

  it('gives the free consultation back when the consultation it paid for is cancelled', async () => {
    const parent = await planHolder();
    const used = await holdSlot(t, { parent, doctorId });
    const ordered = await placeOrder(t, used);
    await payOrder(t, parent, ordered.res.json());
    expect((await placeOrder(t, await holdSlot(t, { parent, doctorId }))).price).toMatchObject({ discount: 0 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/Consultation/Cancel',
      headers: { authtoken: parent.authToken },
      payload: { appReqId: used.appReqId },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await placeOrder(t, await holdSlot(t, { parent, doctorId }))).price).toMatchObject({ discount: 500 });
  });

  it('gives nothing without a running plan', async () => {
    const parent = await trackerChild(t, { dob: '2025-11-22', kind: 'registered' });
    expect((await placeOrder(t, await holdSlot(t, { parent, doctorId }))).price).toMatchObject({ discount: 0 });
  });
});
