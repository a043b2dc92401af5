import { type RouteDef, routes } from '@app/contract/routes';
import {
  asQueryValue,
  type Fill,
  fieldsOf,
  isDateField,
  sampleOf,
  variantsOf,
} from '@app/contract/test/requestSamples';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from './db/builders';
import { milestones, vaccineDoses } from './db/schema';
import { SettableClock } from './lib/clock';
import { consoleSignIn } from './test/bookings';
import { buildTestApp, signIn, type TestApp } from './test/builders';
import { callRoute } from './test/callRoute';
import { dbKinds } from './test/db';
import { signedInOperator } from './test/operators';
import { trackerChild } from './test/trackerChild';

type Named = [string, RouteDef];
const table = Object.entries(routes as Record<string, RouteDef>) as Named[];
const hasDate = (route: RouteDef) =>
  [route.body, route.query].some((s) => s && variantsOf(s).some((v) => fieldsOf(v).some((f) => isDateField(f.schema))));

/** One request per shape of the route's body (each option of a discriminated union), every field filled. */
function requestsFor(route: RouteDef, fill: Fill) {
  const query = route.query ? (sampleOf(route.query, fill) as Record<string, unknown>) : {};
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, asQueryValue(v)])).toString();
  const url = search ? `${route.path}?${search}` : route.path;
  const bodies = route.body ? variantsOf(route.body).map((v) => sampleOf(v, fill) as object) : [undefined];
  return bodies.map((payload) => ({ method: route.method, url, payload }));
}

describe.each(dbKinds())('bad input on every route of the contract on %s', (kind) => {
  let t: TestApp;
  const headers: Record<'parent' | 'doctor' | 'operator', Record<string, string>> = {
    parent: {},
    doctor: {},
    operator: {},
  };
  beforeAll(async () => {
    // TEST_CLOCK and TEST_DATA_API mount the test-only routes too, so the walk covers every route of the table.
    t = await buildTestApp(kind, { env: { TEST_CLOCK: 'true', TEST_DATA_API: 'true' }, clock: new SettableClock() });
    headers.parent = { authtoken: (await signIn(t)).authToken };
    headers.doctor = { authtoken: await consoleSignIn(t, await buildDoctor(t.database.db)) };
    // An owner: every role the back office has today.
    headers.operator = { authtoken: (await signedInOperator(t, 'owner')).token };
  });
  afterAll(async () => t?.close());

  const send = (route: RouteDef, request: ReturnType<typeof requestsFor>[number]) =>
    t.app.inject({
      ...request,
      headers:
        route.auth === 'operator'
          ? headers.operator
          : route.auth === 'doctor'
            ? headers.doctor
            : route.auth
              ? headers.parent
              : {},
    });

  const withInput = table.filter(([, r]) => r.body || r.query);
  it.each(withInput)('%s: a NUL in every text field is a 400 naming a field', async (_name, route) => {
    for (const request of requestsFor(route, { text: 'a\u0000b', date: 'a\u0000b' })) {
      const res = await send(route, request);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field, res.body).toEqual(expect.any(String));
    }
  });

  // The guard lets other control characters through: these show each route's own schema refusing them.
  it.each(withInput)('%s: an escape character in every text field is a 400 naming a field', async (_name, route) => {
    for (const request of requestsFor(route, { text: 'a\u001bb', date: '2024-02-2\u001b' })) {
      const res = await send(route, request);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field, res.body).toEqual(expect.any(String));
    }
  });

  it.each(table.filter(([, r]) => hasDate(r)))('%s: 2024-02-30 in every date field is a 400', async (_n, route) => {
    for (const request of requestsFor(route, { text: '1', date: '2024-02-30' })) {
      const res = await send(route, request);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field, res.body).toEqual(expect.any(String));
    }
  });

  it.each(table)('%s: a NUL in an unexpected query value is a 400, never a 5xx', async (_name, route) => {
    const res = await send(route, { method: route.method, url: `${route.path}?probe=a%00b`, payload: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, field: 'probe' });
  });

  it('refuses a NUL in the display text type (GET App/GetAllDisplayTextType?type=%00)', async () => {
    const res = await t.app.inject('/api/App/GetAllDisplayTextType?type=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, field: 'type', message: 'type contains a character that is not allowed.' });
  });

  it("refuses a member's name with a NUL, naming the field", async () => {
    for (const url of ['/api/App/AddGuestProfile', '/api/App/ModifyGuestInfo']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: headers.parent,
        payload: { firstName: 'Aa\u0000rav', LastName: 'Sharma', RelationType: 'son' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'firstName',
        message: 'firstName contains a character that is not allowed.',
      });
    }
  });

  it('growth, milestone and vaccination records: 2024-02-30 is a 400 naming achievedDate, 2024-02-29 is saved', async () => {
    const p = await trackerChild(t, { dob: '2023-06-01' });
    // The dates are the point: bodies go as they are, the good ones checked by the contract on the way back.
    const call = <R extends RouteDef>(route: R, options: { body: object }) =>
      callRoute(t.app, route, { invalidBody: options.body, token: p.authToken });
    const [milestone] = await t.database.db.select({ id: milestones.id }).from(milestones).limit(1);
    const [bcg] = await t.database.db
      .select({ id: vaccineDoses.id })
      .from(vaccineDoses)
      .where(and(eq(vaccineDoses.schedule, 'IAP'), eq(vaccineDoses.code, 'bcg')));
    const records = [
      (achievedDate: string) =>
        call(routes.addGrowthData, { body: { PatientID: p.userID, Weight: 9.5, achievedDate } }),
      (achievedDate: string) =>
        call(routes.modifyNotificationUserStatus, {
          body: {
            type: 'Goal',
            patientId: p.userID,
            webRecordId: milestone?.id,
            isAgree: 1,
            achievedDate,
          },
        }),
      (achievedDate: string) =>
        call(routes.modifyNotificationUserStatus, {
          body: {
            type: 'Vaccination',
            patientId: p.userID,
            webRecordId: bcg?.id,
            achievedDate,
          },
        }),
    ];
    for (const record of records) {
      const impossible = await record('2024-02-30');
      expect(impossible.statusCode).toBe(400);
      expect(impossible.json()).toMatchObject({ field: 'achievedDate', message: 'achievedDate is not a real date.' });
      const leapDay = await record('2024-02-29');
      expect(leapDay.statusCode, leapDay.body).toBe(200);
    }
  });

  it('a route added without the contract schemas still refuses a NUL (the guard)', async () => {
    const bare = await buildTestApp(kind);
    try {
      bare.app.post('/api/Test/Echo', async (request) => ({ status: 1, echoed: request.body }));
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/Test/Echo',
        payload: { member: { notes: ['fine', 'a\u0000b'] } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'member.notes.1' });
      const fine = await bare.app.inject({ method: 'POST', url: '/api/Test/Echo', payload: { notes: 'a\tb' } });
      expect(fine.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
