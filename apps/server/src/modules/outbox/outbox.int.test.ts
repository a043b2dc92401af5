import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routes } from '@app/contract/routes';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor, buildParent } from '../../db/builders';
import { doctors, members } from '../../db/schema';
import { reminderKey, sendDueReminders } from '../../jobs/reminders';
import type { SmsMessage } from '../../providers/sms';
import { type WhatsAppMessage, WhatsAppSendError } from '../../providers/whatsapp';
import { bookedConsultation, holdSlot, orderHold } from '../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { deliverMessages } from './deliver';
import { claimDue, enqueue, type NewMessage, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS } from './outbox.repo';
import { outboundMessages } from './outbox.schema';
import { outboxServiceFactory } from './outbox.service';

const APP_URL = 'https://app.example.in';
const silent = { info() {}, error() {} };

/** A stand-in provider that records each key it was asked to send, failing (or waiting) as told. */
function recorder<M extends { idempotencyKey?: string }>(
  opts: { fail?: (attempt: number) => Error | undefined; delayMs?: number } = {},
) {
  const tried: string[] = [];
  const sent: string[] = [];
  return {
    name: 'recorder',
    tried,
    sent,
    async send(m: M) {
      tried.push(m.idempotencyKey ?? '');
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const error = opts.fail?.(tried.length);
      if (error) throw error;
      sent.push(m.idempotencyKey ?? '');
    },
  };
}

/** A local stand-in for Razorpay's orders API (no network). */
async function fakeRazorpay(): Promise<{ url: string; server: Server }> {
  let n = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      n += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `order_outbox${n}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.each(dbKinds())('messages to parents through the outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { PUBLIC_APP_URL: APP_URL } });
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const moveTo = (at: Date) => t.clock.advance(Math.max(0, at.getTime() - t.clock.now().getTime()));
  const rowsOf = (consultationId: number) =>
    db().select().from(outboundMessages).where(eq(outboundMessages.consultationId, consultationId));
  const deliveryWith = (sms: { name: string; send(m: SmsMessage): Promise<void> }, whatsapp = sms) => ({
    db: db(),
    sms,
    whatsapp: whatsapp as { name: string; send(m: WhatsAppMessage): Promise<void> },
    now: t.clock.now,
    log: silent,
  });
  /** A consultation booked and paid (sandbox) with a doctor of its own, tomorrow or later. */
  const booked = async (app: TestApp, daysAhead = 1) => {
    const doctor = await buildDoctor(app.database.db, { consultTypes: ['video'] });
    return bookedConsultation(app, { consultType: 'video', daysAhead, doctorId: doctor.id });
  };
  const registrationOf = async (doctorId: number) =>
    (await db().select({ r: doctors.registrationNumber }).from(doctors).where(eq(doctors.id, doctorId)))[0]?.r;

  /** Messages written straight to the outbox for a new parent (the job's own steps, without an event). */
  async function pending(count: number, more: Partial<NewMessage> = {}) {
    const parent = await buildParent(db());
    const tag = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const rows: NewMessage[] = Array.from({ length: count }, (_, i) => ({
      idempotencyKey: `test:${tag}:${i}:${i % 2 ? 'whatsapp' : 'sms'}`,
      channel: i % 2 ? 'whatsapp' : 'sms',
      kind: 'bookingConfirmed',
      accountId: parent.accountId,
      consultationId: null,
      recipient: parent.phoneE164,
      text: `Booked: message ${i}`,
      vars: { doctor: 'Dr. A (Reg. no. NMC-1)', time: '5 Jun 2026, 10:30 AM', link: `${APP_URL}/x` },
      sendBefore: null,
      createdAt: t.clock.now(),
      ...more,
    }));
    const keys = await enqueue(db(), rows);
    return { parent, keys };
  }
  const statusOf = async (keys: string[]) =>
    Object.fromEntries(
      (
        await db()
          .select({ key: outboundMessages.idempotencyKey, status: outboundMessages.status })
          .from(outboundMessages)
          .where(inArray(outboundMessages.idempotencyKey, keys))
      ).map((r) => [r.key, r.status]),
    );

  it('confirms a booking by SMS and WhatsApp, naming the doctor with the registration number, the time in the clinic’s zone and the waiting room', async () => {
    const b = await booked(t);
    await t.background.settled();
    const registration = await registrationOf(b.doctorId);
    expect(registration).toBeTruthy();
    const when = format(new TZDate(b.slotStart.getTime(), 'Asia/Kolkata'), 'd MMM yyyy, hh:mm a');
    const expected = new RegExp(
      `^Booked: your consultation with Dr\\. .+ \\(Reg\\. no\\. ${registration}\\) on ${when}\\. ` +
        `Join the waiting room from 10 minutes before: https://app\\.example\\.in/doctor-oncall\\?consultation=${b.appReqId}$`,
    );
    const sms = t.sms.messages(b.parent.mobileNumber).filter((m) => m.text.startsWith('Booked:'));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toMatch(expected);
    const whatsapp = t.whatsapp.messages(b.parent.mobileNumber);
    expect(whatsapp).toEqual([expect.objectContaining({ kind: 'bookingConfirmed', text: sms[0]?.text })]);
    const rows = await rowsOf(b.appReqId);
    expect(rows.map((r) => [r.idempotencyKey, r.status, r.attempts]).sort()).toEqual([
      [`confirmation:${b.appReqId}:sms`, 'sent', 1],
      [`confirmation:${b.appReqId}:whatsapp`, 'sent', 1],
    ]);
    expect(rows[0]?.vars).toMatchObject({ doctor: expect.stringContaining(`(Reg. no. ${registration})`), time: when });
    // The job finds nothing left to send.
    expect(await deliverMessages(deliveryWith(t.sms, t.whatsapp))).toBe(0);
  });

  it('writes one confirmation per channel however often the payment’s success is applied (a replayed webhook)', async () => {
    const razorpay = await fakeRazorpay();
    const rt = await buildTestApp(kind, {
      env: {
        PUBLIC_APP_URL: APP_URL,
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_k',
        RAZORPAY_KEY_SECRET: 'rzp-secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
        RAZORPAY_BASE_URL: razorpay.url,
      },
    });
    try {
      const doctor = await buildDoctor(rt.database.db, { consultTypes: ['video'] });
      const h = await holdSlot(rt, { consultType: 'video', daysAhead: 1, doctorId: doctor.id });
      const order = await orderHold(rt, h);
      const orderId = (order.checkout as { razorpay?: { orderId: string } }).razorpay?.orderId ?? '';
      expect(orderId).toMatch(/^order_outbox/);
      const body = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_outbox1', order_id: orderId } } },
      });
      const hook = () =>
        rt.app.inject({
          method: 'POST',
          url: '/api/Payments/RazorpayWebhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': createHmac('sha256', 'hook-secret').update(body).digest('hex'),
            'x-razorpay-event-id': 'evt_outbox1',
          },
          payload: body,
        });
      // Five at once, then five more: Razorpay retries, and replays arrive together.
      const answers = [...(await Promise.all(Array.from({ length: 5 }, hook)))];
      for (let i = 0; i < 5; i++) answers.push(await hook());
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      await rt.background.settled();
      const rows = await rt.database.db
        .select({ key: outboundMessages.idempotencyKey, channel: outboundMessages.channel })
        .from(outboundMessages)
        .where(eq(outboundMessages.consultationId, h.appReqId));
      expect(rows.map((r) => r.key).sort()).toEqual([
        `confirmation:${h.appReqId}:sms`,
        `confirmation:${h.appReqId}:whatsapp`,
      ]);
      expect(rt.sms.messages(h.parent.mobileNumber).filter((m) => m.text.startsWith('Booked:'))).toHaveLength(1);
      expect(rt.whatsapp.messages(h.parent.mobileNumber)).toHaveLength(1);
    } finally {
      await rt.close();
      await new Promise((r) => razorpay.server.close(r));
    }
  });

  it('writes no WhatsApp message when the clinic does not use WhatsApp', async () => {
    const off = await buildTestApp(kind, { env: { PUBLIC_APP_URL: APP_URL, WHATSAPP_PROVIDER: 'off' } });
    try {
      const b = await booked(off);
      await off.background.settled();
      const rows = await off.database.db
        .select({ channel: outboundMessages.channel, status: outboundMessages.status })
        .from(outboundMessages)
        .where(eq(outboundMessages.consultationId, b.appReqId));
      expect(rows).toEqual([{ channel: 'sms', status: 'sent' }]);
    } finally {
      await off.close();
    }
  });

  it("tells the parent of the clinic's cancel with the doctor's registration number, once per channel", async () => {
    const b = await booked(t);
    await t.background.settled();
    const outbox = outboxServiceFactory({
      db: db(),
      now: t.clock.now,
      sms: t.sms,
      whatsapp: t.whatsapp,
      appUrl: APP_URL,
      background: t.background,
      log: silent,
    });
    const keys = await outbox.clinicCancelled(db(), b.appReqId, '500');
    expect(keys.sort()).toEqual([`clinic-cancel:${b.appReqId}:sms`, `clinic-cancel:${b.appReqId}:whatsapp`]);
    // The operator's retry writes nothing more.
    expect(await outbox.clinicCancelled(db(), b.appReqId, '500')).toEqual([]);
    expect(await outbox.deliverNow(keys)).toBe(2);
    expect(await outbox.deliverNow(keys)).toBe(0);
    const registration = await registrationOf(b.doctorId);
    const cancelled = t.sms.messages(b.parent.mobileNumber).filter((m) => m.text.includes('cancelled by the clinic'));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.text).toMatch(
      new RegExp(`^Your consultation with Dr\\. .+ \\(Reg\\. no\\. ${registration}\\) on .+ ₹500 is being refunded`),
    );
    expect(t.whatsapp.messages(b.parent.mobileNumber).filter((m) => m.kind === 'clinicCancelled')).toHaveLength(1);
  });

  it('sends each message once, and retries a failed send with the same key on the next sweep', async () => {
    const { keys } = await pending(2);
    const sms = recorder<SmsMessage>({ fail: (attempt) => (attempt === 1 ? new Error('gateway down') : undefined) });
    const whatsapp = recorder<WhatsAppMessage>();
    const deps = { ...deliveryWith(sms), whatsapp };
    expect(await deliverMessages(deps, keys)).toBe(1);
    const [smsKey, whatsappKey] = keys as [string, string];
    expect(await statusOf(keys)).toEqual({ [smsKey]: 'pending', [whatsappKey]: 'sent' });
    const [failed] = await db().select().from(outboundMessages).where(eq(outboundMessages.idempotencyKey, smsKey));
    expect(failed).toMatchObject({ attempts: 1, claimedAt: null, lastError: 'gateway down' });
    expect(await deliverMessages(deps, keys)).toBe(1);
    expect(await deliverMessages(deps, keys)).toBe(0);
    expect(sms.tried).toEqual([smsKey, smsKey]);
    expect(sms.sent).toEqual([smsKey]);
    expect(whatsapp.sent).toEqual([whatsappKey]);
    expect(await statusOf(keys)).toEqual({ [smsKey]: 'sent', [whatsappKey]: 'sent' });
  });

  it('never sends a message twice from sweeps running at once', async () => {
    const { keys } = await pending(12);
    const sms = recorder<SmsMessage>({ delayMs: 5 });
    const whatsapp = recorder<WhatsAppMessage>({ delayMs: 5 });
    const deps = { ...deliveryWith(sms), whatsapp };
    const counts = await Promise.all(Array.from({ length: 4 }, () => deliverMessages(deps)));
    const ours = [...sms.sent, ...whatsapp.sent].filter((k) => keys.includes(k));
    expect(ours.sort()).toEqual([...keys].sort());
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(12);
    expect(new Set([...sms.tried, ...whatsapp.tried]).size).toBe(sms.tried.length + whatsapp.tried.length);
  });

  it('sends again, with the same key, a message whose sweep died after claiming it, once the lease ran out', async () => {
    const { keys } = await pending(1);
    // A sweep claimed it (committed) and its process died before marking it sent.
    expect(await claimDue(db(), t.clock.now(), { keys, limit: 1 })).toHaveLength(1);
    const sms = recorder<SmsMessage>();
    const deps = deliveryWith(sms);
    expect(await deliverMessages(deps, keys)).toBe(0);
    t.clock.advance(OUTBOX_LEASE_MS);
    expect(await deliverMessages(deps, keys)).toBe(1);
    expect(sms.sent).toEqual(keys);
  });

  it('gives a message up when WhatsApp refuses it for good, after the last try otherwise, and at its last moment', async () => {
    const refused = await pending(2);
    const [smsKey, whatsappKey] = refused.keys as [string, string];
    const sms = recorder<SmsMessage>({ fail: () => new Error('template not approved') });
    const whatsapp = recorder<WhatsAppMessage>({ fail: () => new WhatsAppSendError('code 132001', false) });
    const deps = { ...deliveryWith(sms), whatsapp };
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS + 2; i++) await deliverMessages(deps, refused.keys);
    expect(whatsapp.tried).toEqual([whatsappKey]);
    expect(sms.tried).toEqual(Array(OUTBOX_MAX_ATTEMPTS).fill(smsKey));
    expect(await statusOf(refused.keys)).toEqual({ [smsKey]: 'failed', [whatsappKey]: 'failed' });

    const late = await pending(1, { sendBefore: new Date(t.clock.now().getTime() + 60_000) });
    t.clock.advance(60_000);
    const ok = recorder<SmsMessage>();
    await deliverMessages(deliveryWith(ok));
    expect(ok.tried.filter((k) => late.keys.includes(k))).toEqual([]);
    expect(await statusOf(late.keys)).toEqual({ [late.keys[0] ?? '']: 'expired' });
  });

  it("writes the reminder's WhatsApp copy once, however often the reminder is tried, and sends it once", async () => {
    const a = await booked(t, 2);
    await t.background.settled();
    moveTo(new Date(a.slotStart.getTime() - 10 * 60_000));
    const reminders = { db: db(), now: t.clock.now, appUrl: APP_URL, whatsappCopy: true, log: silent };
    // The SMS fails first (the reminder is tried again), then sweeps race.
    const failing = { name: 'failing', send: async () => Promise.reject(new Error('gateway down')) };
    expect(await sendDueReminders({ ...reminders, sms: failing })).toBe(0);
    await Promise.all(Array.from({ length: 3 }, () => sendDueReminders({ ...reminders, sms: t.sms })));
    const copies = (await rowsOf(a.appReqId)).filter((r) => r.kind === 'reminder');
    expect(copies.map((r) => [r.idempotencyKey, r.channel])).toEqual([
      [`${reminderKey({ id: a.appReqId, slotStart: a.slotStart })}:whatsapp`, 'whatsapp'],
    ]);
    await deliverMessages(deliveryWith(t.sms, t.whatsapp));
    await deliverMessages(deliveryWith(t.sms, t.whatsapp));
    const sent = t.whatsapp.messages(a.parent.mobileNumber).filter((m) => m.kind === 'reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toMatch(/^Reminder: your consultation with Dr\. .+ \(Reg\. no\. [^)]+\) starts at/);
    expect(t.sms.messages(a.parent.mobileNumber).filter((m) => m.text.startsWith('Reminder:'))).toHaveLength(1);
  });

  it("empties the parent's number and words from every message on erasure; a pending one is never sent", async () => {
    const parent = await signIn(t);
    const [member] = await db()
      .select({ accountId: members.accountId })
      .from(members)
      .where(eq(members.id, parent.userID));
    const accountId = member?.accountId ?? 0;
    const rows = (status: string) => ({
      idempotencyKey: `erase:${accountId}:${status}`,
      channel: 'sms' as const,
      kind: 'clinicCancelled' as const,
      accountId,
      consultationId: null,
      recipient: `+91${parent.mobileNumber}`,
      text: `Your consultation with Dr. A on 5 Jun was cancelled (${status}).`,
      vars: { doctor: 'Dr. A', time: '5 Jun', amount: '500' },
      sendBefore: null,
      createdAt: t.clock.now(),
    });
    const keys = await enqueue(db(), [rows('sent'), rows('pending')]);
    await deliverMessages(deliveryWith(t.sms, t.whatsapp), keys.slice(0, 1));
    const erased = await routeCaller(() => t.app)(routes.eraseMyData, {
      token: parent.authToken,
      invalidBody: { confirm: true, phrase: 'DELETE' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await db()
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.accountId, accountId)));
    expect(after.map((r) => [r.idempotencyKey, r.status, r.recipient, r.text, r.vars]).sort()).toEqual([
      [`erase:${accountId}:pending`, 'erased', '', '', {}],
      [`erase:${accountId}:sent`, 'sent', '', '', {}],
    ]);
    const sms = recorder<SmsMessage>();
    expect(await deliverMessages(deliveryWith(sms), keys)).toBe(0);
    expect(sms.tried).toEqual([]);
  });
});
