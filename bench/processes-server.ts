/**
 * One server process of the processes benchmark (bench/processes.mjs): the app and its background
 * jobs as server.ts runs them, on the shared PostgreSQL database (DATABASE_URL, already seeded by
 * bench/processes-setup.ts) and Redis when REDIS_URL is set, plus a hello-world route for the
 * ceiling of the same processes behind the same proxy. Prints its address when ready.
 */
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/client';
import { startHoldSweeper } from '../apps/server/src/jobs/holds';
import { startReminderJob } from '../apps/server/src/jobs/reminders';
import { systemClock } from '../apps/server/src/lib/clock';
import { ConsoleSmsProvider } from '../apps/server/src/providers/sms';
import { STAGING_ENV } from '../apps/server/src/test/env';

const config = loadConfig({
  // Production settings on the offline providers (a staging server's escapes); the listing uses none.
  ...STAGING_ENV,
  DATABASE_URL: process.env.DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL,
  REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX,
  LOG_LEVEL: 'silent',
  // The load comes from one address and few accounts: count every call but refuse none.
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000',
});
if (!config.DATABASE_URL) throw new Error('DATABASE_URL: the processes benchmark shares one PostgreSQL database');
const database = await openPostgres(config.DATABASE_URL);
const sms = new ConsoleSmsProvider(() => {});
const app = await buildApp({ config, db: database.db, sms, serveWeb: false });
const stopJobs = [
  startHoldSweeper({ db: database.db, now: systemClock.now, log: app.log }),
  startReminderJob({ db: database.db, sms, now: systemClock.now, appUrl: config.PUBLIC_APP_URL, log: app.log }),
];
app.get('/bench/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ ready: address }));

const stop = async () => {
  await Promise.all(stopJobs.map((s) => s()));
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
