import { addDays, todayInIndia } from '@app/contract/calendar';
import { paths } from '@app/contract/paths';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildClinic, buildConsultation, buildDoctor, buildParent } from './db/builders';
import { importReferenceData } from './db/reference';
import { openScratchPostgres } from './db/scratch';
import { consultations } from './modules/consultations/consultations.schema';
import { guestAccounts, uniqueIp, uniqueMobile } from './test/builders';
import { startRoundRobinProxy } from './test/roundRobinProxy';
import { startServerProcesses } from './test/serverProcesses';

/**
 * Two real server processes on one PostgreSQL database behind a round-robin proxy, as a load
 * balancer runs them: what one process decides (a hold, a limit, a job's claim) holds for the other.
 */

/** A Monday, 10:00 in India: tomorrow is a whole working day. */
const START = new Date('2026-11-23T04:30:00Z');
const TOMORROW = addDays(todayInIndia(START), 1);
/** /api/ calls per minute from one address, low so the shared counter is seen (each call below has an address of its own). */
const PER_ADDRESS = 30;
/** Reminders due at boot: both processes' first sweep runs at once. */
const DUE_REMINDERS = 6;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Parent = { userID: number; authToken: string };
type Doctor = { id: number; clinicId: number };
type Card = { doctorID: number; Slots: { slot: string }[] };

async function redisAnswers(url: string) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A call from a client address of its own (the processes trust the proxy's X-Forwarded-For). */
async function call(url: string, opts: { token?: string; body?: unknown; ip?: string } = {}) {
  const res = await fetch(url, {
    method: opts.body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': opts.ip ?? uniqueIp(),
      ...(opts.token ? { authtoken: opts.token } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The doctor's free video slots tomorrow in one process's listing. */
async function freeSlots(base: string, doctor: Doctor) {
  const query = `appointmentType=video&dt=${TOMORROW}&doctorId=${doctor.id}&pageSize=50`;
  const { json } = await call(`${base}${paths.getAllDoctorSlot}?${query}`);
  return (json.data as Card[]).flatMap((c) => c.Slots.map((s) => s.slot));
}

const hold = (base: string, parent: Parent, doctor: Doctor, slot: string) =>
  call(`${base}${paths.addBookConsultAppointmentInfo}`, {
    token: parent.authToken,
    body: {
      guestId: parent.userID,
      consultType: 'video',
      consultationDate: TOMORROW,
      slot,
      DoctorId: doctor.id,
      clinic: doctor.clinicId,
    },
  });

/** Polls until `done` says yes (or `timeoutMs` passes); resolves with the milliseconds it took. */
async function within(timeoutMs: number, done: () => Promise<boolean>) {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > timeoutMs) return Number.POSITIVE_INFINITY;
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - started;
}

describe.skipIf(!inject('postgresUrl'))('two server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof openScratchPostgres>>;
  let servers: Awaited<ReturnType<typeof startServerProcesses>>;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let redisShared = false;
  const prefix = `mp-test-${process.pid}-${Date.now().toString(36)}:`;
  const doctors: Awaited<ReturnType<typeof buildDoctor>>[] = [];
  const reminded: string[] = [];

  beforeAll(async () => {
    database = await openScratchPostgres(inject('postgresUrl'), 'mp');
    const { db } = database;
    await importReferenceData(db);
    const clinic = await buildClinic(db);
    for (let i = 0; i < 3 + DUE_REMINDERS; i++) doctors.push(await buildDoctor(db, { clinicId: clinic.id }));
    // Booked consultations starting in 5 minutes: due for their reminder when the processes start.
    for (const doctor of doctors.slice(3)) {
      const parent = await buildParent(db);
      await buildConsultation(db, {
        parent,
        doctor,
        slotStart: new Date(START.getTime() + 5 * 60_000),
      });
      reminded.push(parent.mobileNumber);
    }
    redisShared = await redisAnswers(REDIS_URL);
    servers = await startServerProcesses(2, {
      DATABASE_URL: database.url,
      TEST_CLOCK_START: START.toISOString(),
      RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
      ...(redisShared ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
    });
    proxy = await startRoundRobinProxy(servers.ports);
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await servers?.stop();
    await database?.close();
    if (redisShared) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('sends each due reminder once, though both processes sweep at the same moment', async () => {
    const sentTo = async (mobileNumber: string) => {
      let n = 0;
      for (const url of servers.urls) {
        const { json } = await call(`${url}${paths.devOutbox}?mobileNumber=${mobileNumber}`);
        n += (json.data as unknown[]).length;
      }
      return n;
    };
    const allMarked = async () => {
      const rows = await database.db
        .select({ id: consultations.id })
        .from(consultations)
        .where(isNotNull(consultations.reminderSentAt));
      return rows.length === DUE_REMINDERS;
    };
    expect(await within(10_000, allMarked)).toBeLessThan(10_000);
    for (const mobileNumber of reminded) expect(await sentTo(mobileNumber)).toBe(1);
  });

  it('books one slot once when 200 parents race for it through both processes', async () => {
    const doctor = doctors[0] as Doctor;
    const parents = await guestAccounts({ database, clock: { now: () => START } }, 200);
    const [slot] = await freeSlots(servers.urls[0] ?? '', doctor);
    const results = await Promise.all(parents.map((p) => hold(proxy.url, p, doctor, slot ?? '')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(results.find((r) => r.status === 409)?.json.message).toBe(
      'This slot was just taken. Please choose another.',
    );
    const live = await database.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(eq(consultations.doctorId, doctor.id), inArray(consultations.status, ['held', 'booked'])));
    expect(live).toHaveLength(1);
  }, 30_000);

  it('shows exactly the slots held through either process in both listings', async () => {
    const doctor = doctors[1] as Doctor;
    const free = await freeSlots(servers.urls[0] ?? '', doctor);
    const taken = free.slice(0, 20);
    const parents = await guestAccounts({ database, clock: { now: () => START } }, taken.length);
    const results = await Promise.all(taken.map((slot, i) => hold(proxy.url, parents[i] as Parent, doctor, slot)));
    expect(results.map((r) => r.status)).toEqual(taken.map(() => 200));
    const expected = free.filter((s) => !taken.includes(s));
    // No process keeps a listing: the next one of each shows every hold, wherever it was made.
    for (const url of servers.urls) expect(await freeSlots(url, doctor)).toEqual(expected);
  });

  it('shows a hold made in one process, and its release, in the very next listing of the other', async () => {
    const [a, b] = servers.urls as [string, string];
    const doctor = doctors[2] as Doctor;
    const [slot = ''] = await freeSlots(b, doctor);
    const [parent] = (await guestAccounts({ database, clock: { now: () => START } }, 1)) as [Parent];
    const held = await hold(a, parent, doctor, slot);
    expect(held.status).toBe(200);
    expect(await freeSlots(b, doctor)).not.toContain(slot);
    const cancelled = await call(`${a}${paths.cancelPayment}`, {
      token: parent.authToken,
      body: { appReqId: held.json.appReqId },
    });
    expect(cancelled.status).toBe(200);
    expect(await freeSlots(b, doctor)).toContain(slot);

    // A hold left unpaid lapses after 10 minutes: the other process lists the slot free again.
    const again = await hold(a, parent, doctor, slot);
    expect(again.status).toBe(200);
    expect(await freeSlots(b, doctor)).not.toContain(slot);
    await servers.setClock(new Date(START.getTime() + 11 * 60_000));
    expect(await freeSlots(b, doctor)).toContain(slot);
  });

  it('counts the OTP limits of one number across both processes', async () => {
    const [a, b] = servers.urls as [string, string];
    const send = (url: string, mobileNumber: string) =>
      call(`${url}${paths.addGuestPhone}`, { body: { mobileCode: '+91', mobileNumber, NoOTPVerification: 0 } });

    // Ten requests at once for one number, five to each process: the 30 s wait lets one through.
    const racing = uniqueMobile();
    const raced = await Promise.all([...Array(10).keys()].map((i) => send(i % 2 ? a : b, racing)));
    expect(raced.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(429)]);

    // Five an hour per number: sends 31 s apart, alternating processes; the sixth is refused in either.
    const mobileNumber = uniqueMobile();
    let at = new Date(START.getTime() + 12 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      at = new Date(at.getTime() + 31_000);
      await servers.setClock(at);
      statuses.push((await send(i % 2 ? a : b, mobileNumber)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    // A code one process sent is good in the other (one SERVER_SECRET peppers both).
    const signingIn = uniqueMobile();
    expect((await send(a, signingIn)).status).toBe(200);
    const { json: outbox } = await call(`${a}${paths.devOutbox}?mobileNumber=${signingIn}`);
    const code = /\b(\d{6})\b/.exec((outbox.data as { text: string }[])[0]?.text ?? '')?.[1];
    const verified = await call(`${b}${paths.verifyGuestOtp}`, {
      body: { mobileCode: '+91', mobileNumber: signingIn, otp: code },
    });
    expect(verified.status).toBe(200);
  });

  it('shares the general per-address rate limit (Redis) between the processes', async (ctx) => {
    if (!redisShared) ctx.skip();
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 10; i++) {
      statuses.push((await call(`${proxy.url}${paths.getClientConfig}`, { ip })).status);
    }
    // Counted per process, each would allow PER_ADDRESS: all of these would pass.
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
