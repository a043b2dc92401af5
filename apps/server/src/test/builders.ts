import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';

export { STAGING_ENV } from './env';

import { type Config, loadConfig } from '../config';
import { uniqueMobile } from '../db/builders';
import type { Database } from '../db/client';
import { BackgroundTasks } from '../lib/background';
import type { Clock } from '../lib/clock';
import { ConsoleSmsProvider, type SmsProvider } from '../providers/sms';
import { LocalDiskStorage } from '../providers/storage';
import { LogTelephonyProvider } from '../providers/telephony';
import { ConsoleWhatsAppProvider } from '../providers/whatsapp';
import { type DbKind, openTestDatabase } from './db';

export const TEST_HANDOFF_SECRET = 'native-handoff-secret-for-tests-0123456789';

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-22T04:30:00Z')) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_ENABLED: 'false',
    CAPTCHA_MAX_NUMBER: '2000',
    HANDOFF_SECRET: TEST_HANDOFF_SECRET,
    // Every inject comes from 127.0.0.1; the general limits have tests of their own (rateLimit.int.test.ts).
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000',
    ...overrides,
  });
}

export { uniqueMobile };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  sms: ConsoleSmsProvider;
  /** What went to WhatsApp (nothing with WHATSAPP_PROVIDER=off). */
  whatsapp: ConsoleWhatsAppProvider;
  telephony: LogTelephonyProvider;
  storage: LocalDiskStorage;
  clock: ReturnType<typeof testClock>;
  config: Config;
  /** What the app does after answering (the console's SMS): `await t.background.settled()`. */
  background: BackgroundTasks;
  close(): Promise<void>;
}

/** The real app on a fresh database, with a silent console SMS provider and a hand-moved clock. */
export async function buildTestApp(
  kind: DbKind,
  opts: {
    env?: Record<string, string>;
    sms?: SmsProvider;
    serveWeb?: boolean;
    clock?: Clock;
    /** Receives the app's log lines (JSON); set LOG_LEVEL in `env` to see them. */
    logStream?: { write(line: string): void };
    /**
     * How long a request waits for a PostgreSQL connection (5 s, as in production): a race of
     * hundreds of requests on a loaded 2-core machine may queue longer than that for the pool's 10.
     */
    waitForConnectionMs?: number;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind, { waitForConnectionMs: opts.waitForConnectionMs });
  const config = testConfig(opts.env);
  const sms = new ConsoleSmsProvider(() => {});
  const whatsapp = new ConsoleWhatsAppProvider(() => {});
  const clock = testClock();
  const telephony = new LogTelephonyProvider(() => {});
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  const storage = new LocalDiskStorage(uploadDir);
  const background = new BackgroundTasks({ error: () => {} });
  const app = await buildApp({
    background,
    storage,
    config,
    db: database.db,
    sms: opts.sms ?? sms,
    whatsapp: config.WHATSAPP_PROVIDER === 'off' ? null : whatsapp,
    telephony,
    clock: opts.clock ?? clock,
    serveWeb: opts.serveWeb ?? false,
    logStream: opts.logStream,
  });
  return {
    app,
    database,
    sms,
    whatsapp,
    telephony,
    storage,
    clock,
    config,
    background,
    async close() {
      await app.close();
      await database.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** The code the console provider "sent" last to a number (other messages, such as a booking's confirmation, skipped). */
export function lastCode(sms: ConsoleSmsProvider, mobileNumber: string): string {
  const text = sms.messages(mobileNumber).find((m) => m.text.includes(' is your OTP '))?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no OTP was sent to ${mobileNumber}`);
  return code;
}

/** Signs a number in through the real calls; returns the verify response. */
export async function signIn(t: TestApp, mobileNumber = uniqueMobile(), ip = uniqueIp()) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/App/AddGuestPhone',
    payload: { mobileCode: '+91', mobileNumber, NoOTPVerification: 0 },
    remoteAddress: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/App/VerifyGuestOtp',
    payload: { mobileCode: '+91', mobileNumber, otp: lastCode(t.sms, mobileNumber) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { mobileNumber, ...(verified.json() as { userID: number; authToken: string; type: string }) };
}

/** A client address no other test uses, so per-IP limits never leak between tests. */
export function uniqueIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

/** Many signed-in guest accounts at once, written straight to the database (for races). */
export async function guestAccounts(t: Pick<TestApp, 'database'> & { clock: Clock }, n: number) {
  const { createGuestAccount, findAccountById, insertAuthToken } = await import('../modules/auth/auth.repo');
  const { newAuthToken } = await import('../modules/auth/otp');
  const out: { userID: number; authToken: string }[] = [];
  for (let i = 0; i < n; i++) {
    const number = uniqueMobile();
    const accountId = await createGuestAccount(t.database.db, {
      phoneE164: `+91${number}`,
      mobileCode: '91',
      mobileNumber: number,
    });
    const account = await findAccountById(t.database.db, accountId);
    const { token, hash } = newAuthToken();
    await insertAuthToken(t.database.db, {
      accountId,
      tokenHash: hash,
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    out.push({ userID: account?.memberId ?? 0, authToken: token });
  }
  return out;
}
