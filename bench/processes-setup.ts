/**
 * The shared database of the processes benchmark (bench/processes.mjs): a fresh PostgreSQL database
 * with 1,000 doctors seeded and 600 signed-in guests (200 for each race), written here once before
 * any server process starts. Prints its address (and whether Redis answers) when ready; drops the
 * database, and the run's Redis keys, on SIGTERM.
 */
import { Redis } from 'ioredis';
import { buildParent } from '../apps/server/src/db/builders';
import { seedCatalog } from '../apps/server/src/db/demo/catalog';
import { importReferenceData } from '../apps/server/src/db/reference';
import { openScratchPostgres } from '../apps/server/src/db/scratch';
import { newAuthToken } from '../apps/server/src/modules/auth';
import { insertAuthToken } from '../apps/server/src/modules/auth/auth.repo';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `bench-processes-${process.pid}:`;
const RACERS = Number(process.env.BENCH_RACERS ?? 200);

async function redisAnswers() {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return redis;
  } catch {
    redis.disconnect();
    return undefined;
  }
}

const database = await openScratchPostgres(adminUrl, 'bench');
await importReferenceData(database.db);
await seedCatalog(database.db, { doctors: 1000 });
// Signed in as a sign-in would leave them (a token each), to keep 600 OTPs out of the setup.
const parents: { userID: number; authToken: string }[] = [];
for (let i = 0; i < RACERS * 3; i++) {
  const parent = await buildParent(database.db, { type: 'Guest' });
  const { token, hash } = newAuthToken();
  const expiresAt = new Date(Date.now() + 86_400_000);
  await insertAuthToken(database.db, { accountId: parent.accountId, tokenHash: hash, expiresAt });
  parents.push({ userID: parent.selfId, authToken: token });
}
const redis = await redisAnswers();
console.log(
  JSON.stringify({
    ready: database.url,
    redis: redis ? { url: redisUrl, prefix: redisPrefix } : null,
    races: [0, 1, 2].map((i) => parents.slice(i * RACERS, (i + 1) * RACERS)),
  }),
);

const stop = async () => {
  if (redis) {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
