/**
 * The server for the slot benchmark: the real app on a fresh database seeded with 1,000 doctors,
 * plus a hello-world route to measure the same server's ceiling. Prints its port when ready.
 */
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { seedCatalog } from '../apps/server/src/db/demo/catalog';
import { importReferenceData } from '../apps/server/src/db/reference';
import { ConsoleSmsProvider } from '../apps/server/src/providers/sms';
import { STAGING_ENV } from '../apps/server/src/test/env';
import { openBenchDatabase } from './benchDatabase';

const { database, kind } = await openBenchDatabase();
await importReferenceData(database.db);
await seedCatalog(database.db, { doctors: 1000 });
const config = loadConfig({
  // Production settings on the offline providers (a staging server's escapes): the listing uses none.
  ...STAGING_ENV,
  LOG_LEVEL: 'silent',
  // The load comes from one address: count every call (the limiter's cost stays in) but refuse none.
  RATE_LIMIT_PER_MINUTE: '1000000',
});
const app = await buildApp({ config, db: database.db, sms: new ConsoleSmsProvider(() => {}), serveWeb: false });
app.get('/bench/hello', async () => ({ hello: 'world' }));
// Diagnostic (BENCH_DIAGNOSE=1): the listing's bytes with none of its work, the ceiling for that size.
let listingText = '';
app.get('/bench/bytes', async (_req, reply) => reply.type('application/json').send(listingText));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
{
  const dt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 86_400_000));
  listingText = (await app.inject(`/api/App/GetAllDoctorSlot?appointmentType=video&dt=${dt}`)).body;
}
console.log(JSON.stringify({ ready: address, kind }));

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
