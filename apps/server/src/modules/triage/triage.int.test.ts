import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor, buildParent } from '../../db/builders';
import { holdSlot, placeOrder } from '../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { trackerChild } from '../../test/trackerChild';
import { triageChecks } from './triage.schema';
import { EMERGENCY_HOLD_HOURS } from './triage.service';

type Caller = Awaited<ReturnType<typeof signIn>>;
const HOUR = 3_600_000;

describe.each(dbKinds())('red-flag triage on %s', (kind) => {
  let t: TestApp;
  let doctorId: number;
  beforeAll(async () => {
    // The test clock starts at 2026-11-22 10:00 in India.
    t = await buildTestApp(kind);
    doctorId = (await buildDoctor(t.database.db, { consultTypes: ['video'] })).id;
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  const questions = (p: Caller, reason: string, userId = p.userID) =>
    call(routes.getTriageQuestions, { token: p.authToken, query: { userId: String(userId), reason } });
  const answer = (p: Caller, reason: string, answers: { id: string; yes: boolean }[], userId = p.userID) =>
    call(routes.triageCheck, { token: p.authToken, body: { userId, reason, answers } });
  /** No to every question the server asks for this child and reason. */
  async function allNo(p: Caller, reason: string) {
    const asked = (await questions(p, reason)).json().questions as { id: string }[];
    return asked.map(({ id }) => ({ id, yes: false }));
  }

  it("asks a 2-month-old's parent about fever first, in English and Hindi, and a 10-year-old's not", async () => {
    const baby = await trackerChild(t, { dob: '2026-09-22', kind: 'guest' });
    const res = await questions(baby, 'Fever');
    expect(res.statusCode).toBe(200);
    const asked = res.json().questions as { id: string; question: { en: string; hi: string } }[];
    expect(asked[0]?.id).toBe('young-infant-fever');
    expect(asked[0]?.question.en).toContain('38 °C');
    expect(asked[0]?.question.hi).toContain('बुख़ार');
    expect(res.json().version).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const older = await trackerChild(t, { dob: '2016-06-01', kind: 'guest' });
    const ids = ((await questions(older, 'Fever')).json().questions as { id: string }[]).map((q) => q.id);
    expect(ids).not.toContain('young-infant-fever');
    expect(ids).not.toContain('not-feeding');
    expect(ids).toContain('hard-breathing');
  });

  it('records a yes as an emergency with the message to go to hospital, and then takes no order for the child', async () => {
    const baby = await trackerChild(t, { dob: '2026-09-22', kind: 'guest' });
    const hold = await holdSlot(t, { parent: baby, doctorId });
    const answers = (await allNo(baby, 'Fever')).map((a) => (a.id === 'young-infant-fever' ? { ...a, yes: true } : a));
    const res = await answer(baby, 'Fever', answers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'emergency',
      signs: [{ id: 'young-infant-fever', sign: { en: 'A baby under 3 months with fever' } }],
      emergency: { heading: { en: 'Go to a hospital now' } },
    });
    expect(res.json().emergency.message.en).toContain('112');

    const [row] = await t.database.db.select().from(triageChecks).where(eq(triageChecks.id, res.json().checkId));
    expect(row).toMatchObject({
      memberId: baby.userID,
      reason: 'Fever',
      ageDays: 61,
      outcome: 'emergency',
      redFlags: ['young-infant-fever'],
    });
    expect(row?.answers).toMatchObject({ 'young-infant-fever': true, 'hard-breathing': false });

    const order = await placeOrder(t, hold);
    expect(order.res.statusCode).toBe(409);
    expect(order.res.json()).toMatchObject({ status: 0, message: messages.triageEmergency });
  });

  it('a clear check lets the order through; a later emergency stops it; a day on, it no longer does', async () => {
    const child = await trackerChild(t, { dob: '2022-03-10', kind: 'guest' });
    const clear = await answer(child, 'Cold / Cough', await allNo(child, 'Cold / Cough'));
    expect(clear.json()).toMatchObject({ outcome: 'clear', signs: [] });
    expect(clear.json().emergency).toBeUndefined();
    expect((await placeOrder(t, await holdSlot(t, { parent: child, doctorId }))).res.statusCode).toBe(200);

    const yes = (await allNo(child, 'Cold / Cough')).map((a) => ({ ...a, yes: a.id === 'blue-lips' }));
    expect((await answer(child, 'Cold / Cough', yes)).json().outcome).toBe('emergency');
    const next = await holdSlot(t, { parent: child, doctorId, daysAhead: 3 });
    expect((await placeOrder(t, next)).res.statusCode).toBe(409);

    t.clock.advance(EMERGENCY_HOLD_HOURS * HOUR + 60_000);
    const later = await holdSlot(t, { parent: child, doctorId, daysAhead: 3 });
    expect((await placeOrder(t, later)).res.statusCode).toBe(200);
  });

  it('refuses an answer sheet with a question left out (naming it) and records nothing', async () => {
    const child = await trackerChild(t, { dob: '2025-01-15', kind: 'guest' });
    const answers = (await allNo(child, 'Diarrhea / Vomiting')).filter((a) => a.id !== 'severe-dehydration');
    const res = await answer(child, 'Diarrhea / Vomiting', answers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, field: 'answers' });
    expect(res.json().message).toContain('sunken');
    const rows = await t.database.db.select().from(triageChecks).where(eq(triageChecks.memberId, child.userID));
    expect(rows).toEqual([]);
  });

  it('refuses bad input with a clear 400, and another account’s child with a 404', async () => {
    const p = await signIn(t);
    expect((await questions(p, 'Headache')).statusCode).toBe(400);
    expect((await answer(p, 'Fever\u0000', [])).statusCode).toBe(400);
    const sheet = await call(routes.triageCheck, {
      token: p.authToken,
      body: { userId: p.userID, reason: 'Fever', answers: [{ id: 'hard-breathing', yes: 'yes' }] } as never,
    });
    expect(sheet.statusCode).toBe(400);

    const other = await buildParent(t.database.db, { members: [{ relation: 'son', firstName: 'Kabir' }] });
    const kabir = other.members[0]?.id ?? 0;
    expect((await questions(p, 'Fever', kabir)).statusCode).toBe(404);
    expect((await answer(p, 'Fever', [], kabir)).statusCode).toBe(404);
    expect((await call(routes.getTriageQuestions, { query: { userId: '1', reason: 'Fever' } })).statusCode).toBe(401);
  });

  it('with no date of birth, the age band decides; with neither, every question of the reason is asked', async () => {
    const built = await buildParent(t.database.db, {
      members: [
        { relation: 'son', firstName: 'Band', ageBand: '0-2' },
        { relation: 'daughter', firstName: 'Nothing' },
      ],
    });
    const p = await signIn(t, built.mobileNumber);
    const [band, nothing] = built.members;
    const ids = async (userId: number) =>
      ((await questions(p, 'Fever', userId)).json().questions as { id: string }[]).map((q) => q.id);
    expect(await ids(band?.id ?? 0)).toContain('young-infant-fever');
    expect(await ids(nothing?.id ?? 0)).toEqual(expect.arrayContaining(['young-infant-fever', 'hard-breathing']));
    const res = await answer(
      p,
      'Fever',
      (await ids(band?.id ?? 0)).map((id) => ({ id, yes: false })),
      band?.id,
    );
    const [row] = await t.database.db.select().from(triageChecks).where(eq(triageChecks.id, res.json().checkId));
    expect(row).toMatchObject({ ageDays: null, outcome: 'clear' });
  });
});
