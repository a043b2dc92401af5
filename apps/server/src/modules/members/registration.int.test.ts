import { LEGAL_VERSIONS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAgreements, accounts, members } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../test/builders';
import { routeCaller } from '../../test/callRoute';
import { dbKinds } from '../../test/db';

const form = {
  firstName: 'Priya',
  LastName: 'Nair',
  email: 'priya@example.com',
  acceptTerms: true,
  acceptPrivacy: true,
  termsVersion: LEGAL_VERSIONS.terms,
  privacyVersion: LEGAL_VERSIONS.privacy,
};

describe.each(dbKinds())('registration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = routeCaller(() => t.app);
  const register = (token: string, body: object, remoteAddress?: string) =>
    call(routes.register, { token, invalidBody: body, ...(remoteAddress ? { remoteAddress } : {}) });

  async function accountOf(userID: number) {
    const [row] = await t.database.db
      .select({ id: accounts.id, type: accounts.type, registeredAt: accounts.registeredAt })
      .from(accounts)
      .innerJoin(members, eq(members.accountId, accounts.id))
      .where(eq(members.id, userID));
    if (!row) throw new Error('no account');
    const agreements = await t.database.db
      .select({
        document: accountAgreements.document,
        version: accountAgreements.version,
        at: accountAgreements.acceptedAt,
        ip: accountAgreements.ip,
      })
      .from(accountAgreements)
      .where(eq(accountAgreements.accountId, row.id))
      .orderBy(accountAgreements.document);
    return { ...row, agreements };
  }

  it('registers a guest: the name and email, the type, and both documents with version, time and address', async () => {
    const parent = await signIn(t);
    expect(parent.type).toBe('Guest');
    const res = await register(parent.authToken, form, '203.0.113.7');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: messages.registered, userID: parent.userID, type: 'Registered' });

    const account = await accountOf(parent.userID);
    expect(account.type).toBe('Registered');
    expect(account.registeredAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(account.agreements).toEqual([
      { document: 'privacy', version: LEGAL_VERSIONS.privacy, at: t.clock.now(), ip: '203.0.113.7' },
      { document: 'terms', version: LEGAL_VERSIONS.terms, at: t.clock.now(), ip: '203.0.113.7' },
    ]);

    // The same sign-in sees it at once; a new sign-in's response says so too (spec's type, firstName).
    const session = await call(routes.getSessionUser, { token: parent.authToken });
    expect(session.json().data).toMatchObject({
      type: 'Registered',
      firstName: 'Priya',
      LastName: 'Nair',
      email: 'priya@example.com',
    });
    t.clock.advance(31_000); // past the OTP's resend wait
    const again = await signIn(t, parent.mobileNumber);
    expect(again).toMatchObject({ type: 'Registered', userID: parent.userID, firstName: 'Priya' });
  });

  it('keeps the members and consultations an account already has', async () => {
    const parent = await signIn(t);
    const child = await call(routes.addGuestProfile, {
      token: parent.authToken,
      body: { firstName: 'Aarav', LastName: 'Nair', email: '', Relation: 'self', RelationType: 'son' },
    });
    expect(child.statusCode).toBe(200);
    expect((await register(parent.authToken, form)).statusCode).toBe(200);
    const relations = await call(routes.getAllRelation, { token: parent.authToken });
    expect(relations.json().relations).toEqual([
      expect.objectContaining({ userID: child.json().userID, firstName: 'Aarav' }),
    ]);
  });

  it.each([
    ['the terms not accepted', { acceptTerms: false }, messages.acceptTerms],
    ['the privacy notice not accepted', { acceptPrivacy: undefined }, messages.acceptPrivacy],
    ['no first name', { firstName: '  ' }, 'First Name is required.'],
    ['a NUL byte in the name', { firstName: 'Pri\u0000ya' }, 'firstName'],
    ['an email that is not one', { email: 'priya@' }, 'email must be a valid email address'],
    ['no version read', { termsVersion: '' }, 'termsVersion'],
  ])('refuses %s with 400 and writes nothing', async (_what, change, message) => {
    const parent = await signIn(t);
    const res = await register(parent.authToken, { ...form, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const account = await accountOf(parent.userID);
    expect(account).toMatchObject({ type: 'Guest', registeredAt: null, agreements: [] });
  });

  it('refuses a version other than the one in force (409), writing nothing', async () => {
    const parent = await signIn(t);
    const res = await register(parent.authToken, { ...form, privacyVersion: '2020-01-01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.legalVersionChanged);
    expect(await accountOf(parent.userID)).toMatchObject({ type: 'Guest', agreements: [] });
  });

  it('registers once: a second request, or two at the same time, is a 409', async () => {
    const parent = await signIn(t);
    const both = await Promise.all([register(parent.authToken, form), register(parent.authToken, form)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const later = await register(parent.authToken, form);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(messages.alreadyRegistered);
    expect((await accountOf(parent.userID)).agreements).toHaveLength(2);
  });

  it('needs a sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: routes.register.path, payload: form });
    expect(res.statusCode).toBe(401);
  });
});
