import { routes } from '@app/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../db/builders';
import { bookedConsultation, consoleSignIn } from '../../test/bookings';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';

const MINUTE = 60_000;

describe.each(dbKinds())('the waiting room of one consultation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await buildCatalog(t.database.db, { doctors: 3, doctor: { consultTypes: ['audio', 'video'] } });
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  /** Moves the test clock to an instant (never backwards). */
  const moveTo = (at: Date) => t.clock.advance(Math.max(0, at.getTime() - t.clock.now().getTime()));
  const roomOf = async (b: { appReqId: number; parent: { authToken: string } }) => {
    const res = await call(routes.getConsultation, { query: { appReqId: b.appReqId }, token: b.parent.authToken });
    expect(res.statusCode).toBe(200);
    return res.json().data.waitingRoom as { opensAt: string; endsAt: string; closesAt: string | null };
  };
  const askForCall = (b: Awaited<ReturnType<typeof bookedConsultation>>) =>
    call(routes.joinCall, {
      token: b.parent.authToken,
      body: {
        caller: `+91${b.parent.mobileNumber}`,
        agent_number: '+918047000000',
        action: 'CONSULTATION',
        appReqId: b.appReqId,
      },
    });

  it('a doctor 5 minutes late still finds the parent: the room stays open 30 minutes after the slot', async () => {
    const video = await bookedConsultation(t, { consultType: 'video' });
    const slot = video.slotStart.getTime();
    expect(await roomOf(video)).toEqual({
      opensAt: new Date(slot - 10 * MINUTE).toISOString(),
      endsAt: new Date(slot).toISOString(),
      closesAt: new Date(slot + 30 * MINUTE).toISOString(),
      state: 'notYet',
      roomName: null,
      callRequestedAt: null,
    });

    moveTo(new Date(slot + 5 * MINUTE));
    const doctor = await consoleSignIn(t, video.doctorId);
    const started = await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: video.appReqId } });
    expect(started.statusCode).toBe(200);
    const lookup = await call(routes.getVideoLog, {
      token: video.parent.authToken,
      query: { id: String(video.parent.userID), userType: 'Guest', appReqId: String(video.appReqId) },
    });
    expect(lookup.json().data.roomName).toMatch(/^ChildHealth/);
    // Once the call runs, only the doctor's 'completed' closes the room.
    const during = await roomOf(video);
    expect(during.closesAt).toBeNull();
    expect(during).toMatchObject({ roomName: lookup.json().data.roomName });
  });

  it('refuses a call request once the grace period has passed without the doctor, saying why', async () => {
    const audio = await bookedConsultation(t, { consultType: 'audio', daysAhead: 2 });
    const slot = audio.slotStart.getTime();
    moveTo(new Date(slot + 29 * MINUTE));
    expect((await roomOf(audio)).closesAt).toBe(new Date(slot + 30 * MINUTE).toISOString());
    moveTo(new Date(slot + 30 * MINUTE));
    const late = await askForCall(audio);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'The waiting room has closed: the doctor did not start this consultation in time. Please contact the clinic.',
    );
    expect(t.telephony.calls.filter((c) => c.reference === `CONSULTATION #${audio.appReqId}`)).toHaveLength(0);
  });

  it("answers 404 for another account's consultation", async () => {
    const mine = await bookedConsultation(t, { consultType: 'video', daysAhead: 3 });
    const theirs = await bookedConsultation(t, { consultType: 'video', daysAhead: 3 });
    const res = await call(routes.getConsultation, {
      query: { appReqId: theirs.appReqId },
      token: mine.parent.authToken,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We could not find that consultation.');
  });
});
