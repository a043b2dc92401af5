import { messages } from '@app/contract/messages';
import { paths } from '@app/contract/paths';
import { routes } from '@app/contract/routes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../db/builders';
import { prescriptionMedicines, prescriptions } from '../../db/schema';
import { bookedConsultation, consoleSignIn, moveClockTo, PARACETAMOL, prescriptionBody } from '../../test/bookings';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { signedInOperator } from '../../test/operators';
import { drawnText } from '../../test/pdfText';

const METHYLPHENIDATE = { ...PARACETAMOL, name: 'Methylphenidate', strength: '5 mg tablet' };
const CLOTRIMAZOLE = {
  ...PARACETAMOL,
  name: 'clotrimazole',
  strength: '1% cream',
  dose: '1',
  dosemesure: 'thin layer',
};

describe.each(dbKinds())("the prescription in the guidelines' format on %s", (kind) => {
  let t: TestApp;
  let doctorIds: number[];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    doctorIds = (await buildCatalog(t.database.db, { doctors: 2 })).doctors.map((d) => d.id);
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  /** A paid consultation at its slot, and its doctor signed in to the console. */
  async function atTheSlot(consultType: 'video' | 'audio' = 'video') {
    const b = await bookedConsultation(t, { consultType, doctorId: doctorIds[0] });
    moveClockTo(t, b.slotStart);
    return { b, doctor: await consoleSignIn(t, b.doctorId) };
  }
  const write = (doctor: string, body: object) =>
    call(routes.consoleWritePrescription, { token: doctor, invalidBody: body });
  const rowsOf = (consultationId: number) =>
    t.database.db.select().from(prescriptions).where(eq(prescriptions.consultationId, consultationId));

  it('refuses a prescription without a diagnosis, unsigned, or with a follow-up not after today, naming the field', async () => {
    const { b, doctor } = await atTheSlot();
    const noDiagnosis = await write(doctor, prescriptionBody(b.appReqId, { diagnosis: '  ' }));
    expect(noDiagnosis.statusCode).toBe(400);
    expect(noDiagnosis.json()).toMatchObject({ message: 'Provisional diagnosis is required.', field: 'diagnosis' });
    const unsigned = await write(doctor, prescriptionBody(b.appReqId, { signed: false }));
    expect(unsigned.json()).toMatchObject({ message: 'Sign the prescription to save it.', field: 'signed' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());
    const followUp = await write(doctor, prescriptionBody(b.appReqId, { followUpDate: today }));
    expect(followUp.json()).toMatchObject({ message: messages.followUpNotAfter, field: 'followUpDate' });
    const unreal = await write(doctor, prescriptionBody(b.appReqId, { followUpDate: '2026-02-30' }));
    expect(unreal.statusCode).toBe(400);
    expect(await rowsOf(b.appReqId)).toEqual([]);
  });

  it('refuses a Schedule X or NDPS medicine, naming it and its row, and saves nothing', async () => {
    const { b, doctor } = await atTheSlot();
    const x = await write(doctor, prescriptionBody(b.appReqId, { medicines: [PARACETAMOL, METHYLPHENIDATE] }));
    expect(x.statusCode).toBe(400);
    expect(x.json()).toMatchObject({
      message: 'METHYLPHENIDATE is a Schedule X medicine and cannot be prescribed by teleconsultation.',
      field: 'medicines.1.name',
    });
    const codeine = await write(
      doctor,
      prescriptionBody(b.appReqId, { medicines: [{ ...PARACETAMOL, name: 'Paracetamol + Codeine' }] }),
    );
    expect(codeine.json().message).toMatch(/^CODEINE is a narcotic or psychotropic substance/);
    expect(await rowsOf(b.appReqId)).toEqual([]);
  });

  it('List A by video only, and the form suggests only what the mode allows', async () => {
    const phone = await atTheSlot('audio');
    const refused = await write(phone.doctor, prescriptionBody(phone.b.appReqId, { medicines: [CLOTRIMAZOLE] }));
    expect(refused.json()).toMatchObject({
      message: messages.medicineNeedsVideo('CLOTRIMAZOLE'),
      field: 'medicines.0.name',
    });
    const names = (appReqId: number, doctor: string) =>
      call(routes.consolePermittedMedicines, { token: doctor, query: { appReqId: String(appReqId) } });
    const byPhone = (await names(phone.b.appReqId, phone.doctor)).json().data;
    expect(byPhone).toContain('PARACETAMOL');
    expect(byPhone).not.toContain('CLOTRIMAZOLE');
    expect(byPhone).not.toContain('METHYLPHENIDATE');

    const video = await atTheSlot('video');
    expect((await names(video.b.appReqId, video.doctor)).json().data).toContain('CLOTRIMAZOLE');
    const saved = await write(video.doctor, prescriptionBody(video.b.appReqId, { medicines: [CLOTRIMAZOLE] }));
    expect(saved.statusCode).toBe(200);
    const [line] = await t.database.db
      .select({ name: prescriptionMedicines.name, strength: prescriptionMedicines.strength })
      .from(prescriptionMedicines)
      .where(eq(prescriptionMedicines.prescriptionId, saved.json().prescriptionId));
    expect(line).toEqual({ name: 'CLOTRIMAZOLE', strength: '1% cream' });
    // Another doctor's consultation reads as absent.
    const other = await consoleSignIn(t, doctorIds[1] ?? 0);
    expect((await names(video.b.appReqId, other)).statusCode).toBe(404);
  });

  it('a correction after completion is a new version; the earlier one is kept and never changed', async () => {
    const { b, doctor } = await atTheSlot();
    const first = await write(doctor, prescriptionBody(b.appReqId, { followUpDate: '2099-01-01' }));
    expect(first.json()).toMatchObject({ version: 1, message: messages.prescriptionSaved });
    const rx1 = `RX-${String(b.appReqId).padStart(6, '0')}-1`;
    expect(first.json().rxNumber).toBe(rx1);
    expect((await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: b.appReqId } })).statusCode).toBe(
      200,
    );
    expect((await call(routes.consoleComplete, { token: doctor, body: { appReqId: b.appReqId } })).statusCode).toBe(
      200,
    );

    const second = await write(
      doctor,
      prescriptionBody(b.appReqId, {
        diagnosis: 'Viral upper respiratory infection',
        correctionReason: 'Diagnosis refined after the call.',
      }),
    );
    expect(second.json()).toMatchObject({ version: 2, message: messages.prescriptionCorrected(2) });
    const rows = await rowsOf(b.appReqId);
    expect(rows.map((r) => [r.version, r.diagnosis])).toEqual(
      expect.arrayContaining([
        [1, 'Acute viral fever'],
        [2, 'Viral upper respiratory infection'],
      ]),
    );

    // The family and the console see the latest; the first stays downloadable by its id.
    const listed = (await call(routes.getPrescriptions, { token: b.parent.authToken })).json().data;
    expect(listed.map((p: { version: number }) => p.version)).toEqual([2]);
    const consoleRow = (await call(routes.consoleConsultations, { token: doctor }))
      .json()
      .data.find((c: { appReqId: number }) => c.appReqId === b.appReqId);
    expect(consoleRow).toMatchObject({ prescriptionId: second.json().prescriptionId, prescription: { version: 2 } });
    const pdf = await t.app.inject({
      url: `${paths.getPrescriptionPdf}?id=${first.json().prescriptionId}`,
      headers: { authtoken: b.parent.authToken },
    });
    const text = drawnText(pdf.rawPayload);
    expect(text).toContain(`Prescription ${rx1}`);
    expect(text).toContain('Acute viral fever');
    // The signature line wraps where the doctor's name makes it long: read as one line.
    expect(text.replace(/\s+/g, ' ')).toMatch(
      /Electronically signed by Dr\. .+ \(Reg\. no\. .+\) on \d+ \w{3} \d{4}, \d\d:\d\d [AP]M IST\./,
    );

    // Each step is in the audit log, by the doctor who took it.
    const owner = await signedInOperator(t, 'owner');
    const audit = await call(routes.adminAuditLog, {
      token: owner.token,
      query: { entity: 'consultation', entityID: b.appReqId },
    });
    expect(
      audit
        .json()
        .data.map((a: { action: string; actor: { kind: string; id: number } }) => [a.action, a.actor.kind, a.actor.id]),
    ).toEqual([
      ['prescription.corrected', 'doctor', b.doctorId],
      ['consultation.completed', 'doctor', b.doctorId],
      ['prescription.written', 'doctor', b.doctorId],
    ]);

    // The database itself refuses an edit in place (drizzle wraps the database's error as its cause).
    const refusal = { cause: expect.objectContaining({ message: expect.stringMatching(/never changed/) }) };
    await expect(
      t.database.db.execute(sql`update prescriptions set diagnosis = 'changed' where consultation_id = ${b.appReqId}`),
    ).rejects.toMatchObject(refusal);
    await expect(
      t.database.db.execute(
        sql`update prescription_medicines set dose = '50' where prescription_id = ${first.json().prescriptionId}`,
      ),
    ).rejects.toMatchObject(refusal);
  });

  it('two saves at once: each one kept is its own version, the other told to reload', async () => {
    const { b, doctor } = await atTheSlot();
    const answers = await Promise.all([1, 2, 3].map(() => write(doctor, prescriptionBody(b.appReqId))));
    const saved = answers.filter((a) => a.statusCode === 200).map((a) => a.json().version);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe(messages.prescriptionSavedJustNow);
    }
    expect(new Set(saved).size).toBe(saved.length);
    expect((await rowsOf(b.appReqId)).length).toBe(saved.length);
  });
});
