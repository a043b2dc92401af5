import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../db/builders';
import { doctors, orders } from '../../db/schema';
import { placeOrder } from '../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { dateWindow } from '../catalog/slots';
import { releaseExpiredHolds } from '../consultations';
import { consultations } from '../consultations/consultations.schema';

type Card = { doctorID: number; clinicId: number; Slots: { slot: string; appointmenttype: string }[] };

/** A local stand-in for Razorpay's orders API (no network). */
async function fakeRazorpay(): Promise<{ url: string; server: Server }> {
  let n = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      n += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `order_fake${n}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.each(dbKinds())('payments on %s', (kind) => {
  let t: TestApp;
  let tomorrow: string;
  let razorpay: { url: string; server: Server };
  beforeAll(async () => {
    razorpay = await fakeRazorpay();
    t = await buildTestApp(kind);
    tomorrow = dateWindow('Asia/Kolkata', t.clock.now())[1] ?? '';
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => razorpay.server.close(r));
  });

  const call = routeCaller(() => t.app);

  /**
   * A parent holding the first slot tomorrow of a doctor built for this call, so no test steps
   * around slots that earlier tests hold.
   */
  async function heldConsultation(app = t) {
    const parent = await signIn(app);
    const doctor = await buildDoctor(app.database.db, { consultTypes: ['video'] });
    const res = await app.app.inject(
      `/api/App/GetAllDoctorSlot?appointmentType=video&dt=${tomorrow}&pageSize=200&doctorId=${doctor.id}`,
    );
    const card = (res.json().data as Card[])[0] as Card;
    const slot = card.Slots[0] as Card['Slots'][number];
    const held = await app.app.inject({
      method: 'POST',
      url: '/api/App/AddBookConsultAppointmentInfo',
      headers: { authtoken: parent.authToken },
      payload: {
        guestId: parent.userID,
        consultType: 'video',
        consultationDate: tomorrow,
        slot: slot.slot,
        DoctorId: card.doctorID,
        clinic: card.clinicId,
      },
    });
    expect(held.statusCode).toBe(200);
    return { parent, card, appReqId: held.json().appReqId as number };
  }

  const priceAndOrder = (
    h: Awaited<ReturnType<typeof heldConsultation>>,
    change: (o: Record<string, unknown>) => void = () => {},
    app = t,
  ) =>
    placeOrder(
      app,
      { parent: h.parent, doctorId: h.card.doctorID, clinicId: h.card.clinicId, appReqId: h.appReqId },
      change,
    );

  const sandboxParams = (checkoutUrl: string) => Object.fromEntries(new URL(`http://x${checkoutUrl}`).searchParams);
  const consultationStatus = async (id: number) =>
    (await t.database.db.select({ s: consultations.status }).from(consultations).where(eq(consultations.id, id)))[0]?.s;

  it('prices the hold from the doctor fee, makes one order per hold, and pays through the sandbox once', async () => {
    const h = await heldConsultation();
    const { price, res } = await priceAndOrder(h);
    const [doctor] = await t.database.db
      .select({ fee: doctors.feePaise })
      .from(doctors)
      .where(eq(doctors.id, h.card.doctorID));
    expect(price).toMatchObject({ status: 1, planId: 14, planCostAnnual: (doctor?.fee ?? 0) / 100, discount: 0 });
    expect(price.planCostAnnualWithGST).toBe(price.planCostAnnual);
    expect(res.statusCode).toBe(200);
    const { uniqueId, checkout } = res.json();
    expect(checkout.gateway).toBe('sandbox');
    expect((await priceAndOrder(h)).res.json().uniqueId).toBe(uniqueId); // idempotent

    const status = () =>
      call(routes.getCartStatus, {
        query: { userType: 'Guest', userId: h.parent.userID, uniqueId: uniqueId },
        token: h.parent.authToken,
      });
    expect((await status()).json().cartStatus).toBe(1);
    // The browser claiming success by itself is refused, and changes nothing.
    const claim = await call(routes.updateCartStatus, {
      token: h.parent.authToken,
      body: {
        UserType: 'Guest',
        UserId: h.parent.userID,
        UniqueId: uniqueId,
        Status: 'Success',
        TransactionId: 'fake',
      },
    });
    expect(claim.statusCode).toBe(403);
    expect((await status()).json().cartStatus).toBe(1);

    const params = sandboxParams(checkout.url);
    const page = await t.app.inject(`/api/Sandbox/GetOrder?uniqueId=${params.uniqueId}&token=${params.token}`);
    expect(page.json()).toMatchObject({ uniqueId, total: price.planCostAnnual, cartStatus: 1 });
    const replies = [];
    for (let i = 0; i < 10; i++) {
      replies.push(
        await t.app.inject({ method: 'POST', url: '/api/Sandbox/Complete', payload: { ...params, outcome: 'pay' } }),
      );
    }
    expect(replies.every((r) => r.json().cartStatus === 'Success')).toBe(true);
    expect((await status()).json().cartStatus).toBe('Success');
    expect(await consultationStatus(h.appReqId)).toBe('booked');
    const rows = await t.database.db
      .select({ s: orders.status })
      .from(orders)
      .where(eq(orders.consultationId, h.appReqId));
    expect(rows).toEqual([{ s: 'Success' }]);
    // A forged token is not the gateway.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/Sandbox/Complete',
      payload: { ...params, token: 'a'.repeat(64), outcome: 'fail' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('refuses tampered amounts with Amount mismatch and creates no order', async () => {
    const h = await heldConsultation();
    for (const change of [
      (o: Record<string, unknown>) => {
        o.Total = 1;
      },
      (o: Record<string, unknown>) => {
        o.Amount = (o.Amount as number) - 1;
      },
      (o: Record<string, unknown>) => {
        o.Disc = 5;
      },
    ]) {
      const { res } = await priceAndOrder(h, change);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Amount mismatch');
    }
    for (const [change, message] of [
      [
        (o: Record<string, unknown>) => {
          o.Total = -5;
        },
        /Total cannot be negative/,
      ],
      [
        (o: Record<string, unknown>) => {
          o.Total = 12.345;
        },
        /Total must be in whole paise/,
      ],
      [
        (o: Record<string, unknown>) => {
          o.Total = 1e12;
        },
        /Total is too large/,
      ],
    ] as const) {
      const { res } = await priceAndOrder(h, change);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const rows = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.consultationId, h.appReqId));
    expect(rows).toEqual([]);
  });

  it('answers 404 for unknown and other accounts\u2019 orders, 400 for an unknown status', async () => {
    const h = await heldConsultation();
    const { uniqueId } = (await priceAndOrder(h)).res.json();
    const stranger = await signIn(t);
    expect(
      (await call(routes.getCartStatus, { query: { uniqueId: uniqueId }, token: stranger.authToken })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(routes.getCartStatus, {
          query: { uniqueId: '00000000-0000-0000-0000-000000000000' },
          token: h.parent.authToken,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await call(routes.updateCartStatus, {
      token: h.parent.authToken,
      invalidBody: {
        UniqueId: uniqueId,
        Status: 'Paid',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Status must be one of/);
  });

  it('fails through the sandbox, releasing the slot; a cancel there keeps the hold to resume', async () => {
    for (const [outcome, cartStatus, consultation] of [
      ['fail', 'Failure', 'released'],
      ['cancel', 'Aborted', 'held'],
    ] as const) {
      const h = await heldConsultation();
      const { checkout } = (await priceAndOrder(h)).res.json();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Sandbox/Complete',
        payload: { ...sandboxParams(checkout.url), outcome },
      });
      expect(res.json().cartStatus).toBe(cartStatus);
      expect(await consultationStatus(h.appReqId)).toBe(consultation);
    }
  });

  it('a success after the hold lapsed books the slot if free, else marks a refund', async () => {
    const free = await heldConsultation();
    const freeOrder = (await priceAndOrder(free)).res.json();
    const taken = await heldConsultation();
    const takenOrder = (await priceAndOrder(taken)).res.json();
    t.clock.advance(11 * 60_000);
    await releaseExpiredHolds(t.database.db, t.clock.now());
    // Someone else holds the second slot meanwhile.
    const row = (await t.database.db.select().from(consultations).where(eq(consultations.id, taken.appReqId)))[0];
    const other = await signIn(t);
    const otherHold = await call(routes.addBookConsultAppointmentInfo, {
      token: other.authToken,
      body: {
        guestId: other.userID,
        consultType: 'video',
        consultationDate: tomorrow,
        DoctorId: row?.doctorId ?? 0,
        clinic: row?.clinicId ?? 0,
        slot: new Intl.DateTimeFormat('en-US', {
          timeZone: 'Asia/Kolkata',
          hour: '2-digit',
          minute: '2-digit',
          hour12: true,
        })
          .format(row?.slotStart)
          .replace(/^(\d):/, '0$1:'),
      },
    });
    expect(otherHold.statusCode).toBe(200);

    const paidFree = await t.app.inject({
      method: 'POST',
      url: '/api/Sandbox/Complete',
      payload: { ...sandboxParams(freeOrder.checkout.url), outcome: 'pay' },
    });
    expect(paidFree.json().cartStatus).toBe('Success');
    expect(await consultationStatus(free.appReqId)).toBe('booked');
    const paidTaken = await t.app.inject({
      method: 'POST',
      url: '/api/Sandbox/Complete',
      payload: { ...sandboxParams(takenOrder.checkout.url), outcome: 'pay' },
    });
    expect(paidTaken.json()).toMatchObject({ cartStatus: 'Refund', message: /refunded/ });
    expect(await consultationStatus(taken.appReqId)).toBe('refunded');
  });

  it('a success racing the hold sweeper leaves one consistent outcome', async () => {
    const h = await heldConsultation();
    const { checkout } = (await priceAndOrder(h)).res.json();
    t.clock.advance(11 * 60_000);
    const [paid] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/Sandbox/Complete',
        payload: { ...sandboxParams(checkout.url), outcome: 'pay' },
      }),
      releaseExpiredHolds(t.database.db, t.clock.now()),
    ]);
    expect(paid.json().cartStatus).toBe('Success');
    expect(await consultationStatus(h.appReqId)).toBe('booked');
  });

  it('a zero total goes straight to Success with an empty transaction', async () => {
    const h = await heldConsultation();
    await t.database.db.update(consultations).set({ feePaise: 0 }).where(eq(consultations.id, h.appReqId));
    const { res } = await priceAndOrder(h);
    expect(res.json()).toMatchObject({ total: 0, checkout: { gateway: 'none' } });
    const done = await call(routes.updateCartStatus, {
      token: h.parent.authToken,
      body: {
        UserType: 'Guest',
        UserId: h.parent.userID,
        UniqueId: res.json().uniqueId,
        Status: 'Success',
        TransactionId: '',
      },
    });
    expect(done.json()).toMatchObject({ status: 1, cartStatus: 'Success' });
    expect(await consultationStatus(h.appReqId)).toBe('booked');
  });

  const razorpayEnv = () => ({
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_k',
    RAZORPAY_KEY_SECRET: 'rzp-secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
    RAZORPAY_BASE_URL: razorpay.url,
  });

  it('accepts a Razorpay result only with its signature', async () => {
    const rt = await buildTestApp(kind, { env: razorpayEnv() });
    try {
      const h = await heldConsultation(rt);
      const { res } = await priceAndOrder(h, () => {}, rt);
      const { uniqueId, checkout } = res.json();
      expect(checkout).toMatchObject({ gateway: 'razorpay', razorpay: { keyId: 'rzp_test_k', currency: 'INR' } });
      const orderId = checkout.razorpay.orderId as string;
      const update = (signature: string) =>
        rt.app.inject({
          method: 'POST',
          url: '/api/Cart/UpdateCartStatus',
          headers: { authtoken: h.parent.authToken },
          payload: {
            UniqueId: uniqueId,
            Status: 'Success',
            TransactionId: 'pay_1',
            razorpay_order_id: orderId,
            razorpay_payment_id: 'pay_1',
            razorpay_signature: signature,
          },
        });
      expect((await update('0'.repeat(64))).statusCode).toBe(403);
      const good = createHmac('sha256', 'rzp-secret').update(`${orderId}|pay_1`).digest('hex');
      expect((await update(good)).json().cartStatus).toBe('Success');
      // The webhook with a bad signature is refused.
      const body = JSON.stringify({
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_1', order_id: orderId } } },
      });
      const hook = await rt.app.inject({
        method: 'POST',
        url: '/api/Payments/RazorpayWebhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
        payload: body,
      });
      expect(hook.statusCode).toBe(403);
    } finally {
      await rt.close();
    }
  });

  it('acknowledges every webhook Razorpay signed with 200, applies a result once, and records what it did not apply', async () => {
    const logs: string[] = [];
    const rt = await buildTestApp(kind, {
      env: { ...razorpayEnv(), LOG_LEVEL: 'warn' },
      logStream: { write: (line) => logs.push(line) },
    });
    try {
      const h = await heldConsultation(rt);
      const { uniqueId, checkout } = (await priceAndOrder(h, () => {}, rt)).res.json();
      const orderId = checkout.razorpay.orderId as string;
      const hook = (body: string, eventId: string, opts: { signature?: string; type?: string } = {}) =>
        rt.app.inject({
          method: 'POST',
          url: '/api/Payments/RazorpayWebhook',
          headers: {
            'content-type': opts.type ?? 'application/json',
            'x-razorpay-signature': opts.signature ?? createHmac('sha256', 'hook-secret').update(body).digest('hex'),
            'x-razorpay-event-id': eventId,
          },
          payload: body,
        });
      // Razorpay's payment entity carries the payer's contact: it must never reach a log.
      const paymentEvent = (event: string) =>
        JSON.stringify({
          event,
          payload: {
            payment: {
              entity: { id: 'pay_9', order_id: orderId, contact: '+919812312312', email: 'parent@example.com' },
            },
          },
        });
      const order = async () =>
        (
          await rt.database.db
            .select({ status: orders.status, transactionId: orders.transactionId })
            .from(orders)
            .where(eq(orders.uniqueId, uniqueId))
        )[0];
      const booked = async () =>
        (
          await rt.database.db
            .select({ s: consultations.status })
            .from(consultations)
            .where(eq(consultations.id, h.appReqId))
        )[0]?.s;

      // Not JSON, JSON of another shape, not even sent as JSON: acknowledged, and nothing changes.
      for (const [body, id, type] of [
        ['{"event": "payment.captured", ', 'evt_notjson', undefined],
        [JSON.stringify({ event: 42, payload: [] }), 'evt_odd', undefined],
        ['payment.captured', 'evt_plain', 'text/plain'],
      ] as const) {
        const res = await hook(body, id, { type });
        expect(res.statusCode, body).toBe(200);
        expect(res.json()).toEqual({ status: 1, handled: false });
      }
      expect(await order()).toMatchObject({ status: 'pending' });

      // Captured, then the same event again (Razorpay retries) and order.paid: booked once, 200 each time.
      for (const [event, id] of [
        ['payment.captured', 'evt_1'],
        ['payment.captured', 'evt_1'],
        ['order.paid', 'evt_2'],
      ] as const) {
        const res = await hook(paymentEvent(event), id);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 1, handled: true });
      }
      expect(await order()).toEqual({ status: 'Success', transactionId: 'pay_9' });
      expect(await booked()).toBe('booked');

      // A failure reported after the capture: acknowledged and recorded; the order stays paid.
      const failed = await hook(paymentEvent('payment.failed'), 'evt_3');
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toEqual({ status: 1, handled: false });
      expect(await order()).toEqual({ status: 'Success', transactionId: 'pay_9' });
      expect(await booked()).toBe('booked');

      // A forged signature is still refused, even for a body that is not JSON.
      expect((await hook(paymentEvent('payment.failed'), 'evt_4', { signature: 'f'.repeat(64) })).statusCode).toBe(403);
      expect((await hook('not json', 'evt_5', { signature: '0'.repeat(64) })).statusCode).toBe(403);

      const warnings = logs.map((line) => JSON.parse(line)).filter((line) => line.level === 40);
      expect(warnings).toEqual([
        expect.objectContaining({ eventId: 'evt_notjson', reason: 'not JSON' }),
        expect.objectContaining({ eventId: 'evt_odd', reason: 'not the expected shape' }),
        expect.objectContaining({ eventId: 'evt_plain', reason: 'not JSON' }),
        expect.objectContaining({
          eventId: 'evt_3',
          event: 'payment.failed',
          gatewayOrderId: orderId,
          order: uniqueId,
          status: 'Success',
        }),
      ]);
      expect(logs.join('\n')).not.toMatch(/9812312312|parent@example\.com/);
    } finally {
      await rt.close();
    }
  });
});
