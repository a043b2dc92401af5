import { routes } from '@app/contract/routes';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildClinic, buildDoctor } from '../../db/builders';
import { displayTexts } from '../../db/schema';
import { buildTestApp, guestAccounts, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { dateWindow } from '../catalog/slots';
import { releaseExpiredHolds } from '../consultations';
import { consultations } from '../consultations/consultations.schema';

type Card = { doctorID: number; clinicId: number; Slots: { slot: string; appointmenttype: string; netFees: number }[] };

describe.each(dbKinds())('catalogue and booking on %s', (kind) => {
  let t: TestApp;
  let tomorrow: string;
  /** 12 doctors in 2 clinics, starting their days at staggered times (so the listing's order shows). */
  const DOCTORS = 12;
  beforeAll(async () => {
    // The 200-way race below queues for the pool's 10 connections: what it checks is who wins, not how fast.
    t = await buildTestApp(kind, { waitForConnectionMs: 30_000 });
    const clinics = [await buildClinic(t.database.db), await buildClinic(t.database.db)];
    for (let i = 0; i < DOCTORS; i++) {
      await buildDoctor(t.database.db, {
        clinicId: clinics[i % 2]?.id,
        speciality: i % 3 ? 'Paediatrics' : 'ENT',
        feePaise: 30_000 + i * 5_000,
        hours: { startMinute: 8 * 60 + ((i * 7) % 12) * 10 },
      });
    }
    tomorrow = dateWindow('Asia/Kolkata', t.clock.now())[1] ?? '';
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  // Some tests change a field of the request to see it refused: the body goes as it is.
  const hold = (token: string, body: object) =>
    call(routes.addBookConsultAppointmentInfo, { token, invalidBody: body });

  /** A free slot of a given type tomorrow, from the real listing (of one doctor when given). */
  async function freeSlot(type = 'video', doctorId?: number) {
    const res = await call(routes.getAllDoctorSlot, {
      query: {
        status: '1',
        appointmentType: type,
        dt: tomorrow,
        doctorId: doctorId ?? '',
        speciality: '',
        clinicId: '',
        type: '',
        PatientId: '',
      },
    });
    expect(res.statusCode).toBe(200);
    const card = (res.json().data as Card[]).find((c) => c.Slots.length > 0);
    if (!card) throw new Error('no free slot in the catalogue');
    const slot = card.Slots[0];
    return { card, slot: slot as NonNullable<typeof slot> };
  }
  const requestFor = (guestId: number, card: Card, slot: { slot: string; appointmenttype: string }) => ({
    guestId,
    consultType: slot.appointmenttype,
    consultationDate: tomorrow,
    slot: slot.slot,
    FromTime: slot.slot,
    ToTime: '',
    languages: 'english',
    userType: 'Guest',
    DoctorId: card.doctorID,
    clinic: card.clinicId,
    helpQuestion1: 'Fever',
  });

  it('lists doctors, clinics and specialities', async () => {
    const doctors = (await call(routes.getAllDoctorEntity, { query: { PatientId: '1', limit: '-1' } })).json().data;
    expect(doctors.length).toBe(DOCTORS);
    expect(new Set(doctors.map((d: { name: string }) => d.name)).size).toBe(DOCTORS);
    const clinics = (
      await call(routes.getClinicInfoEntityWise, { query: { PatientId: '1', limit: '-1', branchid: '15' } })
    ).json().data;
    expect(clinics).toHaveLength(2);
    expect(clinics[0]).toEqual({ id: expect.any(Number), name: expect.any(String), clinicAddress: expect.any(String) });
    const specialities = (await call(routes.getSpecialityInfo, { query: { limit: '-1' } }))
      .json()
      .data.map((s: { name: string }) => s.name);
    expect(specialities).toEqual(expect.arrayContaining(['Paediatrics', 'Neonatology', 'Child Psychology', 'ENT']));
  });

  it('lists free slots per doctor for a date, as hh:mm A with their group, type and fee in rupees', async () => {
    const res = (
      await call(routes.getAllDoctorSlot, {
        query: { status: '1', appointmentType: 'video', dt: tomorrow, pageSize: '200' },
      })
    ).json();
    expect(res.status).toBe(1);
    expect(res.data.length).toBeGreaterThan(5);
    const total = res.data.reduce((n: number, c: Card) => n + c.Slots.length, 0);
    expect(res.SlotCount).toBe(total);
    const card = res.data[0];
    expect(card).toMatchObject({
      doctorID: expect.any(Number),
      doctorName: expect.stringMatching(/^Dr\. /),
      gender: expect.stringMatching(/^(Male|Female)$/),
      imagePath: '',
      experience: expect.any(Number),
      clinicName: expect.any(String),
    });
    expect(card.Types).toContainEqual({ appointmenttype: 'video' });
    expect(card.Slots[0]).toMatchObject({
      slot: expect.stringMatching(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/),
      slotType: expect.stringMatching(/^(Morning|Afternoon|Evening|Night)$/),
      appointmenttype: 'video',
      doctorID: card.doctorID,
    });
    expect(card.Slots[0].netFees).toBeGreaterThanOrEqual(300);
    // Filters narrow the list.
    const one = (await call(routes.getAllDoctorSlot, { query: { dt: tomorrow, doctorId: card.doctorID } })).json();
    expect(one.data.every((c: Card) => c.doctorID === card.doctorID)).toBe(true);
  });

  it('pages the cards, earliest free slot first, and counts them all', async () => {
    const all = (
      await call(routes.getAllDoctorSlot, { query: { appointmentType: 'video', dt: tomorrow, pageSize: '200' } })
    ).json();
    const firstPage = (
      await call(routes.getAllDoctorSlot, { query: { appointmentType: 'video', dt: tomorrow } })
    ).json();
    expect(firstPage.data).toHaveLength(Math.min(20, all.data.length));
    const page1 = (
      await call(routes.getAllDoctorSlot, { query: { appointmentType: 'video', dt: tomorrow, pageSize: '5' } })
    ).json();
    const page2 = (
      await call(routes.getAllDoctorSlot, {
        query: { appointmentType: 'video', dt: tomorrow, pageSize: '5', page: '2' },
      })
    ).json();
    expect(page1.data).toHaveLength(5);
    expect(page1.TotalDoctors).toBe(all.data.length);
    expect(page1.SlotCount).toBe(all.SlotCount);
    expect([...page1.data, ...page2.data].map((c: Card) => c.doctorID)).toEqual(
      all.data.slice(0, 10).map((c: Card) => c.doctorID),
    );
    const minutes = (label: string) => {
      const [hm = '', ap] = label.split(' ');
      const [h = 0, m = 0] = hm.split(':').map(Number);
      return ((h % 12) + (ap === 'PM' ? 12 : 0)) * 60 + m;
    };
    const firsts = all.data.filter((c: Card) => c.Slots.length).map((c: Card) => minutes(c.Slots[0]?.slot ?? ''));
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    expect((await call(routes.getAllDoctorSlot, { query: { dt: tomorrow, pageSize: '500' } })).statusCode).toBe(400);
  });

  it('lists the distinct free times of a type, with or without the trailing slash of the spec path', async () => {
    for (const path of ['/api/App/GetAllSlot/', '/api/App/GetAllSlot']) {
      // The path itself is under test, so the call is made by URL.
      const res = await t.app.inject({ url: `${path}?type=video&doctorId=-1&desc=&dt=${tomorrow}` });
      expect(res.statusCode, path).toBe(200);
      const times = res.json().data as { slot: string }[];
      expect(times.length).toBeGreaterThan(3);
      expect(new Set(times.map((t) => t.slot)).size).toBe(times.length);
    }
    const morning = (
      await call(routes.getAllSlot, { query: { type: 'video', doctorId: '-1', desc: 'Morning', dt: tomorrow } })
    ).json().data;
    expect(morning.every((t: { slotType: string }) => t.slotType === 'Morning')).toBe(true);
  });

  it('offers the instant times and sanitised banner paragraphs', async () => {
    const times = (await call(routes.getAllSlotTime, { query: { dt: tomorrow } })).json().data;
    expect(times[0]).toEqual({ slot: '09:00 AM', slotType: 'Morning' });
    expect(times).toHaveLength(19);
    await t.database.db
      .update(displayTexts)
      .set({ para2: '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>' })
      .where(eq(displayTexts.type, 'Appointment'));
    const banner = (await call(routes.getAllDisplayTextType, { query: { type: 'Appointment' } })).json().data[0];
    expect(banner.Para1).toContain('5 minutes');
    expect(banner.Para2).toBe('<p>Hi</p>');
  });

  it('holds a slot for 10 minutes; the same request again returns the same hold; the slot leaves the listing', async () => {
    const parent = await signIn(t);
    const { card, slot } = await freeSlot();
    const first = await hold(parent.authToken, requestFor(parent.userID, card, slot));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 1, appReqId: expect.any(Number) });
    const again = await hold(parent.authToken, requestFor(parent.userID, card, slot));
    expect(again.json().appReqId).toBe(first.json().appReqId);
    const listing = (await call(routes.getAllDoctorSlot, { query: { dt: tomorrow, doctorId: card.doctorID } })).json();
    const labels = listing.data.flatMap((c: Card) => c.Slots.map((s) => s.slot));
    expect(labels).not.toContain(slot.slot);

    const other = await signIn(t);
    const taken = await hold(other.authToken, requestFor(other.userID, card, slot));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This slot was just taken. Please choose another.');

    // After 10 minutes unpaid the slot is free again, and the sweeper marks the hold released.
    t.clock.advance(10 * 60_000);
    expect(await releaseExpiredHolds(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    const later = await hold(other.authToken, requestFor(other.userID, card, slot));
    expect(later.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ status: consultations.status })
      .from(consultations)
      .where(eq(consultations.id, first.json().appReqId));
    expect(row?.status).toBe('released');
  });

  it("gives a lapsed hold's slot to the next parent without waiting for the sweeper", async () => {
    const parent = await signIn(t);
    const { card, slot } = await freeSlot();
    const first = await hold(parent.authToken, requestFor(parent.userID, card, slot));
    expect(first.statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    const other = await signIn(t);
    const next = await hold(other.authToken, requestFor(other.userID, card, slot));
    expect(next.statusCode).toBe(200);
    const rows = await t.database.db
      .select({ id: consultations.id, status: consultations.status })
      .from(consultations)
      .where(sql`id in (${first.json().appReqId}, ${next.json().appReqId})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [first.json().appReqId]: 'released',
      [next.json().appReqId]: 'held',
    });
  });

  it.runIf(kind === 'postgres')('holds a free slot in four statements, the sign-in check included', async () => {
    const parent = await signIn(t);
    // A doctor of its own: no lapsed hold of an earlier test sits on the slot.
    const doctor = await buildDoctor(t.database.db);
    const { card, slot } = await freeSlot('video', doctor.id);
    const statements: string[] = [];
    // Every statement the pool sends passes through a client's query.
    const original = pg.Client.prototype.query;
    const query = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const text = args[0] as string | { text?: string };
      statements.push(typeof text === 'string' ? text : String(text?.text));
      return Reflect.apply(original, this, args);
    } as typeof original);
    try {
      const res = await hold(parent.authToken, requestFor(parent.userID, card, slot));
      expect(res.statusCode).toBe(200);
    } finally {
      query.mockRestore();
    }
    // The session, the member, the doctor with the clinic and rules, the insert.
    expect(statements, statements.join('\n')).toHaveLength(4);
  });

  it('lets exactly one of 200 concurrent requests for one slot win', async () => {
    const parents = await guestAccounts(t, 200);
    const { card, slot } = await freeSlot('audio');
    const results = await Promise.all(parents.map((p) => hold(p.authToken, requestFor(p.userID, card, slot))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(consultations)
      .where(
        sql`doctor_id = ${card.doctorID} and status in ('held', 'booked', 'completed') and member_id in (${sql.join(
          parents.map((p) => sql`${p.userID}`),
          sql`, `,
        )})`,
      );
    expect(row?.n).toBe(1);
  }, 60_000);

  describe('bad input: 400 with a message, never a partial booking', () => {
    it('refuses times, types, dates and ids the schedule does not have', async () => {
      const parent = await signIn(t);
      const { card, slot } = await freeSlot('video');
      const base = requestFor(parent.userID, card, slot);
      const window = dateWindow('Asia/Kolkata', t.clock.now());
      const cases: [object, RegExp][] = [
        [{ slot: '25:99 PM' }, /slot must be a time/],
        [{ slot: '03:00 AM' }, /does not see patients at that time/],
        [{ consultType: 'teleport' }, /appointmentType must be one of/],
        [{ consultationDate: '2026-02-30' }, /not a real date/],
        [{ consultationDate: 'tomorrow' }, /yyyy-MM-DD/],
        [{ consultationDate: '2030-01-01' }, /within the next 15 days/],
        [{ DoctorId: 999999 }, /could not find that doctor/],
        [{ clinic: 999999 }, /could not find that clinic/],
        [{ DoctorId: 'abc' }, /DoctorId must be an id/],
      ];
      for (const [change, message] of cases) {
        const res = await hold(parent.authToken, { ...base, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      // A time earlier today has passed.
      const today = window[0];
      const past = await hold(parent.authToken, { ...base, consultationDate: today, slot: '12:00 AM' });
      expect(past.statusCode).toBe(400);
      // Another account's member.
      const stranger = await signIn(t);
      const foreign = await hold(stranger.authToken, base);
      expect(foreign.statusCode).toBe(404);
      const [row] = await t.database.db
        .select({ n: count() })
        .from(consultations)
        .where(sql`member_id = ${parent.userID}`);
      expect(row?.n).toBe(0);
    });

    it('refuses unknown filter ids and dates outside the window on the listing', async () => {
      const listing = (query: Record<string, string>) => call(routes.getAllDoctorSlot, { query });
      for (const [name, ask, message] of [
        ['doctorId', () => listing({ dt: tomorrow, doctorId: '999999' }), /doctor/],
        ['clinicId', () => listing({ dt: tomorrow, clinicId: '999999' }), /clinic/],
        ['speciality', () => listing({ dt: tomorrow, speciality: '999999' }), /speciality/],
        ['speciality text', () => listing({ dt: tomorrow, speciality: 'abc' }), /speciality must be an id/],
        ['dt later', () => listing({ dt: '2031-01-01' }), /15 days/],
        ['dt format', () => listing({ dt: '31/12/2026' }), /yyyy-MM-DD/],
        ['appointmentType', () => listing({ dt: tomorrow, appointmentType: 'teleport' }), /appointmentType/],
        ['slot times dt', () => call(routes.getAllSlotTime, { query: { dt: 'nope' } }), /dt/],
      ] as const) {
        const res = await ask();
        expect(res.statusCode, name).toBe(400);
        expect(res.json().message).toMatch(message);
      }
    });
  });

  it('allows a follow up only within 7 days of a completed consultation with that doctor', async () => {
    const parent = await signIn(t);
    // A doctor of its own: no slot or consultation of an earlier test is in the way.
    const doctor = await buildDoctor(t.database.db, { consultTypes: ['video'] });
    const { card, slot } = await freeSlot('video', doctor.id);
    const followUp = (token: string) =>
      call(routes.getDocSlotFollowupValidation, {
        query: { appointmentType: 'Follow up', patientID: parent.userID, doctorId: card.doctorID },
        token,
      });
    const before = (await followUp(parent.authToken)).json();
    expect(before).toEqual({ status: 0, message: expect.stringMatching(/within 7 days/) });
    const held = (await hold(parent.authToken, requestFor(parent.userID, card, slot))).json();
    await t.database.db
      .update(consultations)
      .set({ status: 'completed', slotStart: new Date(t.clock.now().getTime() - 3 * 86_400_000) })
      .where(eq(consultations.id, held.appReqId));
    expect((await followUp(parent.authToken)).json().status).toBe(1);
    const stranger = await signIn(t);
    expect((await followUp(stranger.authToken)).statusCode).toBe(404);
  });
});
