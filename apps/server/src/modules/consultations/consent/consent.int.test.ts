import { CONSENT_VERSION } from '@app/contract/consent';
import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor, buildParent } from '../../../db/builders';
import { orders } from '../../../db/schema';
import { consoleSignIn, holdSlot, payOrder, placeOrder } from '../../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../../test/builders';
import { routeCaller } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { consultationConsents } from '../consent.schema';

type Hold = Awaited<ReturnType<typeof holdSlot>>;

describe.each(dbKinds())('consent before paying on %s', (kind) => {
  let t: TestApp;
  let doctorId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    doctorId = (await buildDoctor(t.database.db, { consultTypes: ['video', 'audio'] })).id;
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  const consent = (h: Hold, body: Record<string, unknown> = {}) =>
    call(routes.giveConsent, {
      token: h.parent.authToken,
      body: {
        appReqId: h.appReqId,
        adultName: 'Priya Sharma',
        adultRelation: 'mother',
        consent: true,
        callBack: false,
        version: CONSENT_VERSION,
        ...body,
      } as never,
    });
  const consentsOf = (consultationId: number) =>
    t.database.db.select().from(consultationConsents).where(eq(consultationConsents.consultationId, consultationId));

  /** A parent with a daughter, Meera, holding a slot of `type` for her. */
  async function meeraHolds(consultType: 'video' | 'audio' = 'video') {
    const built = await buildParent(t.database.db, {
      members: [{ relation: 'daughter', firstName: 'Meera', gender: 'Female', dateOfBirth: '2024-09-02' }],
    });
    const parent = await signIn(t, built.mobileNumber);
    const memberId = built.members[0]?.id ?? 0;
    return holdSlot(t, { parent, doctorId, consultType, memberId });
  }

  it('takes no order without consent, and says why', async () => {
    const h = await meeraHolds();
    const { res } = await placeOrder(t, h, undefined, { consent: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, message: messages.consentMissing, field: 'consent' });
    expect(await t.database.db.select().from(orders).where(eq(orders.consultationId, h.appReqId))).toEqual([]);
  });

  it("records the adult, the text with the child's name, the version, the time and the address; then the order goes through", async () => {
    const h = await meeraHolds();
    const res = await consent(h, { adultName: '  Priya Sharma ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: messages.consentRecorded });
    const [row] = await consentsOf(h.appReqId);
    expect(row).toMatchObject({
      accountId: expect.any(Number),
      memberId: h.memberId,
      adultName: 'Priya Sharma',
      adultRelation: 'mother',
      version: CONSENT_VERSION,
      callBackPhone: null,
      ip: '127.0.0.1',
      createdAt: t.clock.now(),
    });
    expect(row?.consentText).toContain('this consultation is for Meera');
    const { res: order } = await placeOrder(t, h, undefined, { consent: false });
    expect(order.statusCode).toBe(200);
  });

  it('an audio consultation needs the agreement to be called, and records the number', async () => {
    const h = await meeraHolds('audio');
    const refused = await consent(h);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.consentCallBackNeeded, field: 'callBack' });
    expect(await consentsOf(h.appReqId)).toEqual([]);
    expect((await consent(h, { callBack: true })).statusCode).toBe(200);
    const [row] = await consentsOf(h.appReqId);
    expect(row?.callBackPhone).toBe(`+91${h.parent.mobileNumber}`);
    expect(row?.callBackText).toContain(`+91 ${h.parent.mobileNumber.slice(0, 5)} ${h.parent.mobileNumber.slice(5)}`);
  });

  it('refuses bad input with a clear message and records nothing', async () => {
    const h = await meeraHolds();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ consent: false }, 400, 'Please confirm the consultation is for your child'],
      [{ consent: undefined }, 400, 'Please confirm the consultation is for your child'],
      [{ adultName: '   ' }, 400, 'Please enter your name.'],
      [{ adultName: 'Priya\u0000' }, 400, 'adultName contains a character that is not allowed.'],
      [{ adultRelation: 'neighbour' }, 400, 'Please choose who you are to the child.'],
      // Meera is two: an adult consults for her, never 'herself'.
      [{ adultRelation: 'self' }, 400, messages.consentSelfForChild],
      [{ version: '2020-01-01' }, 409, messages.consentVersionChanged],
      [{ appReqId: 999_999 }, 404, messages.consultationNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await consent(h, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const other = await signIn(t);
    const foreign = await call(routes.giveConsent, {
      token: other.authToken,
      body: { appReqId: h.appReqId, adultName: 'X', adultRelation: 'other', consent: true, version: CONSENT_VERSION },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await consentsOf(h.appReqId)).toEqual([]);
  });

  it('the doctor sees who consulted, and calls the parent only when they agreed to be called', async () => {
    const video = await meeraHolds('video');
    await consent(video, { adultName: 'Priya Sharma', adultRelation: 'mother', callBack: false });
    const { res } = await placeOrder(t, video, undefined, { consent: false });
    await payOrder(t, video.parent, res.json());

    const audio = await meeraHolds('audio');
    await consent(audio, { adultName: 'Ramesh Iyer', adultRelation: 'grandparent', callBack: true });
    const paid = await placeOrder(t, audio, undefined, { consent: false });
    await payOrder(t, audio.parent, paid.res.json());

    // Both are due now: the console's actions open 10 minutes before the slot.
    const latest = Math.max(video.slotStart.getTime(), audio.slotStart.getTime());
    t.clock.advance(Math.max(0, latest - 5 * 60_000 - t.clock.now().getTime()));
    const doctor = await consoleSignIn(t, doctorId);
    const listed = await call(routes.consoleConsultations, { token: doctor });
    const byId = new Map((listed.json().data as { appReqId: number }[]).map((c) => [c.appReqId, c]));
    expect(byId.get(video.appReqId)).toMatchObject({
      consultingAdult: { name: 'Priya Sharma', relation: 'mother', callBack: false },
    });
    expect(byId.get(audio.appReqId)).toMatchObject({
      consultingAdult: { name: 'Ramesh Iyer', relation: 'grandparent', callBack: true },
    });

    const refused = await call(routes.consoleCallParent, { token: doctor, body: { appReqId: video.appReqId } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.callBackNotAgreed);
    const calls = t.telephony.calls.length;
    const rang = await call(routes.consoleCallParent, { token: doctor, body: { appReqId: audio.appReqId } });
    expect(rang.statusCode, rang.body).toBe(200);
    expect(t.telephony.calls).toHaveLength(calls + 1);
  });
});
