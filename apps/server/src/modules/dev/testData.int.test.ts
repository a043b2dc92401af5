import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';

describe('the test data API (TEST_DATA_API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { TEST_DATA_API: 'true' } });
  });
  afterAll(async () => t?.close());
  const call = routeCaller(() => t.app);

  it('builds doctors the listing shows, with console numbers of their own', async () => {
    const res = await call(routes.testDoctors, {
      body: {
        count: 2,
        name: 'Dr. Built',
        languages: ['english'],
        consultTypes: ['audio'],
        hours: { startMinute: 600, endMinute: 660, slotMinutes: 30 },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { doctors } = res.json();
    expect(doctors.map((d: { name: string }) => d.name)).toEqual(['Dr. Built 1', 'Dr. Built 2']);
    expect(new Set(doctors.map((d: { mobileNumber: string }) => d.mobileNumber)).size).toBe(2);
    const listing = await t.app.inject(
      `/api/App/GetAllDoctorSlot?appointmentType=audio&dt=2026-11-23&pageSize=200&doctorId=${doctors[0].id}`,
    );
    expect(listing.json().data[0].Slots.map((s: { slot: string }) => s.slot)).toEqual(['10:00 AM', '10:30 AM']);
  });

  it('builds an owner who can ask for a back-office code', async () => {
    const res = await call(routes.testOperators, { body: { name: 'Asha Owner' } });
    expect(res.statusCode, res.body).toBe(200);
    const { operator } = res.json();
    expect(operator).toMatchObject({ name: 'Asha Owner' });
    const sent = await call(routes.adminRequestOtp, {
      body: { mobileCode: '91', mobileNumber: operator.mobileNumber },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('refuses a speciality that does not exist, naming the field', async () => {
    const res = await call(routes.testDoctors, { body: { speciality: 'Astrology' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'speciality' });
  });

  it('builds a parent with a child dated from the clock, a plan, and a past consultation with a prescription', async () => {
    const [doctor] = (await call(routes.testDoctors, { body: {} })).json().doctors;
    const parent = (
      await call(routes.testParents, {
        body: {
          self: { firstName: 'Priya' },
          members: [{ relation: 'son', firstName: 'Aarav', ageDays: 300 }],
          plan: true,
        },
      })
    ).json();
    expect(parent.members.map((m: { firstName: string }) => m.firstName)).toEqual(['Priya', 'Aarav']);
    const built = await call(routes.testConsultations, {
      body: {
        mobileNumber: parent.mobileNumber,
        doctorId: doctor.id,
        daysAgo: 2,
        prescription: {
          advice: 'Rest.',
          medicines: [
            { name: 'ORS', frequency: 'After each loose stool', dose: '100', doseMeasure: 'ml', durationDays: 5 },
          ],
        },
      },
    });
    expect(built.statusCode, built.body).toBe(200);
    const session = await signIn(t, parent.mobileNumber);
    const rx = await t.app.inject({
      url: '/api/Consultation/GetPrescriptions',
      headers: { authtoken: session.authToken },
    });
    expect(rx.json().data).toHaveLength(1);
    expect(rx.json().data[0]).toMatchObject({ prescriptionId: built.json().prescriptionId });
    // 300 days before the test clock's Indian today (2026-11-22).
    const [child] = await t.database.db.select().from(members).where(eq(members.id, parent.members[1].id));
    expect(child?.dateOfBirth).toBe('2026-01-26');
  });
});

describe('without TEST_DATA_API', () => {
  it('the routes do not exist', async () => {
    const t = await buildTestApp('pglite');
    try {
      for (const url of ['/api/test/doctors', '/api/test/parents', '/api/test/consultations', '/api/test/operators']) {
        expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});
