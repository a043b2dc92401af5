import { randomUUID } from 'node:crypto';
import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../../db/builders';
import { orders, refunds } from '../../../db/schema';
import { bookedConsultation, moveClockTo, slotOf } from '../../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../../test/builders';
import { callRoute } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { signedInOperator } from '../../../test/operators';
import { dateWindow } from '../../catalog/slots';
import { consultations } from '../../consultations/consultations.schema';
import { outboundMessages } from '../../outbox/outbox.schema';

/** A refund form's key: a new one per attempt. */
const newKey = () => randomUUID();

describe.each(dbKinds())('consultations and money in the back office on %s', (kind) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    operator = await signedInOperator(t, 'operator');
  });
  afterAll(async () => t?.close());

  const detail = async (appReqId: number) => {
    const res = await callRoute(t.app, routes.adminConsultation, { token: operator.token, query: { appReqId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().consultation;
  };
  const booked = async () => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'], feePaise: 50_000 });
    return { doctor, ...(await bookedConsultation(t, { doctorId: doctor.id, daysAhead: 1 })) };
  };
  const auditOf = async (appReqId: number) => {
    const owner = await signedInOperator(t, 'owner');
    const res = await callRoute(t.app, routes.adminAuditLog, {
      token: owner.token,
      query: { entity: 'consultation', entityID: appReqId },
    });
    return res.json().data as { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
  };

  it('finds a consultation by the parent’s number and shows its order; the CSV has it', async () => {
    const b = await booked();
    const list = await callRoute(t.app, routes.adminConsultations, {
      token: operator.token,
      query: { phone: b.parent.mobileNumber.slice(-6), money: 'paid' },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        appReqId: b.appReqId,
        status: 'booked',
        doctorName: b.doctor.name,
        parentPhone: `+91${b.parent.mobileNumber}`,
        fee: 500,
        paid: 500,
        refunded: 0,
      }),
    ]);
    const none = await callRoute(t.app, routes.adminConsultations, {
      token: operator.token,
      query: { phone: b.parent.mobileNumber.slice(-6), status: 'completed' },
    });
    expect(none.json().data).toEqual([]);
    const one = await detail(b.appReqId);
    expect(one).toMatchObject({ canRefund: true, canCancel: true, canMarkNoShow: false });
    expect(one.money).toEqual([
      expect.objectContaining({ kind: 'order', status: 'Success', amount: 500, gateway: 'sandbox' }),
    ]);

    const csv = await callRoute(t.app, routes.adminConsultationsCsv, {
      token: operator.token,
      query: { phone: b.parent.mobileNumber },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="consultations.csv"');
    const lines = (csv.checked ?? '')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Consultation","Status"/);
    expect(lines[1]).toContain(`"${b.appReqId}","booked","video"`);
    // The number starts with +: a spreadsheet would read it as a formula, so it is led by an apostrophe.
    expect(lines[1]).toContain(`"'+91${b.parent.mobileNumber}"`);
    for (const token of [undefined, b.parent.authToken]) {
      const refused = await callRoute(t.app, routes.adminConsultationsCsv, { token, query: {} });
      expect(refused.statusCode).toBe(401);
    }
  });

  it('a partial refund goes through the gateway once, a double click included; the parent sees it', async () => {
    const b = await booked();
    const tooMuch = await callRoute(t.app, routes.adminRefundConsultation, {
      token: operator.token,
      body: { appReqId: b.appReqId, amount: 600, reason: 'Call dropped twice', requestKey: newKey() },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ message: messages.adminRefundTooMuch('500', '500'), field: 'amount' });

    const ask = { appReqId: b.appReqId, amount: 200, reason: 'Call dropped twice', requestKey: newKey() };
    const refunded = await callRoute(t.app, routes.adminRefundConsultation, { token: operator.token, body: ask });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // The rest may still be refunded.
    expect(refunded.json().consultation).toMatchObject({
      status: 'booked',
      refunded: 200,
      refundable: 300,
      canRefund: true,
    });
    const history = (c: { money: { kind: string; amount: number }[] }) => c.money.map((m) => [m.kind, m.amount]);
    expect(history(refunded.json().consultation)).toEqual([
      ['order', 500],
      ['refund', 200],
    ]);
    // The same request again (a double click, a retry after a lost answer): the same one refund.
    const again = await callRoute(t.app, routes.adminRefundConsultation, { token: operator.token, body: ask });
    expect(again.statusCode, again.body).toBe(200);
    expect(history(again.json().consultation)).toEqual(history(refunded.json().consultation));
    // More than is left: refused, saying what is left.
    const overRest = await callRoute(t.app, routes.adminRefundConsultation, {
      token: operator.token,
      body: { appReqId: b.appReqId, amount: 300.01, reason: 'Twice by mistake', requestKey: newKey() },
    });
    expect(overRest.statusCode).toBe(400);
    expect(overRest.json()).toMatchObject({
      message: 'The refund cannot be more than the ₹300 left to refund of the ₹500 paid.',
      field: 'amount',
    });

    const parentSees = await callRoute(t.app, routes.getRefunds, { token: b.parent.authToken });
    expect(parentSees.json().data).toEqual([expect.objectContaining({ amount: 200, status: 'processed' })]);
    const audit = await auditOf(b.appReqId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'consultation.refund_requested',
      before: { status: 'booked', refunded: 0, left: 50_000 },
      after: { status: 'booked', left: 30_000, amount: 20_000, reason: 'Call dropped twice' },
    });
  });

  it('cancelling with a refund frees the slot, refunds in full and tells the parent by SMS', async () => {
    const b = await booked();
    const res = await callRoute(t.app, routes.adminCancelConsultation, {
      token: operator.token,
      body: { appReqId: b.appReqId, reason: 'Doctor unwell' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().consultation).toMatchObject({
      status: 'refunded',
      refunded: 500,
      canCancel: false,
      canRefund: false,
    });
    const sms = t.sms.messages(b.parent.mobileNumber).find((m) => m.text.includes('cancelled by the clinic'));
    expect(sms?.text).toMatch(
      new RegExp(
        `^Your consultation with ${b.doctor.name} \\(Reg\\. no\\. ${b.doctor.registrationNumber}\\) on .* was cancelled by the clinic\\. ₹500 is being refunded`,
      ),
    );
    const twice = await callRoute(t.app, routes.adminCancelConsultation, {
      token: operator.token,
      body: { appReqId: b.appReqId, reason: 'Doctor unwell' },
    });
    expect(twice.statusCode).toBe(409);
    // The refund asked, then the move once the gateway accepted: each recorded with its change.
    expect((await auditOf(b.appReqId)).map((a) => [a.action, a.after.status])).toEqual([
      ['consultation.cancelled', 'refunded'],
      ['consultation.cancel_requested', 'booked'],
    ]);
    // The slot is free again: another parent can hold it.
    const again = await bookedConsultation(t, { doctorId: b.doctor.id, daysAhead: 1 });
    expect(again.slotStart.getTime()).toBe(b.slotStart.getTime());
  });

  it('marks a no-show only once its time has come; the day’s summary counts it all', async () => {
    const b = await booked();
    const early = await callRoute(t.app, routes.adminMarkNoShow, {
      token: operator.token,
      body: { appReqId: b.appReqId },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.adminNoShowTooEarly);
    moveClockTo(t, new Date(b.slotStart.getTime() + 20 * 60_000));
    // A back-office sign-in lasts a working day: the next day's operator signs in again.
    operator = await signedInOperator(t, 'operator');
    const marked = await callRoute(t.app, routes.adminMarkNoShow, {
      token: operator.token,
      body: { appReqId: b.appReqId },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().consultation.status).toBe('no_show');
    expect((await auditOf(b.appReqId)).map((a) => a.action)).toEqual(['consultation.no_show']);

    const summary = await callRoute(t.app, routes.adminDailySummary, {
      token: operator.token,
      query: { date: '2026-11-22' },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    // Every booking of this file was paid on the test clock's first day (22 November in India).
    expect(summary.json().summary).toMatchObject({
      date: '2026-11-22',
      bookings: 5,
      revenue: 2500,
      refunds: 2,
      refunded: 700,
      cancellations: 1,
    });
    const bad = await callRoute(t.app, routes.adminDailySummary, {
      token: operator.token,
      query: { date: '2026-02-30' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a parent cannot reach any of it', async () => {
    const parent = await signIn(t);
    const res = await callRoute(t.app, routes.adminConsultations, { token: parent.authToken, query: {} });
    expect(res.statusCode).toBe(401);
  });

  // The clinic moves a consultation (a doctor's leave over a booked day, say).
  const dayAfterTomorrow = () => dateWindow('Asia/Kolkata', t.clock.now())[2] ?? '';
  const freeSlots = async (doctorId: number, date: string) => {
    const res = await callRoute(t.app, routes.getAllDoctorSlot, {
      query: { appointmentType: 'video', dt: date, pageSize: 200, doctorId },
    });
    return ((res.json().data as { Slots: { slot: string }[] }[])[0]?.Slots ?? []).map((s) => s.slot);
  };
  const move = (appReqId: number, date: string, slot: string) =>
    callRoute(t.app, routes.adminMoveConsultation, {
      token: operator.token,
      body: { appReqId, consultationDate: date, slot, reason: 'Doctor on leave that day' },
    });
  const outboxOf = (consultationId: number) =>
    t.database.db
      .select({ key: outboundMessages.idempotencyKey, text: outboundMessages.text })
      .from(outboundMessages)
      .where(eq(outboundMessages.consultationId, consultationId));
  const movesOf = async (appReqId: number) =>
    (await auditOf(appReqId)).filter((a) => a.action === 'consultation.moved');

  it('to a free slot of the same doctor: the old slot is free, the parent is told the new time with the registration number, and it is recorded', async () => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'] });
    const b = await bookedConsultation(t, { doctorId: doctor.id, daysAhead: 1 });
    const date = dayAfterTomorrow();
    const [, target = ''] = await freeSlots(doctor.id, date);
    const res = await move(b.appReqId, date, target);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().consultation).toMatchObject({ slotDate: date, status: 'booked', canMove: true });
    expect(await freeSlots(doctor.id, date)).not.toContain(target);
    const [moved] = await t.database.db.select().from(consultations).where(eq(consultations.id, b.appReqId));
    // The parent's own one change is still theirs.
    expect(moved?.rescheduledAt).toBeNull();
    const sent = await outboxOf(b.appReqId);
    const newTime = sent.filter((m) => m.key.startsWith(`confirmation:${b.appReqId}:moved:`));
    expect(newTime).toHaveLength(2);
    expect(newTime[0]?.text).toContain(target);
    expect(newTime[0]?.text).toContain('Reg. no.');
    expect(await movesOf(b.appReqId)).toHaveLength(1);
    // Asked again to the same slot: refused, nothing more written.
    expect((await move(b.appReqId, date, target)).statusCode).toBe(409);
    expect(await outboxOf(b.appReqId)).toHaveLength(sent.length);
  });

  it('refuses a taken slot, a time the doctor does not work and a consultation no longer booked, writing nothing', async () => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'] });
    const a = await bookedConsultation(t, { doctorId: doctor.id, daysAhead: 1 });
    const b = await bookedConsultation(t, { doctorId: doctor.id, daysAhead: 2 });
    const date = dayAfterTomorrow();
    const takenSlot = slotOf(b.slotStart);
    expect(takenSlot.date).toBe(date);
    const before = await outboxOf(a.appReqId);

    const taken = await move(a.appReqId, date, takenSlot.label);
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().message).toBe(messages.slotTaken);
    const offHours = await move(a.appReqId, date, '03:07 AM');
    expect(offHours.statusCode).toBe(400);
    const badDate = await callRoute(t.app, routes.adminMoveConsultation, {
      token: operator.token,
      invalidBody: { appReqId: a.appReqId, consultationDate: '2026-02-30', slot: '10:00 AM', reason: 'x y z' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(await outboxOf(a.appReqId)).toEqual(before);
    expect(await movesOf(a.appReqId)).toEqual([]);

    await t.database.db.update(consultations).set({ status: 'cancelled' }).where(eq(consultations.id, a.appReqId));
    const [free = ''] = await freeSlots(doctor.id, date);
    const cancelled = await move(a.appReqId, date, free);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(messages.adminMoveNotBooked);
  });
});

describe.each(dbKinds())('several refunds of one payment, each recorded with its change, on %s', (kind) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  let owner: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    operator = await signedInOperator(t, 'operator');
    owner = await signedInOperator(t, 'owner');
  });
  afterAll(async () => t?.close());

  const booked = async () => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'], feePaise: 50_000 });
    return bookedConsultation(t, { doctorId: doctor.id, daysAhead: 1 });
  };
  const refund = (appReqId: number, amount?: number, requestKey = newKey()) =>
    callRoute(t.app, routes.adminRefundConsultation, {
      token: operator.token,
      body: { appReqId, reason: 'The call dropped', requestKey, ...(amount === undefined ? {} : { amount }) },
    });
  const cancel = (appReqId: number) =>
    callRoute(t.app, routes.adminCancelConsultation, {
      token: operator.token,
      body: { appReqId, reason: 'Doctor unwell' },
    });
  const refundRows = (appReqId: number) =>
    t.database.db
      .select({ amountPaise: refunds.amountPaise, status: refunds.status })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.consultationId, appReqId))
      .orderBy(refunds.id);
  const actionsOf = async (appReqId: number) => {
    const res = await callRoute(t.app, routes.adminAuditLog, {
      token: owner.token,
      query: { entity: 'consultation', entityID: appReqId },
    });
    return (res.json().data as { action: string }[]).map((a) => a.action);
  };
  /** Makes every audit record of `action` fail to be written, for the length of `run`. */
  async function withAuditRefused<T>(action: string, run: () => Promise<T>) {
    await t.database.db.execute(
      sql.raw(`create or replace function fail_audit() returns trigger language plpgsql as $$
      begin if new.action = '${action}' then raise exception 'audit refused'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql`create trigger audit_fails before insert on audit_log for each row execute function fail_audit()`,
    );
    try {
      return await run();
    } finally {
      await t.database.db.execute(sql`drop trigger audit_fails on audit_log`);
    }
  }

  it('a partial refund, then the cancel gives back the rest: two refunds that add up to the payment, a credit note each', async () => {
    const b = await booked();
    expect((await refund(b.appReqId, 200)).statusCode).toBe(200);
    const cancelled = await cancel(b.appReqId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().consultation).toMatchObject({
      status: 'refunded',
      paid: 500,
      refunded: 500,
      refundable: 0,
      canRefund: false,
      canCancel: false,
    });
    expect(await refundRows(b.appReqId)).toEqual([
      { amountPaise: 20_000, status: 'processed' },
      { amountPaise: 30_000, status: 'processed' },
    ]);
    const sms = t.sms.messages(b.parent.mobileNumber).find((m) => m.text.includes('cancelled by the clinic'));
    expect(sms?.text).toContain('₹300 is being refunded');
    const receipts = await callRoute(t.app, routes.getReceipts, { token: b.parent.authToken });
    const notes = (receipts.json().data as { kind: string; total: number }[]).filter((r) => r.kind === 'credit_note');
    expect(notes.map((n) => n.total).sort()).toEqual([200, 300]);
    expect(await actionsOf(b.appReqId)).toEqual([
      'consultation.cancelled',
      'consultation.cancel_requested',
      'consultation.refund_requested',
    ]);
    // Nothing is left: a further refund is refused, saying so.
    const more = await refund(b.appReqId, 1);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(messages.adminAlreadyRefunded);
  });

  it('a further partial refund goes up to what is left, no further', async () => {
    const b = await booked();
    expect((await refund(b.appReqId, 100)).statusCode).toBe(200);
    expect((await refund(b.appReqId, 150)).json().consultation).toMatchObject({ refunded: 250, refundable: 250 });
    const over = await refund(b.appReqId, 251);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      status: 0,
      message: messages.adminRefundTooMuch('250', '500'),
      field: 'amount',
    });
    // No amount: all that is left.
    const rest = await refund(b.appReqId);
    expect(rest.json().consultation).toMatchObject({
      status: 'booked',
      refunded: 500,
      refundable: 0,
      canRefund: false,
    });
    expect((await refundRows(b.appReqId)).map((r) => r.amountPaise)).toEqual([10_000, 15_000, 25_000]);
  });

  it('refunds asked at once never come to more than was paid; the database refuses it by itself', async () => {
    const b = await booked();
    const answers = await Promise.all([refund(b.appReqId, 300), refund(b.appReqId, 300), refund(b.appReqId, 300)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    // Ten clicks of one form: one refund.
    const key = newKey();
    const clicks = await Promise.all(Array.from({ length: 10 }, () => refund(b.appReqId, 50, key)));
    expect(clicks.every((c) => c.statusCode === 200)).toBe(true);
    expect((await refundRows(b.appReqId)).map((r) => r.amountPaise)).toEqual([30_000, 5_000]);

    // Written around the service, a refund over what is left is refused by the trigger of migration 0035.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.consultationId, b.appReqId));
    const insert = (amountPaise: number, status: 'pending' | 'failed') =>
      t.database.db.insert(refunds).values({
        orderId: order?.id ?? 0,
        amountPaise,
        status,
        requestKey: `test:${newKey()}`,
        idempotencyKey: `test-${newKey()}`,
      });
    await expect(insert(15_001, 'pending')).rejects.toThrow();
    // A refused refund gives nothing back, so it does not count; asked anew, it counts again.
    await insert(50_000, 'failed');
    await expect(
      t.database.db.update(refunds).set({ status: 'pending' }).where(eq(refunds.amountPaise, 50_000)),
    ).rejects.toThrow();
    await insert(15_000, 'pending');
    expect((await refundRows(b.appReqId)).filter((r) => r.status !== 'failed').map((r) => r.amountPaise)).toEqual([
      30_000, 5_000, 15_000,
    ]);
  });

  it('the record of a refund and the refund commit together, or neither does', async () => {
    const b = await booked();
    // The record cannot be written: no refund is asked, and the gateway never hears of it.
    const noRecord = await withAuditRefused('consultation.refund_requested', () => refund(b.appReqId, 100));
    expect(noRecord.statusCode).toBe(500);
    expect(await refundRows(b.appReqId)).toEqual([]);
    expect(await actionsOf(b.appReqId)).toEqual([]);

    // The refund cannot be written: no record of it either.
    await t.database.db.execute(sql`create or replace function fail_refund() returns trigger language plpgsql as $$
      begin raise exception 'refund refused'; end $$`);
    await t.database.db.execute(
      sql`create trigger refund_fails before insert on refunds for each row execute function fail_refund()`,
    );
    try {
      expect((await refund(b.appReqId, 100)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refund_fails on refunds`);
    }
    expect(await refundRows(b.appReqId)).toEqual([]);
    expect(await actionsOf(b.appReqId)).toEqual([]);

    const done = await refund(b.appReqId, 100);
    expect(done.statusCode, done.body).toBe(200);
    expect(await actionsOf(b.appReqId)).toEqual(['consultation.refund_requested']);
  });

  it('a cancel whose move could not be recorded stays booked; asked again, it is cancelled with no second refund', async () => {
    const b = await booked();
    const first = await withAuditRefused('consultation.cancelled', () => cancel(b.appReqId));
    expect(first.statusCode).toBe(500);
    // The refund was asked (and recorded) before the gateway; the move and its record went together.
    expect(await refundRows(b.appReqId)).toEqual([{ amountPaise: 50_000, status: 'processed' }]);
    expect(await actionsOf(b.appReqId)).toEqual(['consultation.cancel_requested']);
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, b.appReqId));
    expect(row?.status).toBe('booked');

    const again = await cancel(b.appReqId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().consultation).toMatchObject({ status: 'refunded', refunded: 500 });
    expect(await refundRows(b.appReqId)).toHaveLength(1);
    expect(await actionsOf(b.appReqId)).toEqual(['consultation.cancelled', 'consultation.cancel_requested']);
  });

  it('a cancel whose message to the parent could not be written stays booked: never a cancel they are not told of', async () => {
    const b = await booked();
    await t.database.db.execute(sql`create or replace function fail_message() returns trigger language plpgsql as $$
      begin raise exception 'message refused'; end $$`);
    await t.database.db.execute(
      sql`create trigger message_fails before insert on outbound_messages for each row execute function fail_message()`,
    );
    try {
      expect((await cancel(b.appReqId)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger message_fails on outbound_messages`);
    }
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, b.appReqId));
    expect(row?.status).toBe('booked');
    expect(await actionsOf(b.appReqId)).toEqual(['consultation.cancel_requested']);

    // Asked again: cancelled, no second refund, and the parent told once on each channel.
    expect((await cancel(b.appReqId)).statusCode).toBe(200);
    expect(await refundRows(b.appReqId)).toHaveLength(1);
    const told = await t.database.db
      .select({ key: outboundMessages.idempotencyKey })
      .from(outboundMessages)
      .where(eq(outboundMessages.consultationId, b.appReqId));
    expect(told.filter((m) => m.key.startsWith(`clinic-cancel:${b.appReqId}:`))).toHaveLength(2);
  });
});
