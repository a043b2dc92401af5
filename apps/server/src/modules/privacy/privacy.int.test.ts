import { CONSENT_VERSION, teleconsultationConsent } from '@app/contract/consent';
import { LEGAL_VERSIONS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { DataExport } from '@app/contract/schemas/privacy';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, holdPlan } from '../../db/builders';
import {
  accountAgreements,
  accounts,
  authTokens,
  growthRecords,
  members,
  milestoneObservations,
  milestones,
  orders,
  otpCodes,
  prescriptionMedicines,
  prescriptions,
  receipts,
  uploads,
  vaccinationRecords,
  vaccineDoses,
} from '../../db/schema';
import { bookedConsultation, consoleSignIn, moveClockTo, prescriptionBody } from '../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { consultationConsents } from '../consultations/consent.schema';
import { consultations } from '../consultations/consultations.schema';
import { familyInvites } from '../family/family.schema';
import { dataRequests } from './privacy.schema';

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Parent = Awaited<ReturnType<typeof signIn>>;

describe.each(dbKinds())("the parent's data: a copy and its erasure on %s", (kind) => {
  let t: TestApp;
  let doctorId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    doctorId = (await buildCatalog(t.database.db, { doctors: 1 })).doctors[0]?.id ?? 0;
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  const ok = <R extends { statusCode: number; body: string }>(res: R) => {
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  async function accountIdOf(memberId: number) {
    const [row] = await t.database.db
      .select({ accountId: members.accountId })
      .from(members)
      .where(eq(members.id, memberId));
    if (!row) throw new Error(`no member ${memberId}`);
    return row.accountId;
  }

  /**
   * A registered parent (names unique to the test, so a stray copy of them is found anywhere) with
   * a child: the child's details and size, growth, a milestone with a photo, a vaccination, a
   * family invitation, a danger-sign check, a paid, completed consultation with its consent and a
   * prescription whose notes name the child.
   */
  async function familyWithHistory(names: { parent: string; child: string; surname: string }) {
    const parent = await signIn(t);
    const token = parent.authToken;
    ok(
      await call(routes.register, {
        token,
        invalidBody: {
          firstName: names.parent,
          LastName: names.surname,
          email: `${names.parent.toLowerCase()}@example.com`,
          acceptTerms: true,
          acceptPrivacy: true,
          termsVersion: LEGAL_VERSIONS.terms,
          privacyVersion: LEGAL_VERSIONS.privacy,
        },
        remoteAddress: '203.0.113.7',
      }),
    );
    const accountId = await accountIdOf(parent.userID);
    await holdPlan(t.database.db, accountId);
    const added = ok(
      await call(routes.addGuestProfile, {
        token,
        body: { firstName: names.child, LastName: names.surname, email: '', Relation: 'self', RelationType: 'son' },
      }),
    );
    const childId = added.json().userID as number;
    const child = { ...parent, userID: childId };
    ok(
      await call(routes.saveUserDetails, {
        token,
        body: { gender: 'Male', dob: '2025-05-01', height: 74, weight: 9.1 },
        headers: { userid: String(childId) },
      }),
    );
    ok(
      await call(routes.addGrowthData, {
        token,
        body: { userId: childId, Author: childId, PatientID: childId, Weight: 9.6, achievedDate: '2026-11-01' },
      }),
    );
    const [goal] = await t.database.db.select().from(milestones).where(eq(milestones.ageMonths, 12)).limit(1);
    ok(
      await call(routes.modifyNotificationUserStatus, {
        token,
        invalidBody: {
          type: 'Goal',
          patientId: childId,
          webRecordId: goal?.id,
          isAgree: 1,
          achievedDate: '2026-11-01',
        },
      }),
    );
    ok(
      await call(routes.addGoalVideoInfo, {
        token,
        body: {
          patientId: childId,
          GoalObservationID: goal?.id ?? 0,
          fileContent: PNG,
          fileName: 'first-steps.png',
          fileSize: Buffer.from(PNG, 'base64').length,
        },
      }),
    );
    const [bcg] = await t.database.db
      .select({ id: vaccineDoses.id })
      .from(vaccineDoses)
      .where(and(eq(vaccineDoses.schedule, 'IAP'), eq(vaccineDoses.code, 'bcg')));
    ok(
      await call(routes.modifyNotificationUserStatus, {
        token,
        invalidBody: { type: 'Vaccination', patientId: childId, webRecordId: bcg?.id, achievedDate: '2025-05-02' },
      }),
    );
    const asked = (
      await call(routes.getTriageQuestions, { token, query: { userId: String(childId), reason: 'Fever' } })
    ).json().questions as { id: string }[];
    ok(
      await call(routes.triageCheck, {
        token,
        body: { userId: childId, reason: 'Fever', answers: asked.map(({ id }) => ({ id, yes: false })) },
      }),
    );
    const b = await bookedConsultation(t, { parent, memberId: childId, doctorId });
    moveClockTo(t, b.slotStart);
    const doctor = await consoleSignIn(t, b.doctorId);
    ok(
      await call(routes.consoleWritePrescription, {
        token: doctor,
        invalidBody: prescriptionBody(b.appReqId, {
          chiefComplaints: `${names.child} has had fever for 2 days.`,
          advice: `Call ${names.parent} tomorrow on ${parent.mobileNumber}.`,
        }),
      }),
    );
    ok(await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: b.appReqId } }));
    ok(await call(routes.consoleComplete, { token: doctor, body: { appReqId: b.appReqId } }));
    return { parent, child, accountId, consultationId: b.appReqId };
  }

  const exportOf = (p: Parent) => call(routes.exportMyData, { token: p.authToken });
  const erase = (p: Parent, body: object = { confirm: true, phrase: 'DELETE' }) =>
    call(routes.eraseMyData, { token: p.authToken, invalidBody: body });

  it("exports everything the account holds, as a file, and nothing of another family's", async () => {
    const other = await familyWithHistory({ parent: 'Ottoline', child: 'Zubinesh', surname: 'Vantwest' });
    const mine = await familyWithHistory({ parent: 'Meenakshi', child: 'Aaravind', surname: 'Quorvale' });
    // The other family invites this parent's number: the copy shows the invitation, not their names.
    ok(
      await call(routes.familyInvite, {
        token: other.parent.authToken,
        body: { mobileCode: '+91', mobileNumber: mine.parent.mobileNumber, memberIds: [other.child.userID] },
      }),
    );
    ok(
      await call(routes.familyInvite, {
        token: mine.parent.authToken,
        body: { mobileCode: '+91', mobileNumber: '9123456780', memberIds: [mine.child.userID] },
      }),
    );

    const res = ok(await exportOf(mine.parent));
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const file = res.json() as DataExport;
    expect(file.account).toMatchObject({ phone: `+91${mine.parent.mobileNumber}`, type: 'Registered' });
    expect(file.members.map((m) => m.firstName)).toEqual(['Meenakshi', 'Aaravind']);
    expect(file.members[1]).toMatchObject({ dateOfBirth: '2025-05-01', heightCm: 74, weightKg: 9.1, gender: 'Male' });
    expect(file.agreements).toEqual([
      expect.objectContaining({ document: 'privacy', ip: '203.0.113.7' }),
      expect.objectContaining({ document: 'terms', ip: '203.0.113.7' }),
    ]);
    expect(file.consultations).toEqual([
      expect.objectContaining({ consultationId: mine.consultationId, mode: 'video', status: 'completed' }),
    ]);
    expect(file.consents).toEqual([
      expect.objectContaining({ consultationId: mine.consultationId, adultName: 'Test Parent' }),
    ]);
    expect(file.triageChecks).toEqual([expect.objectContaining({ reason: 'Fever', outcome: 'clear' })]);
    expect(file.prescriptions).toHaveLength(1);
    expect(file.prescriptions[0]).toMatchObject({ patientName: 'Aaravind Quorvale', diagnosis: 'Acute viral fever' });
    expect(file.prescriptions[0]?.medicines.map((m) => m.name)).toEqual(['PARACETAMOL']);
    expect(file.orders).toEqual([expect.objectContaining({ consultationId: mine.consultationId, status: 'Success' })]);
    expect(file.receipts).toEqual([expect.objectContaining({ kind: 'receipt', payerName: 'Meenakshi Quorvale' })]);
    // Oldest first: the intake's size is dated the day it was typed, after the 1 November entry.
    expect(file.growth.map((g) => g.weightKg)).toEqual([9.6, 9.1]);
    expect(file.milestones).toEqual([expect.objectContaining({ memberId: mine.child.userID })]);
    expect(file.uploads).toEqual([expect.objectContaining({ fileName: 'first-steps.png', contentType: 'image/png' })]);
    expect(file.vaccinations).toEqual([expect.objectContaining({ takenOn: '2025-05-02', dose: expect.any(String) })]);
    expect(file.family.given).toEqual([
      expect.objectContaining({
        invitedPhone: '+919123456780',
        children: [{ memberId: mine.child.userID, name: 'Aaravind Quorvale' }],
      }),
    ]);
    expect(file.family.received).toEqual([
      expect.objectContaining({ invitedPhone: '', children: [{ memberId: other.child.userID, name: '' }] }),
    ]);
    expect(file.plans).toHaveLength(1);
    // Another family's names, number and consultation appear nowhere in the copy.
    const text = res.body;
    for (const theirs of ['Ottoline', 'Zubinesh', 'Vantwest', other.parent.mobileNumber])
      expect(text).not.toContain(theirs);
    expect(file.consultations.map((c) => c.consultationId)).not.toContain(other.consultationId);

    const [recorded] = await t.database.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.accountId, mine.accountId));
    expect(recorded).toMatchObject({ kind: 'export', ip: '127.0.0.1', completedAt: expect.any(Date) });
    expect(recorded?.summary).toMatchObject({
      members: 2,
      consultations: 1,
      prescriptions: 1,
      growth: 2,
      family_given: 1,
    });
  });

  it('refuses a body without the confirmation or the word DELETE, saying what to do', async () => {
    const parent = await signIn(t);
    const cases: [object, string, string][] = [
      [{ phrase: 'DELETE' }, 'confirm', 'Please confirm that you want your data deleted.'],
      [{ confirm: false, phrase: 'DELETE' }, 'confirm', 'Please confirm that you want your data deleted.'],
      [{ confirm: true, phrase: 'delete it' }, 'phrase', 'Please type DELETE to confirm.'],
      [{ confirm: true }, 'phrase', 'phrase is required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await erase(parent, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 0, field, message });
    }
    // ' delete ' is the word typed on a phone: accepted.
    ok(await erase(parent, { confirm: true, phrase: ' delete ' }));
  });

  it('waits while a consultation is to come, naming it', async () => {
    const b = await bookedConsultation(t, { doctorId, daysAhead: 2 });
    const res = await erase(b.parent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^You have a consultation on \d{2} \w{3} \d{4} at \d{2}:\d{2} [AP]M\. Please cancel it/,
    );
    expect((await call(routes.getSessionUser, { token: b.parent.authToken })).statusCode).toBe(200);
  });

  it('erases the personal data in one go, keeps the records the law needs anonymised, and signs out', async () => {
    const names = { parent: 'Saraswathi', child: 'Ishaanvir', surname: 'Pellworth' };
    const mine = await familyWithHistory(names);
    ok(
      await call(routes.familyInvite, {
        token: mine.parent.authToken,
        body: { mobileCode: '+91', mobileNumber: '9123456781', memberIds: [mine.child.userID] },
      }),
    );
    ok(await exportOf(mine.parent));
    const db = t.database.db;
    const [upload] = await db.select().from(uploads).where(eq(uploads.accountId, mine.accountId));
    expect(upload && (await t.storage.get(upload.storageKey))).toBeTruthy();
    const [receiptBefore] = await db.select().from(receipts).where(eq(receipts.accountId, mine.accountId));

    const res = ok(await erase(mine.parent));
    expect(res.json()).toEqual({
      status: 1,
      message: messages.dataErased,
      removed: [...messages.dataErasedRemoved],
      kept: [...messages.dataErasedKept],
    });

    // Who they were is gone: names, birth, size, the number, the sign-ins and codes, the addresses.
    const people = await db.select().from(members).where(eq(members.accountId, mine.accountId));
    expect(people).toHaveLength(2);
    for (const m of people) {
      expect(m).toMatchObject({
        firstName: '',
        lastName: '',
        email: '',
        dateOfBirth: null,
        heightCm: null,
        weightKg: null,
      });
    }
    const [account] = await db.select().from(accounts).where(eq(accounts.id, mine.accountId));
    expect(account).toMatchObject({ phoneE164: `erased:${mine.accountId}`, mobileNumber: '', mobileCode: '' });
    expect(await db.$count(authTokens, eq(authTokens.accountId, mine.accountId))).toBe(0);
    expect(await db.$count(otpCodes, eq(otpCodes.phoneE164, `+91${mine.parent.mobileNumber}`))).toBe(0);
    const agreements = await db.select().from(accountAgreements).where(eq(accountAgreements.accountId, mine.accountId));
    expect(agreements.map((a) => a.ip)).toEqual(['', '']);

    // The tracker and the family sharing are gone, the photo's bytes too.
    const childIds = people.map((m) => m.id);
    expect(await db.$count(growthRecords, eq(growthRecords.accountId, mine.accountId))).toBe(0);
    expect(await db.$count(milestoneObservations, inArray(milestoneObservations.memberId, childIds))).toBe(0);
    expect(await db.$count(vaccinationRecords, inArray(vaccinationRecords.memberId, childIds))).toBe(0);
    expect(await db.$count(uploads, eq(uploads.accountId, mine.accountId))).toBe(0);
    expect(await t.storage.get(upload?.storageKey ?? '')).toBeUndefined();
    expect(await db.$count(familyInvites, eq(familyInvites.accountId, mine.accountId))).toBe(0);

    // Kept: the consultation, its prescription and the receipt, with no trace of a name or the number.
    const kept = {
      consultations: await db.select().from(consultations).where(eq(consultations.id, mine.consultationId)),
      prescriptions: await db.select().from(prescriptions).where(eq(prescriptions.consultationId, mine.consultationId)),
      medicines: await db
        .select()
        .from(prescriptionMedicines)
        .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
        .where(eq(prescriptions.consultationId, mine.consultationId)),
      orders: await db.select().from(orders).where(eq(orders.accountId, mine.accountId)),
      receipts: await db.select().from(receipts).where(eq(receipts.accountId, mine.accountId)),
      consents: await db
        .select()
        .from(consultationConsents)
        .where(eq(consultationConsents.consultationId, mine.consultationId)),
    };
    expect(kept.consultations).toHaveLength(1);
    expect(kept.prescriptions[0]).toMatchObject({
      patientName: 'Erased',
      patientAddress: '',
      diagnosis: 'Acute viral fever',
      chiefComplaints: '[erased] has had fever for 2 days.',
      advice: 'Call [erased] tomorrow on [erased].',
    });
    expect(kept.medicines).toHaveLength(1);
    // Only the erasure's own transaction could rewrite it: the prescription is otherwise never changed.
    await expect(
      db.update(prescriptions).set({ advice: 'Changed.' }).where(eq(prescriptions.consultationId, mine.consultationId)),
    ).rejects.toThrow();
    expect(kept.receipts[0]).toMatchObject({
      number: receiptBefore?.number,
      totalPaise: receiptBefore?.totalPaise,
      payerName: 'Erased',
      payerPhone: '',
    });
    // The consent stays as the record that it was given (version, time, relation, the call-back agreed).
    expect(kept.consents).toHaveLength(1);
    expect(kept.consents[0]).toMatchObject({
      adultName: 'Erased',
      adultRelation: 'mother',
      version: CONSENT_VERSION,
      consentText: teleconsultationConsent(''),
      callBackPhone: '',
      ip: '',
    });
    const keptText = JSON.stringify(kept);
    for (const trace of [names.parent, names.child, names.surname, mine.parent.mobileNumber]) {
      expect(keptText.toLowerCase()).not.toContain(trace.toLowerCase());
    }

    // Both requests are recorded; the erasure with what it changed (counts only).
    const requests = await db.select().from(dataRequests).where(eq(dataRequests.accountId, mine.accountId));
    expect(requests.map((r) => [r.kind, r.completedAt !== null])).toEqual([
      ['export', true],
      ['erasure', true],
    ]);
    expect(requests[1]?.summary).toMatchObject({
      members: 2,
      growth_records: 2,
      uploads: 1,
      prescriptions: 1,
      receipts: 1,
      family_invites: 1,
      consultation_consents: 1,
    });

    // Signed out everywhere: the old token is refused, and so is a second erasure with it.
    expect((await call(routes.getSessionUser, { token: mine.parent.authToken })).statusCode).toBe(401);
    expect((await erase(mine.parent)).statusCode).toBe(401);

    // The same number signs in to a new, empty account.
    const again = await signIn(t, mine.parent.mobileNumber);
    expect(await accountIdOf(again.userID)).not.toBe(mine.accountId);
    expect(ok(await call(routes.getAllRelation, { token: again.authToken })).json().relations).toEqual([]);
    const fresh = ok(await exportOf(again)).json() as DataExport;
    expect(fresh.members).toEqual([expect.objectContaining({ firstName: '', relation: 'self' })]);
    expect([fresh.consultations, fresh.prescriptions, fresh.receipts, fresh.growth]).toEqual([[], [], [], []]);
  });
});
