import { routes } from '@app/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { trackerChild } from '../../test/trackerChild';

describe.each(dbKinds())('the diet plan on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  const child = (dob: string) => trackerChild(t, { dob, gender: 'Female', kind: 'plan' });

  it('gives the day’s diet for the child’s age, varied by day, within a week of today', async () => {
    const baby = await child('2026-08-01');
    const diet = (p: { userID: number; authToken: string }, dt: string) =>
      call(routes.getDietPlan, { query: { patientId: p.userID, userType: 'Registered', dt: dt }, token: p.authToken });
    const young = (await diet(baby, '2026-11-22 10:00:00')).json();
    expect(young.band.label).toBe('0–6 months');
    expect(young.data).toHaveLength(5);
    expect(young.data[0]).toEqual({
      time: 'Morning',
      diet: expect.stringMatching(/^Morning: .*(Breastfeed|Feed) /),
      URL: '/images/diet/breastfeeding.svg',
    });
    expect(young.source).toContain('WHO/UNICEF infant and young child feeding guidance');

    const toddler = await child('2025-05-01');
    const monday = (await diet(toddler, '2026-11-23 00:00:00')).json();
    const tuesday = (await diet(toddler, '2026-11-24 00:00:00')).json();
    expect(monday.band.label).toBe('12–24 months');
    // Day 1 of the plan on a Monday; its breakfast offers a vegetarian and a non-vegetarian choice.
    expect(monday.data[0]).toEqual({
      time: '08:00 AM',
      diet: 'Breakfast: Veg: 2 soft idlis with sambar / Non-veg: 1 idli with sambar and a boiled egg. Amount: ¾ katori.',
      URL: '/images/diet/breakfast.svg',
    });
    expect((await diet(toddler, '2026-11-23 18:30:00')).json().data).toEqual(monday.data);
    expect(monday.data.map((d: { diet: string }) => d.diet)).not.toEqual(
      tuesday.data.map((d: { diet: string }) => d.diet),
    );
    for (const item of monday.data) expect(item.URL).toMatch(/^\/images\/diet\/[a-z]+\.svg$/);

    const far = await diet(toddler, '2026-11-30 00:00:00');
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('Diet plans are shown from one week before to one week after today.');
    expect((await diet(toddler, '2026-11-15 00:00:00')).statusCode).toBe(200);
    expect((await diet(toddler, 'tomorrow')).statusCode).toBe(400);
    expect((await diet(toddler, '2026-02-30 00:00:00')).statusCode).toBe(400);
    const other = await child('2025-05-01');
    expect(await diet(other, '2026-11-22').then((r) => r.statusCode)).toBe(200);
    expect(
      (
        await call(routes.getDietPlan, {
          query: { patientId: toddler.userID, dt: '2026-11-22' },
          token: other.authToken,
        })
      ).statusCode,
    ).toBe(404);

    const schoolChild = await child('2019-01-01');
    const school = (await diet(schoolChild, '2026-11-22')).json();
    expect(school.band.label).toBe('5–18 years');
    expect(school.data.map((d: { time: string }) => d.time)).toEqual([
      '07:30 AM',
      '10:30 AM',
      '01:30 PM',
      '05:00 PM',
      '08:00 PM',
    ]);
    expect(school.data[0].diet).toMatch(/^Breakfast: Veg: .+ \/ Non-veg: .+\.$/);

    const adult = await child('2000-01-01');
    expect((await diet(adult, '2026-11-22')).json()).toMatchObject({
      data: [],
      band: null,
      message: 'The diet plans cover children up to 18 years: there is no plan for this age.',
    });
  });
});
