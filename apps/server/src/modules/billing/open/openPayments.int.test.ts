import { routes } from '@app/contract/routes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../../db/builders';
import { orders, refunds } from '../../../db/schema';
import { holdSlot, holdVideoSlotAt, orderHold } from '../../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../../test/builders';
import { routeCaller } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { consultations } from '../../consultations/consultations.schema';

describe.each(dbKinds())('payments left open, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = routeCaller(() => t.app);

  /** A hold of a doctor built for this test (so no test meets another's slots), ordered through the sandbox. */
  async function openPayment(opts: { order?: boolean } = {}) {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'] });
    const h = await holdSlot(t, { doctorId: doctor.id });
    const order = opts.order === false ? undefined : await orderHold(t, h);
    return { ...h, order };
  }
  const listOpen = (token: string) => call(routes.getOpenPayments, { token });
  const cancel = (token: string, appReqId: number) => call(routes.cancelPayment, { token, body: { appReqId } });
  const sandbox = (checkoutUrl: string | undefined, outcome: 'pay' | 'fail' | 'cancel') =>
    t.app.inject({
      method: 'POST',
      url: '/api/Sandbox/Complete',
      payload: { ...Object.fromEntries(new URL(`http://x${checkoutUrl}`).searchParams), outcome },
    });
  const statusOf = async (id: number) =>
    (await t.database.db.select({ s: consultations.status }).from(consultations).where(eq(consultations.id, id)))[0]?.s;
  const ordersOf = (id: number) =>
    t.database.db
      .select({ uniqueId: orders.uniqueId, status: orders.status })
      .from(orders)
      .where(eq(orders.consultationId, id));

  /** The rows occupying the hold's slot (held or booked). */
  const liveOnSlot = async (h: { doctorId: number; slotStart: Date }) =>
    (
      await t.database.db
        .select({ id: consultations.id, status: consultations.status })
        .from(consultations)
        .where(and(eq(consultations.doctorId, h.doctorId), eq(consultations.slotStart, h.slotStart)))
    ).filter((r) => r.status === 'held' || r.status === 'booked');

  it("lists the account's open payment with its order, and nobody else's", async () => {
    const h = await openPayment();
    const list = await listOpen(h.parent.authToken);
    expect(list.statusCode).toBe(200);
    const [p] = list.json().data;
    expect(list.json().data).toHaveLength(1);
    expect(p).toMatchObject({
      appReqId: h.appReqId,
      memberId: h.parent.userID,
      doctorId: h.doctorId,
      consultType: 'video',
      slotStart: h.slotStart.toISOString(),
      amount: h.order?.total,
      order: { uniqueId: h.order?.uniqueId, cartStatus: 1, gateway: 'sandbox' },
    });
    expect(p?.slot).toMatch(/^\d\d:\d\d [AP]M$/);
    expect(Date.parse(p?.holdExpiresAt ?? '')).toBe(t.clock.now().getTime() + 10 * 60_000);

    const other = await signIn(t);
    expect((await listOpen(other.authToken)).json().data).toEqual([]);
    // A hold without an order yet (Pay now never pressed) is open too, priced from the hold.
    const bare = await openPayment({ order: false });
    expect((await listOpen(bare.parent.authToken)).json().data).toMatchObject([
      { appReqId: bare.appReqId, order: null },
    ]);
  });

  it('a payment cancelled on the gateway page keeps its hold, and paying again re-opens the same order', async () => {
    const h = await openPayment();
    const aborted = await sandbox(h.order?.checkout.url, 'cancel');
    expect(aborted.json()).toMatchObject({ cartStatus: 'Aborted', message: 'Payment Aborted.' });
    expect(await statusOf(h.appReqId)).toBe('held');
    expect((await listOpen(h.parent.authToken)).json().data).toMatchObject([
      { appReqId: h.appReqId, order: { uniqueId: h.order?.uniqueId, cartStatus: 'Aborted' } },
    ]);

    const again = await orderHold(t, h);
    expect(again.uniqueId).toBe(h.order?.uniqueId);
    expect(await ordersOf(h.appReqId)).toEqual([{ uniqueId: h.order?.uniqueId, status: 'pending' }]);
    const paid = await sandbox(again.checkout.url, 'pay');
    expect(paid.json().cartStatus).toBe('Success');
    expect(await statusOf(h.appReqId)).toBe('booked');
    expect((await listOpen(h.parent.authToken)).json().data).toEqual([]);
  });

  it('drops a hold from the list once it lapses, even before the sweeper releases it', async () => {
    const h = await openPayment();
    t.clock.advance(10 * 60_000);
    expect((await listOpen(h.parent.authToken)).json().data).toEqual([]);
    expect(await statusOf(h.appReqId)).toBe('held');
  });

  it('cancel payment releases the hold and aborts the order; ten replays give the same answer', async () => {
    const h = await openPayment();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(h.parent.authToken, h.appReqId)));
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.json()).toMatchObject({ status: 1, appReqId: h.appReqId, consultationStatus: 'released' });
    }
    expect((await cancel(h.parent.authToken, h.appReqId)).json()).toEqual(answers[0]?.json());
    expect(await statusOf(h.appReqId)).toBe('released');
    expect(await ordersOf(h.appReqId)).toEqual([{ uniqueId: h.order?.uniqueId, status: 'Aborted' }]);
    expect((await listOpen(h.parent.authToken)).json().data).toEqual([]);

    // The slot is free at once: another parent holds it.
    const other = await signIn(t);
    const taken = await holdVideoSlotAt(t, other, h, h.slotStart);
    expect(taken.statusCode).toBe(200);
    // The cancelled hold cannot be paid any more.
    const price = await t.app.inject({
      url: `/api/Cart/GetItemsById?id=14&userType=Guest&userId=${h.parent.userID}&appReqId=${h.appReqId}`,
      headers: { authtoken: h.parent.authToken },
    });
    expect(price.statusCode).toBe(409);
  });

  it("another account's open payment is a 404 and stays held", async () => {
    const h = await openPayment();
    const other = await signIn(t);
    const res = await cancel(other.authToken, h.appReqId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We could not find that consultation.');
    expect(await statusOf(h.appReqId)).toBe('held');
  });

  it('a paid consultation is a 409 that says it is booked', async () => {
    const h = await openPayment();
    await sandbox(h.order?.checkout.url, 'pay');
    const res = await cancel(h.parent.authToken, h.appReqId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already paid, so it is booked/);
    expect(await statusOf(h.appReqId)).toBe('booked');
  });

  it('a payment landing after the cancel books the slot while it is free, once', async () => {
    const h = await openPayment();
    await cancel(h.parent.authToken, h.appReqId);
    const late = await sandbox(h.order?.checkout.url, 'pay');
    expect(late.json().cartStatus).toBe('Success');
    expect(await statusOf(h.appReqId)).toBe('booked');
    // A replay of the payment changes nothing; one live row on the slot, the parent's.
    expect((await sandbox(h.order?.checkout.url, 'pay')).json().cartStatus).toBe('Success');
    expect(await liveOnSlot(h)).toEqual([{ id: h.appReqId, status: 'booked' }]);
    expect((await cancel(h.parent.authToken, h.appReqId)).statusCode).toBe(409);
  });

  it('a payment landing after the cancel, when the slot went to someone else, is refunded through the gateway', async () => {
    const h = await openPayment();
    await cancel(h.parent.authToken, h.appReqId);
    const other = await signIn(t);
    expect((await holdVideoSlotAt(t, other, h, h.slotStart)).statusCode).toBe(200);
    const late = await sandbox(h.order?.checkout.url, 'pay');
    expect(late.json()).toMatchObject({ cartStatus: 'Refund' });
    expect(await statusOf(h.appReqId)).toBe('refunded');
    const [refund] = await t.database.db
      .select({ status: refunds.status, amountPaise: refunds.amountPaise, ref: refunds.gatewayRefundId })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.consultationId, h.appReqId));
    expect(refund).toMatchObject({ status: 'processed', amountPaise: Math.round((h.order?.total ?? 0) * 100) });
    expect(refund?.ref).toMatch(/^sandbox_rfnd_/);
    // Never two live rows on the slot: the other parent's hold is the one there.
    const live = await liveOnSlot(h);
    expect(live).toHaveLength(1);
    expect(live[0]?.status).toBe('held');
    expect(live[0]?.id).not.toBe(h.appReqId);
    expect((await cancel(h.parent.authToken, h.appReqId)).json().message).toBe('This payment is already closed.');
  });

  it('a cancel racing the payment leaves one consistent outcome', async () => {
    const h = await openPayment();
    const [cancelled, paid] = await Promise.all([
      cancel(h.parent.authToken, h.appReqId),
      sandbox(h.order?.checkout.url, 'pay'),
    ]);
    expect(paid.json().cartStatus).toBe('Success');
    // Whichever came first, the money booked the slot: the cancel either came before (released,
    // then the late payment booked it) or after (409, it is booked).
    expect(await statusOf(h.appReqId)).toBe('booked');
    expect([200, 409]).toContain(cancelled.statusCode);
  });
});
