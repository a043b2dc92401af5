import { createHash } from 'node:crypto';
import { messages } from '@app/contract/messages';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { tooMany } from '../lib/errors';
import { presentedToken } from './session';

const WINDOW_MS = 60_000;

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * One counter (per address, or per account) with its own key space. @fastify/rate-limit keeps one
 * set of settings per registration, so each counter is registered in a scope of its own and
 * used through `createRateLimit()` from the one hook below.
 */
async function counter(
  app: FastifyInstance,
  opts: { name: string; max: number; redis?: Redis; prefix: string; key?: (req: FastifyRequest) => string },
): Promise<Check> {
  let check: Check | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      max: opts.max,
      timeWindow: WINDOW_MS,
      // Without a key function the library uses the client address (an IPv6 client by its /64).
      ...(opts.key ? { keyGenerator: opts.key } : {}),
      ...(opts.redis ? { redis: opts.redis, nameSpace: `${opts.prefix}rate:${opts.name}:` } : {}),
      // A Redis outage must not take the API down with it: the calls pass uncounted meanwhile.
      skipOnError: true,
    });
    check = scope.createRateLimit();
  });
  if (!check) throw new Error(`rate limit ${opts.name} was not registered`);
  return check;
}

/**
 * The account behind a token costs a query to find, and this check runs before any: the token
 * stands in for its account (a parent has one or two sign-ins, so the bound hardly moves). Made-up
 * tokens each get a counter of their own, but the per-address limit still holds them, and the
 * keys are hashed with a label of their own so they never equal the stored token hashes.
 */
const accountKey = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`rate-limit:${presentedToken(request) ?? ''}`)
    .digest('base64url');

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a single process counts in memory and never needs it.
  const { Redis } = await import('ioredis');
  // Calls fail fast while Redis is away (rather than queue); skipOnError lets them through.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 2000 });
  let healthy = true;
  redis.on('error', (err) => {
    if (healthy) app.log.warn({ err }, 'Redis is not answering: rate limits are not counted until it is back');
    healthy = false;
  });
  redis.on('ready', () => {
    if (!healthy) app.log.info('Redis is back: rate limits are counted again');
    healthy = true;
  });
  try {
    await redis.connect();
  } catch (e) {
    redis.disconnect();
    throw new Error(`REDIS_URL: Redis did not answer (${(e as Error).message})`);
  }
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}

/**
 * A general limit on every /api/ call, per client address and per signed-in account, on top of
 * the OTP limits (docs/decisions/0013). In memory for one process; in Redis, shared by every
 * process, when REDIS_URL is set. Health checks and the web app's files are not counted.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const redis = config.REDIS_URL ? await connectRedis(app, config.REDIS_URL) : undefined;
  const shared = { redis, prefix: config.REDIS_KEY_PREFIX };
  const perAddress = await counter(app, { ...shared, name: 'address', max: config.RATE_LIMIT_PER_MINUTE });
  const perAccount = await counter(app, {
    ...shared,
    name: 'account',
    max: config.RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    key: accountKey,
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const checks = presentedToken(request) ? [perAddress, perAccount] : [perAddress];
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw tooMany(messages.tooManyRequests(seconds), seconds);
      }
    }
  });
});
