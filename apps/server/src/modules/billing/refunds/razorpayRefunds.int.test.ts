import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../../db/builders';
import { orders, refunds } from '../../../db/schema';
import { createGateways } from '../../../providers/payments';
import { holdSlot, holdVideoSlotAt, placeOrder } from '../../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../../test/builders';
import { callRoute } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { signedInOperator } from '../../../test/operators';
import { consultations } from '../../consultations/consultations.schema';
import { refundDueLatePayments, resendUnansweredRefunds } from './refundOrder';

const KEY_ID = 'rzp_test_k';
const silentLog = { error() {}, warn() {}, info() {} };
const KEY_SECRET = 'rzp-secret';
const HOOK_SECRET = 'hook-secret';

type Mode = 'processed' | 'pending' | 'refuse' | 'down';

/**
 * A local stand-in for Razorpay's orders and refunds APIs (no network). It checks the basic auth
 * of every call, answers a refund as `mode` says, and answers a key it has seen with the refund it
 * made for it, as Razorpay's idempotent refunds do.
 */
async function fakeRazorpay() {
  const state = { mode: 'processed' as Mode, refundCalls: [] as { paymentId: string; key: string; amount: number }[] };
  const made = new Map<string, string>();
  const expectedAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const send = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers.authorization !== expectedAuth) return send(401, { error: { description: 'bad auth' } });
      n += 1;
      if (req.url === '/v1/orders') return send(200, { id: `order_fake${n}` });
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (!refund) return send(404, {});
      const key = String(req.headers['x-refund-idempotency'] ?? '');
      state.refundCalls.push({ paymentId: refund[1] ?? '', key, amount: JSON.parse(raw).amount });
      if (state.mode === 'down') return send(502, {});
      if (state.mode === 'refuse') return send(400, { error: { description: 'Payment is not refundable.' } });
      const id = made.get(key) ?? `rfnd_fake${n}`;
      made.set(key, id);
      return send(200, { id, entity: 'refund', status: state.mode });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, state };
}

describe.each(dbKinds())('refunds through Razorpay (signed fake) on %s', (kind) => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof fakeRazorpay>>;
  beforeAll(async () => {
    razorpay = await fakeRazorpay();
    t = await buildTestApp(kind, {
      env: {
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: HOOK_SECRET,
        RAZORPAY_BASE_URL: razorpay.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => razorpay.server.close(r));
  });

  /**
   * A consultation paid through Razorpay's checkout (its signature verified), with payment
   * `paymentId`; `beforePaying` runs between the order and the payment.
   */
  async function paidThroughRazorpay(paymentId: string, beforePaying: (h: Hold) => Promise<void> = async () => {}) {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'], feePaise: 70_000 });
    const h = await holdSlot(t, { doctorId: doctor.id });
    const order = (await placeOrder(t, h)).res.json();
    await beforePaying(h);
    const orderId: string = order.checkout.razorpay.orderId;
    const paid = await callRoute(t.app, routes.updateCartStatus, {
      token: h.parent.authToken,
      body: {
        UniqueId: order.uniqueId,
        Status: 'Success',
        TransactionId: paymentId,
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex'),
      },
    });
    return { ...h, cartStatus: paid.checked?.cartStatus };
  }
  type Hold = Awaited<ReturnType<typeof holdSlot>>;
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(consultations).where(eq(consultations.id, id)))[0]?.status;
  const cancel = (h: { parent: { authToken: string }; appReqId: number }) =>
    callRoute(t.app, routes.cancelConsultation, { token: h.parent.authToken, body: { appReqId: h.appReqId } });
  const webhook = (event: string, refundId: string) => {
    const body = JSON.stringify({ event, payload: { refund: { entity: { id: refundId, status: 'processed' } } } });
    return t.app.inject({
      method: 'POST',
      url: '/api/Payments/RazorpayWebhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', HOOK_SECRET).update(body).digest('hex'),
      },
      payload: body,
    });
  };

  it('a refund Razorpay refuses leaves the consultation booked and tells the parent; asked again, a new key succeeds', async () => {
    const h = await paidThroughRazorpay('pay_refused1');
    expect(h.cartStatus).toBe('Success');
    razorpay.state.mode = 'refuse';
    const refused = await cancel(h);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.refundRefused);
    expect(await statusOf(h.appReqId)).toBe('booked');
    const listed = await callRoute(t.app, routes.getRefunds, { token: h.parent.authToken });
    expect(listed.checked?.data).toEqual([
      expect.objectContaining({ appReqId: h.appReqId, status: 'failed', amount: 700 }),
    ]);

    razorpay.state.mode = 'pending';
    const accepted = await cancel(h);
    expect(accepted.checked).toMatchObject({
      consultationStatus: 'cancelled',
      message: messages.cancelledRefundStarted,
      refund: { status: 'pending', amount: 700, reference: expect.stringMatching(/^rfnd_fake/) },
    });
    const calls = razorpay.state.refundCalls.filter((c) => c.paymentId === 'pay_refused1');
    expect(calls.map((c) => c.amount)).toEqual([70_000, 70_000]);
    expect(calls[0]?.key).not.toBe(calls[1]?.key);
    expect(await statusOf(h.appReqId)).toBe('cancelled');

    // Razorpay reports it processed: the consultation is refunded; a repeated delivery changes nothing.
    const reference = accepted.checked?.refund?.reference ?? '';
    expect((await webhook('refund.processed', reference)).json()).toMatchObject({ status: 1, handled: true });
    expect((await webhook('refund.processed', reference)).statusCode).toBe(200);
    expect(await statusOf(h.appReqId)).toBe('refunded');
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.gatewayRefundId, reference));
    expect(row).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
    // An unknown refund id is acknowledged, and not applied.
    expect((await webhook('refund.processed', 'rfnd_unknown')).json()).toMatchObject({ handled: false });
  });

  it('an unanswered refund stays pending and booked; after the lease the same key is sent again', async () => {
    const h = await paidThroughRazorpay('pay_down1');
    razorpay.state.mode = 'down';
    const down = await cancel(h);
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe(messages.refundUnreachable);
    expect(await statusOf(h.appReqId)).toBe('booked');
    // Within the lease another request does not send it again.
    razorpay.state.mode = 'processed';
    const soon = await cancel(h);
    expect(soon.checked).toMatchObject({ consultationStatus: 'booked', message: messages.cancelInProgress });
    t.clock.advance(61_000);
    const retried = await cancel(h);
    expect(retried.checked).toMatchObject({ consultationStatus: 'refunded', refund: { status: 'processed' } });
    const keys = razorpay.state.refundCalls.filter((c) => c.paymentId === 'pay_down1').map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('ten cancels at once ask Razorpay once', async () => {
    const h = await paidThroughRazorpay('pay_ten1');
    razorpay.state.mode = 'processed';
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(h)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(razorpay.state.refundCalls.filter((c) => c.paymentId === 'pay_ten1')).toHaveLength(1);
    expect(await statusOf(h.appReqId)).toBe('refunded');
  });

  it("a late payment's refund Razorpay refused is asked again by the job an hour later, as is one never asked", async () => {
    razorpay.state.mode = 'refuse';
    /** The hold lapses and another parent takes the slot before the payment lands. */
    const slotTaken = async (h: Hold) => {
      t.clock.advance(11 * 60_000);
      const taken = await holdVideoSlotAt(t, await signIn(t), h, h.slotStart);
      expect(taken.statusCode).toBe(200);
    };
    const refused = await paidThroughRazorpay('pay_late1', slotTaken);
    expect(refused.cartStatus).toBe('Refund');
    const refusedList = await callRoute(t.app, routes.getRefunds, { token: refused.parent.authToken });
    expect(refusedList.checked?.data).toEqual([expect.objectContaining({ status: 'failed', amount: 700 })]);
    // An order marked Refund before refunds existed has no refund row at all.
    const never = await paidThroughRazorpay('pay_late2', slotTaken);
    const [neverOrder] = await t.database.db.select().from(orders).where(eq(orders.consultationId, never.appReqId));
    await t.database.db.delete(refunds).where(eq(refunds.orderId, neverOrder?.id ?? 0));

    razorpay.state.mode = 'processed';
    const job = { db: t.database.db, now: t.clock.now, gateways: createGateways(t.config), log: silentLog };
    // Within the hour the refused one waits; the one never asked goes at once.
    expect(await refundDueLatePayments(job)).toBe(1);
    t.clock.advance(61 * 60_000);
    expect(await refundDueLatePayments(job)).toBe(1);
    expect(await refundDueLatePayments(job)).toBe(0);
    for (const h of [refused, never]) {
      const list = await callRoute(t.app, routes.getRefunds, { token: h.parent.authToken });
      expect(list.checked?.data).toEqual([expect.objectContaining({ appReqId: h.appReqId, status: 'processed' })]);
    }
  });

  it("an operator's refund Razorpay refuses is failed, never done, its request kept in the audit log; one unanswered is sent again with its key", async () => {
    const h = await paidThroughRazorpay('pay_operator1');
    const operator = await signedInOperator(t, 'operator');
    const owner = await signedInOperator(t, 'owner');
    const refund = (amount: number, requestKey = randomUUID()) =>
      callRoute(t.app, routes.adminRefundConsultation, {
        token: operator.token,
        body: { appReqId: h.appReqId, amount, reason: 'Goodwill', requestKey },
      });
    const detail = async () =>
      (
        await callRoute(t.app, routes.adminConsultation, { token: operator.token, query: { appReqId: h.appReqId } })
      ).json().consultation;
    const calls = () => razorpay.state.refundCalls.filter((c) => c.paymentId === 'pay_operator1');

    razorpay.state.mode = 'refuse';
    const refused = await refund(200);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.adminRefundRefused);
    // Nothing went back, and nothing is recorded as done: a refused refund does not count.
    expect(await detail()).toMatchObject({ status: 'booked', refunded: 0, refundable: 700, canRefund: true });
    expect((await detail()).money).toContainEqual(
      expect.objectContaining({ kind: 'refund', status: 'failed', amount: 200 }),
    );

    razorpay.state.mode = 'down';
    const key = randomUUID();
    const down = await refund(300, key);
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe(messages.adminRefundUnanswered);
    // Asked, not done: it counts against what is left, and is nobody's money back yet.
    expect(await detail()).toMatchObject({ refunded: 0, refundable: 400 });

    // The refund job sends it again once its lease is over, with the same key.
    razorpay.state.mode = 'processed';
    const job = { db: t.database.db, now: t.clock.now, gateways: createGateways(t.config), log: silentLog };
    expect(await resendUnansweredRefunds(job)).toBe(0);
    t.clock.advance(61_000);
    expect(await resendUnansweredRefunds(job)).toBe(1);
    expect(await resendUnansweredRefunds(job)).toBe(0);
    expect(calls().map((c) => c.amount)).toEqual([20_000, 30_000, 30_000]);
    expect(calls()[1]?.key).toBe(calls()[2]?.key);
    expect(await detail()).toMatchObject({ refunded: 300, refundable: 400 });
    // The same form sent again answers with that refund: no second one.
    expect((await refund(300, key)).statusCode).toBe(200);
    expect(calls()).toHaveLength(3);

    // Both requests are in the audit log, each written with its refund's row.
    const audit = await callRoute(t.app, routes.adminAuditLog, {
      token: owner.token,
      query: { entity: 'consultation', entityID: h.appReqId },
    });
    expect(
      audit.json().data.map((a: { action: string; after: { amount: number } }) => [a.action, a.after.amount]),
    ).toEqual([
      ['consultation.refund_requested', 30_000],
      ['consultation.refund_requested', 20_000],
    ]);
  });
});
