import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../db/builders';
import { bookedConsultation, consoleSignIn, moveClockTo, prescriptionBody } from '../../test/bookings';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { consultations } from '../consultations/consultations.schema';

const TOO_EARLY =
  /^This consultation is at \d\d:\d\d [AP]M, \d{1,2} \w{3}\. You can start the call, write the prescription or mark it completed from \d\d:\d\d [AP]M, when the parent's waiting room opens\.$/;

describe.each(dbKinds())("the console follows the consultation's clock on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await buildCatalog(t.database.db, { doctors: 2, doctor: { consultTypes: ['audio', 'video'] } });
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  const statusOf = async (id: number) =>
    (await t.database.db.select({ s: consultations.status }).from(consultations).where(eq(consultations.id, id)))[0]?.s;
  type Action = 'consoleStartVideo' | 'consoleCallParent' | 'consoleComplete' | 'consoleMarkNoShow';
  const act = (route: (typeof routes)[Action], token: string, appReqId: number) =>
    call(route, { token, body: { appReqId } });

  it('refuses the call, the call-back, the prescription and completion until 10 minutes before the slot', async () => {
    const b = await bookedConsultation(t, { consultType: 'video' });
    moveClockTo(t, new Date(b.slotStart.getTime() - 600_000 - 1000));
    const doctor = await consoleSignIn(t, b.doctorId);
    const calls = t.telephony.calls.length;
    for (const route of [routes.consoleStartVideo, routes.consoleCallParent, routes.consoleComplete]) {
      const refused = await act(route, doctor, b.appReqId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(TOO_EARLY);
    }
    const rx = await call(routes.consoleWritePrescription, {
      token: doctor,
      body: prescriptionBody(b.appReqId),
    });
    expect(rx.statusCode).toBe(409);
    expect(rx.json().message).toMatch(TOO_EARLY);
    // Nothing happened: no call went out, no room, still booked.
    expect(t.telephony.calls).toHaveLength(calls);
    expect(await statusOf(b.appReqId)).toBe('booked');
    // The console is told when the actions open, on the server's clock.
    const listed = (await call(routes.consoleConsultations, { token: doctor }))
      .json()
      .data.find((c: { appReqId: number }) => c.appReqId === b.appReqId);
    expect(listed.actionsOpenAt).toBe(new Date(b.slotStart.getTime() - 600_000).toISOString());

    // One second later the waiting room is open, and so is the console.
    t.clock.advance(1000);
    const started = await act(routes.consoleStartVideo, doctor, b.appReqId);
    expect(started.statusCode).toBe(200);
    expect(await statusOf(b.appReqId)).toBe('in_progress');
  });

  it('completes only a started call; a parent who did not join is a no-show the parent is told of', async () => {
    const b = await bookedConsultation(t, { consultType: 'video' });
    moveClockTo(t, new Date(b.slotStart.getTime() - 300_000));
    let doctor = await consoleSignIn(t, b.doctorId);
    const unstarted = await act(routes.consoleComplete, doctor, b.appReqId);
    expect(unstarted.statusCode).toBe(409);
    expect(unstarted.json().message).toBe(
      'Start the call before marking this consultation completed. If the parent did not join, mark it as a no-show instead.',
    );
    // Before the slot begins the parent is not late yet.
    const early = await act(routes.consoleMarkNoShow, doctor, b.appReqId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^The parent is not late yet: you can mark a no-show once/);
    expect(await statusOf(b.appReqId)).toBe('booked');

    moveClockTo(t, b.slotStart);
    doctor = await consoleSignIn(t, b.doctorId);
    const marked = await act(routes.consoleMarkNoShow, doctor, b.appReqId);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().message).toBe('Marked as a no-show: the parent did not join.');
    expect(await statusOf(b.appReqId)).toBe('no_show');
    // Twice is the same answer.
    expect((await act(routes.consoleMarkNoShow, doctor, b.appReqId)).statusCode).toBe(200);

    // The console still lists it, as a no-show.
    const listed = (await call(routes.consoleConsultations, { token: doctor }))
      .json()
      .data.find((c: { appReqId: number }) => c.appReqId === b.appReqId);
    expect(listed).toMatchObject({ status: 'no_show', waitingRoom: null });
    // The parent's wire keeps its statuses and says why it closed.
    const parent = (
      await call(routes.getConsultation, { query: { appReqId: b.appReqId }, token: b.parent.authToken })
    ).json();
    expect(parent.data).toMatchObject({ status: 'completed', noShow: true });
    // Nothing more happens to it.
    for (const route of [routes.consoleStartVideo, routes.consoleCallParent, routes.consoleComplete]) {
      const closed = await act(route, doctor, b.appReqId);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe('This consultation was closed because the parent did not join.');
    }
    const rx = await call(routes.consoleWritePrescription, {
      token: doctor,
      body: prescriptionBody(b.appReqId),
    });
    expect(rx.statusCode).toBe(409);
    expect(await statusOf(b.appReqId)).toBe('no_show');
  });

  it('takes a no-show after a started call nobody joined, and never after completion', async () => {
    const started = await bookedConsultation(t, { consultType: 'video' });
    const finished = await bookedConsultation(t, { consultType: 'audio', doctorId: started.doctorId });
    const last = new Date(Math.max(started.slotStart.getTime(), finished.slotStart.getTime()));
    moveClockTo(t, last);
    const doctor = await consoleSignIn(t, started.doctorId);
    expect((await act(routes.consoleStartVideo, doctor, started.appReqId)).statusCode).toBe(200);
    expect((await act(routes.consoleMarkNoShow, doctor, started.appReqId)).statusCode).toBe(200);
    expect(await statusOf(started.appReqId)).toBe('no_show');

    expect((await act(routes.consoleCallParent, doctor, finished.appReqId)).statusCode).toBe(200);
    expect((await act(routes.consoleComplete, doctor, finished.appReqId)).statusCode).toBe(200);
    const late = await act(routes.consoleMarkNoShow, doctor, finished.appReqId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This consultation is already completed.');
    const parent = (
      await call(routes.getConsultation, { query: { appReqId: finished.appReqId }, token: finished.parent.authToken })
    ).json();
    expect(parent.data).toMatchObject({ status: 'completed', noShow: false });
  });
});
