import { routes } from '@app/contract/routes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParent } from '../../db/builders';
import { accounts, authTokens, otpCodes } from '../../db/schema';
import {
  buildTestApp,
  lastCode,
  STAGING_ENV,
  signIn,
  TEST_HANDOFF_SECRET,
  type TestApp,
  uniqueIp,
  uniqueMobile,
} from '../../test/builders';
import { callRoute } from '../../test/callRoute';
import { solvedPayload } from '../../test/captcha';
import { dbKinds } from '../../test/db';
import { FlakySms, GatedSms } from '../../test/smsProviders';
import { signHandoff } from './handoff';

// Bodies vary on purpose (no captcha, bad numbers, hand-offs), so they go as they are.
const send = (t: TestApp, body: unknown, ip = uniqueIp()) =>
  callRoute(t.app, routes.addGuestPhone, { invalidBody: body, remoteAddress: ip });
const verify = (t: TestApp, mobileNumber: string, otp: string) =>
  callRoute(t.app, routes.verifyGuestOtp, { body: { mobileCode: '91', mobileNumber, otp } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(dbKinds())('sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('signs a new number in as a guest whose ConnectionID is its userID, and restores the session', async () => {
    const mobileNumber = uniqueMobile();
    const sent = await send(t, { mobileCode: '+91', mobileNumber, NoOTPVerification: 0 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 1, message: 'OTP sent', resendAfterSeconds: 30 });

    const res = await verify(t, mobileNumber, lastCode(t.sms, mobileNumber));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 1, type: 'Guest', firstName: '', Gender: null });
    expect(body.userID).toBeTypeOf('number');
    expect(body.authToken).toMatch(/^[\w-]{43}$/);

    for (const headers of [{ authtoken: body.authToken }, { authorization: `Bearer ${body.authToken}` }]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/App/GetSessionUser', headers });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({
        userID: body.userID,
        ConnectionID: body.userID,
        type: 'Guest',
        mobile: mobileNumber,
        mobileCode: '91',
        Relation: 'self',
      });
    }
    // Only the token's hash is stored.
    const rows = await t.database.db.select({ hash: authTokens.tokenHash }).from(authTokens);
    expect(rows.some((r) => r.hash === body.authToken)).toBe(false);
  });

  it('signs the same number into the same account next time', async () => {
    const first = await signIn(t);
    t.clock.advance(31_000);
    const second = await signIn(t, first.mobileNumber);
    expect(second.userID).toBe(first.userID);
    expect(second.authToken).not.toBe(first.authToken);
  });

  it('signs an existing registered parent in with name and gender', async () => {
    const parent = await buildParent(t.database.db, {
      type: 'Registered',
      self: { firstName: 'Priya', lastName: 'Sharma', gender: 'Female' },
    });
    const res = await signIn(t, parent.mobileNumber);
    expect(res).toMatchObject({ type: 'Registered', userID: parent.selfId, firstName: 'Priya', Gender: 'Female' });
  });

  it('answers a wrong code with the spec message, and refuses a 6th try even with the right code', async () => {
    const mobileNumber = uniqueMobile();
    await send(t, { mobileCode: '91', mobileNumber });
    const code = lastCode(t.sms, mobileNumber);
    for (let i = 0; i < 5; i++) {
      const res = await verify(t, mobileNumber, wrongCode(code));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, message: 'Please enter correct OTP.', field: 'otp' });
    }
    const sixth = await verify(t, mobileNumber, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many wrong tries/);
    expect(sixth.body).not.toContain('authToken');
  });

  it('lets a code work once and only within five minutes', async () => {
    const a = uniqueMobile();
    await send(t, { mobileCode: '91', mobileNumber: a });
    const code = lastCode(t.sms, a);
    expect((await verify(t, a, code)).statusCode).toBe(200);
    expect((await verify(t, a, code)).statusCode).toBe(400); // used

    const b = uniqueMobile();
    await send(t, { mobileCode: '91', mobileNumber: b });
    t.clock.advance(300_000);
    const late = await verify(t, b, lastCode(t.sms, b));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
  });

  it('allows a resend only after 30 s, and only the newest code works', async () => {
    const mobileNumber = uniqueMobile();
    const ip = uniqueIp();
    await send(t, { mobileCode: '91', mobileNumber }, ip);
    const oldCode = lastCode(t.sms, mobileNumber);
    t.clock.advance(10_000);
    const early = await send(t, { mobileCode: '91', mobileNumber }, ip);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait 20 seconds before asking for another OTP.');
    expect(early.headers['retry-after']).toBe('20');
    t.clock.advance(20_000);
    expect((await send(t, { mobileCode: '91', mobileNumber }, ip)).statusCode).toBe(200);
    const newCode = lastCode(t.sms, mobileNumber);
    if (newCode !== oldCode) expect((await verify(t, mobileNumber, oldCode)).statusCode).toBe(401);
    expect((await verify(t, mobileNumber, newCode)).statusCode).toBe(200);
  });

  it('sends at most 5 codes to a number an hour', async () => {
    const mobileNumber = uniqueMobile();
    for (let i = 0; i < 5; i++) {
      expect((await send(t, { mobileCode: '91', mobileNumber })).statusCode).toBe(200);
      t.clock.advance(31_000);
    }
    const sixth = await send(t, { mobileCode: '91', mobileNumber });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many OTPs were sent to this number. Please try again in an hour.');
    t.clock.advance(3_600_000);
    expect((await send(t, { mobileCode: '91', mobileNumber })).statusCode).toBe(200);
  });

  it('sends at most 20 codes an hour from one address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      expect((await send(t, { mobileCode: '91', mobileNumber: uniqueMobile() }, ip)).statusCode).toBe(200);
    }
    const res = await send(t, { mobileCode: '91', mobileNumber: uniqueMobile() }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/from this network/);
  });

  it('serialises two sends to one number at the same instant: one code, one 429', async () => {
    const mobileNumber = uniqueMobile();
    const [a, b] = await Promise.all([
      send(t, { mobileCode: '91', mobileNumber }),
      send(t, { mobileCode: '91', mobileNumber }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    expect(t.sms.messages(mobileNumber)).toHaveLength(1);
  });

  it('signs in at once with a valid signed hand-off, once only, and never sends an SMS for it', async () => {
    const mobileNumber = uniqueMobile();
    const expires = Math.floor(t.clock.now().getTime() / 1000) + 120;
    const handoff = signHandoff(TEST_HANDOFF_SECRET, '91', mobileNumber, expires);
    const body = { mobileCode: '+91', mobileNumber, NoOTPVerification: 1, handoff };
    const res = await send(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, type: 'Guest' });
    expect(res.json().authToken).toBeTruthy();
    expect(t.sms.messages(mobileNumber)).toHaveLength(0);

    const replay = await send(t, body);
    expect(replay.statusCode).toBe(403);
    expect(replay.json().message).toMatch(/sign-in link is not valid/);
  });

  it('refuses the OTP skip without a valid hand-off', async () => {
    const mobileNumber = uniqueMobile();
    const nowS = Math.floor(t.clock.now().getTime() / 1000);
    const cases = [
      undefined,
      'garbage',
      signHandoff('another-secret-that-is-long-enough-000', '91', mobileNumber, nowS + 60),
      signHandoff(TEST_HANDOFF_SECRET, '91', uniqueMobile(), nowS + 60),
      signHandoff(TEST_HANDOFF_SECRET, '91', mobileNumber, nowS - 1),
    ];
    for (const handoff of cases) {
      const res = await send(t, { mobileCode: '91', mobileNumber, NoOTPVerification: 1, handoff });
      expect(res.statusCode).toBe(403);
      expect(res.json().authToken).toBeUndefined();
    }
    const [row] = await t.database.db
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.mobileNumber, mobileNumber));
    expect(row?.n).toBe(0);
  });

  it('signs out by revoking the token', async () => {
    const { authToken } = await signIn(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/App/Logout', headers: { authtoken: authToken } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/App/GetSessionUser', headers: { authtoken: authToken } });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Your session has expired. Please sign in again.');
    const none = await t.app.inject({ method: 'GET', url: '/api/App/GetSessionUser' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Please sign in to continue.');
    const made_up = await t.app.inject({ method: 'GET', url: '/api/App/GetSessionUser', headers: { authtoken: 'x' } });
    expect(made_up.statusCode).toBe(401);
  });

  it('expires tokens after their time to live', async () => {
    const { authToken } = await signIn(t);
    t.clock.advance(31 * 86_400_000);
    const me = await t.app.inject({ method: 'GET', url: '/api/App/GetSessionUser', headers: { authtoken: authToken } });
    expect(me.statusCode).toBe(401);
  });

  describe('bad input gets a 400 naming the field, and nothing is stored', () => {
    const cases: [string, unknown, RegExp][] = [
      ['missing number', { mobileCode: '91' }, /mobileNumber is required/],
      ['missing code', { mobileNumber: '9876543210' }, /mobileCode is required/],
      ['number of the wrong type', { mobileCode: '91', mobileNumber: 9876543210 }, /mobileNumber must be text/],
      ['code of the wrong type', { mobileCode: 91, mobileNumber: '9876543210' }, /mobileCode must be text/],
      [
        '200-character number',
        { mobileCode: '91', mobileNumber: '9'.repeat(200) },
        /mobileNumber must have at most 15/,
      ],
      [
        'letters in the number',
        { mobileCode: '91', mobileNumber: '98765abcde' },
        /mobileNumber may contain digits only/,
      ],
      [
        'letters in the code',
        { mobileCode: '+9a', mobileNumber: '9876543210' },
        /mobileCode must be a country calling code/,
      ],
      ['unknown country code', { mobileCode: '+999', mobileNumber: '9876543210' }, /country code is not recognised/],
      ['invalid for its country', { mobileCode: '91', mobileNumber: '12345' }, /valid phone number/],
      [
        'NoOTPVerification out of range',
        { mobileCode: '91', mobileNumber: '9876543210', NoOTPVerification: 7 },
        /NoOTPVerification must be 0 or 1/,
      ],
      ['an array body', [1, 2], /JSON object/],
    ];
    it.each(cases)('AddGuestPhone: %s', async (_name, body, message) => {
      const res = await send(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(0);
      expect(res.json().message).toMatch(message);
    });

    it('verify: letters in the code, a short code, a missing code', async () => {
      for (const otp of ['12a456', '123', undefined]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/App/VerifyGuestOtp',
          payload: { mobileCode: '91', mobileNumber: uniqueMobile(), otp },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/otp/);
      }
    });

    it('malformed JSON, an empty body and a plain-text body', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/App/AddGuestPhone',
        headers: { 'content-type': 'application/json' },
        payload: '{"mobileCode": "91", ',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ status: 0, message: 'The request body is not valid JSON.' });
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/App/AddGuestPhone',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(400);
      const textBody = await t.app.inject({
        method: 'POST',
        url: '/api/App/AddGuestPhone',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(textBody.statusCode).toBe(400);
      expect(textBody.json()).toEqual({ status: 0, message: 'The request body must be a JSON object.' });
    });

    it('stored nothing for any of them', async () => {
      const fresh = await buildTestApp(kind);
      try {
        for (const [, body] of cases) await send(fresh, body);
        const [codes] = await fresh.database.db.select({ n: count() }).from(otpCodes);
        const [accts] = await fresh.database.db.select({ n: count() }).from(accounts);
        expect(codes?.n).toBe(0);
        expect(accts?.n).toBe(0);
      } finally {
        await fresh.close();
      }
    });
  });
});

describe.each(dbKinds())('captcha and production rules on %s', (kind) => {
  it('needs a solved, unused captcha when it is on', async () => {
    const t = await buildTestApp(kind, { env: { CAPTCHA_ENABLED: 'true' } });
    try {
      const mobileNumber = uniqueMobile();
      const missing = await send(t, { mobileCode: '91', mobileNumber });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ field: 'captcha', message: /not a robot/ });
      const forged = await send(t, { mobileCode: '91', mobileNumber, captcha: Buffer.from('{}').toString('base64') });
      expect(forged.statusCode).toBe(400);

      const challenge = await t.app.inject({ method: 'GET', url: '/api/App/GetCaptchaChallenge' });
      expect(challenge.statusCode).toBe(200);
      expect(challenge.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });

      const captcha = await solvedPayload(t.config.SERVER_SECRET, 2000, t.clock.now());
      expect((await send(t, { mobileCode: '91', mobileNumber, captcha })).statusCode).toBe(200);
      const reused = await send(t, { mobileCode: '91', mobileNumber: uniqueMobile(), captcha });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toMatch(/robot check failed/);
    } finally {
      await t.close();
    }
  });

  it('never puts the code in a response in production, and has no dev outbox there', async () => {
    const t = await buildTestApp(kind, { env: STAGING_ENV });
    try {
      const mobileNumber = uniqueMobile();
      const sent = await send(t, { mobileCode: '91', mobileNumber });
      const code = lastCode(t.sms, mobileNumber);
      const wrong = await verify(t, mobileNumber, wrongCode(code));
      const right = await verify(t, mobileNumber, code);
      for (const res of [sent, wrong, right]) {
        expect(res.body).not.toContain(code);
        expect(res.json().otp).toBeUndefined();
      }
      expect(right.statusCode).toBe(200);
      const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?mobileNumber=${mobileNumber}` });
      expect(outbox.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers 503 with a plain message when the SMS gateway fails, leaving no usable code; the parent may retry at once', async () => {
    const flaky = new FlakySms();
    const t = await buildTestApp(kind, { sms: flaky });
    try {
      const mobileNumber = uniqueMobile();
      const ip = uniqueIp();
      const res = await send(t, { mobileCode: '91', mobileNumber }, ip);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('We could not send the SMS just now. Please try again in a minute.');
      expect(res.body).not.toContain('secret detail');
      const [codes] = await t.database.db.select({ n: count() }).from(otpCodes);
      expect(codes?.n).toBe(0);
      expect((await verify(t, mobileNumber, '123456')).json().message).toBe('Please ask for an OTP first.');
      // The undelivered code counted toward no limit: no 30-second wait.
      flaky.down = false;
      expect((await send(t, { mobileCode: '91', mobileNumber }, ip)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("sends the SMS after the locks are released: a slow gateway never holds up another number's request", async () => {
    const gated = new GatedSms();
    const t = await buildTestApp(kind, { sms: gated });
    try {
      // The same address, so the first request's locks would include the second's (the IP lock).
      const ip = uniqueIp();
      const first = send(t, { mobileCode: '91', mobileNumber: uniqueMobile() }, ip);
      await gated.reached(1);
      const second = send(t, { mobileCode: '91', mobileNumber: uniqueMobile() }, ip);
      // Reaching the gateway means the second request took its locks, checked its limits and committed.
      await gated.reached(2);
      gated.release();
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
    } finally {
      gated.release();
      await t.close();
    }
  });

  it('hides the detail of an unexpected error behind a 500 message', async () => {
    const t = await buildTestApp(kind);
    try {
      t.app.get('/api/test/boom', async () => {
        throw new Error('database password is hunter2');
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 0, message: 'Something went wrong on our side. Please try again.' });
    } finally {
      await t.close();
    }
  });
});
