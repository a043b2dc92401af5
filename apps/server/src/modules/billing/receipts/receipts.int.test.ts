import { LEGAL_VERSIONS } from '@app/contract/constants';
import { paths } from '@app/contract/paths';
import { routes } from '@app/contract/routes';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../../db/builders';
import { doctors, receipts } from '../../../db/schema';
import { bookedConsultation, holdSlot, payHold } from '../../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../../test/builders';
import { callRoute } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { nextInSeries } from './receipts.repo';

const SERIES = /^RCT\/\d{4}-\d{2}\/(\d{6})$/;

describe.each(dbKinds())('receipts on %s', (kind) => {
  let t: TestApp;
  let doctorId: number;
  let registration: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    doctorId = (await buildDoctor(t.database.db, { consultTypes: ['video'] })).id;
    const [doctor] = await t.database.db
      .select({ registration: doctors.registrationNumber })
      .from(doctors)
      .where(eq(doctors.id, doctorId));
    registration = doctor?.registration ?? '';
  });
  afterAll(async () => t?.close());

  const listOf = async (token: string) => (await callRoute(t.app, routes.getReceipts, { token })).json().data;
  const pdfOf = (token: string, number: string) =>
    t.app.inject({
      method: 'GET',
      url: `${paths.getReceiptPdf}?${new URLSearchParams({ number })}`,
      headers: { authtoken: token },
    });

  it('issues a receipt for a paid consultation: its number, what it was for, the doctor and registration number', async () => {
    const parent = await signIn(t);
    await callRoute(t.app, routes.register, {
      token: parent.authToken,
      body: {
        firstName: 'Priya',
        LastName: 'Nair',
        email: '',
        acceptTerms: true,
        acceptPrivacy: true,
        termsVersion: LEGAL_VERSIONS.terms,
        privacyVersion: LEGAL_VERSIONS.privacy,
      },
    });
    const booked = await bookedConsultation(t, { parent, doctorId });
    const list = await listOf(parent.authToken);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'receipt', total: booked.order.total, patientId: parent.userID });
    expect(list[0].number).toMatch(SERIES);
    expect(list[0].description).toMatch(/^Video consultation with Dr\. /);

    const [row] = await t.database.db.select().from(receipts).where(eq(receipts.number, list[0].number));
    expect(row).toMatchObject({
      payerName: 'Priya Nair',
      doctorRegistration: registration,
      clinicName: expect.any(String),
      clinicAddress: expect.any(String),
      issuedAt: expect.any(Date),
      issuerName: expect.stringContaining('development'),
    });

    const pdf = await pdfOf(parent.authToken, list[0].number);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe(`Receipt ${list[0].number}`);
  });

  it("never shows another account's receipt, and refuses a number that is not one", async () => {
    const owner = await bookedConsultation(t, { doctorId });
    const [mine] = await listOf(owner.parent.authToken);
    const other = await signIn(t);
    expect(await listOf(other.authToken)).toEqual([]);
    expect((await pdfOf(other.authToken, mine.number)).statusCode).toBe(404);
    expect((await pdfOf(other.authToken, 'RCT/2026-27/1; drop table receipts')).statusCode).toBe(400);
    expect((await pdfOf(other.authToken, 'RCT/2026-27/00\u00000001')).statusCode).toBe(400);
  });

  it('adds a credit note for a refund, numbered in its own series', async () => {
    const booked = await bookedConsultation(t, { doctorId, daysAhead: 2 });
    const cancel = await callRoute(t.app, routes.cancelConsultation, {
      token: booked.parent.authToken,
      body: { appReqId: booked.appReqId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const list = await listOf(booked.parent.authToken);
    expect(list.map((r: { kind: string }) => r.kind).sort()).toEqual(['credit_note', 'receipt']);
    const note = list.find((r: { kind: string }) => r.kind === 'credit_note');
    expect(note.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
    expect(note.total).toBe(booked.order.total);
    expect((await pdfOf(booked.parent.authToken, note.number)).statusCode).toBe(200);
  });

  it('numbers receipts without gaps or repeats when payments land at the same time', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(receipts);
    // Eight holds one after another (each takes the next free slot), then eight payments at once.
    const holds = [];
    for (let i = 0; i < 8; i++) holds.push(await holdSlot(t, { doctorId, daysAhead: 3 }));
    await Promise.all(holds.map((h) => payHold(t, h)));
    const rows = await t.database.db
      .select({ number: receipts.number })
      .from(receipts)
      .where(eq(receipts.kind, 'receipt'));
    const numbers = rows.map((r) => Number(SERIES.exec(r.number)?.[1])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBeGreaterThanOrEqual((before[0]?.n ?? 0) + 8 - 1);
  });

  it('gives a number back when the transaction that took it rolls back', async () => {
    const series = `TEST/${kind}`;
    const first = await t.database.db.transaction((tx) => nextInSeries(tx, series));
    await expect(
      t.database.db.transaction(async (tx) => {
        await nextInSeries(tx, series);
        throw new Error('payment failed after the number was taken');
      }),
    ).rejects.toThrow('payment failed');
    expect(await t.database.db.transaction((tx) => nextInSeries(tx, series))).toBe(first + 1);
  });
});
