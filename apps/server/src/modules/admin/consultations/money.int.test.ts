import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../../db/builders';
import { bookedConsultation, moveClockTo } from '../../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../../test/builders';
import { callRoute } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { signedInOperator } from '../../../test/operators';

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
    return res.json().data as { action: string; after: Record<string, unknown> }[];
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

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Admin/ExportConsultations?phone=${b.parent.mobileNumber}`,
      headers: { authtoken: operator.token },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Consultation","Status"/);
    expect(lines[1]).toContain(`"${b.appReqId}","booked","video"`);
    // The number starts with +: a spreadsheet would read it as a formula, so it is led by an apostrophe.
    expect(lines[1]).toContain(`"'+91${b.parent.mobileNumber}"`);
    for (const token of [undefined, b.parent.authToken]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/Admin/ExportConsultations',
        headers: token ? { authtoken: token } : {},
      });
      expect(refused.statusCode).toBe(401);
    }
  });

  it('a partial refund goes through the gateway once; the parent sees it', async () => {
    const b = await booked();
    const tooMuch = await callRoute(t.app, routes.adminRefundConsultation, {
      token: operator.token,
      body: { appReqId: b.appReqId, amount: 600, reason: 'Call dropped twice' },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ message: messages.adminRefundTooMuch('500'), field: 'amount' });

    const refunded = await callRoute(t.app, routes.adminRefundConsultation, {
      token: operator.token,
      body: { appReqId: b.appReqId, amount: 200, reason: 'Call dropped twice' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().consultation).toMatchObject({ status: 'booked', refunded: 200, canRefund: false });
    expect(refunded.json().consultation.money.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual(
      [
        ['order', 500],
        ['refund', 200],
      ],
    );
    const again = await callRoute(t.app, routes.adminRefundConsultation, {
      token: operator.token,
      body: { appReqId: b.appReqId, reason: 'Twice by mistake' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.adminAlreadyRefunded);

    const parentSees = await callRoute(t.app, routes.getRefunds, { token: b.parent.authToken });
    expect(parentSees.json().data).toEqual([expect.objectContaining({ amount: 200, status: 'processed' })]);
    const audit = await auditOf(b.appReqId);
    expect(audit[0]).toMatchObject({
      action: 'consultation.refunded',
      after: { amount: 20_000, reason: 'Call dropped twice' },
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
    const sms = t.sms.messages(b.parent.mobileNumber)[0];
    expect(sms?.text).toMatch(
      new RegExp(
        `^Your consultation with ${b.doctor.name} on .* was cancelled by the clinic\\. ₹500 is being refunded`,
      ),
    );
    const twice = await callRoute(t.app, routes.adminCancelConsultation, {
      token: operator.token,
      body: { appReqId: b.appReqId, reason: 'Doctor unwell' },
    });
    expect(twice.statusCode).toBe(409);
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
});
