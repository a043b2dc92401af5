import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildDoctor, buildDuty, buildParent, buildQueuedConsultation } from '../../db/builders';
import { consoleSignIn } from '../../test/bookings';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { consultations } from '../consultations/consultations.schema';

describe.each(dbKinds())('the queue, doctor side, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());
  // Every test starts with an empty queue: places left by another test would be taken first.
  beforeEach(async () => {
    await t.database.db
      .update(consultations)
      .set({ status: 'cancelled' })
      .where(and(eq(consultations.kind, 'instant'), eq(consultations.status, 'booked')));
  });

  const call = routeCaller(() => t.app);
  const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);
  const db = () => t.database.db;
  const rowOf = async (id: number) => (await db().select().from(consultations).where(eq(consultations.id, id)))[0];

  async function onDutyDoctor(
    opts: Parameters<typeof buildDoctor>[1] = {},
    duty: Partial<Parameters<typeof buildDuty>[2]> = {},
  ) {
    const doctor = await buildDoctor(db(), { consultTypes: ['audio', 'video'], ...opts });
    await buildDuty(db(), doctor, { seenAt: t.clock.now(), ...duty });
    return { doctor, token: await consoleSignIn(t, doctor) };
  }
  async function place(opts: Partial<Parameters<typeof buildQueuedConsultation>[1]> & { minutesAgo: number }) {
    const parent = await buildParent(db(), { self: { firstName: 'Asha', lastName: 'Rao', dateOfBirth: '2024-08-22' } });
    return buildQueuedConsultation(db(), { parent, queuedAt: minutesAgo(opts.minutesAgo), ...opts });
  }
  const takeNext = (token: string) => call(routes.consoleTakeNext, { token });

  it('switches duty on for the types and languages the doctor offers, and off', async () => {
    const doctor = await buildDoctor(db(), { consultTypes: ['audio', 'video'], languages: ['english', 'hindi'] });
    const token = await consoleSignIn(t, doctor);
    const on = await call(routes.consoleSetDuty, {
      token,
      body: { available: true, types: ['video'], languages: ['hindi'] },
    });
    expect(on.statusCode).toBe(200);
    expect(on.checked?.duty).toMatchObject({ available: true, types: ['video'], languages: ['hindi'] });
    expect(on.checked?.duty.endsIfUnseenAt).toBe(new Date(t.clock.now().getTime() + 180_000).toISOString());
    const off = await call(routes.consoleSetDuty, { token, body: { available: false } });
    expect(off.checked?.duty.available).toBe(false);
    // The choices are kept for next time.
    expect(off.checked?.duty.types).toEqual(['video']);
  });

  it('refuses duty without types and languages, with chat, or with what the doctor does not offer', async () => {
    const doctor = await buildDoctor(db(), { consultTypes: ['video'], languages: ['english'] });
    const token = await consoleSignIn(t, doctor);
    const none = await call(routes.consoleSetDuty, { token, body: { available: true, types: [], languages: [] } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(messages.dutyNeedsTypesAndLanguages);
    const chat = await call(routes.consoleSetDuty, {
      token,
      invalidBody: { available: true, types: ['chat'], languages: ['english'] },
    });
    expect(chat.statusCode).toBe(400);
    const audio = await call(routes.consoleSetDuty, {
      token,
      body: { available: true, types: ['audio'], languages: ['english'] },
    });
    expect(audio.statusCode).toBe(400);
    expect(audio.json().message).toBe(messages.dutyTypeNotOffered('audio calls'));
    const hindi = await call(routes.consoleSetDuty, {
      token,
      body: { available: true, types: ['video'], languages: ['hindi'] },
    });
    expect(hindi.statusCode).toBe(400);
    const notJson = await call(routes.consoleSetDuty, { token, invalidBody: { available: 'yes' } });
    expect(notJson.statusCode).toBe(400);
  });

  it('ends duty when the console is not seen for the heartbeat time; a heartbeat keeps it', async () => {
    const { token } = await onDutyDoctor();
    await place({ minutesAgo: 1 });
    t.clock.advance(170_000);
    const beat = await call(routes.consoleHeartbeat, { token });
    expect(beat.checked?.duty.available).toBe(true);
    // Since when: the switch's time, not the heartbeat's.
    expect(beat.checked?.duty.since).toBe(new Date(t.clock.now().getTime() - 170_000).toISOString());
    t.clock.advance(181_000);
    const queue = await call(routes.consoleQueue, { token });
    expect(queue.statusCode).toBe(200);
    expect(queue.checked?.duty.available).toBe(false);
    expect(queue.checked?.waiting).toEqual([]);
    const take = await takeNext(token);
    expect(take.statusCode).toBe(409);
    expect(take.json().message).toBe(messages.queueNotOnDuty);
    // The console opened again later does not put the doctor back on duty: it must be switched on.
    const late = await call(routes.consoleHeartbeat, { token });
    expect(late.checked?.duty.available).toBe(false);
    t.clock.advance(10_000);
    expect((await call(routes.consoleQueue, { token })).checked?.duty.available).toBe(false);
  });

  it('lists the places the duty covers, longest-waiting first, with positions per line', async () => {
    const { token } = await onDutyDoctor({}, { types: ['video'], languages: ['english', 'hindi'] });
    const a = await place({ minutesAgo: 9, language: 'hindi' });
    const b = await place({ minutesAgo: 7 });
    const c = await place({ minutesAgo: 5, language: 'hindi' });
    await place({ minutesAgo: 8, consultType: 'audio' });
    const queue = await call(routes.consoleQueue, { token });
    expect(queue.statusCode).toBe(200);
    expect(queue.checked?.averageMinutes).toBe(10);
    expect(queue.checked?.waiting.map((w) => [w.appReqId, w.position, w.waitingMinutes])).toEqual([
      [a.id, 1, 9],
      [b.id, 1, 7],
      [c.id, 2, 5],
    ]);
    expect(queue.checked?.waiting[0]).toMatchObject({
      consultType: 'video',
      language: 'hindi',
      childName: 'Asha Rao',
      childAge: '2 years 3 months',
      reason: 'Fever since last night',
    });
  });

  it('takes the first paid first, per type and language; a video-only doctor never takes audio', async () => {
    const { doctor, token } = await onDutyDoctor({}, { types: ['video'], languages: ['english'] });
    const audio = await place({ minutesAgo: 20, consultType: 'audio' });
    const hindi = await place({ minutesAgo: 15, language: 'hindi' });
    const second = await place({ minutesAgo: 5 });
    const first = await place({ minutesAgo: 10 });
    const taken = await takeNext(token);
    expect(taken.statusCode).toBe(200);
    expect(taken.checked).toMatchObject({ appReqId: first.id, consultType: 'video', message: messages.queueTaken });
    expect(taken.checked?.roomName).toMatch(/^ChildHealth[0-9a-f]{32}$/);
    const row = await rowOf(first.id);
    expect(row).toMatchObject({
      doctorId: doctor.id,
      clinicId: doctor.clinicId,
      status: 'in_progress',
      calledAt: t.clock.now(),
      slotStart: t.clock.now(),
      slotEnd: new Date(t.clock.now().getTime() + 10 * 60_000),
      slotDate: '2026-11-22',
      roomName: taken.checked?.roomName,
    });
    // The taken consultation is on the doctor's list like any other.
    const list = await call(routes.consoleConsultations, { token });
    expect(list.checked?.data.map((c) => c.appReqId)).toContain(first.id);

    expect((await takeNext(token)).checked?.appReqId).toBe(second.id);
    const empty = await takeNext(token);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(messages.queueNobodyWaiting);
    expect((await rowOf(audio.id))?.doctorId).toBeNull();
    expect((await rowOf(hindi.id))?.doctorId).toBeNull();
  });

  it('starts an audio take by calling the parent through the provider', async () => {
    const { token } = await onDutyDoctor({}, { types: ['audio'] });
    const p = await place({ minutesAgo: 3, consultType: 'audio' });
    const calls = t.telephony.calls.length;
    const taken = await takeNext(token);
    expect(taken.checked).toMatchObject({ appReqId: p.id, consultType: 'audio', roomName: null });
    expect(t.telephony.calls).toHaveLength(calls + 1);
    expect(t.telephony.calls.at(-1)?.reference).toBe(`CONSULTATION #${p.id}`);
    expect((await rowOf(p.id))?.status).toBe('in_progress');
  });

  it('answers an empty queue with 409 and a doctor never on duty with 409', async () => {
    const { token } = await onDutyDoctor();
    const empty = await takeNext(token);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Nobody is waiting.');
    const never = await consoleSignIn(t, await buildDoctor(db()));
    const refused = await takeNext(never);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.queueNotOnDuty);
    const queue = await call(routes.consoleQueue, { token: never });
    expect(queue.checked?.duty).toEqual({
      available: false,
      since: null,
      types: [],
      languages: [],
      lastSeenAt: null,
      endsIfUnseenAt: null,
    });
  });
});
