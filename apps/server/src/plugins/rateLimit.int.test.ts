import { randomUUID } from 'node:crypto';
import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConsoleSmsProvider } from '../providers/sms';
import { buildTestApp, guestAccounts, type TestApp, testConfig, uniqueIp } from '../test/builders';
import { callRoute } from '../test/callRoute';
import { openTestDatabase } from '../test/db';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.warn(`Rate limits in Redis are not tested: nothing answered at ${REDIS_URL}.`);

// A key prefix per test run (and per test): runs never see each other's counters.
const runPrefix = `test-${randomUUID()}:`;
const stores = [
  { store: 'memory', env: (_prefix: string): Record<string, string> => ({}), skip: false },
  { store: 'Redis', env: (prefix: string) => ({ REDIS_URL, REDIS_KEY_PREFIX: prefix }), skip: !redisUp },
];

describe.each(stores)('rate limits in $store', ({ env, skip }) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });
  const start = async (limits: Record<string, string>, prefix = `${runPrefix}${randomUUID()}:`) => {
    const t = await buildTestApp('pglite', { env: { ...env(prefix), ...limits } });
    apps.push(t);
    return t;
  };
  const call = (t: TestApp, ip: string, token?: string) =>
    callRoute(t.app, routes.getSessionUser, { remoteAddress: ip, ...(token ? { token } : {}) });

  it.skipIf(skip)('answer 429 with the envelope and Retry-After past the limit of one address', async () => {
    const t = await start({ RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100' });
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await call(t, ip)).statusCode).toBe(401); // counted, then refused as unsigned
    const limited = await call(t, ip);
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ status: 0, message: messages.tooManyRequests(seconds) });
    // The headers of every answer stay on the refusal.
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
    expect(limited.headers['cache-control']).toBe('no-store');
    // Another address is not affected; nor are the web app's pages at the limited one.
    expect((await call(t, uniqueIp())).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/details', remoteAddress: ip })).statusCode).toBe(404);
  });

  it.skipIf(skip)('count one sign-in across addresses, and only that sign-in', async () => {
    const t = await start({ RATE_LIMIT_PER_MINUTE: '100', RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '5' });
    const [parent, other] = await guestAccounts(t, 2);
    const [home, work] = [uniqueIp(), uniqueIp()];
    for (let i = 0; i < 5; i++) expect((await call(t, i % 2 ? home : work, parent?.authToken)).statusCode).toBe(200);
    const limited = await call(t, uniqueIp(), parent?.authToken);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await call(t, home, other?.authToken)).statusCode).toBe(200);
  });
});

describe.skipIf(!redisUp)('rate limits in Redis, for several server processes', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('share one count', async () => {
    const prefix = `${runPrefix}${randomUUID()}:`;
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '5' };
    const one = await buildTestApp('pglite', { env });
    const two = await buildTestApp('pglite', { env });
    apps.push(one, two);
    const ip = uniqueIp();
    const call = (t: TestApp) => callRoute(t.app, routes.getSessionUser, { remoteAddress: ip });
    for (const t of [one, two, one, two, one]) expect((await call(t)).statusCode).toBe(401);
    expect((await call(two)).statusCode).toBe(429);
  });
});

describe('REDIS_URL', () => {
  it('stops the server at boot when Redis does not answer', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const config = testConfig({ REDIS_URL: 'redis://127.0.0.1:1' });
      const booting = buildApp({ config, db: database.db, sms: new ConsoleSmsProvider(() => {}) });
      await expect(booting).rejects.toThrow(/REDIS_URL: Redis did not answer/);
    } finally {
      await database.close();
    }
  });
});
