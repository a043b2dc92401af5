import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../../db/builders';
import { orders, refunds } from '../../../db/schema';
import { bookedConsultation, holdSlot, holdVideoSlotAt, orderHold, slotOf } from '../../../test/bookings';
import { buildTestApp, guestAccounts, signIn, type TestApp } from '../../../test/builders';
import { callRoute } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { dateWindow } from '../../catalog/slots';
import { consultations } from '../../consultations/consultations.schema';

const IST = 'Asia/Kolkata';

/** The parent asks to move their consultation to `slot` on the day `dayIndex` of the booking window. */
const moveTo = (t: TestApp, b: { parent: { authToken: string }; appReqId: number }, dayIndex: number, slot: string) =>
  callRoute(t.app, routes.rescheduleConsultation, {
    token: b.parent.authToken,
    body: { appReqId: b.appReqId, consultationDate: dateWindow(IST, t.clock.now())[dayIndex] ?? '', slot },
  });
const rowOf = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(consultations).where(eq(consultations.id, id)))[0];

describe.each(dbKinds())('cancel with a sandbox refund, and reschedule, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const statusOf = async (id: number) => (await rowOf(t, id))?.status;
  const refundRows = async (consultationId: number) =>
    t.database.db
      .select({ id: refunds.id, status: refunds.status, amountPaise: refunds.amountPaise })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.consultationId, consultationId));
  const cancel = (token: string, appReqId: number) =>
    callRoute(t.app, routes.cancelConsultation, { token, body: { appReqId } });
  /** A fresh doctor's booked consultation tomorrow: no test shares slots with another. */
  const booked = async () => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'], feePaise: 70_000 });
    return bookedConsultation(t, { doctorId: doctor.id });
  };

  it('cancels a booked consultation: a full refund at once, the slot free, the refund readable', async () => {
    const b = await booked();
    const res = await cancel(b.parent.authToken, b.appReqId);
    expect(res.statusCode).toBe(200);
    expect(res.checked).toMatchObject({
      consultationStatus: 'refunded',
      refund: {
        appReqId: b.appReqId,
        amount: 700,
        status: 'processed',
        reference: expect.stringMatching(/^sandbox_rfnd_/),
      },
    });
    expect(await statusOf(b.appReqId)).toBe('refunded');
    // Someone else can hold the freed slot straight away.
    const other = await signIn(t);
    expect((await holdVideoSlotAt(t, other, b, b.slotStart)).statusCode).toBe(200);
    const list = await callRoute(t.app, routes.getRefunds, { token: b.parent.authToken });
    expect(list.checked?.data).toEqual([
      expect.objectContaining({ refundId: res.checked?.refund?.refundId, appReqId: b.appReqId, amount: 700 }),
    ]);
    // Another account sees none of it.
    expect((await callRoute(t.app, routes.getRefunds, { token: other.authToken })).checked?.data).toEqual([]);
  });

  it("answers 404 for another account's consultation and changes nothing", async () => {
    const b = await booked();
    const stranger = await signIn(t);
    const res = await cancel(stranger.authToken, b.appReqId);
    expect(res.statusCode).toBe(404);
    const moved = await moveTo(t, { ...b, parent: stranger }, 2, '10:00 AM');
    expect(moved.statusCode).toBe(404);
    expect(await statusOf(b.appReqId)).toBe('booked');
    expect(await refundRows(b.appReqId)).toEqual([]);
  });

  it('cancelled twice: one refund, the same one in both answers', async () => {
    const b = await booked();
    const first = await cancel(b.parent.authToken, b.appReqId);
    const second = await cancel(b.parent.authToken, b.appReqId);
    expect(second.statusCode).toBe(200);
    expect(second.checked?.refund?.refundId).toBe(first.checked?.refund?.refundId);
    expect(await refundRows(b.appReqId)).toHaveLength(1);
  });

  it('ten cancels at once make one refund', async () => {
    const b = await booked();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(b.parent.authToken, b.appReqId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const rows = await refundRows(b.appReqId);
    expect(rows).toEqual([expect.objectContaining({ status: 'processed', amountPaise: 70_000 })]);
    expect(new Set(answers.map((a) => a.checked?.refund?.refundId).filter(Boolean))).toEqual(new Set([rows[0]?.id]));
    expect(await statusOf(b.appReqId)).toBe('refunded');
  });

  it('a refund accepted by a request that stopped before freeing the slot: the next cancel frees it, with no second refund', async () => {
    const b = await booked();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.consultationId, b.appReqId));
    await t.database.db.insert(refunds).values({
      orderId: order?.id ?? 0,
      amountPaise: 70_000,
      status: 'processed',
      requestKey: `rest:${order?.uniqueId}`,
      idempotencyKey: `refund-${order?.uniqueId}-earlier`,
      gatewayRefundId: 'sandbox_rfnd_earlier',
    });
    const res = await cancel(b.parent.authToken, b.appReqId);
    expect(res.checked).toMatchObject({
      consultationStatus: 'refunded',
      refund: { reference: 'sandbox_rfnd_earlier' },
    });
    expect(await statusOf(b.appReqId)).toBe('refunded');
    expect(await refundRows(b.appReqId)).toHaveLength(1);
  });

  it('a cancel racing holds on its slot: never two live rows, and the slot goes to one parent', async () => {
    const b = await booked();
    const parents = await guestAccounts(t, 5);
    const [cancelled, ...holds] = await Promise.all([
      cancel(b.parent.authToken, b.appReqId),
      ...parents.map((p) => holdVideoSlotAt(t, p, b, b.slotStart)),
    ]);
    expect(cancelled?.statusCode).toBe(200);
    for (const h of holds) expect([200, 409]).toContain(h.statusCode);
    const won = holds.filter((h) => h.statusCode === 200).length;
    expect(won).toBeLessThanOrEqual(1);
    const late = await Promise.all(parents.map((p) => holdVideoSlotAt(t, p, b, b.slotStart)));
    // The parent who won keeps their hold ('mine' answers it again); nobody else gets the slot.
    const holders = new Set([...holds, ...late].filter((h) => h.statusCode === 200).map((h) => h.checked?.appReqId));
    expect(holders.size).toBe(1);
  });

  it('moves a booked consultation once to another free slot of the doctor, without paying again', async () => {
    const b = await booked();
    const date = dateWindow(IST, t.clock.now())[3] ?? '';
    // As if its reminder had gone out: the new time gets one of its own.
    await t.database.db
      .update(consultations)
      .set({ reminderSentAt: t.clock.now(), reminderAttempts: 1 })
      .where(eq(consultations.id, b.appReqId));
    const res = await moveTo(t, b, 3, '11:00 AM');
    expect(res.statusCode).toBe(200);
    expect(res.checked).toMatchObject({ appReqId: b.appReqId, slotDate: date, slot: '11:00 AM' });
    const row = await rowOf(t, b.appReqId);
    expect(row).toMatchObject({
      status: 'booked',
      slotDate: date,
      slotStart: new Date(res.checked?.slotStart ?? ''),
      reminderSentAt: null,
      reminderAttempts: 0,
    });
    // The paid order stayed with it: no new order, still Success.
    const paid = await t.database.db.select().from(orders).where(eq(orders.consultationId, b.appReqId));
    expect(paid.map((o) => o.status)).toEqual(['Success']);
    // The old slot is free for others at once, while five parents race for it.
    const parents = await guestAccounts(t, 5);
    const holds = await Promise.all(parents.map((p) => holdVideoSlotAt(t, p, b, b.slotStart)));
    expect(holds.filter((h) => h.statusCode === 200)).toHaveLength(1);
    // Once only.
    const again = await moveTo(t, b, 3, '11:20 AM');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/only once/);
    // A moved consultation can still be cancelled, with its refund.
    expect((await cancel(b.parent.authToken, b.appReqId)).checked?.consultationStatus).toBe('refunded');
    // A cancelled one can no longer be moved.
    expect((await moveTo(t, b, 4, '11:00 AM')).json().message).toMatch(/Only a booked consultation/);
  });

  it('refuses to move to a slot someone holds or booked, or one that has passed (409), and keeps the booking', async () => {
    const b = await booked();
    const other = await holdSlot(t, { doctorId: b.doctorId, daysAhead: 1 });
    const taken = await moveTo(t, b, 1, slotOf(other.slotStart).label);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/taken/);
    const past = await moveTo(t, b, 0, '08:00 AM');
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toMatch(/passed/);
    // A time the doctor's schedule does not make, or a day outside the booking window: 400 naming the field.
    const offSchedule = await moveTo(t, b, 2, '07:00 AM');
    expect(offSchedule.statusCode).toBe(400);
    expect(offSchedule.json().message).toMatch(/does not see patients/);
    const outside = await callRoute(t.app, routes.rescheduleConsultation, {
      token: b.parent.authToken,
      body: { appReqId: b.appReqId, consultationDate: '2027-06-01', slot: '10:00 AM' },
    });
    expect(outside.statusCode).toBe(400);
    const row = await rowOf(t, b.appReqId);
    expect(row).toMatchObject({ status: 'booked', slotStart: b.slotStart, rescheduledAt: null });
  });

  it('moving to a slot while others race to hold it: one of them gets it', async () => {
    const b = await booked();
    const at = new Date(`${dateWindow(IST, t.clock.now())[2]}T15:00:00+05:30`);
    const parents = await guestAccounts(t, 4);
    const [moved, ...holds] = await Promise.all([
      moveTo(t, b, 2, '03:00 PM'),
      ...parents.map((p) => holdVideoSlotAt(t, p, b, at)),
    ]);
    const winners = [moved, ...holds].filter((a) => a?.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const a of [moved, ...holds]) expect([200, 409]).toContain(a?.statusCode);
  });

  it('a payment after its slot went to someone else is refunded through the gateway at once', async () => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'] });
    const late = await holdSlot(t, { doctorId: doctor.id });
    const order = await orderHold(t, late);
    t.clock.advance(11 * 60_000);
    const other = await signIn(t);
    expect((await holdVideoSlotAt(t, other, late, late.slotStart)).statusCode).toBe(200);
    const params = Object.fromEntries(new URL(`http://x${order.checkout.url}`).searchParams);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/Sandbox/Complete',
      payload: { ...params, outcome: 'pay' },
    });
    expect(paid.json().cartStatus).toBe('Refund');
    expect(await refundRows(late.appReqId)).toEqual([
      expect.objectContaining({ status: 'processed', amountPaise: 50_000 }),
    ]);
    const list = await callRoute(t.app, routes.getRefunds, { token: late.parent.authToken });
    expect(list.checked?.data).toEqual([
      expect.objectContaining({ appReqId: late.appReqId, status: 'processed', amount: 500 }),
    ]);
  });
});

describe.each(dbKinds())('the cancellation cut-off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // A week: every slot of the window's first days is inside it.
    t = await buildTestApp(kind, { env: { CANCELLATION_CUTOFF_MINUTES: '10080', CALL_AGENT_NUMBER: '+918047001234' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a cancel or a move inside the cut-off with the reason and the clinic, and keeps the booking', async () => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'] });
    const b = await bookedConsultation(t, { doctorId: doctor.id });
    const res = await callRoute(t.app, routes.cancelConsultation, {
      token: b.parent.authToken,
      body: { appReqId: b.appReqId },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/too close to the consultation.*Test Clinic.*\+918047001234/);
    expect((await moveTo(t, b, 3, '11:00 AM')).statusCode).toBe(409);
    const row = await rowOf(t, b.appReqId);
    expect(row?.status).toBe('booked');
    expect(await t.database.db.select().from(refunds)).toEqual([]);
  });
});
