import { messages } from '@app/contract/messages';
import { type RouteDef, routes } from '@app/contract/routes';
import { asQueryValue, sampleOf, variantsOf } from '@app/contract/test/requestSamples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../db/builders';
import { consoleSignIn } from '../../test/bookings';
import { buildTestApp, signIn, type TestApp, uniqueMobile } from '../../test/builders';
import { dbKinds } from '../../test/db';
import { buildOperator, operatorSignIn, requestOperatorOtp, signedInOperator } from '../../test/operators';
import { operatorById } from './admin.repo';
import { retireOperator } from './admin.service';

const operatorRoutes = (Object.entries(routes) as [string, RouteDef][]).filter(([, r]) => r.auth === 'operator');

/** A valid request for the route (every field filled), so what answers is the auth check, not the schema. */
function validRequest(route: RouteDef) {
  const fill = { text: '1234', date: '2026-01-01' };
  const query = route.query ? (sampleOf(route.query, fill) as Record<string, unknown>) : {};
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, asQueryValue(v)])).toString();
  const [body] = route.body ? variantsOf(route.body).map((v) => sampleOf(v, fill) as object) : [undefined];
  return { method: route.method, url: search ? `${route.path}?${search}` : route.path, payload: body };
}

describe.each(dbKinds())('the back office: operators and roles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = (route: RouteDef, token?: string, payload?: object) =>
    t.app.inject({
      ...validRequest(route),
      ...(payload ? { payload } : {}),
      headers: token ? { authtoken: token } : {},
    });

  it.each(['owner', 'operator'] as const)('an %s signs in with an OTP and sees themselves', async (role) => {
    const operator = await buildOperator(t, { role, name: `Asha ${role}` });
    const token = await operatorSignIn(t, operator);
    const me = await call(routes.adminMe, token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().operator).toMatchObject({
      operatorID: operator.id,
      name: `Asha ${role}`,
      phone: `+91${operator.mobileNumber}`,
      role,
      retiredAt: null,
    });
  });

  it("answers a stranger's number like an operator's, and never sends it an SMS", async () => {
    const operator = await buildOperator(t);
    const stranger = uniqueMobile();
    const known = await requestOperatorOtp(t, operator.mobileNumber);
    const unknown = await requestOperatorOtp(t, stranger);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(messages.adminOtpSent);
    expect(t.sms.messages(operator.mobileNumber)).toHaveLength(1);
    expect(t.sms.messages(stranger)).toHaveLength(0);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/VerifyOtp',
      payload: { mobileCode: '91', mobileNumber: stranger, otp: '123456' },
    });
    expect(verify.statusCode).toBe(401);
  });

  it("a parent's or a doctor's number is a stranger here, even when signed in elsewhere", async () => {
    const parent = await signIn(t);
    const sent = await requestOperatorOtp(t, parent.mobileNumber);
    expect(sent.statusCode).toBe(200);
    // Only the parents' sign-in SMS: no back-office code went to that number.
    expect(t.sms.messages(parent.mobileNumber)).toHaveLength(1);
  });

  describe('the role matrix: every operator route of the contract', () => {
    it('the contract has operator routes, each naming the roles it allows', () => {
      expect(operatorRoutes.length).toBeGreaterThan(0);
      for (const [, route] of operatorRoutes) expect(route.roles?.length).toBeGreaterThan(0);
      // A file route (the CSV) is one of them, walked like the rest.
      expect(operatorRoutes.map(([name]) => name)).toContain('adminConsultationsCsv');
    });

    it('every back-office route the app mounts is in the contract, so none escapes the walk', async () => {
      const openapi = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, object> };
      const mounted = Object.entries(openapi.paths)
        .filter(([path]) => path.startsWith('/api/Admin/'))
        .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
      const inContract = new Set(Object.values(routes as Record<string, RouteDef>).map((r) => `${r.method} ${r.path}`));
      expect(mounted.length).toBeGreaterThan(operatorRoutes.length / 2);
      expect(mounted.filter((route) => !inContract.has(route))).toEqual([]);
    });

    // Fresh tokens per route: Logout is one of the routes and revokes the token it is called with.
    it.each(operatorRoutes)('%s: 401 without an operator token, 403 or allowed by role', async (_name, route) => {
      const parent = await signIn(t);
      const doctor = await consoleSignIn(t, await buildDoctor(t.database.db));
      for (const token of [undefined, 'not-a-token', parent.authToken, doctor]) {
        const res = await call(route, token);
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json()).toMatchObject({ status: 0 });
      }
      for (const role of ['operator', 'owner'] as const) {
        const { token } = await signedInOperator(t, role);
        const res = await call(route, token);
        if (route.roles?.includes(role)) {
          // Allowed: whatever the sample input makes of it, neither the session nor the role refused it.
          expect([401, 403], `${role}: ${res.body}`).not.toContain(res.statusCode);
          expect(res.statusCode, res.body).toBeLessThan(500);
        } else {
          expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
          expect(res.json()).toEqual({ status: 0, message: messages.adminRoleNeeded(route.roles ?? []) });
        }
      }
    });
  });

  it('an owner lists, adds and retires operators; a retired operator is signed out at once', async () => {
    const owner = await signedInOperator(t, 'owner');
    const mobileNumber = uniqueMobile();
    const added = await call(routes.adminAddOperator, owner.token, {
      name: 'Ravi Kumar',
      mobileCode: '91',
      mobileNumber,
      role: 'operator',
    });
    expect(added.statusCode, added.body).toBe(200);
    const newcomer = added.json().operator;
    expect(newcomer).toMatchObject({ name: 'Ravi Kumar', role: 'operator', createdBy: owner.operator.id });

    const again = await call(routes.adminAddOperator, owner.token, {
      name: 'Ravi again',
      mobileCode: '91',
      mobileNumber,
      role: 'owner',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.adminOperatorExists);
    const malformed = await call(routes.adminAddOperator, owner.token, {
      name: 'Nobody',
      mobileCode: '91',
      mobileNumber: '12345',
      role: 'operator',
    });
    expect(malformed.statusCode).toBe(400);

    const token = await operatorSignIn(t, { mobileNumber });
    expect((await call(routes.adminMe, token)).statusCode).toBe(200);
    const retired = await call(routes.adminRetireOperator, owner.token, { operatorID: newcomer.operatorID });
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await call(routes.adminMe, token)).statusCode).toBe(401);

    const listed = await call(routes.adminOperators, owner.token);
    const row = listed.json().data.find((o: { operatorID: number }) => o.operatorID === newcomer.operatorID);
    expect(row.retiredAt).toEqual(expect.any(String));
    // Retired: no code is sent, so no sign-in; retiring again is refused.
    const before = t.sms.messages(mobileNumber).length;
    await requestOperatorOtp(t, mobileNumber);
    expect(t.sms.messages(mobileNumber)).toHaveLength(before);
    const twice = await call(routes.adminRetireOperator, owner.token, { operatorID: newcomer.operatorID });
    expect(twice.statusCode).toBe(409);
  });

  it('an owner cannot retire themselves; an unknown operator is a 404', async () => {
    const owner = await signedInOperator(t, 'owner');
    const self = await call(routes.adminRetireOperator, owner.token, { operatorID: owner.operator.id });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(messages.adminCannotRetireSelf);
    const unknown = await call(routes.adminRetireOperator, owner.token, { operatorID: 999_999 });
    expect(unknown.statusCode).toBe(404);
  });

  it('a logged-out token and an expired one are refused', async () => {
    const first = await signedInOperator(t);
    expect((await call(routes.adminLogout, first.token)).statusCode).toBe(200);
    expect((await call(routes.adminMe, first.token)).statusCode).toBe(401);
    const second = await signedInOperator(t);
    t.clock.advance(12 * 3_600_000 + 1);
    expect((await call(routes.adminMe, second.token)).statusCode).toBe(401);
  });

  it('the last owner is never retired: two owners retiring each other leave one', async () => {
    // A database of its own: the only owners are the ones made here.
    const own = await buildTestApp(kind);
    const callOn = (route: RouteDef, token: string, payload: object) =>
      own.app.inject({ ...validRequest(route), payload, headers: { authtoken: token } });
    try {
      const a = await signedInOperator(own, 'owner');
      const b = await signedInOperator(own, 'owner');
      // B's request was let in as an owner, and A retires B while it waits: B's then finds A the last owner.
      const bAsItWas = { tokenId: 0, operator: b.operator };
      expect((await callOn(routes.adminRetireOperator, a.token, { operatorID: b.operator.id })).statusCode).toBe(200);
      await expect(
        retireOperator({ db: own.database.db, now: own.clock.now }, bAsItWas, a.operator.id),
      ).rejects.toMatchObject({ statusCode: 409, message: messages.adminLastOwner });
      expect((await operatorById(own.database.db, a.operator.id))?.retiredAt).toBeNull();

      // The same at once through the API, between the only two serving owners: exactly one is retired.
      const c = await signedInOperator(own, 'owner');
      const retiredA = await callOn(routes.adminRetireOperator, c.token, { operatorID: a.operator.id });
      expect(retiredA.statusCode, retiredA.body).toBe(200);
      const d = await signedInOperator(own, 'owner');
      const answers = await Promise.all([
        callOn(routes.adminRetireOperator, c.token, { operatorID: d.operator.id }),
        callOn(routes.adminRetireOperator, d.token, { operatorID: c.operator.id }),
      ]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const left = await Promise.all([c, d].map((o) => operatorById(own.database.db, o.operator.id)));
      expect(left.filter((o) => o?.retiredAt === null)).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});
