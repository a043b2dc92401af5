/**
 * The server for the queue benchmark (bench/queue.mjs): the real app and its background jobs on a
 * fresh database, with 20 doctors who take audio and video calls in English and 500 parents with a
 * child each (and 40 more for a warm-up round), all signed in (tokens written as a sign-in writes them, to keep 520 OTPs out of the
 * measurement). Adds a hello-world route for the same server's ceiling, and a read of the instant
 * consultations for the check afterwards. Prints its address, the tokens and the ids when ready.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { buildClinic, buildDoctor, buildParent } from '../apps/server/src/db/builders';
import { importReferenceData } from '../apps/server/src/db/reference';
import { startHoldSweeper } from '../apps/server/src/jobs/holds';
import { startRefundJob } from '../apps/server/src/jobs/refunds';
import { systemClock } from '../apps/server/src/lib/clock';
import { newAuthToken } from '../apps/server/src/modules/auth';
import { insertAuthToken } from '../apps/server/src/modules/auth/auth.repo';
import { insertDoctorToken } from '../apps/server/src/modules/console/console.repo';
import { consultations } from '../apps/server/src/modules/consultations/consultations.schema';
import { createGateways } from '../apps/server/src/providers/payments';
import { ConsoleSmsProvider } from '../apps/server/src/providers/sms';
import { STAGING_ENV } from '../apps/server/src/test/env';
import { openBenchDatabase } from './benchDatabase';

const DOCTORS = Number(process.env.BENCH_DOCTORS ?? 20);
const PARENTS = Number(process.env.BENCH_PARENTS ?? 500);
/** Parents of the warm-up round, apart from the measured ones. */
const WARM_UP = Number(process.env.BENCH_WARMUP ?? 40);

const { database, kind } = await openBenchDatabase();
const { db } = database;
await importReferenceData(db);
const day = 86_400_000;
const expiresAt = new Date(Date.now() + day);

const clinic = await buildClinic(db);
const doctors = [];
for (let i = 0; i < DOCTORS; i++) {
  const doctor = await buildDoctor(db, {
    clinicId: clinic.id,
    consultTypes: ['audio', 'video'],
    languages: ['english'],
  });
  const { token, hash } = newAuthToken();
  await insertDoctorToken(db, { doctorId: doctor.id, tokenHash: hash, expiresAt });
  doctors.push({ id: doctor.id, token });
}
const parents = [];
for (let i = 0; i < PARENTS + WARM_UP; i++) {
  const parent = await buildParent(db, {
    members: [{ relation: 'son', firstName: `Child${i}`, lastName: 'Bench', dateOfBirth: `2024-0${1 + (i % 9)}-15` }],
  });
  const { token, hash } = newAuthToken();
  await insertAuthToken(db, { accountId: parent.accountId, tokenHash: hash, expiresAt });
  parents.push({ memberId: parent.members[0]?.id, token });
}

const config = loadConfig({
  // Production settings on the offline providers: the sandbox gateway (in this process, no work
  // elsewhere) and the logging telephony provider for the audio calls TakeNext starts.
  ...STAGING_ENV,
  LOG_LEVEL: 'silent',
  // The load comes from one address and 520 accounts: count every call but refuse none.
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000',
  // Nobody answers the calls here: no taken parent goes back to the queue while the run lasts.
  QUEUE_ANSWER_SECONDS: '900',
});
const gateways = createGateways(config);
const sms = new ConsoleSmsProvider(() => {});
const app = await buildApp({ config, db, sms, gateways, serveWeb: false });
const log = app.log;
// The background jobs the server runs beside the routes (server.ts), but the reminders (an instant
// consultation has none).
const stopJobs = [
  startHoldSweeper({ db, now: systemClock.now, log }),
  startRefundJob({ db, now: systemClock.now, gateways, log }),
];
app.get('/bench/hello', async () => ({ hello: 'world' }));
// Every instant consultation as the database has it, for the check that none was taken twice.
app.get('/bench/instant', async () =>
  db
    .select({ id: consultations.id, doctorId: consultations.doctorId, status: consultations.status })
    .from(consultations)
    .where(eq(consultations.kind, 'instant')),
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  JSON.stringify({ ready: address, kind, doctors, parents: parents.slice(WARM_UP), warmUp: parents.slice(0, WARM_UP) }),
);

const stop = async () => {
  await Promise.all(stopJobs.map((s) => s()));
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
