import { paths } from '@app/contract/paths';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, buildDoctor } from '../../db/builders';
import {
  bookedConsultation,
  consoleSignIn,
  holdSlot,
  moveClockTo,
  orderHold,
  PARACETAMOL,
  prescriptionBody,
} from '../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { consultations } from './consultations.schema';

describe.each(dbKinds())('the consultation, parent and doctor, on %s', (kind) => {
  let t: TestApp;
  /** Doctors taking every consult type, follow ups included. */
  let doctorIds: number[];
  let registrationNumbers: Map<number, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const { doctors } = await buildCatalog(t.database.db, { doctors: 4 });
    doctorIds = doctors.map((d) => d.id);
    registrationNumbers = new Map(doctors.map((d) => [d.id, d.registrationNumber]));
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);

  it('the console takes only doctors, and keeps parents and doctors apart', async () => {
    const parent = await signIn(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/Console/RequestOtp',
      payload: { mobileCode: '91', mobileNumber: '9876501234' },
    });
    // The same answer as for a doctor, but nothing is sent.
    expect(unknown.statusCode).toBe(200);
    await t.background.settled();
    expect(t.sms.messages('9876501234')).toHaveLength(0);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Console/VerifyOtp',
      payload: { mobileCode: '91', mobileNumber: '9876501234', otp: '123456' },
    });
    // As a doctor's wrong code reads: a stranger's number cannot be told apart here either.
    expect(wrong.statusCode).toBe(401);

    // A doctor with no hours: no booking in this file signs them in again within the OTP's 30 s.
    const doctorId = (await buildDoctor(t.database.db, { consultTypes: [] })).id;
    const token = await consoleSignIn(t, doctorId, { cached: false });
    expect((await call(routes.consoleMe, { token })).json().doctor).toMatchObject({ doctorID: doctorId });
    // A parent's token never opens the console; a doctor's never acts as a parent.
    expect((await call(routes.consoleConsultations, { token: parent.authToken })).statusCode).toBe(401);
    expect((await call(routes.getSessionUser, { token })).statusCode).toBe(401);
    expect((await call(routes.consoleConsultations, { token: '' })).statusCode).toBe(401);
    // Signing out ends the token.
    expect((await call(routes.consoleLogout, { token })).statusCode).toBe(200);
    expect((await call(routes.consoleMe, { token })).statusCode).toBe(401);
  });

  it('lists a paid consultation with the child, starts one unguessable room, and scopes it to its parent', async () => {
    const b = await bookedConsultation(t, { consultType: 'video' });
    // The slot's time: the console acts from 10 minutes before it.
    moveClockTo(t, b.slotStart);
    await call(routes.saveUserDetails, {
      token: b.parent.authToken,
      body: {
        gender: 'Female',
        height: 92,
        weight: 13.5,
        dob: '2023-05-10',
        isPremature: true,
      },
    });
    const doctor = await consoleSignIn(t, b.doctorId);
    const list = (await call(routes.consoleConsultations, { token: doctor })).json();
    const row = list.data.find((c: { appReqId: number }) => c.appReqId === b.appReqId);
    expect(row).toMatchObject({ status: 'booked', consultType: 'video', roomName: null, prescriptionId: null });
    expect(row.child).toMatchObject({ gender: 'Female', heightCm: 92, weightKg: 13.5, isPremature: true });
    expect(row.child.age).toMatch(/months|years/);
    expect(row.parentPhone).toMatch(/^\+91 •+\d{4}$/);

    const log = (memberId: number, token = b.parent.authToken, appReqId = b.appReqId) =>
      call(routes.getVideoLog, { query: { id: memberId, userType: 'Guest', appReqId: appReqId }, token });
    expect((await log(b.parent.userID)).json().data.roomName).toBeNull();

    const started = await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: b.appReqId } });
    expect(started.statusCode).toBe(200);
    const roomName = started.json().roomName as string;
    expect(roomName).toMatch(/^ChildHealth[0-9a-f]{32}$/);
    expect(
      (await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: b.appReqId } })).json().roomName,
    ).toBe(roomName);
    expect((await log(b.parent.userID)).json().data).toEqual({ roomName, appReqId: b.appReqId });
    // Without appReqId: the member's latest started room.
    expect(
      (await call(routes.getVideoLog, { query: { id: b.parent.userID }, token: b.parent.authToken })).json().data
        .roomName,
    ).toBe(roomName);

    // Another parent: not their member, not their consultation.
    const other = await signIn(t);
    expect((await log(b.parent.userID, other.authToken)).statusCode).toBe(404);
    expect((await log(other.userID, other.authToken)).statusCode).toBe(404);
    expect(
      (await call(routes.getConsultation, { query: { appReqId: b.appReqId }, token: other.authToken })).statusCode,
    ).toBe(404);

    // Another doctor sees none of it.
    const otherDoctorId = doctorIds.find((id) => id !== b.doctorId) ?? 0;
    const otherDoctor = await consoleSignIn(t, otherDoctorId);
    const theirs = (await call(routes.consoleConsultations, { token: otherDoctor })).json().data as {
      appReqId: number;
    }[];
    expect(theirs.some((c) => c.appReqId === b.appReqId)).toBe(false);
    for (const route of [routes.consoleStartVideo, routes.consoleCallParent, routes.consoleComplete]) {
      expect((await call(route, { token: otherDoctor, body: { appReqId: b.appReqId } })).statusCode).toBe(404);
    }
  });

  it('refuses to start a call or write a prescription for an unpaid consultation (409)', async () => {
    const h = await holdSlot(t, { consultType: 'video' });
    const doctor = await consoleSignIn(t, h.doctorId);
    const started = await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: h.appReqId } });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe('This consultation has not been paid for yet.');
    const rx = await call(routes.consoleWritePrescription, {
      token: doctor,
      body: prescriptionBody(h.appReqId),
    });
    expect(rx.statusCode).toBe(409);
    const [row] = await t.database.db
      .select({ room: consultations.roomName })
      .from(consultations)
      .where(eq(consultations.id, h.appReqId));
    expect(row?.room).toBeNull();
  });

  it('writes one prescription, shows it only to its family, and serves it as a real PDF', async () => {
    const b = await bookedConsultation(t, { consultType: 'video' });
    moveClockTo(t, b.slotStart);
    const doctor = await consoleSignIn(t, b.doctorId);
    const medicine = { ...PARACETAMOL, name: 'PARACETAMOL' };
    const write = (payload: object) => call(routes.consoleWritePrescription, { token: doctor, invalidBody: payload });
    const none = await write(prescriptionBody(b.appReqId, { medicines: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Add at least one medicine.');
    const negative = await write(prescriptionBody(b.appReqId, { medicines: [{ ...medicine, dureationDays: -3 }] }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('Duration must be at least 1 day.');

    const saved = await write(prescriptionBody(b.appReqId, { advice: 'Review in 5 days.' }));
    expect(saved.statusCode).toBe(200);
    const prescriptionId = saved.json().prescriptionId as number;
    // The console shows it again after a reload, the generic name in capitals.
    const listed = (await call(routes.consoleConsultations, { token: doctor }))
      .json()
      .data.find((c: { appReqId: number }) => c.appReqId === b.appReqId);
    expect(listed.prescription).toMatchObject({ prescriptionId, advice: 'Review in 5 days.', medicines: [medicine] });

    const mine = (await call(routes.getPrescriptions, { token: b.parent.authToken })).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      prescriptionId,
      appReqId: b.appReqId,
      state: 'InProgress',
      advice: 'Review in 5 days.',
      medicines: [{ ...medicine, rxDate: mine[0].rxDate }],
      rxNumber: `RX-${String(b.appReqId).padStart(6, '0')}-1`,
      version: 1,
      diagnosis: 'Acute viral fever',
    });
    // The doctor's registration number is copied in (Telemedicine Practice Guidelines 2020).
    expect(mine[0].registrationNumber).toBe(registrationNumbers.get(b.doctorId));

    // The PDF is not JSON, so not in the route table: it is asked for as a URL.
    const pdfOf = (id: string | number, token: string) =>
      t.app.inject({ url: `${paths.getPrescriptionPdf}?id=${id}`, headers: { authtoken: token } });
    const pdf = await pdfOf(prescriptionId, b.parent.authToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);

    const other = await signIn(t);
    expect((await call(routes.getPrescriptions, { token: other.authToken })).json().data).toEqual([]);
    expect((await pdfOf(prescriptionId, other.authToken)).statusCode).toBe(404);
    expect((await pdfOf('abc', b.parent.authToken)).statusCode).toBe(400);
  });

  it('completes a consultation; a follow up with the same doctor within 7 days is then free', async () => {
    const doctorId = doctorIds[0] ?? 0;
    // A follow up without a completed consultation is refused.
    await expect(holdSlot(t, { consultType: 'follow up', doctorId })).rejects.toThrow(
      /only within 7 days of a completed consultation/,
    );

    const first = await bookedConsultation(t, { consultType: 'video', doctorId });
    moveClockTo(t, first.slotStart);
    const doctor = await consoleSignIn(t, doctorId);
    // Completion needs the call started.
    expect(
      (await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: first.appReqId } })).statusCode,
    ).toBe(200);
    expect((await call(routes.consoleComplete, { token: doctor, body: { appReqId: first.appReqId } })).statusCode).toBe(
      200,
    );
    const details = (
      await call(routes.getConsultation, { query: { appReqId: first.appReqId }, token: first.parent.authToken })
    ).json();
    expect(details.data.status).toBe('completed');
    expect(
      (await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: first.appReqId } })).statusCode,
    ).toBe(409);

    const followUp = await holdSlot(t, { consultType: 'follow up', parent: first.parent, doctorId });
    const order = await orderHold(t, followUp);
    expect(order).toMatchObject({ total: 0, checkout: { gateway: 'none' } });
  });
});
