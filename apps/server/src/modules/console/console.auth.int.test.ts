import { routes } from '@app/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoctor } from '../../db/builders';
import { buildTestApp, type TestApp, uniqueIp, uniqueMobile } from '../../test/builders';
import { callRoute } from '../../test/callRoute';
import { solvedPayload } from '../../test/captcha';
import { dbKinds } from '../../test/db';
import { FlakySms, GatedSms } from '../../test/smsProviders';

// `extra` adds or overrides fields (a captcha, a bad one), so the body goes as it is.
const request = (t: TestApp, mobileNumber: string, ip: string, extra: object = {}) =>
  callRoute(t.app, routes.consoleRequestOtp, {
    invalidBody: { mobileCode: '91', mobileNumber, ...extra },
    remoteAddress: ip,
  });
const verify = (t: TestApp, mobileNumber: string, otp: string) =>
  callRoute(t.app, routes.consoleVerifyOtp, { body: { mobileCode: '91', mobileNumber, otp } });

/** What a caller could compare between two answers. */
const seen = (res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) => ({
  status: res.statusCode,
  body: res.json(),
  retryAfter: res.headers['retry-after'],
});

/** A new doctor's console number, national part. */
const doctorNumber = async (t: TestApp) => (await buildDoctor(t.database.db)).mobileNumber;

describe.each(dbKinds())("the console's sign-in request on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { OTP_SENDS_PER_IP_PER_HOUR: '3' } });
  });
  afterAll(async () => t?.close());

  it('answers a doctor and a stranger alike: the first request, a second within 30 s, and the hourly limit', async () => {
    const doctor = await doctorNumber(t);
    const stranger = uniqueMobile();
    // Each number from its own addresses, so only the per-number limits are at play here.
    const both = async () =>
      [seen(await request(t, doctor, uniqueIp())), seen(await request(t, stranger, uniqueIp()))] as const;

    const [first, firstStranger] = await both();
    expect(first).toEqual(firstStranger);
    expect(first).toMatchObject({
      status: 200,
      body: { status: 1, message: 'If this number belongs to a doctor, an OTP has been sent to it.' },
    });
    t.clock.advance(10_000);
    const [tooSoon, tooSoonStranger] = await both();
    expect(tooSoon).toEqual(tooSoonStranger);
    expect(tooSoon).toEqual({
      status: 429,
      body: { status: 0, message: 'Please wait 20 seconds before asking for another OTP.' },
      retryAfter: '20',
    });
    for (let sent = 1; sent < 5; sent++) {
      t.clock.advance(31_000);
      const [again, againStranger] = await both();
      expect(again).toEqual(againStranger);
      expect(again.status).toBe(200);
    }
    t.clock.advance(31_000);
    const [sixth, sixthStranger] = await both();
    expect(sixth).toEqual(sixthStranger);
    expect(sixth).toMatchObject({
      status: 429,
      body: { message: 'Too many OTPs were sent to this number. Please try again in an hour.' },
      retryAfter: '3600',
    });

    await t.background.settled();
    expect(t.sms.messages(doctor)).toHaveLength(5);
    expect(t.sms.messages(stranger)).toHaveLength(0);
  });

  it("counts strangers' numbers toward the per-address limit", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) expect((await request(t, uniqueMobile(), ip)).statusCode).toBe(200);
    const doctor = await request(t, await doctorNumber(t), ip);
    expect(doctor.statusCode).toBe(429);
    expect(doctor.json().message).toBe('Too many OTP requests from this network. Please try again in an hour.');
  });

  it("answers a stranger's code exactly as a doctor's wrong code", async () => {
    const doctor = await doctorNumber(t);
    const stranger = uniqueMobile();
    await request(t, doctor, uniqueIp());
    await request(t, stranger, uniqueIp());
    await t.background.settled();
    const code = /\b(\d{6})\b/.exec(t.sms.messages(doctor)[0]?.text ?? '')?.[1] ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const [doctorTry, strangerTry] = [seen(await verify(t, doctor, wrong)), seen(await verify(t, stranger, wrong))];
    expect(doctorTry).toEqual(strangerTry);
    expect(doctorTry).toMatchObject({ status: 401, body: { message: 'Please enter correct OTP.' } });
    expect((await verify(t, doctor, code)).statusCode).toBe(200);
  });
});

describe.each(dbKinds())("the console's sign-in providers and captcha on %s", (kind) => {
  it('answers a doctor without waiting for the SMS gateway, which is used after the answer', async () => {
    const gated = new GatedSms();
    const t = await buildTestApp(kind, { sms: gated });
    try {
      const doctor = await doctorNumber(t);
      const res = await request(t, doctor, uniqueIp());
      // Answered while the gateway still holds the message.
      expect(res.statusCode).toBe(200);
      expect(gated.started.map((m) => m.to)).toEqual([`+91${doctor}`]);
      gated.release();
      await t.background.settled();
    } finally {
      gated.release();
      await t.close();
    }
  });

  it("withdraws a doctor's code the gateway could not send; the doctor may ask again at once", async () => {
    const flaky = new FlakySms();
    const t = await buildTestApp(kind, { sms: flaky });
    try {
      const doctor = await doctorNumber(t);
      const ip = uniqueIp();
      expect((await request(t, doctor, ip)).json().message).toBe(
        'If this number belongs to a doctor, an OTP has been sent to it.',
      );
      await t.background.settled();
      expect((await verify(t, doctor, '123456')).json().message).toBe('Please ask for an OTP first.');
      flaky.down = false;
      expect((await request(t, doctor, ip)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('needs the same solved, unused captcha as the parents’ sign-in when it is on', async () => {
    const t = await buildTestApp(kind, { env: { CAPTCHA_ENABLED: 'true' } });
    try {
      const doctor = await doctorNumber(t);
      for (const number of [doctor, uniqueMobile()]) {
        const missing = await request(t, number, uniqueIp());
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({ field: 'captcha', message: /not a robot/ });
        const forged = await request(t, number, uniqueIp(), { captcha: Buffer.from('{}').toString('base64') });
        expect(forged.statusCode).toBe(400);
        expect(forged.json()).toMatchObject({ field: 'captcha', message: /robot check failed/ });
        const captcha = await solvedPayload(t.config.SERVER_SECRET, 2000, t.clock.now());
        expect((await request(t, number, uniqueIp(), { captcha })).statusCode).toBe(200);
        t.clock.advance(31_000);
        const reused = await request(t, number, uniqueIp(), { captcha });
        expect(reused.statusCode).toBe(400);
      }
    } finally {
      await t.close();
    }
  });
});
