import { routes } from '@app/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../db/builders';
import { REMINDER_MAX_ATTEMPTS, sendDueReminders, startReminderJob } from '../../jobs/reminders';
import type { SmsMessage } from '../../providers/sms';
import { bookedConsultation, consoleSignIn } from '../../test/bookings';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';

const silent = { info() {}, error() {} };
/** The public address the reminder links to (PUBLIC_APP_URL). */
const APP_URL = 'https://app.example.in';

describe.each(dbKinds())('calls and reminders on %s', (kind) => {
  let t: TestApp;
  let doctors: Awaited<ReturnType<typeof buildCatalog>>['doctors'];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    doctors = (await buildCatalog(t.database.db, { doctors: 3, doctor: { consultTypes: ['audio', 'video'] } })).doctors;
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  /** Moves the test clock to an instant (never backwards). */
  const moveTo = (at: Date) => t.clock.advance(Math.max(0, at.getTime() - t.clock.now().getTime()));

  it('asks the doctor to call the parent once, from the waiting room, only to the parent’s own number', async () => {
    const audio = await bookedConsultation(t, { consultType: 'audio' });
    const video = await bookedConsultation(t, { consultType: 'video' });
    const join = (payload: object, token = audio.parent.authToken) =>
      call(routes.joinCall, {
        token,
        body: {
          userType: 'Guest',
          caller: `+91${audio.parent.mobileNumber}`,
          agent_number: '+918047000000',
          action: 'CONSULTATION',
          appReqId: audio.appReqId,
          ...payload,
        },
      });
    const room = (
      await call(routes.getConsultation, { query: { appReqId: audio.appReqId }, token: audio.parent.authToken })
    ).json().data.waitingRoom;
    expect(new Date(room.opensAt).getTime()).toBe(audio.slotStart.getTime() - 600_000);
    expect(new Date(room.endsAt).getTime()).toBe(audio.slotStart.getTime());

    const early = await join({});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The waiting room opens 10 minutes before the consultation.');
    moveTo(new Date(audio.slotStart.getTime() - 590_000));

    const stranger = await join({ caller: '+919999999999' });
    expect(stranger.statusCode).toBe(403);
    expect((await join({ action: 'OTHER' })).statusCode).toBe(400);
    expect(t.telephony.calls).toHaveLength(0);

    const first = await join({});
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('The doctor will call you shortly.');
    expect((await join({ caller: audio.parent.mobileNumber, appReqId: undefined })).json().message).toBe(
      'The doctor has already been asked to call you.',
    );
    expect(t.telephony.calls).toHaveLength(1);
    expect(t.telephony.calls[0]).toMatchObject({ customer: `+91${audio.parent.mobileNumber}` });
    // The consultation's own doctor is rung first.
    expect(t.telephony.calls[0]?.agent).toBe(doctors.find((d) => d.id === audio.doctorId)?.phoneE164);

    // Another account cannot ask with its own number for this one.
    expect((await join({ appReqId: video.appReqId }, video.parent.authToken)).statusCode).toBe(403);
    // A video consultation whose meeting cannot load may ask too, once its waiting room is open.
    const videoJoin = () =>
      call(routes.joinCall, {
        token: video.parent.authToken,
        body: {
          caller: `+91${video.parent.mobileNumber}`,
          agent_number: '+918047000000',
          action: 'CONSULTATION',
          appReqId: video.appReqId,
        },
      });
    const foreign = await call(routes.joinCall, {
      token: video.parent.authToken,
      body: {
        caller: `+91${video.parent.mobileNumber}`,
        agent_number: '+918047000000',
        action: 'CONSULTATION',
        appReqId: audio.appReqId,
      },
    });
    expect(foreign.statusCode).toBe(404);

    // The doctor can ring the parent through the provider too.
    const doctor = await consoleSignIn(t, audio.doctorId);
    expect(
      (await call(routes.consoleCallParent, { token: doctor, body: { appReqId: audio.appReqId } })).statusCode,
    ).toBe(200);
    expect(t.telephony.calls).toHaveLength(2);

    // A video consultation whose meeting cannot load may ask too, once its waiting room is open.
    if (video.slotStart.getTime() - 600_000 > t.clock.now().getTime()) {
      expect((await videoJoin()).statusCode).toBe(409);
      moveTo(new Date(video.slotStart.getTime() - 300_000));
    }
    expect((await videoJoin()).statusCode).toBe(200);
    expect((await videoJoin()).json().message).toBe('The doctor has already been asked to call you.');
    expect(t.telephony.calls).toHaveLength(3);
  });

  it('gives the call request back when the provider fails, so it can be asked again', async () => {
    const audio = await bookedConsultation(t, { consultType: 'audio' });
    moveTo(new Date(audio.slotStart.getTime() - 300_000));
    const original = t.telephony.call.bind(t.telephony);
    t.telephony.call = async () => {
      throw new Error('provider down');
    };
    const payload = {
      caller: `+91${audio.parent.mobileNumber}`,
      agent_number: '+918047000000',
      action: 'CONSULTATION' as const,
      appReqId: audio.appReqId,
    };
    try {
      expect((await call(routes.joinCall, { token: audio.parent.authToken, body: payload })).statusCode).toBe(503);
    } finally {
      t.telephony.call = original;
    }
    const again = await call(routes.joinCall, { token: audio.parent.authToken, body: payload });
    expect(again.json().message).toBe('The doctor will call you shortly.');
  });

  it('sends the 10-minute reminder once, even with ticks racing, and catches up after a restart', async () => {
    const a = await bookedConsultation(t, { consultType: 'video', daysAhead: 2 });
    const deps = { db: t.database.db, sms: t.sms, now: t.clock.now, appUrl: APP_URL, log: silent };
    const reminders = () => t.sms.messages(a.parent.mobileNumber).filter((m) => m.text.startsWith('Reminder:'));

    moveTo(new Date(a.slotStart.getTime() - 11 * 60_000));
    await sendDueReminders(deps);
    expect(reminders()).toHaveLength(0);

    moveTo(new Date(a.slotStart.getTime() - 10 * 60_000));
    await Promise.all(Array.from({ length: 5 }, () => sendDueReminders(deps)));
    await sendDueReminders(deps);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]?.text).toMatch(/^Reminder: your consultation with Dr\. .+ starts at \d\d:\d\d (AM|PM)\./);
    // The doctor is named with the registration number (Telemedicine Practice Guidelines 2020).
    expect(reminders()[0]?.text).toMatch(/with Dr\. .+ \(Reg\. no\. [^)]+\) starts at/);
    // It links to this consultation's own waiting room at the public address.
    expect(reminders()[0]?.text).toMatch(
      new RegExp(`: https://app\\.example\\.in/doctor-oncall\\?consultation=${a.appReqId}$`),
    );

    // Due while the server was down: the first tick of a fresh job sends it, as long as it has not begun.
    const b = await bookedConsultation(t, { consultType: 'video', daysAhead: 1 });
    moveTo(new Date(b.slotStart.getTime() - 4 * 60_000));
    const stop = startReminderJob(deps, 60_000);
    await expect
      .poll(() => t.sms.messages(b.parent.mobileNumber).filter((m) => m.text.startsWith('Reminder:')).length)
      .toBe(1);
    stop();
  });

  it('retries a reminder whose SMS failed, and never sends one for a consultation that has begun', async () => {
    const c = await bookedConsultation(t, { consultType: 'video', daysAhead: 1 });
    moveTo(new Date(c.slotStart.getTime() - 5 * 60_000));
    const failing = { name: 'failing', send: async (_m: SmsMessage) => Promise.reject(new Error('gateway down')) };
    expect(
      await sendDueReminders({ db: t.database.db, sms: failing, now: t.clock.now, appUrl: APP_URL, log: silent }),
    ).toBe(0);
    expect(
      await sendDueReminders({ db: t.database.db, sms: t.sms, now: t.clock.now, appUrl: APP_URL, log: silent }),
    ).toBe(1);

    const late = await bookedConsultation(t, { consultType: 'video', daysAhead: 1 });
    moveTo(new Date(late.slotStart.getTime() + 60_000));
    await sendDueReminders({ db: t.database.db, sms: t.sms, now: t.clock.now, appUrl: APP_URL, log: silent });
    expect(t.sms.messages(late.parent.mobileNumber).filter((m) => m.text.startsWith('Reminder:'))).toHaveLength(0);
  });

  it('gives a reminder up after the gateway refused it 5 times', async () => {
    const c = await bookedConsultation(t, { consultType: 'video', daysAhead: 1 });
    moveTo(new Date(c.slotStart.getTime() - 9 * 60_000));
    const tries: string[] = [];
    const refusing = {
      name: 'refusing',
      send: async (m: SmsMessage) => {
        tries.push(m.to);
        throw new Error('template not approved');
      },
    };
    for (let i = 0; i < REMINDER_MAX_ATTEMPTS + 2; i++) {
      await sendDueReminders({ db: t.database.db, sms: refusing, now: t.clock.now, appUrl: APP_URL, log: silent });
    }
    expect(tries.filter((to) => to === `+91${c.parent.mobileNumber}`)).toHaveLength(REMINDER_MAX_ATTEMPTS);
    await sendDueReminders({ db: t.database.db, sms: t.sms, now: t.clock.now, appUrl: APP_URL, log: silent });
    expect(t.sms.messages(c.parent.mobileNumber).filter((m) => m.text.startsWith('Reminder:'))).toHaveLength(0);
  });

  it("keeps a consultation on the doctor's list after midnight until it is marked completed", async () => {
    const b = await bookedConsultation(t, { consultType: 'video', daysAhead: 1 });
    // The doctor starts the call at the slot, and has not marked it completed by the next day.
    moveTo(b.slotStart);
    const started = await call(routes.consoleStartVideo, {
      token: await consoleSignIn(t, b.doctorId, { cached: false }),
      body: { appReqId: b.appReqId },
    });
    expect(started.statusCode).toBe(200);
    moveTo(new Date(b.slotStart.getTime() + 30 * 3_600_000));
    // A console sign-in lasts a working day: the doctor signs in again the next day.
    const doctor = await consoleSignIn(t, b.doctorId, { cached: false });
    const listed = async () =>
      ((await call(routes.consoleConsultations, { token: doctor })).json().data as { appReqId: number }[]).some(
        (c) => c.appReqId === b.appReqId,
      );
    expect(await listed()).toBe(true);
    expect((await call(routes.consoleComplete, { token: doctor, body: { appReqId: b.appReqId } })).statusCode).toBe(
      200,
    );
    expect(await listed()).toBe(false);
  });
});
