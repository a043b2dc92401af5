/**
 * The process entry: config, database (migrated and seeded), providers, then listen.
 * `npm start` runs its build (dist/server.js) after building the web app.
 */

import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seed } from './db/seed';
import { startHoldSweeper } from './jobs/holds';
import { startOutboxJob } from './jobs/outbox';
import { startQueueSweeper } from './jobs/queue';
import { startRefundJob } from './jobs/refunds';
import { startReminderJob } from './jobs/reminders';
import { SettableClock, systemClock, wakeOnSet } from './lib/clock';
import { describeError, exitOnUncaughtMapped } from './lib/stackTraces';
import { warmCatalogue } from './modules/catalog';
import { createGateways } from './providers/payments';
import { createSmsProvider } from './providers/sms';
import { createWhatsAppProvider } from './providers/whatsapp';
import { stopGracefullyOnSignals } from './shutdown';

async function main() {
  exitOnUncaughtMapped();
  const config = loadConfig();
  // TEST_CLOCK (refused in production) lets the browser journeys state the time they run at.
  const clock = config.TEST_CLOCK
    ? new SettableClock(config.TEST_CLOCK_START ? new Date(config.TEST_CLOCK_START) : undefined)
    : systemClock;
  const database: Database = await openDatabase(config);
  await database.migrate();
  await seed(database.db, clock.now(), { demo: config.DEMO_DATA });
  // Read while the app is built, not by the first parent's listing: one round trip, answered
  // about when the app listens (sent before the seed, it came back earlier and its parsing held
  // the first 200 back by ~350 ms). A failure leaves it to the first listing.
  warmCatalogue(database.db, clock.now).catch((e: Error) =>
    console.warn(`The catalogue was not read at start-up (${e.message}); the first listing reads it.`),
  );
  const sms = createSmsProvider(config);
  // One WhatsApp provider for the app and the outbox job; null when the clinic does not use WhatsApp.
  const whatsapp = createWhatsAppProvider(config);
  // One set of gateways for the app and the refund job.
  const gateways = createGateways(config);
  const app = await buildApp({ config, db: database.db, sms, whatsapp, clock, gateways });

  // A journey that moves the test clock has the time-driven jobs run at once (never in production).
  const wakeOn = wakeOnSet(clock);
  const stopSweeper = startHoldSweeper({ db: database.db, now: clock.now, log: app.log, wakeOn });
  const stopReminders = startReminderJob({
    db: database.db,
    sms,
    now: clock.now,
    appUrl: config.PUBLIC_APP_URL,
    whatsappCopy: whatsapp !== null,
    log: app.log,
    wakeOn,
  });
  const stopOutbox = startOutboxJob({ db: database.db, sms, whatsapp, now: clock.now, log: app.log, wakeOn });
  const stopRefunds = startRefundJob({ db: database.db, now: clock.now, gateways, log: app.log, wakeOn });
  const stopQueue = startQueueSweeper({ db: database.db, now: clock.now, config, gateways, sms, log: app.log, wakeOn });

  stopGracefullyOnSignals(app, {
    timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS,
    stopJobs: async () => {
      await Promise.all([stopSweeper(), stopReminders(), stopRefunds(), stopQueue(), stopOutbox()]);
    },
    closeDatabase: () => database.close(),
  });

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
  const docs = config.API_DOCS ? `\n  API docs: http://localhost:${port}/api/docs` : '';
  console.log(`\n  Child health app ready: http://localhost:${port}${docs}`);
  console.log(
    `  Database: ${where}\n  SMS: ${sms.name}${sms.name === 'console' ? ' (OTPs are printed here)' : ''}, WhatsApp: ${whatsapp?.name ?? 'off'}\n`,
  );
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof DataDirLockedError) {
    console.error(`\n${e.message}\n`);
  } else {
    console.error(describeError(e));
  }
  process.exit(1);
});
