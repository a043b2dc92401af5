import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    const c = loadConfig({
      NODE_ENV: 'production',
      SERVER_SECRET: 'x'.repeat(32),
      ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
    });
    expect(c.production).toBe(true);
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
    const production = {
      NODE_ENV: 'production',
      SERVER_SECRET: 'x'.repeat(32),
      ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
    };
    expect(loadConfig(production).API_DOCS).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
  });
  it('needs the MSG91 keys when MSG91 is chosen', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY is required/);
  });
});
