import { paths } from '@app/contract/paths';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../db/builders';
import { prescriptionMedicines, prescriptions } from '../../../db/schema';
import { bookedConsultation, consoleSignIn, moveClockTo, prescriptionBody } from '../../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../../test/builders';
import { routeCaller } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { drawnText } from '../../../test/pdfText';
import { consultationConsents } from '../consent.schema';
import { consultations } from '../consultations.schema';

describe.each(dbKinds())("a child's consultation records as a PDF on %s", (kind) => {
  let t: TestApp;
  let doctorId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    doctorId = (await buildCatalog(t.database.db, { doctors: 1 })).doctors[0]?.id ?? 0;
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  const recordsOf = (patientId: string | number, token: string) =>
    t.app.inject({ url: `${paths.getRecordsPdf}?patientId=${patientId}`, headers: { authtoken: token } });

  it('lists who, when, the mode, the duration, the consent and every prescription version; only to its family', async () => {
    const b = await bookedConsultation(t, { consultType: 'video', doctorId });
    moveClockTo(t, b.slotStart);
    const doctor = await consoleSignIn(t, doctorId);
    expect((await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: b.appReqId } })).statusCode).toBe(
      200,
    );
    const write = (change: Record<string, unknown>) =>
      call(routes.consoleWritePrescription, { token: doctor, invalidBody: prescriptionBody(b.appReqId, change) });
    expect((await write({})).statusCode).toBe(200);
    t.clock.advance(12 * 60_000);
    expect((await call(routes.consoleComplete, { token: doctor, body: { appReqId: b.appReqId } })).statusCode).toBe(
      200,
    );
    expect((await write({ diagnosis: 'Viral pharyngitis', correctionReason: 'Throat findings.' })).statusCode).toBe(
      200,
    );

    const pdf = await recordsOf(b.parent.userID, b.parent.authToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="consultation-records-${b.parent.userID}.pdf"`,
    );
    const text = drawnText(pdf.rawPayload);
    const rx = `RX-${String(b.appReqId).padStart(6, '0')}`;
    for (const part of [
      '- Video',
      'Registration number: ',
      'Outcome: completed.',
      'Duration: 12 minutes',
      'Consent: given by Test Parent (mother)',
      'call-back by the doctor agreed',
      `Prescription ${rx}-1`,
      'Provisional diagnosis: Acute viral fever',
      `Prescription ${rx}-2`,
      'Correction: Throat findings.',
      'Provisional diagnosis: Viral pharyngitis',
      'PARACETAMOL 120 mg/5 ml syrup',
    ])
      expect(text, part).toContain(part);

    const stranger = await signIn(t);
    expect((await recordsOf(b.parent.userID, stranger.authToken)).statusCode).toBe(404);
    expect((await recordsOf('x1', b.parent.authToken)).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${paths.getRecordsPdf}?patientId=${b.parent.userID}` })).statusCode).toBe(401);
  });

  it('a completed consultation is a record: the database refuses to change who, when, how or how long', async () => {
    const b = await bookedConsultation(t, { consultType: 'video', doctorId });
    moveClockTo(t, b.slotStart);
    const doctor = await consoleSignIn(t, doctorId);
    expect((await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: b.appReqId } })).statusCode).toBe(
      200,
    );
    expect((await call(routes.consoleComplete, { token: doctor, body: { appReqId: b.appReqId } })).statusCode).toBe(
      200,
    );
    const db = t.database.db;
    const refusal = { cause: expect.objectContaining({ message: expect.stringMatching(/never changed/) }) };
    for (const change of [
      { completedAt: new Date(0) },
      { status: 'booked' as const },
      { slotStart: new Date(0) },
      { consultType: 'audio' as const },
    ])
      await expect(db.update(consultations).set(change).where(eq(consultations.id, b.appReqId))).rejects.toMatchObject(
        refusal,
      );
    // Bookkeeping beside the record may still be written.
    await db.update(consultations).set({ parentSeenAt: t.clock.now() }).where(eq(consultations.id, b.appReqId));
  });

  it('keeps the record whole: its consent, prescription and medicines cannot be deleted, nor the consent changed', async () => {
    const b = await bookedConsultation(t, { consultType: 'video', doctorId });
    moveClockTo(t, b.slotStart);
    const doctor = await consoleSignIn(t, doctorId);
    await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: b.appReqId } });
    const written = await call(routes.consoleWritePrescription, {
      token: doctor,
      invalidBody: prescriptionBody(b.appReqId, {}),
    });
    expect(written.statusCode).toBe(200);
    expect((await call(routes.consoleComplete, { token: doctor, body: { appReqId: b.appReqId } })).statusCode).toBe(
      200,
    );
    const db = t.database.db;
    const [rx] = await db.select().from(prescriptions).where(eq(prescriptions.consultationId, b.appReqId));
    if (!rx) throw new Error('no prescription');
    const refused = (pattern: RegExp) => ({
      cause: expect.objectContaining({ message: expect.stringMatching(pattern) }),
    });
    await expect(db.delete(consultations).where(eq(consultations.id, b.appReqId))).rejects.toMatchObject(
      refused(/consultations is a medical record and is never deleted/),
    );
    await expect(db.delete(prescriptions).where(eq(prescriptions.id, rx.id))).rejects.toMatchObject(
      refused(/prescriptions is a medical record/),
    );
    await expect(
      db.delete(prescriptionMedicines).where(eq(prescriptionMedicines.prescriptionId, rx.id)),
    ).rejects.toMatchObject(refused(/prescription_medicines is a medical record/));
    const consentOf = eq(consultationConsents.consultationId, b.appReqId);
    await expect(
      db.update(consultationConsents).set({ adultName: 'Someone else' }).where(consentOf),
    ).rejects.toMatchObject(refused(/consent is never changed or deleted/));
    await expect(db.delete(consultationConsents).where(consentOf)).rejects.toMatchObject(
      refused(/consent is never changed or deleted/),
    );
    // Everything is still there as written.
    const [consent] = await db.select().from(consultationConsents).where(consentOf);
    expect(consent?.adultName).toBe('Test Parent');
    expect(
      await db.select().from(prescriptionMedicines).where(eq(prescriptionMedicines.prescriptionId, rx.id)),
    ).not.toHaveLength(0);
  });

  it('says so when the child has had no consultation yet', async () => {
    const parent = await signIn(t);
    const text = drawnText((await recordsOf(parent.userID, parent.authToken)).rawPayload);
    expect(text).toContain('No consultations have taken place yet.');
  });
});
