import { routes } from '@app/contract/routes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, vaccinationRecords, vaccineDoses } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { trackerChild } from '../../test/trackerChild';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.each(dbKinds())('vaccinations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);

  const child = (dob: string, opts: { guest?: boolean; premature?: boolean } = {}) =>
    trackerChild(t, { dob, gender: 'Female', premature: opts.premature, kind: opts.guest ? 'guest' : 'plan' });
  const detail = async (p: { userID: number; authToken: string }) =>
    (
      await call(routes.getVaccineDetail, {
        query: { patientId: p.userID, userType: 'Registered' },
        token: p.authToken,
      })
    ).json();
  const dose = async (code: string) => {
    const [row] = await t.database.db
      .select()
      .from(vaccineDoses)
      .where(and(eq(vaccineDoses.schedule, 'IAP'), eq(vaccineDoses.code, code)));
    if (!row) throw new Error(code);
    return row;
  };
  const save = (p: { userID: number; authToken: string }, payload: object) =>
    call(routes.modifyNotificationUserStatus, {
      token: p.authToken,
      // Some tests leave fields out to see them refused.
      invalidBody: {
        type: 'Vaccination',
        patientId: p.userID,
        ...payload,
      },
    });

  it('dates every IAP dose from the birth date (chronological age, even when born early)', async () => {
    // 2026-11-22 is the test clock's date: born 2026-08-01 the child is 113 days old.
    const p = await child('2026-08-01', { premature: true });
    const res = await detail(p);
    expect(res.schedule).toBe('IAP 2020-21 with 2023 updates');
    // 42 doses and the 4 annual influenza doses (2 to 5 years).
    expect(res.data).toHaveLength(46);
    expect(res.categories[0]).toBe('Birth');
    expect(res.categories).toEqual(expect.arrayContaining(['24 Months', '3 Years', '4 Years', '5 Years']));
    expect(res.patientCategory).toBe('14 Weeks');
    const byName = (name: string) => res.data.find((v: { VaccineName: string }) => v.VaccineName === name);
    expect(byName('BCG')).toMatchObject({
      DueOn: '2026-08-01',
      DueStatus: 'Overdue',
      ToBeGiven: 'At birth',
      DueTime: 'Birth',
    });
    const iiv = res.data.find((v: { DueTime: string }) => v.DueTime === '6 Months');
    expect(iiv.DueStatus).toBe('Upcoming');
    expect(iiv.canRecord).toBe(false);
    expect(res.data.filter((v: { DueStatus: string }) => v.DueStatus === 'Overdue').length).toBeGreaterThan(10);
  });

  it('a child between two annual influenza seasons owes only the current one; earlier seasons have passed', async () => {
    // Born 2023-05-22, on 2026-11-22 the child is three and a half: the 3-year dose fell due on
    // 2026-05-22 and its season lasts till 2027-05-21; the 2-year season ended on 2026-05-21.
    const p = await child('2023-05-22');
    const res = await detail(p);
    type Annual = { Dose: string; DueTime: string; DueStatus: string; seasonPassed: boolean; DueOn: string };
    const annual: Annual[] = res.data.filter(
      (v: { VaccineName: string }) => v.VaccineName === 'Influenza (IIV) annual',
    );
    expect(annual.map((v) => [v.DueTime, v.DueOn, v.DueStatus, v.seasonPassed])).toEqual([
      ['24 Months', '2025-05-21', 'Overdue', true],
      ['3 Years', '2026-05-22', 'Overdue', false],
      ['4 Years', '2027-05-22', 'Upcoming', false],
      ['5 Years', '2028-05-21', 'Upcoming', false],
    ]);
    expect(annual.filter((v) => v.DueStatus === 'Overdue' && !v.seasonPassed)).toHaveLength(1);
    expect(annual[0]).toMatchObject({
      Dose: 'Annual dose at 2 years',
      ToBeGiven: 'Every year from 2 to 5 years, before the monsoon',
      ProtectAgainst: 'Seasonal influenza',
    });
    // Only annual doses are ever seasonal.
    expect(res.data.filter((v: { seasonPassed: boolean }) => v.seasonPassed)).toHaveLength(1);
    expect(res.patientCategory).toBe('3 Years');

    // A parent who did give the passed season's dose can still record it on its own form.
    const flu2 = await dose('iiv-annual-2y');
    expect((await save(p, { webRecordId: flu2.id, achievedDate: '2025-06-01' })).statusCode).toBe(200);
    const taken = (await detail(p)).data.find((v: { vaccineId: number }) => v.vaccineId === flu2.id);
    expect(taken).toMatchObject({ DueStatus: 'Taken', seasonPassed: false, TakenOn: '2025-06-01' });
  });

  it('records a dose with the tag photo; refuses bad dates, doses due later, other children and guests', async () => {
    const p = await child('2026-08-01');
    const bcg = await dose('bcg');
    const mmr = await dose('mmr-1');
    const cases: [object, number, string][] = [
      [{ webRecordId: bcg.id }, 400, 'Please select date.'],
      [{ webRecordId: bcg.id, achievedDate: '2026-11-23' }, 400, 'The taken date cannot be in the future.'],
      [{ webRecordId: bcg.id, achievedDate: '2026-07-31' }, 400, 'The taken date cannot be before the date of birth.'],
      [{ webRecordId: mmr.id, achievedDate: '2026-11-20' }, 400, 'Upcoming date is too far.'],
      [{ webRecordId: 999999, achievedDate: '2026-11-20' }, 404, 'We could not find that vaccine.'],
      [
        {
          webRecordId: bcg.id,
          achievedDate: '2026-08-02',
          fileContent: Buffer.from('%PDF-1.4 fake').toString('base64'),
          fileSize: 13,
        },
        400,
        'Please choose a photo of the vaccine tag or card.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await save(p, payload);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const other = await child('2026-08-01');
    expect(
      (await save(other, { patientId: p.userID, webRecordId: bcg.id, achievedDate: '2026-08-02' })).statusCode,
    ).toBe(404);
    const guest = await child('2026-08-01', { guest: true });
    const refused = await save(guest, { webRecordId: bcg.id, achievedDate: '2026-08-02' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Register with us for tracking vaccinations of your child');
    expect((await detail(guest)).notice).toBe('Register with us for tracking vaccinations of your child');
    expect(await t.database.db.$count(vaccinationRecords, eq(vaccinationRecords.memberId, p.userID))).toBe(0);

    const ok = await save(p, {
      webRecordId: bcg.id,
      achievedDate: '2026-08-02',
      fileContent: PNG,
      fileName: 'bcg-tag.png',
      fileSize: Buffer.from(PNG, 'base64').length,
      notes: 'Left upper arm',
    });
    expect(ok.json()).toEqual({ status: 1, message: 'Vaccination saved.' });
    const item = (await detail(p)).data.find((v: { vaccineId: number }) => v.vaccineId === bcg.id);
    expect(item).toMatchObject({ DueStatus: 'Taken', TakenOn: '2026-08-02', notes: 'Left upper arm' });
    expect((await t.app.inject(item.fileName)).headers['content-type']).toBe('image/png');
    expect(await t.database.db.$count(uploads, eq(uploads.memberId, p.userID))).toBe(1);
  });

  it('uses the national schedule when configured', async () => {
    const national = await buildTestApp(kind, { env: { VACCINATION_SCHEDULE: 'UIP' } });
    try {
      const p = await signIn(national);
      const res = (
        await national.app.inject({
          url: `/api/App/GetVaccineDetail?patientId=${p.userID}`,
          headers: { authtoken: p.authToken },
        })
      ).json();
      expect(res.schedule).toBe('National Immunization Schedule (UIP)');
      expect(res.data.map((v: { VaccineName: string }) => v.VaccineName)).toContain('Pentavalent-1');
      // No date of birth yet: no due dates, no current category.
      expect(res).toMatchObject({ patientCategory: null });
      expect(res.data[0].DueOn).toBeNull();
    } finally {
      await national.close();
    }
  });
});
