import { addDays, todayInIndia } from '@app/contract/calendar';
import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClinic, buildDoctor } from '../../db/builders';
import { bookedConsultation, consoleSignIn } from '../../test/bookings';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { callRoute } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { signedInOperator } from '../../test/operators';
import { weekdayOf } from '../catalog';

describe.each(dbKinds())("a doctor's hours and days off on %s", (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    operator = (await signedInOperator(t, 'operator')).token;
  });
  afterAll(async () => t?.close());

  const dayAhead = (n: number) => addDays(todayInIndia(t.clock.now()), n);
  /** The labels of a doctor's free video slots on a date, as a parent's listing shows them. */
  const slotsOn = async (doctorId: number, date: string) => {
    const listing = await callRoute(t.app, routes.getAllDoctorSlot, {
      query: { appointmentType: 'video', dt: date, doctorId, pageSize: 20 },
    });
    expect(listing.statusCode, listing.body).toBe(200);
    return (listing.json().data as { Slots: { slot: string }[] }[]).flatMap((c) => c.Slots.map((s) => s.slot));
  };
  /** A doctor with no hours yet, at a clinic of their own. */
  const doctorWithoutHours = async () => {
    const clinic = await buildClinic(t.database.db);
    const doctor = await buildDoctor(t.database.db, {
      clinicId: clinic.id,
      consultTypes: ['video', 'audio'],
      hours: { weekdays: [] },
    });
    return { doctor, clinicId: clinic.id };
  };
  const everyDay = (from: string, to: string, slotMinutes = 30) =>
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from, to, slotMinutes, consultTypes: ['video' as const] }));

  it('weekly hours saved by an operator show in the next listing; an overlap or uneven hours are refused', async () => {
    const { doctor, clinicId } = await doctorWithoutHours();
    const date = dayAhead(2);
    expect(await slotsOn(doctor.id, date)).toEqual([]);
    const saved = await callRoute(t.app, routes.adminSaveWeeklyHours, {
      token: operator,
      body: { doctorID: doctor.id, clinicID: clinicId, rows: everyDay('09:00', '10:30') },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().hours.clinics[0].rows[0]).toEqual({
      weekday: 0,
      from: '09:00',
      to: '10:30',
      slotMinutes: 30,
      consultTypes: ['video'],
    });
    expect(await slotsOn(doctor.id, date)).toEqual(['09:00 AM', '09:30 AM', '10:00 AM']);

    const weekday = weekdayOf(date);
    const overlap = await callRoute(t.app, routes.adminSaveWeeklyHours, {
      token: operator,
      body: {
        doctorID: doctor.id,
        clinicID: clinicId,
        rows: [
          { weekday, from: '09:00', to: '12:00', slotMinutes: 30, consultTypes: ['video'] },
          { weekday, from: '11:00', to: '13:00', slotMinutes: 30, consultTypes: ['audio'] },
        ],
      },
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toMatch(/^\w+day 09:00–12:00 overlaps \w+day 11:00–13:00\.$/);
    expect(overlap.json().field).toBe('rows.0');
    const uneven = await callRoute(t.app, routes.adminSaveWeeklyHours, {
      token: operator,
      body: { doctorID: doctor.id, clinicID: clinicId, rows: everyDay('09:00', '10:10', 20) },
    });
    expect(uneven.statusCode).toBe(400);
    expect(uneven.json().field).toBe('rows.0.slotMinutes');
    const notOffered = await callRoute(t.app, routes.adminSaveWeeklyHours, {
      token: operator,
      body: {
        doctorID: doctor.id,
        clinicID: clinicId,
        rows: [{ weekday, from: '09:00', to: '10:00', slotMinutes: 30, consultTypes: ['chat'] }],
      },
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe(messages.hoursTypeNotOffered('chat'));
    // Nothing refused was written: the hours are those saved first.
    expect(await slotsOn(doctor.id, date)).toEqual(['09:00 AM', '09:30 AM', '10:00 AM']);
  });

  it("a doctor takes a day's leave in the console: its slots go, a hold is refused, cancelling brings them back", async () => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'] });
    const token = await consoleSignIn(t, doctor);
    const date = dayAhead(3);
    expect((await slotsOn(doctor.id, date)).length).toBeGreaterThan(0);

    const taken = await callRoute(t.app, routes.consoleTakeLeave, {
      token,
      body: { from: date, to: date, note: 'Family wedding' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const dayOff = taken.json().hours.daysOff[0];
    expect(dayOff).toMatchObject({ date, kind: 'leave', note: 'Family wedding', clinicID: null });
    expect(await slotsOn(doctor.id, date)).toEqual([]);
    expect((await slotsOn(doctor.id, dayAhead(4))).length).toBeGreaterThan(0);

    const parent = await signIn(t);
    const hold = await callRoute(t.app, routes.addBookConsultAppointmentInfo, {
      token: parent.authToken,
      body: {
        guestId: parent.userID,
        consultType: 'video',
        consultationDate: date,
        slot: '10:00 AM',
        DoctorId: doctor.id,
        clinic: doctor.clinicId,
      },
    });
    expect(hold.statusCode).toBe(400);
    expect(hold.json().message).toBe(messages.slotNotOffered);

    const other = await consoleSignIn(t, await buildDoctor(t.database.db));
    const notTheirs = await callRoute(t.app, routes.consoleCancelLeave, {
      token: other,
      body: { dayOffID: dayOff.dayOffID },
    });
    expect(notTheirs.statusCode).toBe(404);
    const cancelled = await callRoute(t.app, routes.consoleCancelLeave, { token, body: { dayOffID: dayOff.dayOffID } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().hours.daysOff).toEqual([]);
    expect((await slotsOn(doctor.id, date)).length).toBeGreaterThan(0);

    const audit = await callRoute(t.app, routes.adminAuditLog, {
      token: (await signedInOperator(t, 'owner')).token,
      query: { entity: 'doctor', entityID: doctor.id },
    });
    expect(audit.json().data.map((a: { action: string; actor: { kind: string } }) => [a.action, a.actor.kind])).toEqual(
      [
        ['hours.leave.removed', 'doctor'],
        ['hours.leave', 'doctor'],
      ],
    );
  });

  it('leave over a day with a booking is refused, listing it; wrong ranges are refused', async () => {
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'] });
    const booked = await bookedConsultation(t, { doctorId: doctor.id, daysAhead: 2 });
    const refused = await callRoute(t.app, routes.adminAddLeave, {
      token: operator,
      body: { doctorID: doctor.id, from: dayAhead(1), to: dayAhead(3) },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`#${booked.appReqId} ${doctor.name}`);
    expect(refused.json().message).toMatch(/Move or cancel each with a refund first\.$/);
    const hours = await callRoute(t.app, routes.adminDoctorHours, { token: operator, query: { doctorID: doctor.id } });
    expect(hours.json().hours.daysOff).toEqual([]);

    const cases: [object, string, string][] = [
      [{ from: dayAhead(3), to: dayAhead(1) }, messages.leaveRangeBackwards, 'to'],
      [{ from: dayAhead(-1), to: dayAhead(1) }, messages.leaveInPast, 'from'],
      [{ from: dayAhead(1), to: dayAhead(61) }, messages.leaveTooLong(60), 'to'],
    ];
    for (const [range, message, field] of cases) {
      const res = await callRoute(t.app, routes.adminAddLeave, {
        token: operator,
        body: { doctorID: doctor.id, ...range } as never,
      });
      expect(res.statusCode, JSON.stringify(range)).toBe(400);
      expect(res.json()).toMatchObject({ message, field });
    }
    const impossible = await callRoute(t.app, routes.adminAddLeave, {
      token: operator,
      invalidBody: { doctorID: doctor.id, from: '2026-02-30', to: '2026-03-01' },
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().field).toBe('from');
  });

  it('one-off extra hours open slots on that date only; a day off still wins; removing them is refused while booked', async () => {
    const { doctor, clinicId } = await doctorWithoutHours();
    await callRoute(t.app, routes.adminSaveWeeklyHours, {
      token: operator,
      body: { doctorID: doctor.id, clinicID: clinicId, rows: everyDay('09:00', '10:00') },
    });
    const date = dayAhead(3);
    const added = await callRoute(t.app, routes.adminAddExtraHours, {
      token: operator,
      body: {
        doctorID: doctor.id,
        clinicID: clinicId,
        date,
        from: '16:00',
        to: '17:00',
        slotMinutes: 30,
        consultTypes: ['video'],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const extra = added.json().hours.extraHours[0];
    expect(extra).toMatchObject({ date, clinicID: clinicId, from: '16:00', to: '17:00', slotMinutes: 30 });
    expect(await slotsOn(doctor.id, date)).toEqual(['09:00 AM', '09:30 AM', '04:00 PM', '04:30 PM']);
    expect(await slotsOn(doctor.id, dayAhead(4))).toEqual(['09:00 AM', '09:30 AM']);

    const overlapping = await callRoute(t.app, routes.adminAddExtraHours, {
      token: operator,
      body: {
        doctorID: doctor.id,
        clinicID: clinicId,
        date,
        from: '09:30',
        to: '11:00',
        slotMinutes: 30,
        consultTypes: ['video'],
      },
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().message).toMatch(/09:30–11:00 overlaps \w+day 09:00–10:00 at /);
    const elsewhere = await callRoute(t.app, routes.adminAddExtraHours, {
      token: operator,
      body: {
        doctorID: doctor.id,
        clinicID: (await buildClinic(t.database.db)).id,
        date,
        from: '18:00',
        to: '19:00',
        slotMinutes: 30,
        consultTypes: ['video'],
      },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: messages.extraHoursNeedWeekly, field: 'clinicID' });

    // A parent holds one of the extra slots: the hours cannot go while it is held.
    const parent = await signIn(t);
    const hold = await callRoute(t.app, routes.addBookConsultAppointmentInfo, {
      token: parent.authToken,
      body: {
        guestId: parent.userID,
        consultType: 'video',
        consultationDate: date,
        slot: '04:30 PM',
        DoctorId: doctor.id,
        clinic: clinicId,
      },
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const refused = await callRoute(t.app, routes.adminRemoveExtraHours, {
      token: operator,
      body: { extraHoursID: extra.extraHoursID },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`#${hold.json().appReqId} `);

    // Leave that day hides the weekly and the extra slots alike.
    const leave = await callRoute(t.app, routes.adminAddLeave, {
      token: operator,
      body: { doctorID: doctor.id, from: date, to: date },
    });
    expect(leave.statusCode).toBe(409);
  });

  it("a clinic's holiday closes every doctor there that day", async () => {
    const clinic = await buildClinic(t.database.db);
    const doctor = await buildDoctor(t.database.db, { clinicId: clinic.id, consultTypes: ['video'] });
    const date = dayAhead(5);
    expect((await slotsOn(doctor.id, date)).length).toBeGreaterThan(0);
    const added = await callRoute(t.app, routes.adminAddHoliday, {
      token: operator,
      body: { clinicID: clinic.id, date, note: 'Diwali' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await slotsOn(doctor.id, date)).toEqual([]);
    const hours = await callRoute(t.app, routes.adminDoctorHours, { token: operator, query: { doctorID: doctor.id } });
    const holiday = hours.json().hours.daysOff[0];
    expect(holiday).toMatchObject({
      kind: 'holiday',
      date,
      clinicID: clinic.id,
      clinicName: clinic.name,
      note: 'Diwali',
    });
    await callRoute(t.app, routes.adminRemoveDayOff, { token: operator, body: { dayOffID: holiday.dayOffID } });
    expect((await slotsOn(doctor.id, date)).length).toBeGreaterThan(0);
  });
});
