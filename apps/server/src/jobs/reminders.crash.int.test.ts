import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildConsultation, buildDoctor, buildParent } from '../db/builders';
import { type Database, wrapPglite } from '../db/client';
import { importReferenceData } from '../db/reference';
import { openScratchPostgres } from '../db/scratch';
import { consultations } from '../modules/consultations/consultations.schema';
import { Msg91SmsProvider } from '../providers/sms';
import { dbKinds } from '../test/db';
import { fakeMsg91 } from '../test/fakeMsg91';
import { startProcess } from '../test/serverProcess';
import { REMINDER_LEASE_MS, reminderKey, sendDueReminders } from './reminders';

/** The instant the killed process claims at; its consultations start 8 minutes later. */
const CLAIMED_AT = new Date('2026-11-22T04:30:00Z');
const silent = { info() {}, error() {} };
const APP_URL = 'https://app.example.in';

/**
 * The database a worker process and this test share in turn: a scratch PostgreSQL database, or a
 * PGlite folder (one process at a time: the test closes it before the worker opens it).
 */
async function sharedDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'postgres') {
    const scratch = await openScratchPostgres(inject('postgresUrl'), 'crash');
    await importReferenceData(scratch.db);
    return {
      env: { DATABASE_URL: scratch.url },
      open: async () => scratch,
      release: async () => {},
      drop: scratch.close,
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reminder-crash-'));
  let open: Database | undefined;
  const database = {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async open() {
      open ??= wrapPglite(await PGlite.create(path.join(dataDir, 'pgdata')));
      return open;
    },
    async release() {
      await open?.close();
      open = undefined;
    },
    async drop() {
      await database.release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const first = await database.open();
  await first.migrate();
  await importReferenceData(first.db);
  return database;
}

describe.each(dbKinds())('a reminder whose process is killed on %s', (kind) => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let gateway: Awaited<ReturnType<typeof fakeMsg91>>;
  beforeAll(async () => {
    shared = await sharedDatabase(kind);
    gateway = await fakeMsg91({ status: 200, body: { type: 'success', message: 'msg91-request-id' } });
  });
  afterAll(async () => {
    await gateway?.close();
    await shared?.drop();
  });

  const msg91Env = () => ({
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'test-key',
    MSG91_TEMPLATE_ID: 'otp-template',
    MSG91_REMINDER_TEMPLATE_ID: 'reminder-template',
    MSG91_BASE_URL: gateway.baseUrl,
    // The worker links to the same address as this test's sweeps, so a retry is the same message.
    PUBLIC_APP_URL: APP_URL,
  });
  const msg91 = () =>
    new Msg91SmsProvider({
      authKey: 'test-key',
      templateId: 'otp-template',
      reminderTemplateId: 'reminder-template',
      baseUrl: gateway.baseUrl,
    });

  /** A booked consultation 8 minutes after CLAIMED_AT, for a parent of its own. */
  async function consultationDueAtClaim() {
    const { db } = await shared.open();
    const doctor = await buildDoctor(db, { consultTypes: ['video'] });
    const parent = await buildParent(db);
    const c = await buildConsultation(db, {
      parent,
      doctor,
      slotStart: new Date(CLAIMED_AT.getTime() + 8 * 60_000),
    });
    return { ...c, phone: parent.phoneE164 };
  }

  /** Runs a worker that claims at CLAIMED_AT, waits for it to reach `hang`, and kills it there. */
  async function killWorkerAt(hang: 'before-send' | 'after-send', key: string) {
    await shared.release();
    const worker = startProcess(['src/test/reminderWorker.ts'], {
      ...shared.env,
      ...msg91Env(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REMINDER_NOW: CLAIMED_AT.toISOString(),
      REMINDER_HANG: hang,
    });
    await worker.waitFor(new RegExp(`HANGING ${hang} ${key}`), 60_000);
    worker.child.kill('SIGKILL');
    await worker.exited;
    expect(worker.output()).not.toMatch(/DONE/);
  }

  const reminderState = async (id: number) => {
    const { db } = await shared.open();
    const [row] = await db
      .select({
        claimedAt: consultations.reminderClaimedAt,
        attempts: consultations.reminderAttempts,
        sentAt: consultations.reminderSentAt,
      })
      .from(consultations)
      .where(eq(consultations.id, id));
    return row;
  };
  const sweepAt = async (at: Date) =>
    sendDueReminders({
      db: (await shared.open()).db,
      sms: msg91(),
      now: () => at,
      appUrl: APP_URL,
      log: silent,
    });
  const to = (phone: string) => (r: { body: unknown }) =>
    (r.body as { recipients: { mobiles: string }[] }).recipients[0]?.mobiles === phone.replace('+', '');

  it('killed after the claim committed and before the send: sent once, by the next sweep after the lease', async () => {
    const c = await consultationDueAtClaim();
    const key = reminderKey(c);
    await killWorkerAt('before-send', key);

    expect(gateway.seen.filter(to(c.phone))).toHaveLength(0);
    expect(await reminderState(c.id)).toEqual({ claimedAt: CLAIMED_AT, attempts: 1, sentAt: null });
    // The dead process's lease still holds: nobody else sends meanwhile.
    expect(await sweepAt(new Date(CLAIMED_AT.getTime() + 30_000))).toBe(0);

    const afterLease = new Date(CLAIMED_AT.getTime() + REMINDER_LEASE_MS + 1000);
    expect(await sweepAt(afterLease)).toBe(1);
    expect(await sweepAt(new Date(afterLease.getTime() + REMINDER_LEASE_MS + 1000))).toBe(0);
    const received = gateway.seen.filter(to(c.phone));
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['idempotency-key']).toBe(key);
    expect(received[0]?.body).toMatchObject({
      template_id: 'reminder-template',
      recipients: [{ link: `https://app.example.in/doctor-oncall?consultation=${c.id}` }],
    });
    expect(await reminderState(c.id)).toEqual({ claimedAt: afterLease, attempts: 2, sentAt: afterLease });
  }, 90_000);

  it('killed after the gateway took it and before the sent mark: the retry carries the same key and is delivered once', async () => {
    const c = await consultationDueAtClaim();
    const key = reminderKey(c);
    await killWorkerAt('after-send', key);

    expect(gateway.delivered.filter(to(c.phone))).toHaveLength(1);
    expect((await reminderState(c.id))?.sentAt).toBeNull();

    const afterLease = new Date(CLAIMED_AT.getTime() + REMINDER_LEASE_MS + 1000);
    expect(await sweepAt(afterLease)).toBe(1);
    const received = gateway.seen.filter(to(c.phone));
    expect(received.map((r) => r.headers['idempotency-key'])).toEqual([key, key]);
    expect(received[1]?.body).toEqual(received[0]?.body);
    expect(gateway.delivered.filter(to(c.phone))).toHaveLength(1);
    expect((await reminderState(c.id))?.sentAt).toEqual(afterLease);
  }, 90_000);
});
