import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../../db/builders';
import { orders, refunds } from '../../../db/schema';
import { payHold } from '../../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../../test/builders';
import { callRoute } from '../../../test/callRoute';
import { dbKinds } from '../../../test/db';
import { setDuty } from '../../console/duty.repo';
import { consultations } from '../consultations.schema';
import { claimDueReminders } from '../reminders.repo';

type Parent = Awaited<ReturnType<typeof signIn>>;
type CallType = 'audio' | 'video';
type Language = 'english' | 'hindi';

/**
 * The on-duty queue, the parent's side (decision 0038), through the real calls. Each test uses
 * its own call type and language, so the queues of one test never count in another's.
 */
describe.each(dbKinds())('the queue, parent side, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const join = (parent: Parent, type: CallType, language: Language, patientId: number = parent.userID) =>
    callRoute(t.app, routes.joinQueue, {
      token: parent.authToken,
      body: { patientId, appointmentType: type, language, helpQuestion1: 'Fever' },
    });
  const availability = async (parent: Parent, type: CallType, language: Language) => {
    const res = await callRoute(t.app, routes.getInstantAvailability, {
      token: parent.authToken,
      query: { appointmentType: type, language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.checked;
  };
  const consultation = async (parent: Parent, appReqId: number) => {
    const res = await callRoute(t.app, routes.getConsultation, { token: parent.authToken, query: { appReqId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.checked?.data;
  };
  /** A new doctor on duty for the type and language (the console switched on now). */
  const onDuty = async (type: CallType, language: Language) => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: [type], languages: [language] });
    await setDuty(t.database.db, doctor.id, { available: true, types: [type], languages: [language] }, t.clock.now());
    return doctor;
  };
  /** A parent joins and pays: their place is booked and in the queue. */
  const paidPlace = async (type: CallType, language: Language) => {
    const parent = await signIn(t);
    const joined = await join(parent, type, language);
    expect(joined.statusCode, joined.body).toBe(200);
    const appReqId = joined.checked?.appReqId ?? 0;
    await payHold(t, { parent, appReqId, doctorId: null, clinicId: null });
    return { parent, appReqId };
  };

  it('joins, pays and waits: positions in order of payment, one place per member, the estimate', async () => {
    await onDuty('video', 'english');
    const parent = await signIn(t);
    const joined = await join(parent, 'video', 'english');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.checked).toMatchObject({
      status: 1,
      message: messages.queueJoined,
      consultationStatus: 'held',
      feeInRupees: 299,
      holdExpiresAt: new Date(t.clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    const appReqId = joined.checked?.appReqId ?? 0;
    // Left unpaid, it is an open payment on the home, with no doctor or clinic.
    const open = await callRoute(t.app, routes.getOpenPayments, { token: parent.authToken });
    expect(open.checked?.data).toEqual([
      expect.objectContaining({
        appReqId,
        doctorId: null,
        clinicId: null,
        doctorName: messages.nextAvailableDoctor,
        clinicName: '',
        amount: 299,
      }),
    ]);
    // Asked again while held: the same place.
    expect((await join(parent, 'video', 'english')).checked).toMatchObject({ appReqId, consultationStatus: 'held' });

    // The price names no doctor; the order and the sandbox payment book it into the queue.
    const price = await t.app.inject({
      url: `/api/Cart/GetItemsById?userId=${parent.userID}&appReqId=${appReqId}`,
      headers: { authtoken: parent.authToken },
    });
    expect(price.json()).toMatchObject({
      planDesc: 'Instant video consultation with the next available doctor',
      planCostAnnual: 299,
    });
    t.clock.advance(60_000);
    await payHold(t, { parent, appReqId, doctorId: null, clinicId: null });
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, appReqId));
    expect(row).toMatchObject({ kind: 'instant', status: 'booked', doctorId: null, clinicId: null, feePaise: 29_900 });
    expect(row?.queuedAt).toEqual(t.clock.now());
    expect(row?.joinedQueueAt).toEqual(t.clock.now());

    const mine = await consultation(parent, appReqId);
    expect(mine).toMatchObject({
      status: 'booked',
      doctorId: null,
      doctorName: messages.nextAvailableDoctor,
      clinicName: '',
      queue: {
        state: 'waiting',
        position: 1,
        onDuty: 1,
        // One doctor, the default 10 minutes a consultation.
        estimatedWaitMinutes: 10,
        joinedAt: t.clock.now().toISOString(),
        refundAt: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
        calledAt: null,
        sentBack: false,
      },
    });
    // The room is open from the payment and stays open while in the queue, until the refund time.
    expect(mine?.waitingRoom).toMatchObject({ state: 'open', closesAt: mine?.queue?.refundAt });
    // Paid and waiting: joining again is the same place.
    expect((await join(parent, 'video', 'english')).checked).toMatchObject({ appReqId, consultationStatus: 'booked' });

    t.clock.advance(60_000);
    const second = await paidPlace('video', 'english');
    expect((await consultation(second.parent, second.appReqId))?.queue).toMatchObject({
      position: 2,
      estimatedWaitMinutes: 20,
    });
    // The waiting room's reads record the parent's presence, as for a scheduled consultation.
    const [seen] = await t.database.db.select().from(consultations).where(eq(consultations.id, second.appReqId));
    expect(seen?.parentSeenAt).toEqual(t.clock.now());

    // Before paying: two waiting, one doctor, so a third parent would wait about 30 minutes.
    expect(await availability(parent, 'video', 'english')).toEqual({
      status: 1,
      onDuty: 1,
      waiting: 2,
      estimatedWaitMinutes: 30,
      feeInRupees: 299,
      nextSlot: null,
    });
    // A second doctor on duty halves it.
    await onDuty('video', 'english');
    expect(await availability(parent, 'video', 'english')).toMatchObject({ onDuty: 2, estimatedWaitMinutes: 15 });
  });

  it('leaving the queue refunds in full through the gateway; the one behind moves up; no move to a time', async () => {
    await onDuty('audio', 'english');
    const first = await paidPlace('audio', 'english');
    t.clock.advance(1_000);
    const second = await paidPlace('audio', 'english');
    expect((await consultation(second.parent, second.appReqId))?.queue?.position).toBe(2);

    // The home lists the place: upcoming, its room open, leaving offered, no reschedule.
    const home = await callRoute(t.app, routes.getMyConsultations, { token: first.parent.authToken });
    expect(home.checked?.data).toEqual([
      expect.objectContaining({
        appReqId: first.appReqId,
        status: 'booked',
        section: 'upcoming',
        doctorId: null,
        clinicId: null,
        doctorName: messages.nextAvailableDoctor,
        canJoin: true,
        canCancel: true,
        canReschedule: false,
        rescheduleNote: null,
      }),
    ]);
    const moved = await callRoute(t.app, routes.rescheduleConsultation, {
      token: first.parent.authToken,
      body: { appReqId: first.appReqId, consultationDate: '2026-11-24', slot: '10:00 AM' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(messages.queueCannotReschedule);

    // Long past any scheduled cut-off: a place in the queue may still be left.
    t.clock.advance(20 * 60_000);
    const left = await callRoute(t.app, routes.cancelConsultation, {
      token: first.parent.authToken,
      body: { appReqId: first.appReqId },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.checked).toMatchObject({
      consultationStatus: 'refunded',
      refund: { amount: 299, status: 'processed', reference: expect.stringMatching(/^sandbox_rfnd_/) },
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.consultationId, first.appReqId));
    expect(
      await t.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, order?.id ?? 0)),
    ).toEqual([expect.objectContaining({ amountPaise: 29_900, status: 'processed' })]);
    expect((await consultation(first.parent, first.appReqId))?.queue).toMatchObject({
      state: 'closed',
      position: null,
    });
    expect((await consultation(second.parent, second.appReqId))?.queue?.position).toBe(1);

    // Once a doctor has taken a place, leaving it is refused.
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['audio'] });
    await t.database.db
      .update(consultations)
      .set({ doctorId: doctor.id, clinicId: doctor.clinicId, calledAt: t.clock.now(), slotStart: t.clock.now() })
      .where(eq(consultations.id, second.appReqId));
    expect((await consultation(second.parent, second.appReqId))?.queue).toMatchObject({
      state: 'called',
      calledAt: t.clock.now().toISOString(),
    });
    const refused = await callRoute(t.app, routes.cancelConsultation, {
      token: second.parent.authToken,
      body: { appReqId: second.appReqId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.queueAlreadyCalled);
  });

  it('nobody on duty: joining is refused, and the next scheduled slot is offered; duty ends unseen', async () => {
    const parent = await signIn(t);
    const nobody = await join(parent, 'audio', 'hindi');
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toBe(messages.queueNobodyOnDuty);
    await buildDoctor(t.database.db, { consultTypes: ['audio'], languages: ['hindi'], name: 'Dr. Next Slot' });
    const none = await availability(parent, 'audio', 'hindi');
    expect(none).toMatchObject({ onDuty: 0, waiting: 0, estimatedWaitMinutes: null });
    expect(none?.nextSlot).toMatchObject({
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      slot: expect.stringMatching(/^\d\d:\d\d [AP]M$/),
      doctorName: expect.stringMatching(/^Dr\. /),
    });

    // On duty now; its console unseen for more than the heartbeat time, it is off duty again.
    await onDuty('audio', 'hindi');
    expect(await availability(parent, 'audio', 'hindi')).toMatchObject({ onDuty: 1, nextSlot: null });
    t.clock.advance(181_000);
    expect(await availability(parent, 'audio', 'hindi')).toMatchObject({ onDuty: 0, nextSlot: expect.any(Object) });
  });

  it('refuses a type that does not queue, and a member of another account', async () => {
    await onDuty('video', 'hindi');
    const parent = await signIn(t);
    const stranger = await signIn(t);
    const chat = await callRoute(t.app, routes.joinQueue, {
      token: parent.authToken,
      invalidBody: { patientId: parent.userID, appointmentType: 'chat', language: 'hindi' },
    });
    expect(chat.statusCode).toBe(400);
    expect((await join(stranger, 'video', 'hindi', parent.userID)).statusCode).toBe(404);
    // Another account's place reads as not found, too.
    const mine = await join(parent, 'video', 'hindi');
    const read = await callRoute(t.app, routes.getConsultation, {
      token: stranger.authToken,
      query: { appReqId: mine.checked?.appReqId ?? 0 },
    });
    expect(read.statusCode).toBe(404);
  });

  it('no reminder is claimed for an instant consultation', async () => {
    await onDuty('video', 'english');
    const place = await paidPlace('video', 'english');
    const claimed = await claimDueReminders(t.database.db, new Date(t.clock.now().getTime() - 60_000));
    expect(claimed.map((c) => c.id)).not.toContain(place.appReqId);
  });
});
