import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParent, buildPlan } from '../../db/builders';
import { orders, receipts } from '../../db/schema';
import { completeOnSandbox } from '../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { buyPlan, orderPlan, planLine, plansOnSale } from '../../test/plans';
import { trackerChild } from '../../test/trackerChild';
import { accountPlans, type plans } from './plans.schema';

const DAY = 86_400_000;

describe.each(dbKinds())('care plans on %s', (kind) => {
  let t: TestApp;
  let annual: typeof plans.$inferSelect;
  let family: typeof plans.$inferSelect;
  let retired: typeof plans.$inferSelect;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    annual = await buildPlan(db, { name: 'Annual', pricePaise: 99_900, durationDays: 365, position: 1 });
    family = await buildPlan(db, { name: 'Family', pricePaise: 2_49_900, children: 3, position: 2 });
    retired = await buildPlan(db, { name: 'Old', pricePaise: 50_000, retiredAt: new Date('2026-01-01T00:00:00Z') });
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  const registered = () => trackerChild(t, { dob: '2025-11-22', kind: 'registered' });
  const periodsOf = async (userID: number) => {
    const [order] = await t.database.db
      .select({ accountId: orders.accountId })
      .from(orders)
      .where(eq(orders.memberId, userID));
    if (!order) return [];
    return t.database.db
      .select({ startsOn: accountPlans.startsOn, endsOn: accountPlans.endsOn, orderId: accountPlans.orderId })
      .from(accountPlans)
      .where(eq(accountPlans.accountId, order.accountId))
      .orderBy(accountPlans.startsOn);
  };
  const addWeight = (p: { authToken: string; userID: number }, patientId: number, date: string) =>
    call(routes.addGrowthData, {
      token: p.authToken,
      body: { userId: patientId, Author: p.userID, PatientID: patientId, achievedDate: date, Weight: 9.5 },
    });

  it('lists the plans on sale with their prices and what they include, never a retired one', async () => {
    const list = await plansOnSale(t, await registered());
    const ids = list.data.map((p) => p.planId);
    expect(ids).toContain(annual.id);
    expect(ids).not.toContain(retired.id);
    expect(list.data.find((p) => p.planId === family.id)).toMatchObject({
      amount: 2499,
      gst: 0,
      total: 2499,
      children: 3,
      durationDays: 365,
    });
    expect(list.held).toEqual([]);
  });

  it('sells a plan to registered accounts only, at its own price, and never a retired or unknown one', async () => {
    const guest = await trackerChild(t, { dob: '2025-11-22', kind: 'guest' });
    const listed = (await plansOnSale(t, guest)).data.find((p) => p.planId === annual.id);
    if (!listed) throw new Error('annual plan not listed');
    const asGuest = await orderPlan(t, guest, planLine(listed, guest.userID));
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().message).toBe(messages.planNeedsRegistration);

    const parent = await registered();
    const gone = await orderPlan(t, parent, planLine({ ...listed, planId: retired.id }, parent.userID));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(messages.planRetired);
    const unknown = await orderPlan(t, parent, planLine({ ...listed, planId: 999_999 }, parent.userID));
    expect(unknown.statusCode).toBe(404);
    const cheap = await orderPlan(t, parent, planLine({ ...listed, amount: 1, total: 1 }, parent.userID));
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().message).toBe(messages.amountMismatch);
    expect(await t.database.db.select().from(orders).where(eq(orders.memberId, parent.userID))).toEqual([]);
  });

  it("prices a plan through the spec's lookup (GetItemsById, productType PLAN), in the order line's fields", async () => {
    const parent = await registered();
    const lookup = (p: { authToken: string; userID: number }, id: string) =>
      t.app.inject({
        url: `/api/Cart/GetItemsById?${new URLSearchParams({ id, userId: String(p.userID), productType: 'PLAN' })}`,
        headers: { authtoken: p.authToken },
      });
    const priced = await lookup(parent, String(family.id));
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toEqual({
      status: 1,
      planId: family.id,
      planName: 'Family',
      planDesc: '',
      planDuration: '365 days',
      planCostAnnual: 2499,
      planCostAnnualWithGST: 2499,
      discount: 0,
    });
    expect((await lookup(parent, String(retired.id))).statusCode).toBe(404);
    expect((await lookup(parent, 'x1')).statusCode).toBe(400);
    const guest = await trackerChild(t, { dob: '2025-11-22', kind: 'guest' });
    expect((await lookup(guest, String(family.id))).statusCode).toBe(403);
  });

  it('unlocks the tracker the moment the payment is applied, with a receipt for the plan', async () => {
    const parent = await registered();
    const today = '2026-11-22';
    expect((await addWeight(parent, parent.userID, today)).statusCode).toBe(403);
    const order = await buyPlan(t, parent, annual.id);
    expect(await periodsOf(parent.userID)).toEqual([
      { startsOn: today, endsOn: '2027-11-21', orderId: expect.any(Number) },
    ]);
    expect((await addWeight(parent, parent.userID, today)).statusCode).toBe(200);

    const plansNow = (await call(routes.getUserPlans, { token: parent.authToken, query: {} })).json();
    expect(plansNow).toMatchObject({ isPlan: 1, data: [{ planId: annual.id, planName: 'Annual' }] });
    const [receipt] = await t.database.db
      .select()
      .from(receipts)
      .innerJoin(orders, eq(orders.id, receipts.orderId))
      .where(eq(orders.uniqueId, order.uniqueId));
    expect(receipt?.receipts).toMatchObject({ description: 'Annual (365 days)', totalPaise: 99_900, doctorName: null });
  });

  it('makes one order of ten taps on Buy and one plan of ten replays of its payment', async () => {
    const parent = await registered();
    const listed = (await plansOnSale(t, parent)).data.find((p) => p.planId === annual.id);
    if (!listed) throw new Error('annual plan not listed');
    const taps = await Promise.all(
      Array.from({ length: 10 }, () => orderPlan(t, parent, planLine(listed, parent.userID))),
    );
    const ids = new Set(taps.map((r) => r.json().uniqueId));
    expect(taps.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(ids.size).toBe(1);
    const url = taps[0]?.json().checkout.url;
    const replays = await Promise.all(Array.from({ length: 10 }, () => completeOnSandbox(t, url, 'pay')));
    expect(replays.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(await periodsOf(parent.userID)).toHaveLength(1);
    const orderRows = await t.database.db.select().from(orders).where(eq(orders.memberId, parent.userID));
    expect(orderRows).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(receipts)
        .where(eq(receipts.orderId, orderRows[0]?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('renews from the end date, never overlapping, and says when the next one would start', async () => {
    const parent = await registered();
    await buyPlan(t, parent, annual.id);
    await buyPlan(t, parent, annual.id);
    const periods = await periodsOf(parent.userID);
    expect(periods.map((p) => [p.startsOn, p.endsOn])).toEqual([
      ['2026-11-22', '2027-11-21'],
      ['2027-11-22', '2028-11-20'],
    ]);
    const offer = await plansOnSale(t, parent);
    expect(offer.held).toHaveLength(2);
    expect((offer as unknown as { nextStartsOn: string }).nextStartsOn).toBe('2028-11-21');
  });

  it('locks writes when the plan ends, in India time, and keeps what was recorded readable', async () => {
    const db = t.database.db;
    const short = await buildPlan(db, { name: 'Week', pricePaise: 1_000, durationDays: 7 });
    const parent = await registered();
    await buyPlan(t, parent, short.id);
    expect((await addWeight(parent, parent.userID, '2026-11-22')).statusCode).toBe(200);
    // 2026-11-28 is the last day; 18:29 UTC on it is 23:59 in India, 18:30 is the 29th.
    const lastMinute = new Date('2026-11-28T18:29:00Z').getTime() - t.clock.now().getTime();
    t.clock.advance(lastMinute);
    expect((await addWeight(parent, parent.userID, '2026-11-28')).statusCode).toBe(200);
    t.clock.advance(60_000);
    const locked = await addWeight(parent, parent.userID, '2026-11-29');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(messages.noActivePlanWrite);
    const read = await call(routes.getGrowthTracker, {
      token: parent.authToken,
      query: { patientId: parent.userID, limit: '-1', param: 'W', userType: 'Registered' },
    });
    expect(read.json()).toMatchObject({ canEdit: false });
    expect(read.json().data).toHaveLength(2);
  });

  // The clock is now 2026-11-29 in India (the test above moved it).
  it('records for as many children as the plan covers, oldest first', async () => {
    const db = t.database.db;
    const built = await buildParent(db, {
      type: 'Registered',
      members: [
        { relation: 'son', firstName: 'Aarav', gender: 'Male', dateOfBirth: '2024-01-10' },
        { relation: 'daughter', firstName: 'Diya', gender: 'Female', dateOfBirth: '2025-06-01' },
      ],
    });
    const parent = await signIn(t, built.mobileNumber);
    const [first, second] = built.members;
    if (!first || !second) throw new Error('children not built');
    await buyPlan(t, parent, annual.id);
    expect((await addWeight(parent, first.id, '2026-11-29')).statusCode).toBe(200);
    const refused = await addWeight(parent, second.id, '2026-11-29');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.planChildNotCovered(1));
    await buyPlan(t, parent, family.id);
    // The family plan starts when the annual one ends: until then the annual one's cover holds.
    expect((await addWeight(parent, second.id, '2026-11-29')).statusCode).toBe(403);
    t.clock.advance(365 * DAY);
    const yearOn = await signIn(t, built.mobileNumber);
    expect((await addWeight(yearOn, second.id, '2027-11-29')).statusCode).toBe(200);
  });
});
