import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../db/builders';
import { bookedConsultation, moveClockTo } from '../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { callRoute } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { dateWindow } from '../catalog/slots';
import { outboundMessages } from '../outbox/outbox.schema';

const IST = 'Asia/Kolkata';

describe.each(dbKinds())("the parent's home list, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const list = async (token: string) => {
    const res = await callRoute(t.app, routes.getMyConsultations, { token });
    expect(res.statusCode).toBe(200);
    return res.checked?.data ?? [];
  };
  /** A fresh doctor's booked video consultation `daysAhead` from today: no test shares slots. */
  const booked = async (parent: Awaited<ReturnType<typeof signIn>>, daysAhead: number) => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'], feePaise: 70_000 });
    return bookedConsultation(t, { doctorId: doctor.id, parent, daysAhead });
  };

  it("lists the account's consultations only, upcoming with join and cancel decided on the clock", async () => {
    const parent = await signIn(t);
    const stranger = await signIn(t);
    const soon = await booked(parent, 1);
    const later = await booked(parent, 3);
    const theirs = await booked(stranger, 1);

    const mine = await list(parent.authToken);
    // Another account's consultation is never listed, and theirs sees only their own.
    expect(mine.map((c) => c.appReqId)).toEqual([soon.appReqId, later.appReqId]);
    expect((await list(stranger.authToken)).map((c) => c.appReqId)).toEqual([theirs.appReqId]);
    expect(mine[0]).toMatchObject({
      status: 'booked',
      section: 'upcoming',
      consultType: 'video',
      canJoin: false,
      canCancel: true,
      prescriptionId: null,
      slotStart: soon.slotStart.toISOString(),
      slot: expect.stringMatching(/^\d\d:\d\d [AP]M$/),
    });

    // Five minutes before the first slot: its room is open, and cancelling is past the cut-off.
    moveClockTo(t, new Date(soon.slotStart.getTime() - 5 * 60_000));
    const [first, second] = await list(parent.authToken);
    expect(first).toMatchObject({ appReqId: soon.appReqId, canJoin: true, canCancel: false, section: 'upcoming' });
    expect(second).toMatchObject({ appReqId: later.appReqId, canJoin: false, canCancel: true });

    // The later one cancelled: it moves to the past with its refund's status, and cannot be cancelled again.
    const cancelled = await callRoute(t.app, routes.cancelConsultation, {
      token: parent.authToken,
      body: { appReqId: later.appReqId },
    });
    expect(cancelled.statusCode).toBe(200);
    const after = (await list(parent.authToken)).find((c) => c.appReqId === later.appReqId);
    expect(after).toMatchObject({ status: 'refunded', section: 'past', canJoin: false, canCancel: false });

    // Past the grace period the unstarted first one's room has closed: it is listed as past.
    moveClockTo(t, new Date(soon.slotStart.getTime() + 31 * 60_000));
    expect((await list(parent.authToken)).find((c) => c.appReqId === soon.appReqId)).toMatchObject({
      section: 'past',
      canJoin: false,
    });
  });

  /** The messages of a consultation's new time (the key the confirmation of a move carries). */
  const movedMessagesOf = async (consultationId: number) =>
    (
      await t.database.db
        .select({ key: outboundMessages.idempotencyKey, text: outboundMessages.text })
        .from(outboundMessages)
        .where(eq(outboundMessages.consultationId, consultationId))
    ).filter((m) => m.key.startsWith(`confirmation:${consultationId}:moved:`));

  it("offers Reschedule by the Reschedule route's own rule: once, before the cut-off, and says why not", async () => {
    const parent = await signIn(t);
    const b = await booked(parent, 2);
    const other = await booked(parent, 4);
    const [first] = await list(parent.authToken);
    expect(first).toMatchObject({
      appReqId: b.appReqId,
      doctorId: b.doctorId,
      clinicId: b.clinicId,
      canReschedule: true,
      rescheduleNote: null,
    });

    // Moved once to the same doctor's 03:00 PM three days ahead: not offered again, and the card says why.
    const moved = await callRoute(t.app, routes.rescheduleConsultation, {
      token: parent.authToken,
      body: { appReqId: b.appReqId, consultationDate: dateWindow(IST, t.clock.now())[3] ?? '', slot: '03:00 PM' },
    });
    expect(moved.statusCode).toBe(200);
    // The parent is told the new time, with the doctor's registration, on each channel (SMS, WhatsApp).
    const told = await movedMessagesOf(b.appReqId);
    expect(told).toHaveLength(2);
    for (const m of told) {
      expect(m.text).toContain('03:00 PM');
      expect(m.text).toContain('Reg. no.');
    }
    const after = (await list(parent.authToken)).find((c) => c.appReqId === b.appReqId);
    expect(after).toMatchObject({ canReschedule: false, rescheduleNote: messages.rescheduledAlready, canCancel: true });
    // The route agrees: a second move is refused with the same words.
    const again = await callRoute(t.app, routes.rescheduleConsultation, {
      token: parent.authToken,
      body: { appReqId: b.appReqId, consultationDate: dateWindow(IST, t.clock.now())[3] ?? '', slot: '04:00 PM' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.rescheduledAlready);
    // A refused move tells the parent nothing.
    expect(await movedMessagesOf(b.appReqId)).toHaveLength(2);

    // An hour before the other one's slot (inside the 2-hour cut-off): the clinic's contact instead.
    moveClockTo(t, new Date(other.slotStart.getTime() - 60 * 60_000));
    const late = (await list(parent.authToken)).find((c) => c.appReqId === other.appReqId);
    expect(late).toMatchObject({ canReschedule: false, canCancel: false });
    expect(late?.rescheduleNote?.startsWith(messages.changeClosed)).toBe(true);
    expect(late?.rescheduleNote).toContain('+918047000000');
    const refused = await callRoute(t.app, routes.rescheduleConsultation, {
      token: parent.authToken,
      body: { appReqId: other.appReqId, consultationDate: dateWindow(IST, t.clock.now())[5] ?? '', slot: '03:00 PM' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(late?.rescheduleNote);
  });

  it('needs a sign-in', async () => {
    expect((await callRoute(t.app, routes.getMyConsultations, { token: '' })).statusCode).toBe(401);
  });
});
