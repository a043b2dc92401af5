import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthRecords, whoLms } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { trackerChild } from '../../test/trackerChild';

describe.each(dbKinds())('growth against the WHO standards on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);

  const child = (opts: { dob: string; gender?: 'Male' | 'Female'; premature?: boolean; guest?: boolean }) =>
    trackerChild(t, { ...opts, kind: opts.guest ? 'guest' : 'plan' });
  const add = (p: { userID: number; authToken: string }, values: object, achievedDate: string) =>
    call(routes.addGrowthData, {
      token: p.authToken,
      body: {
        userId: p.userID,
        Author: p.userID,
        PatientID: p.userID,
        achievedDate,
        ...values,
      },
    });
  const tracker = async (p: { userID: number; authToken: string }, param: 'W' | 'H' | 'HC') =>
    (
      await call(routes.getGrowthTracker, {
        query: { patientId: p.userID, limit: '-1', param: param, userType: 'Registered' },
        token: p.authToken,
      })
    ).json();

  it('imported every WHO table row', async () => {
    expect(await t.database.db.$count(whoLms)).toBe(3 * 3714 + 120 + 336);
  });

  it('gives the z-score, percentile and the ±2 SD range of a measurement, matching WHO’s published curves', async () => {
    // Born 2025-11-22: 365 days old on 2026-11-22, the test clock's date.
    const p = await child({ dob: '2025-11-22' });
    const [day365] = (await t.database.db.select().from(whoLms).where(eq(whoLms.indicator, 'wfa'))).filter(
      (r) => r.sex === 'male' && r.age === 365,
    );
    // The median, to the 2 decimals a parent can enter.
    expect((await add(p, { Weight: Number(day365?.m.toFixed(2)) }, '2026-11-22')).statusCode).toBe(200);
    const res = await tracker(p, 'W');
    expect(res).toMatchObject({ isHead: true, Gender: 'Male', canEdit: true, notice: null, lastUpdated: '2026-11-22' });
    const [entry] = res.data;
    expect(entry).toMatchObject({
      ageDays: 365,
      age: '12 months',
      standard: 'WHO 2006 standard',
    });
    // The median to 2 decimals: z within 0.01 of 0, so the percentile within half a point of 50.
    expect(Math.abs(entry.zScore)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(entry.percentile - 50)).toBeLessThanOrEqual(0.5);
    // WHO's monthly table for boys at 12 months publishes -2 SD 7.7 kg and +2 SD 12.0 kg.
    expect(entry.WeightFrom).toBeCloseTo(7.7, 1);
    expect(entry.WeightTo).toBeCloseTo(12.0, 1);
    expect(res.curves.length).toBeGreaterThan(10);
    for (const point of res.curves) {
      expect(point.p3).toBeLessThan(point.p15);
      expect(point.p15).toBeLessThan(point.p50);
      expect(point.p50).toBeLessThan(point.p85);
      expect(point.p85).toBeLessThan(point.p97);
    }
  });

  it('switches tables by age: length to 2 years, height after, the 2007 reference after 5, none where WHO has none', async () => {
    const p = await child({ dob: '2015-06-01', gender: 'Female' });
    expect((await add(p, { Height: 140.5, Weight: 33, HeadCircum: 52 }, '2026-11-01')).statusCode).toBe(200);
    const height = await tracker(p, 'H');
    expect(height.isHead).toBe(false);
    expect(height.data[0]).toMatchObject({ standard: 'WHO 2007 reference', noRangeReason: null });
    expect(height.data[0].HeightFrom).toBeLessThan(140.5);
    const weight = await tracker(p, 'W');
    expect(weight.data[0]).toMatchObject({
      standard: null,
      WeightFrom: null,
      noRangeReason: 'WHO has no weight-for-age range after 10 years.',
    });
    const head = await tracker(p, 'HC');
    expect(head.data[0]).toMatchObject({
      HeadCircumFrom: null,
      noRangeReason: 'WHO has no head circumference range after 5 years.',
    });
  });

  it('uses corrected age for a child born early, until 24 months', async () => {
    const p = await child({ dob: '2026-05-01', premature: true });
    await add(p, { HeadCircum: 40.25 }, '2026-11-01');
    const [entry] = (await tracker(p, 'HC')).data;
    expect(entry).toMatchObject({ corrected: true, ageDays: 184 - 42, chronologicalAge: '6 months' });
  });

  it('refuses guests, bad dates and implausible values, and deletes only the account’s own entries', async () => {
    const guest = await child({ dob: '2025-01-01', guest: true });
    const refused = await add(guest, { Weight: 9 }, '2026-11-01');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Register with us for tracking growth of your child');
    expect((await tracker(guest, 'W')).notice).toBe('Register with us for tracking growth of your child');

    const p = await child({ dob: '2025-01-01' });
    const cases: [object, string, string][] = [
      [{ Weight: 9 }, '2026-11-23', 'The date cannot be in the future.'],
      [{ Weight: 9 }, '2024-12-31', 'The date cannot be before the date of birth.'],
      [{ Weight: 200 }, '2026-11-01', 'Weight must be between 0.3 and 150 kg.'],
      [{ Weight: 'abc' }, '2026-11-01', 'Weight must be a number.'],
      [{ Weight: -5 }, '2026-11-01', 'Weight must be between 0.3 and 150 kg.'],
      [{ Weight: 1e9 }, '2026-11-01', 'Weight must be between 0.3 and 150 kg.'],
      [{ Height: 12 }, '2026-11-01', 'Height must be between 30 and 220 cm.'],
      [{ HeadCircum: 70 }, '2026-11-01', 'Head circumference must be between 20 and 65 cm.'],
      [{ Weight: 9.123 }, '2026-11-01', 'Weight takes at most 2 decimals.'],
      [{}, '2026-11-01', 'Please enter a weight, height or head circumference.'],
      [{ Weight: 9 }, 'yesterday', 'Please select date.'],
    ];
    for (const [values, date, message] of cases) {
      const res = await add(p, values, date);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await t.database.db.$count(growthRecords, eq(growthRecords.memberId, p.userID))).toBe(0);

    const saved = await add(p, { Weight: 9.45 }, '2026-11-01');
    const id = saved.json().NotesCaregiverID as number;
    const other = await child({ dob: '2025-01-01' });
    const intoTheirs = await call(routes.addGrowthData, {
      token: other.authToken,
      body: {
        PatientID: p.userID,
        Weight: 9,
        achievedDate: '2026-11-01',
      },
    });
    expect(intoTheirs.statusCode).toBe(404);
    const theirs = await call(routes.deleteGrowth, { token: other.authToken, body: { NotesCaregiverID: id } });
    expect(theirs.statusCode).toBe(404);
    expect((await tracker(other, 'W')).data).toEqual([]);
    expect(
      (await call(routes.getGrowthTracker, { query: { patientId: p.userID, param: 'W' }, token: other.authToken }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(routes.getGrowthTracker, { query: { patientId: p.userID, param: 'X' }, token: p.authToken }))
        .statusCode,
    ).toBe(400);
    expect((await call(routes.deleteGrowth, { token: p.authToken, body: { NotesCaregiverID: id } })).statusCode).toBe(
      200,
    );
    expect((await tracker(p, 'W')).data).toEqual([]);
  });
});
