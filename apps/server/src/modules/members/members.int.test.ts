import { routes } from '@app/contract/routes';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParent } from '../../db/builders';
import { members } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';
import type { Session } from '../auth';
import { membersServiceFactory } from './members.service';

const child = { firstName: 'Aarav', LastName: 'Sharma', email: '', Relation: 'self', RelationType: 'son' } as const;

describe.each(dbKinds())('members on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);

  it('creates a member with the chosen relation, lists it, updates it', async () => {
    const parent = await signIn(t);
    const created = await call(routes.addGuestProfile, {
      token: parent.authToken,
      body: {
        ...child,
        ConnectionID: parent.userID,
        mobileNumber: parent.mobileNumber,
        mobileCode: '91',
      },
    });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ status: 1, type: 'Guest', authToken: parent.authToken });
    expect(body.userID).not.toBe(parent.userID);

    const list = await call(routes.getAllRelation, { token: parent.authToken });
    expect(list.json().relations).toEqual([
      expect.objectContaining({
        userID: body.userID,
        firstName: 'Aarav',
        LastName: 'Sharma',
        Relation: 'son',
        Gender: null,
      }),
    ]);

    const updated = await call(routes.modifyGuestInfo, {
      token: parent.authToken,
      body: { ...child, firstName: 'Arjun', email: 'arjun@example.com', RelationType: 'daughter' },
      headers: { userid: String(body.userID) },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 1, userID: body.userID, type: 'Guest' });
    const after = (await call(routes.getAllRelation, { token: parent.authToken })).json().relations[0];
    expect(after).toMatchObject({ firstName: 'Arjun', email: 'arjun@example.com', Relation: 'daughter' });
  });

  it("updates the account holder's own details when no userId is sent; they stay 'self'", async () => {
    const parent = await signIn(t);
    const res = await call(routes.modifyGuestInfo, {
      token: parent.authToken,
      body: {
        firstName: '  Meera ',
        LastName: 'Iyer',
        RelationType: 'other',
      },
    });
    expect(res.statusCode).toBe(200);
    const me = (await call(routes.getSessionUser, { token: parent.authToken })).json().data;
    expect(me).toMatchObject({ firstName: 'Meera', LastName: 'Iyer', Relation: 'self' });
  });

  it('saves the age band and child details, and gives them back', async () => {
    const parent = await signIn(t);
    const { userID } = (await call(routes.addGuestProfile, { token: parent.authToken, body: child })).json();
    expect(
      (
        await call(routes.saveUserDetails, {
          token: parent.authToken,
          body: { age: '2-6' },
          headers: { userid: String(userID) },
        })
      ).statusCode,
    ).toBe(200);
    const saved = await call(routes.saveUserDetails, {
      token: parent.authToken,
      body: { gender: 'Male', height: 96.5, weight: '14.2', dob: '2023-05-01', isPremature: 0 },
      headers: { userid: String(userID) },
    });
    expect(saved.statusCode).toBe(200);
    const details = await call(routes.getUserDetails, { token: parent.authToken, headers: { userid: String(userID) } });
    expect(details.json().data).toEqual({
      userID,
      age: '2-6',
      gender: 'Male',
      height: 96.5,
      weight: 14.2,
      dob: '2023-05-01',
      isPremature: false,
    });
    const list = (await call(routes.getAllRelation, { token: parent.authToken })).json().relations;
    expect(list[0]).toMatchObject({ Gender: 'Male', age: '2-6' });
  });

  it("answers 404 for another account's member, and changes nothing", async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const { userID: bChild } = (await call(routes.addGuestProfile, { token: b.authToken, body: child })).json();
    const before = (
      await call(routes.getUserDetails, { token: b.authToken, headers: { userid: String(bChild) } })
    ).json().data;

    const attempts = [
      call(routes.modifyGuestInfo, {
        token: a.authToken,
        body: { ...child, firstName: 'Hacked' },
        headers: { userid: String(bChild) },
      }),
      call(routes.saveUserDetails, {
        token: a.authToken,
        body: { gender: 'Female' },
        headers: { userid: String(bChild) },
      }),
      call(routes.getUserDetails, { token: a.authToken, headers: { userid: String(bChild) } }),
      call(routes.modifyGuestInfo, {
        token: a.authToken,
        body: { ...child, firstName: 'Hacked' },
        headers: { userid: String(b.userID) },
      }),
      call(routes.addGuestProfile, { token: a.authToken, body: { ...child, ConnectionID: b.userID } }),
      call(routes.getUserDetails, { token: a.authToken, headers: { userid: String(999_999) } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: 'We could not find that member.' });
    }
    expect(
      (await call(routes.getUserDetails, { token: b.authToken, headers: { userid: String(bChild) } })).json().data,
    ).toEqual(before);
    expect((await call(routes.getAllRelation, { token: b.authToken })).json().relations[0].firstName).toBe('Aarav');
    expect((await call(routes.getAllRelation, { token: a.authToken })).json().relations).toEqual([]);
  });

  it('needs a sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/App/GetAllRelation'],
      ['POST', '/api/App/AddGuestProfile'],
      ['POST', '/api/App/ModifyGuestInfo'],
      ['POST', '/api/App/SaveUserDetails'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? child : undefined });
      expect(res.statusCode).toBe(401);
    }
  });

  describe('bad input gets a 400 naming the field, and nothing is saved', () => {
    const memberCases: [string, object, RegExp][] = [
      ['a missing first name', { LastName: 'S' }, /firstName is required/],
      ['a first name of spaces', { firstName: '   ', LastName: 'S' }, /First Name is required/],
      [
        'a last name over 100 characters',
        { firstName: 'A', LastName: 'x'.repeat(101) },
        /Last Name must be at most 100/,
      ],
      [
        'an email without @',
        { firstName: 'A', LastName: 'S', email: 'asha.example.com' },
        /email must be a valid email/,
      ],
      [
        'an unknown relation',
        { firstName: 'A', LastName: 'S', RelationType: 'cousin-in-law' },
        /Relation must be one of/,
      ],
      ['a name of the wrong type', { firstName: 42, LastName: 'S' }, /firstName must be text/],
    ];
    it.each(memberCases)('AddGuestProfile: %s', async (_n, payload, message) => {
      const parent = await signIn(t);
      const res = await call(routes.addGuestProfile, { token: parent.authToken, invalidBody: payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect((await call(routes.getAllRelation, { token: parent.authToken })).json().relations).toEqual([]);
    });

    const detailCases: [string, object, RegExp][] = [
      ['a future date of birth', { dob: '2099-01-01' }, /dob cannot be in the future/],
      ['an impossible date', { dob: '2024-02-30' }, /dob is not a real date/],
      ['a date in another format', { dob: '01/05/2023' }, /dob must be a date as yyyy-MM-DD/],
      ['weight 12.3.4', { weight: '12.3.4' }, /weight must be a number/],
      ['weight 99999', { weight: '99999' }, /weight must be/],
      ['weight 0', { weight: 0 }, /weight must be more than 0/],
      ['height 300', { height: 300 }, /height must be more than 0 and at most 250 cm/],
      ['an unknown gender', { gender: 'Other' }, /gender must be Male or Female/],
      ['an unknown age band', { age: '3-5' }, /age must be one of 0-2, 2-6, 7-12, 13-18/],
      ['isPremature of the wrong type', { isPremature: 'yes' }, /isPremature must be true or false/],
    ];
    it.each(detailCases)('SaveUserDetails: %s', async (_n, payload, message) => {
      const parent = await signIn(t);
      const good = { gender: 'Female', height: 80, weight: 10, dob: '2025-01-01' };
      // A valid field next to the bad one must not be saved either.
      const res = await call(routes.saveUserDetails, { token: parent.authToken, invalidBody: { ...good, ...payload } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      const details = (await call(routes.getUserDetails, { token: parent.authToken })).json().data;
      expect(details).toMatchObject({ gender: null, height: null, weight: null, dob: null });
    });

    it('a userId header that is not an id', async () => {
      const parent = await signIn(t);
      const res = await call(routes.getUserDetails, { token: parent.authToken, headers: { userid: String('abc') } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/userId/);
    });
  });

  it('refuses a second account holder', async () => {
    const parent = await signIn(t);
    const res = await call(routes.addGuestProfile, {
      token: parent.authToken,
      body: { ...child, RelationType: 'self' },
    });
    expect(res.statusCode).toBe(409);
    const [row] = await t.database.db.select({ n: count() }).from(members);
    expect(row?.n).toBeGreaterThan(0);
  });
});

describe.each(dbKinds())('a child kept for the listing’s order on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('is read again once its details change', async () => {
    const parent = await buildParent(t.database.db, {
      members: [{ relation: 'son', firstName: 'Kabir', gender: 'Male', dateOfBirth: '2024-01-10' }],
    });
    const child = parent.members[0];
    if (!child) throw new Error('no child');
    const service = membersServiceFactory({ db: t.database.db, now: t.clock.now });
    const session = { tokenId: 0, account: { accountId: parent.accountId, memberId: parent.selfId } } as Session;
    expect((await service.memberForRanking(session, child.id)).dateOfBirth).toBe('2024-01-10');
    // Kept: the same row again, though the table changed under it.
    await t.database.db.update(members).set({ firstName: 'Kabir R' });
    expect((await service.memberForRanking(session, child.id)).firstName).toBe('Kabir');
    await service.saveDetails(session, String(child.id), {
      dateOfBirth: '2015-05-20',
      ageBand: undefined,
      gender: undefined,
      heightCm: undefined,
      weightKg: undefined,
      isPremature: undefined,
    });
    const again = await service.memberForRanking(session, child.id);
    expect(again).toMatchObject({ dateOfBirth: '2015-05-20', firstName: 'Kabir R' });
  });
});
