import { routes } from '@app/contract/routes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaccinationRecords, vaccineDoses } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import { trackerChild } from '../../test/trackerChild';

interface Item {
  vaccineId: number;
  DueStatus: string;
  seasonPassed: boolean;
  TakenOn: string | null;
  reportedByParent: boolean;
}
type Parent = { userID: number; authToken: string };

// The test clock's date is 2026-11-22: born 2022-03-10 the child is four years and eight months old,
// in the 4-year annual influenza dose's season (the 2- and 3-year seasons have passed).
const DOB = '2022-03-10';

describe.each(dbKinds())('earlier doses marked as given on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  const child = (opts: { guest?: boolean } = {}) => trackerChild(t, { dob: DOB, kind: opts.guest ? 'guest' : 'plan' });
  const detail = async (p: Parent): Promise<{ data: Item[] }> =>
    (
      await call(routes.getVaccineDetail, {
        query: { patientId: p.userID, userType: 'Registered' },
        token: p.authToken,
      })
    ).json();
  const mark = (p: Parent, body: object) =>
    call(routes.markEarlierVaccines, { token: p.authToken, invalidBody: { patientId: p.userID, ...body } });
  const doseId = async (code: string) => {
    const [row] = await t.database.db
      .select({ id: vaccineDoses.id })
      .from(vaccineDoses)
      .where(and(eq(vaccineDoses.schedule, 'IAP'), eq(vaccineDoses.code, code)));
    if (!row) throw new Error(code);
    return row.id;
  };
  const recordsOf = (memberId: number) =>
    t.database.db.$count(vaccinationRecords, eq(vaccinationRecords.memberId, memberId));
  // A passed season stays 'Overdue' on the wire; counted apart, as the app shows it.
  const counts = (items: Item[]) => ({
    Overdue: items.filter((v) => v.DueStatus === 'Overdue' && !v.seasonPassed).length,
    SeasonPassed: items.filter((v) => v.seasonPassed).length,
    Upcoming: items.filter((v) => v.DueStatus === 'Upcoming').length,
    Taken: items.filter((v) => v.DueStatus === 'Taken').length,
  });

  it('marks every overdue dose with one date in one request, as reported by the parent', async () => {
    const p = await child();
    const before = (await detail(p)).data;
    expect(counts(before)).toEqual({ Overdue: 38, SeasonPassed: 2, Upcoming: 6, Taken: 0 });
    expect(before.filter((v) => v.DueStatus === 'Overdue')).toHaveLength(40);
    const overdue = before.filter((v) => v.DueStatus === 'Overdue' && !v.seasonPassed).map((v) => v.vaccineId);
    const res = await mark(p, { vaccineIds: overdue, takenOn: '2024-06-15' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, marked: 38, message: '38 doses marked as given.' });
    const after = (await detail(p)).data;
    expect(counts(after)).toEqual({ Overdue: 0, SeasonPassed: 2, Upcoming: 6, Taken: 38 });
    const taken = after.filter((v) => v.DueStatus === 'Taken');
    expect(taken.every((v) => v.TakenOn === '2024-06-15' && v.reportedByParent)).toBe(true);
  });

  it('marks a dose whose season has passed like any due dose: then it is simply Taken', async () => {
    const p = await child();
    const flu2 = await doseId('iiv-annual-2y');
    const flu3 = await doseId('iiv-annual-3y');
    const before = (await detail(p)).data.find((v) => v.vaccineId === flu2);
    expect(before).toMatchObject({ DueStatus: 'Overdue', seasonPassed: true });
    const res = await mark(p, { vaccineIds: [flu2], takenOn: '2024-06-15' });
    expect(res.json()).toMatchObject({ marked: 1, message: '1 dose marked as given.' });
    const items = (await detail(p)).data;
    expect(items.find((v) => v.vaccineId === flu2)).toMatchObject({
      DueStatus: 'Taken',
      seasonPassed: false,
      TakenOn: '2024-06-15',
      reportedByParent: true,
    });
    expect(items.find((v) => v.vaccineId === flu3)).toMatchObject({ DueStatus: 'Overdue', seasonPassed: true });
  });

  it('a replay adds nothing, and a date recorded on the dose itself is kept', async () => {
    const p = await child();
    const bcg = await doseId('bcg');
    const opv = await doseId('opv-0');
    const own = await call(routes.modifyNotificationUserStatus, {
      token: p.authToken,
      body: { type: 'Vaccination', patientId: p.userID, webRecordId: bcg, achievedDate: '2022-03-11' },
    });
    expect(own.statusCode).toBe(200);
    const body = { vaccineIds: [bcg, opv], takenOn: '2022-03-12' };
    expect((await mark(p, body)).json()).toMatchObject({ marked: 1, message: '1 dose marked as given.' });
    expect((await mark(p, body)).json()).toMatchObject({ marked: 0 });
    expect(await recordsOf(p.userID)).toBe(2);
    const items = (await detail(p)).data;
    expect(items.find((v) => v.vaccineId === bcg)).toMatchObject({ TakenOn: '2022-03-11', reportedByParent: false });
    expect(items.find((v) => v.vaccineId === opv)).toMatchObject({ TakenOn: '2022-03-12', reportedByParent: true });

    // Saving the dose on its own form afterwards makes it a date recorded for that dose.
    await call(routes.modifyNotificationUserStatus, {
      token: p.authToken,
      body: { type: 'Vaccination', patientId: p.userID, webRecordId: opv, achievedDate: '2022-03-13' },
    });
    expect((await detail(p)).data.find((v) => v.vaccineId === opv)).toMatchObject({
      TakenOn: '2022-03-13',
      reportedByParent: false,
    });
  });

  it('is all or nothing: one dose not yet due, or unknown, and none is saved', async () => {
    const p = await child();
    const bcg = await doseId('bcg');
    const tdap = await doseId('tdap'); // due at 10 years
    const notDue = await mark(p, { vaccineIds: [bcg, tdap], takenOn: '2024-06-15' });
    expect(notDue.statusCode).toBe(400);
    expect(notDue.json().message).toBe('Tdap (Single dose) is not due yet: record it on its own when it is given.');
    const unknown = await mark(p, { vaccineIds: [bcg, 999_999], takenOn: '2024-06-15' });
    expect(unknown.statusCode).toBe(404);
    expect(await recordsOf(p.userID)).toBe(0);
  });

  it('refuses impossible dates, NUL bytes, empty and repeated choices with a 400', async () => {
    const p = await child();
    const bcg = await doseId('bcg');
    const cases: [object, string][] = [
      [{ vaccineIds: [bcg] }, 'Please select date.'],
      [{ vaccineIds: [bcg], takenOn: '2024-02-30' }, 'takenOn is not a real date.'],
      [{ vaccineIds: [bcg], takenOn: '15/06/2024' }, 'Please select date.'],
      [{ vaccineIds: [bcg], takenOn: '2024-06-15\u0000' }, 'takenOn contains a character that is not allowed.'],
      [{ vaccineIds: [bcg], takenOn: '2026-11-23' }, 'The taken date cannot be in the future.'],
      [{ vaccineIds: [bcg], takenOn: '2022-03-09' }, 'The taken date cannot be before the date of birth.'],
      [{ vaccineIds: [], takenOn: '2024-06-15' }, 'Please choose at least one dose.'],
      [{ vaccineIds: [bcg, bcg], takenOn: '2024-06-15' }, 'Each dose can be chosen only once.'],
      [{ vaccineIds: ['1\u0000'], takenOn: '2024-06-15' }, 'vaccineIds'],
    ];
    for (const [body, message] of cases) {
      const res = await mark(p, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await recordsOf(p.userID)).toBe(0);
  });

  it("answers 404 for another account's member and 403 for a guest, as one dose's SAVE does", async () => {
    const p = await child();
    const other = await child();
    const bcg = await doseId('bcg');
    const res = await call(routes.markEarlierVaccines, {
      token: other.authToken,
      body: { patientId: p.userID, vaccineIds: [bcg], takenOn: '2024-06-15' },
    });
    expect(res.statusCode).toBe(404);
    const guest = await child({ guest: true });
    const refused = await mark(guest, { vaccineIds: [bcg], takenOn: '2024-06-15' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Register with us for tracking vaccinations of your child');
    expect(await recordsOf(p.userID)).toBe(0);
    expect(await recordsOf(guest.userID)).toBe(0);
  });
});
