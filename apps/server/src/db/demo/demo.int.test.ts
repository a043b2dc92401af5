import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../../modules/consultations/consultations.schema';
import { accountPlans } from '../../modules/plans/plans.schema';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { dbKinds } from '../../test/db';
import { accounts, clinics, doctorSchedules, doctors, prescriptions } from '../schema';
import { doctorPhone } from './catalog';
import { DEMO_ACCOUNT, seedDemoData } from './index';

/** The demo data itself (what `npm start` shows); no other test relies on it. */
describe.each(dbKinds())('the demo data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db, t.clock.now());
    await seedDemoData(t.database.db, t.clock.now()); // a second boot adds nothing
  });
  afterAll(async () => t?.close());

  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n;

  it('has 40 doctors with schedules and console numbers in 6 clinics, on the reference specialities', async () => {
    const db = t.database.db;
    expect(await n(db.select({ n: count() }).from(doctors))).toBe(40);
    expect(await n(db.select({ n: count() }).from(clinics))).toBe(6);
    expect(await n(db.select({ n: count() }).from(doctors).where(isNull(doctors.phoneE164)))).toBe(0);
    const [first] = await db.select({ phone: doctors.phoneE164 }).from(doctors).orderBy(doctors.id).limit(1);
    expect(first?.phone).toBe(doctorPhone(0));
    expect(await n(db.select({ n: count() }).from(doctorSchedules))).toBeGreaterThan(40 * 6);
  });

  it('has the registered parent, her son with two past consultations, and her plan', async () => {
    const parent = await signIn(t, DEMO_ACCOUNT.mobileNumber);
    expect(parent).toMatchObject({ type: 'Registered', firstName: 'Priya', Gender: 'Female' });
    const relations = (
      await t.app.inject({ method: 'GET', url: '/api/App/GetAllRelation', headers: { authtoken: parent.authToken } })
    ).json().relations;
    expect(relations).toEqual([
      expect.objectContaining({ firstName: 'Aarav', Gender: 'Male', Relation: 'son', age: '2-6', type: 'Registered' }),
    ]);
    const db = t.database.db;
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.phoneE164, DEMO_ACCOUNT.phoneE164));
    const accountId = account?.id ?? 0;
    expect(await n(db.select({ n: count() }).from(consultations).where(eq(consultations.accountId, accountId)))).toBe(
      2,
    );
    expect(await n(db.select({ n: count() }).from(prescriptions).where(eq(prescriptions.accountId, accountId)))).toBe(
      2,
    );
    expect(await n(db.select({ n: count() }).from(accountPlans).where(eq(accountPlans.accountId, accountId)))).toBe(1);
  });
});
