/**
 * The server for the slot benchmark (bench/slots.mjs): the real app and its hold sweeper on a fresh
 * database seeded with BENCH_DOCTORS doctors (1,000 by default) and BENCH_PARENTS signed-in parents
 * with a child each (bench/slotsSeed.ts). Adds the bench's own routes under /bench: a hello-world for the same server's
 * ceiling, the world the load is drawn from, the process's memory, and the double-booking check.
 * Prints its address (and the database's, for the start-up figure) when ready.
 */

import { spawn } from 'node:child_process';
import { dateIn, datesFrom } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE, DATE_STRIP_DAYS, LANGUAGES } from '@app/contract/constants';
import { and, count, gt, inArray, isNotNull } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { clientConfig, loadConfig } from '../apps/server/src/config';
import { clinics, doctors, type specialities } from '../apps/server/src/db/schema';
import { startHoldSweeper } from '../apps/server/src/jobs/holds';
import { systemClock } from '../apps/server/src/lib/clock';
import { consultations } from '../apps/server/src/modules/consultations/consultations.schema';
import { LIVE_STATUSES } from '../apps/server/src/modules/consultations/lifecycle';
import { createGateways } from '../apps/server/src/providers/payments';
import { ConsoleSmsProvider } from '../apps/server/src/providers/sms';
import { STAGING_ENV } from '../apps/server/src/test/env';
import { openBenchDatabase } from './benchDatabase';
import { type BenchParent, seedSlotsBench } from './slotsSeed';

const DOCTORS = Number(process.env.BENCH_DOCTORS ?? 1000);
const PARENTS = Number(process.env.BENCH_PARENTS ?? 200);

const { database, kind, url } = await openBenchDatabase('slots');
const { db } = database;
const seedStarted = performance.now();
// On PostgreSQL the seeding runs in a process of its own: what it allocates is not the server's.
const parents = url ? await seedElsewhere(url) : await seedSlotsBench(db, { doctors: DOCTORS, parents: PARENTS });
const seedMs = Math.round(performance.now() - seedStarted);

async function seedElsewhere(databaseUrl: string): Promise<BenchParent[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/slotsSeed.ts', databaseUrl, `${DOCTORS}`, `${PARENTS}`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '').parents;
}

const config = loadConfig({
  // Production settings on the offline providers: the sandbox gateway pays in this process.
  ...STAGING_ENV,
  LOG_LEVEL: 'silent',
  // The load comes from one address and 200 accounts: count every call (the limiter's cost stays
  // in) but refuse none.
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000',
});
const gateways = createGateways(config);
const app = await buildApp({
  config,
  db,
  sms: new ConsoleSmsProvider(() => {}),
  gateways,
  serveWeb: false,
});
// Holds a run leaves behind expire as on a real server.
const stopSweeper = startHoldSweeper({ db, now: systemClock.now, log: app.log });

app.get('/bench/hello', async () => ({ hello: 'world' }));
// What the load is drawn from: the date strip by this server's clock (clinic time zone), the
// types offered by its configuration, the catalogue's ids, and the signed-in parents.
const ids = async (table: typeof doctors | typeof clinics | typeof specialities) =>
  (await db.select({ id: table.id }).from(table)).map((r) => r.id);
app.get('/bench/world', async () => ({
  now: systemClock.now().toISOString(),
  dates: datesFrom(dateIn(CLINIC_TIME_ZONE, systemClock.now()), DATE_STRIP_DAYS),
  consultTypes: clientConfig(config).consultTypes,
  languages: LANGUAGES,
  doctorIds: await ids(doctors),
  clinicIds: await ids(clinics),
  specialityIds: (await db.selectDistinct({ id: doctors.specialityId }).from(doctors)).map((r) => r.id),
  parents,
}));
app.get('/bench/memory', async () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
});
// Two live consultations for one doctor and slot start would be a double booking; also how many
// consultations each status has, to show what the run did.
app.get('/bench/check', async () => {
  const c = consultations;
  const doubles = await db
    .select({ doctorId: c.doctorId, slotStart: c.slotStart })
    .from(c)
    .where(and(isNotNull(c.doctorId), inArray(c.status, [...LIVE_STATUSES])))
    .groupBy(c.doctorId, c.slotStart)
    .having(gt(count(), 1));
  const statuses = await db.select({ status: c.status, n: count() }).from(c).groupBy(c.status);
  return { doubleBookings: doubles.length, statuses: Object.fromEntries(statuses.map((r) => [r.status, r.n])) };
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
// The staging settings too: the bench starts the built server on this database with them.
console.log(
  JSON.stringify({
    ready: address,
    kind,
    databaseUrl: url,
    doctors: DOCTORS,
    seedMs,
    seededApart: url !== undefined,
    stagingEnv: STAGING_ENV,
  }),
);

const stop = async () => {
  await stopSweeper();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
