import { describe, expect, it } from 'vitest';
import { ConfigError, clientConfig, loadConfig } from './config';
import { STAGING_ENV } from './test/env';

describe('loadConfig', () => {
  it('gives working defaults for development', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.SMS_PROVIDER).toBe('console');
    expect(c.CAPTCHA_ENABLED).toBe(true);
    expect(c.SERVER_SECRET.length).toBeGreaterThanOrEqual(32);
  });
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ CAPTCHA_ENABLED: 'maybe' })).toThrow(/CAPTCHA_ENABLED/);
  });
  it('refuses the console SMS provider and a missing secret in production', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const text = (e as ConfigError).message;
      expect(text).toMatch(/SERVER_SECRET is required in production/);
      expect(text).toMatch(/SMS_PROVIDER is console/);
    }
  });
  it('reads the public address parents open: an origin, required (https) in production, local by default', () => {
    expect(loadConfig({}).PUBLIC_APP_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3631', HOST: '127.0.0.1' }).PUBLIC_APP_URL).toBe('http://127.0.0.1:3631');
    expect(loadConfig({ PUBLIC_APP_URL: 'https://app.example.in/' }).PUBLIC_APP_URL).toBe('https://app.example.in');
    expect(() => loadConfig({ PUBLIC_APP_URL: 'https://app.example.in/home' })).toThrow(
      /PUBLIC_APP_URL must be an origin/,
    );
    expect(() => loadConfig({ PUBLIC_APP_URL: 'app.example.in' })).toThrow(/PUBLIC_APP_URL must be an origin/);
    const { PUBLIC_APP_URL: _unset, ...withoutIt } = STAGING_ENV;
    expect(() => loadConfig(withoutIt)).toThrow(/PUBLIC_APP_URL is required in production/);
    expect(() => loadConfig({ ...STAGING_ENV, PUBLIC_APP_URL: 'http://app.example.in' })).toThrow(
      /PUBLIC_APP_URL must be https:\/\/ in production/,
    );
    expect(loadConfig(STAGING_ENV).PUBLIC_APP_URL).toBe('https://staging.example.in');
  });
  it('refuses every offline default in production, naming the variable, each with its escape', () => {
    const base = {
      NODE_ENV: 'production',
      SERVER_SECRET: 'x'.repeat(32),
      PUBLIC_APP_URL: 'https://app.example.in',
      ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
      RECEIPT_ISSUER_NAME: 'Child Health Pvt. Ltd.',
      RECEIPT_ISSUER_ADDRESS: '1 MG Road, Bengaluru 560001',
      GRIEVANCE_OFFICER_NAME: 'Asha Menon',
      GRIEVANCE_OFFICER_EMAIL: 'grievances@example.in',
    };
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (e) {
        return (e as ConfigError).problems;
      }
    };
    const refused = problems(base);
    expect(refused).toEqual([
      expect.stringMatching(/^PAYMENT_GATEWAY is sandbox, .*ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true/),
      expect.stringMatching(/^TELEPHONY_PROVIDER is log, .*ALLOW_LOG_TELEPHONY_IN_PRODUCTION=true/),
      expect.stringMatching(/^JITSI_DOMAIN is the public meet.jit.si, .*ALLOW_PUBLIC_JITSI_IN_PRODUCTION=true/),
      expect.stringMatching(/^STORAGE_PROVIDER is local, .*ALLOW_LOCAL_STORAGE_IN_PRODUCTION=true/),
      expect.stringMatching(/^WHATSAPP_PROVIDER is console, .*ALLOW_CONSOLE_WHATSAPP_IN_PRODUCTION=true/),
    ]);
    // Every receipt names its issuer: no production without one.
    const { RECEIPT_ISSUER_NAME: _name, RECEIPT_ISSUER_ADDRESS: _address, ...noIssuer } = base;
    expect(problems(noIssuer)).toEqual(
      expect.arrayContaining([
        'RECEIPT_ISSUER_NAME is required in production: every receipt names its issuer',
        'RECEIPT_ISSUER_ADDRESS is required in production: every receipt names its issuer',
      ]),
    );
    // Parents must be able to reach the grievance officer: no production without one.
    const { GRIEVANCE_OFFICER_NAME: _officer, GRIEVANCE_OFFICER_EMAIL: _email, ...noOfficer } = base;
    expect(problems(noOfficer)).toEqual(
      expect.arrayContaining([
        'GRIEVANCE_OFFICER_NAME is required in production: parents must be able to reach the grievance officer',
        'GRIEVANCE_OFFICER_EMAIL is required in production: parents must be able to reach the grievance officer',
      ]),
    );
    expect(problems({ ...base, GRIEVANCE_OFFICER_EMAIL: 'not-an-email' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^GRIEVANCE_OFFICER_EMAIL must be an email address/)]),
    );
    expect(problems({ ...base, RECEIPT_ISSUER_GSTIN: '29ABCDE1234' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^RECEIPT_ISSUER_GSTIN must be a GSTIN/)]),
    );
    const c = loadConfig(STAGING_ENV);
    expect(c.production).toBe(true);
    expect(c.DEMO_DATA).toBe(false);
    const real = loadConfig({
      ...base,
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      TELEPHONY_PROVIDER: 'knowlarity',
      KNOWLARITY_API_KEY: 'k',
      KNOWLARITY_AUTH_TOKEN: 't',
      KNOWLARITY_K_NUMBER: '+918000000000',
      JITSI_DOMAIN: '8x8.vc',
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 's',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 'EAAG',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    });
    expect(real.PAYMENT_GATEWAY).toBe('razorpay');
  });
  it('loads demo data by default outside production only, and refuses it there without the escape', () => {
    expect(loadConfig({}).DEMO_DATA).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
    expect(() => loadConfig({ ...STAGING_ENV, DEMO_DATA: 'true' })).toThrow(
      /DEMO_DATA is true: .*ALLOW_DEMO_DATA_IN_PRODUCTION/,
    );
    expect(loadConfig({ ...STAGING_ENV, DEMO_DATA: 'true', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' }).DEMO_DATA).toBe(
      true,
    );
  });
  it('allows the settable test clock outside production only', () => {
    const c = loadConfig({ TEST_CLOCK: 'true', TEST_CLOCK_START: '2026-11-25T13:30:00+05:30' });
    expect(c.TEST_CLOCK).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK_START: '2026-11-25T13:30:00+05:30' })).toThrow(
      /TEST_CLOCK_START needs TEST_CLOCK=true/,
    );
    expect(() => loadConfig({ TEST_CLOCK: 'true', TEST_CLOCK_START: '25/11/2026' })).toThrow(/TEST_CLOCK_START/);
    expect(() => loadConfig({ NODE_ENV: 'production', SERVER_SECRET: 'x'.repeat(32), TEST_CLOCK: 'true' })).toThrow(
      /TEST_CLOCK is a test-only setting and is refused in production/,
    );
  });
  it('reads TEST_DATA_API, off by default and refused in production', () => {
    expect(loadConfig({}).TEST_DATA_API).toBe(false);
    expect(loadConfig({ TEST_DATA_API: 'true' }).TEST_DATA_API).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SERVER_SECRET: 'x'.repeat(32), TEST_DATA_API: 'true' })).toThrow(
      /TEST_DATA_API is a test-only setting and is refused in production/,
    );
  });
  it('reads the edge settings: native app origins, Redis, the API docs switch', () => {
    const dev = loadConfig({});
    expect(dev.NATIVE_APP_ORIGINS).toEqual([]);
    expect(dev.API_DOCS).toBe(true);
    expect(dev.REDIS_URL).toBeUndefined();
    const c = loadConfig({
      NATIVE_APP_ORIGINS: ' capacitor://localhost ,https://app.example.org:8443',
      REDIS_URL: 'rediss://:pw@cache:6380/2',
    });
    expect(c.NATIVE_APP_ORIGINS).toEqual(['capacitor://localhost', 'https://app.example.org:8443']);
    expect(() => loadConfig({ NATIVE_APP_ORIGINS: 'https://app.example.org/path' })).toThrow(/NATIVE_APP_ORIGINS/);
    expect(() => loadConfig({ NATIVE_APP_ORIGINS: '*' })).toThrow(/NATIVE_APP_ORIGINS/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must start with redis/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    const production = STAGING_ENV;
    expect(loadConfig(production).API_DOCS).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
  });
  it('needs the MSG91 keys when MSG91 is chosen', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY is required/);
  });
  it('WhatsApp: console by default, refused in production unless allowed or off; cloud needs its token and number id', () => {
    expect(loadConfig({}).WHATSAPP_PROVIDER).toBe('console');
    const { ALLOW_CONSOLE_WHATSAPP_IN_PRODUCTION: _allowed, ...consoleInProduction } = STAGING_ENV;
    expect(() => loadConfig(consoleInProduction)).toThrow(
      /WHATSAPP_PROVIDER is console, which only prints the messages parents should get; set cloud \(or off\) in production \(or ALLOW_CONSOLE_WHATSAPP_IN_PRODUCTION=true\)/,
    );
    expect(loadConfig({ ...consoleInProduction, WHATSAPP_PROVIDER: 'off' }).WHATSAPP_PROVIDER).toBe('off');
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud' })).toThrow(
      /WHATSAPP_ACCESS_TOKEN is required when WHATSAPP_PROVIDER=cloud[\s\S]*WHATSAPP_PHONE_NUMBER_ID is required/,
    );
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '+919876543210' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID must be/);
    expect(() => loadConfig({ WHATSAPP_REMINDER_TEMPLATE: 'Consultation Reminder' })).toThrow(
      /WHATSAPP_REMINDER_TEMPLATE must be a WhatsApp template name/,
    );
    const cloud = loadConfig({
      ...consoleInProduction,
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 'EAAG',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    });
    expect(cloud).toMatchObject({
      WHATSAPP_BASE_URL: 'https://graph.facebook.com/v21.0',
      WHATSAPP_CONFIRMATION_TEMPLATE: 'consultation_confirmed',
      WHATSAPP_REMINDER_TEMPLATE: 'consultation_reminder',
      WHATSAPP_CLINIC_CANCELLED_TEMPLATE: 'consultation_cancelled_by_clinic',
      WHATSAPP_TEMPLATE_LANGUAGE: 'en',
    });
  });
  describe('ENABLED_CONSULT_TYPES', () => {
    const problems = (value: string) => {
      try {
        loadConfig({ ENABLED_CONSULT_TYPES: value });
        return [];
      } catch (e) {
        return (e as ConfigError).problems;
      }
    };
    it('offers audio and video (and follow ups) by default', () => {
      const c = loadConfig({});
      expect(c.ENABLED_CONSULT_TYPES).toEqual(['audio', 'video']);
      expect(clientConfig(c).consultTypes).toEqual(['audio', 'video', 'follow up']);
    });
    it('reads a comma list in any case and spacing, once each', () => {
      const c = loadConfig({ ENABLED_CONSULT_TYPES: ' Video, audio ,video,,CHAT ' });
      expect(c.ENABLED_CONSULT_TYPES).toEqual(['video', 'audio', 'chat']);
      expect(clientConfig(c).consultTypes).toEqual(['audio', 'video', 'chat', 'follow up']);
      expect(loadConfig({ ENABLED_CONSULT_TYPES: 'audio' }).ENABLED_CONSULT_TYPES).toEqual(['audio']);
    });
    it('refuses a word that is not a consult type, naming the variable and the choices', () => {
      expect(problems('audio,teleport')).toEqual([
        'ENABLED_CONSULT_TYPES names teleport, which is not a consult type; use audio, video, chat, clinic, home, rpm',
      ]);
      expect(problems(',')).toEqual([
        'ENABLED_CONSULT_TYPES must name at least one of: audio, video, chat, clinic, home, rpm',
      ]);
    });
    it('refuses emergency (never booked) and follow up (always offered)', () => {
      expect(problems('audio,emergency')).toEqual([
        expect.stringMatching(/^ENABLED_CONSULT_TYPES names emergency, .*112/),
      ]);
      expect(problems('video,follow up')).toEqual([
        expect.stringMatching(/^ENABLED_CONSULT_TYPES names follow up, which is always offered/),
      ]);
    });
  });
});
