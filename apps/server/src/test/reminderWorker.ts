/**
 * A process that runs one reminder sweep and then hangs at a chosen point, for the crash test
 * (jobs/reminders.crash.int.test.ts), which kills it there with SIGKILL:
 * - REMINDER_HANG=before-send: the claim has committed, the SMS provider has not been called;
 * - REMINDER_HANG=after-send: the provider accepted the message, the sent mark is not written.
 * The database is DATABASE_URL or the PGlite folder DATA_DIR; the SMS provider is built from the
 * environment like the server's (SMS_PROVIDER=msg91 with MSG91_BASE_URL at the test's fake);
 * REMINDER_NOW is the instant the sweep runs at.
 */
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { openPostgres, wrapPglite } from '../db/client';
import { sendDueReminders } from '../jobs/reminders';
import { createSmsProvider, type SmsMessage } from '../providers/sms';

const config = loadConfig();
const hang = process.env.REMINDER_HANG;
const now = new Date(process.env.REMINDER_NOW ?? '');
if (Number.isNaN(now.getTime())) throw new Error('REMINDER_NOW must be an ISO instant');

// The folder lock is left out on purpose: the test opens the folder again right after the kill,
// which the lock would refuse for 15 s (the test runs one process at a time on it).
const database = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL)
  : wrapPglite(await PGlite.create(`${config.DATA_DIR}/pgdata`));
const gateway = createSmsProvider(config);

const forever = () => {
  setInterval(() => {}, 60_000); // keeps the process alive until it is killed
  return new Promise<never>(() => {});
};

const sms = {
  name: 'crashing',
  async send(message: SmsMessage) {
    if (hang === 'before-send') {
      console.log(`HANGING before-send ${message.idempotencyKey}`);
      return forever();
    }
    await gateway.send(message);
    if (hang === 'after-send') {
      console.log(`HANGING after-send ${message.idempotencyKey}`);
      return forever();
    }
  },
};

const sent = await sendDueReminders({
  db: database.db,
  sms,
  now: () => now,
  appUrl: config.PUBLIC_APP_URL,
  log: console,
});
console.log(`DONE ${sent}`);
await database.close();
