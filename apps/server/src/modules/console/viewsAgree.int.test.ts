import { routes } from '@app/contract/routes';
import type { ConsultationResponse } from '@app/contract/schemas/consultation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../db/builders';
import { bookedConsultation, consoleSignIn, moveClockTo } from '../../test/bookings';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { consultations } from '../consultations/consultations.schema';

type Booked = Awaited<ReturnType<typeof bookedConsultation>>;

/**
 * Where the parent's screen is, from the parent's own answer, as the waiting room reads it
 * (apps/web/src/features/consultation/waitingRoom.ts phaseOf, before 'completed'): not yet before
 * opensAt, closed from closesAt on, open in between.
 */
function parentScreen({ serverNow, data }: ConsultationResponse) {
  const now = Date.parse(serverNow);
  const { opensAt, closesAt } = data.waitingRoom;
  if (closesAt !== null && now >= Date.parse(closesAt)) return 'closed';
  return now < Date.parse(opensAt) ? 'notYet' : 'open';
}

describe.each(dbKinds())("the doctor's and parent's views agree on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { WAITING_ROOM_GRACE_MINUTES: '30' } });
    await buildCatalog(t.database.db, { doctors: 2, doctor: { consultTypes: ['audio', 'video'] } });
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  /**
   * Moves the test clock forward to `minutes` (and `seconds`) from the slot start. The doctor stays
   * signed in (these moves are short), so the console is asked as the doctor who has it open.
   */
  const at = (b: Booked, minutes: number, seconds = 0) => {
    const to = b.slotStart.getTime() + minutes * 60_000 + seconds * 1000;
    t.clock.advance(Math.max(0, to - t.clock.now().getTime()));
  };

  /** The console's line for the consultation, through the doctor's real list. */
  async function consoleView(b: Booked) {
    const doctor = await consoleSignIn(t, b.doctorId);
    const list = await call(routes.consoleConsultations, { token: doctor });
    expect(list.statusCode).toBe(200);
    const c = list.checked?.data.find((item) => item.appReqId === b.appReqId);
    if (!c) throw new Error('not on the console');
    return c.waitingRoom;
  }

  /** The parent's waiting room reads the consultation (its 30 s poll), and where its screen is. */
  async function parentPolls(b: Booked) {
    const answer = await call(routes.getConsultation, {
      query: { appReqId: b.appReqId },
      token: b.parent.authToken,
    });
    expect(answer.statusCode).toBe(200);
    const wire = answer.json() as ConsultationResponse;
    // The server's own word on the room agrees with the window the screen follows.
    expect(wire.data.waitingRoom.state).toBe(parentScreen(wire));
    return parentScreen(wire);
  }

  const seenAt = async (id: number) =>
    (
      await t.database.db
        .select({ seen: consultations.parentSeenAt, arrived: consultations.parentArrivedAt })
        .from(consultations)
        .where(eq(consultations.id, id))
    )[0];

  it('before the room opens, open without the parent, with the parent, and after the grace period', async () => {
    const b = await bookedConsultation(t, { consultType: 'video', daysAhead: 1 });
    // Signed in (afresh) as the day begins; the console is then read as the doctor keeps it open.
    moveClockTo(t, new Date(b.slotStart.getTime() - 11 * 60_000));

    // Before it opens: neither side shows a room, and an early visit is no presence.
    at(b, -11);
    expect(await consoleView(b)).toEqual({ state: 'notYet', parentPresent: false, parentWaitingMinutes: 0 });
    expect(await parentPolls(b)).toBe('notYet');
    expect(await consoleView(b)).toMatchObject({ state: 'notYet', parentPresent: false });
    expect((await seenAt(b.appReqId))?.seen).toBeNull();

    // Open, and the parent is not there yet.
    at(b, -9);
    expect(await consoleView(b)).toEqual({ state: 'open', parentPresent: false, parentWaitingMinutes: 0 });

    // The parent's waiting room polls: both say open, the console says the parent is there.
    expect(await parentPolls(b)).toBe('open');
    expect(await consoleView(b)).toEqual({ state: 'open', parentPresent: true, parentWaitingMinutes: 0 });

    // Every 30 s for 3 minutes: still there, for 3 minutes now; the marks are written at most every 15 s.
    for (let s = 30; s <= 180; s += 30) {
      at(b, -9, s);
      expect(await parentPolls(b)).toBe('open');
      const mark = await seenAt(b.appReqId);
      at(b, -9, s + 5);
      expect(await parentPolls(b)).toBe('open');
      expect(await seenAt(b.appReqId)).toEqual(mark);
    }
    expect(await consoleView(b)).toEqual({ state: 'open', parentPresent: true, parentWaitingMinutes: 3 });

    // The parent leaves (no poll for 2 minutes): the room is still open, the parent not in it.
    at(b, -4);
    expect(await consoleView(b)).toEqual({ state: 'open', parentPresent: false, parentWaitingMinutes: 0 });
    // Back through the video room lookup (the room's other 30 s poll): a new visit.
    const back = await call(routes.getVideoLog, {
      query: { id: b.parent.userID, userType: 'Guest', appReqId: b.appReqId },
      token: b.parent.authToken,
    });
    expect(back.statusCode).toBe(200);
    expect(await consoleView(b)).toEqual({ state: 'open', parentPresent: true, parentWaitingMinutes: 0 });

    // The parent waits on, polling every 30 s, past the slot start: the doctor has not come, and
    // both sides still say open, the console with the 9 minutes of this visit.
    for (let s = 30; s <= 540; s += 30) {
      at(b, -4, s);
      expect(await parentPolls(b)).toBe('open');
    }
    expect(await consoleView(b)).toEqual({ state: 'open', parentPresent: true, parentWaitingMinutes: 9 });

    // The grace period after the slot start has passed with no call: closed on both sides, the
    // parent was told the call ended, and a poll of a closed room is no presence.
    at(b, 30);
    expect(await parentPolls(b)).toBe('closed');
    expect(await consoleView(b)).toEqual({ state: 'closed', parentPresent: false, parentWaitingMinutes: 0 });
  });

  it('once the doctor started the call the room stays open on both sides, past the grace period', async () => {
    const b = await bookedConsultation(t, { consultType: 'video', daysAhead: 2 });
    moveClockTo(t, new Date(b.slotStart.getTime() + 5 * 60_000));
    expect(await parentPolls(b)).toBe('open');
    const doctor = await consoleSignIn(t, b.doctorId);
    expect((await call(routes.consoleStartVideo, { token: doctor, body: { appReqId: b.appReqId } })).statusCode).toBe(
      200,
    );
    at(b, 45);
    expect(await parentPolls(b)).toBe('open');
    expect(await consoleView(b)).toMatchObject({ state: 'open' });
  });

  it("another account's poll records nothing", async () => {
    const b = await bookedConsultation(t, { consultType: 'video', daysAhead: 3 });
    const other = await bookedConsultation(t, { consultType: 'video', daysAhead: 3 });
    moveClockTo(t, new Date(b.slotStart.getTime() - 5 * 60_000));
    const foreign = await call(routes.getConsultation, {
      query: { appReqId: b.appReqId },
      token: other.parent.authToken,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await consoleView(b)).toMatchObject({ state: 'open', parentPresent: false });
  });
});
