import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthRecords } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { trackerChild } from '../../test/trackerChild';

type Parent = { userID: number; authToken: string };

describe.each(dbKinds())('the height and weight typed at intake on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  const details = (p: Parent, body: object) =>
    call(routes.saveUserDetails, { token: p.authToken, body, headers: { userid: String(p.userID) } });
  const entries = (memberId: number) =>
    t.database.db
      .select({
        measuredOn: growthRecords.measuredOn,
        weightKg: growthRecords.weightKg,
        heightCm: growthRecords.heightCm,
        fromIntake: growthRecords.fromIntake,
      })
      .from(growthRecords)
      .where(eq(growthRecords.memberId, memberId));
  const tracker = async (p: Parent, param: 'W' | 'H') =>
    (
      await call(routes.getGrowthTracker, {
        query: { patientId: p.userID, limit: '-1', param, userType: 'Registered' },
        token: p.authToken,
      })
    ).json();

  it("become the growth record's first entry, dated the intake's Indian date", async () => {
    const p = await signIn(t);
    await details(p, { gender: 'Male', dob: '2022-03-10' });
    expect(await entries(p.userID)).toEqual([]);
    expect((await details(p, { height: 104.5, weight: '16.2' })).statusCode).toBe(200);
    // The test clock's date is 2026-11-22 in India.
    expect(await entries(p.userID)).toEqual([
      { measuredOn: '2026-11-22', weightKg: 16.2, heightCm: 104.5, fromIntake: true },
    ]);
    const weight = await tracker(p, 'W');
    expect(weight.data).toHaveLength(1);
    expect(weight.data[0]).toMatchObject({ Weight: 16.2 });
    expect((await tracker(p, 'H')).data[0]).toMatchObject({ Height: 104.5 });
  });

  it('saved again it is not duplicated: the same values change nothing, new ones update the entry', async () => {
    // A parent with a plan, so the Growth screen's own entry below may be added.
    const p = await trackerChild(t, { dob: '2023-01-05', gender: 'Female', size: { height: 90, weight: 12 } });
    await details(p, { height: 90, weight: 12 });
    await details(p, { gender: 'Female' });
    expect(await entries(p.userID)).toHaveLength(1);
    await details(p, { weight: 12.4 });
    expect(await entries(p.userID)).toEqual([
      { measuredOn: '2026-11-22', weightKg: 12.4, heightCm: 90, fromIntake: true },
    ]);
    // An entry added on the Growth screen stays beside it.
    const added = await call(routes.addGrowthData, {
      token: p.authToken,
      body: { userId: p.userID, Author: p.userID, PatientID: p.userID, achievedDate: '2026-11-20', Weight: 12.1 },
    });
    expect(added.statusCode).toBe(200);
    await details(p, { height: 91 });
    const rows = await entries(p.userID);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.fromIntake)).toEqual([
      { measuredOn: '2026-11-22', weightKg: 12.4, heightCm: 91, fromIntake: true },
    ]);
  });

  it("leaves out a value the growth record cannot hold, and another account's member is 404", async () => {
    const p = await signIn(t);
    await details(p, { height: 250, weight: 20 });
    expect(await entries(p.userID)).toEqual([
      { measuredOn: '2026-11-22', weightKg: 20, heightCm: null, fromIntake: true },
    ]);
    const other = await signIn(t);
    const res = await call(routes.saveUserDetails, {
      token: other.authToken,
      body: { height: 100, weight: 15 },
      headers: { userid: String(p.userID) },
    });
    expect(res.statusCode).toBe(404);
    expect(await entries(p.userID)).toHaveLength(1);
  });
});
