// Benchmark: 1, 2 and 4 server processes on one PostgreSQL database (1,000 doctors seeded) behind
// a round-robin proxy, with Redis for the shared rate limits when it answers. For each count: the
// listing (GetAllDoctorSlot, a different query each request, so the 1 s listing cache rarely
// answers) against hello world through the same proxy and processes in the same run, then 200
// parents racing for one slot through the proxy (exactly one may hold it). Load stays on 127.0.0.1;
// each run is bounded in time. Not part of `npm test`: the figures depend on the machine.
import autocannon from 'autocannon';
import pg from 'pg';
import { load, seconds, startServer } from './harness.mjs';

const COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number);
const LISTING_DAYS = [1, 2, 3, 4, 5, 6];

/** An Indian date `days` from today, as the listing's `dt`. */
const indianDay = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

/** 540 listing questions (date, type, language, page), shuffled: consecutive requests differ. */
function listingPaths() {
  const all = [];
  for (const days of LISTING_DAYS)
    for (const type of ['audio', 'video', ''])
      for (const language of ['english', 'hindi', ''])
        for (let page = 1; page <= 10; page++)
          all.push(
            `/api/App/GetAllDoctorSlot?appointmentType=${type}&dt=${indianDay(days)}&type=${language}&page=${page}`,
          );
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all;
}

/** `seconds` of load at 50 connections, each request the next listing question. */
function loadListing(base) {
  const questions = listingPaths();
  let next = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 50,
        duration: seconds,
        timeout: 10,
        requests: [{ setupRequest: (req) => ({ ...req, path: questions[next++ % questions.length] }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

/** 200 parents ask at once to hold the first free video slot of tomorrow; the database is asked how many hold it. */
async function race(base, parents, databaseUrl) {
  const dt = indianDay(1);
  const listing = await (await fetch(`${base}/api/App/GetAllDoctorSlot?appointmentType=video&dt=${dt}`)).json();
  const card = listing.data.find((c) => c.Slots.length > 0);
  const slot = card.Slots[0].slot;
  const statuses = await Promise.all(
    parents.map(async (p) => {
      const res = await fetch(`${base}/api/App/AddBookConsultAppointmentInfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authtoken: p.authToken },
        body: JSON.stringify({
          guestId: p.userID,
          consultType: 'video',
          consultationDate: dt,
          slot,
          DoctorId: card.doctorID,
          clinic: card.clinicId,
        }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `select count(*)::int as n from consultations
      where doctor_id = $1 and slot_date = $2 and status in ('held', 'booked') and member_id = any($3)`,
    [card.doctorID, dt, parents.map((p) => p.userID)],
  );
  await client.end();
  return {
    ok: statuses.filter((s) => s === 200).length,
    refused: statuses.filter((s) => s === 409).length,
    held: rows[0].n,
    total: parents.length,
  };
}

const setup = await startServer('processes-setup.ts');
const databaseUrl = setup.ready;
const env = {
  DATABASE_URL: databaseUrl,
  ...(setup.redis ? { REDIS_URL: setup.redis.url, REDIS_KEY_PREFIX: setup.redis.prefix } : {}),
};
console.log(`PostgreSQL, 1,000 doctors; rate limits ${setup.redis ? 'in Redis' : 'in memory (Redis did not answer)'}`);
console.log(`${seconds} s of load at 50 connections per measurement, through a round-robin proxy process`);
const line = (name, r, hello) =>
  `${name}: ${(r.requests.average / hello.requests.average).toFixed(3)}× hello world, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`;
try {
  for (const [i, count] of COUNTS.entries()) {
    const servers = await Promise.all(Array.from({ length: count }, () => startServer('processes-server.ts', { env })));
    const ports = servers.map((s) => new URL(s.ready).port);
    const proxy = await startServer('processes-proxy.ts', { args: ports });
    try {
      await load(`${proxy.ready}/bench/hello`); // warm-up
      const hello = await load(`${proxy.ready}/bench/hello`);
      await loadListing(proxy.ready); // warm-up
      const listing = await loadListing(proxy.ready);
      const result = await race(proxy.ready, setup.races[i % setup.races.length], databaseUrl);
      const name = `${count} process${count > 1 ? 'es' : ''}`;
      console.log(
        `\n${name}: hello world ${hello.requests.average.toFixed(0)} req/s (p99 ${hello.latency.p99} ms), listing ${listing.requests.average.toFixed(0)} req/s`,
      );
      console.log(line(`listing, ${name}`, listing, hello));
      console.log(
        `race: ${result.held} booked of ${result.total} (${result.ok} answered 200, ${result.refused} answered 409)`,
      );
    } finally {
      proxy.child.kill('SIGTERM');
      for (const s of servers) s.child.kill('SIGTERM');
      await Promise.all(
        [proxy, ...servers].map((s) => s.child.exitCode ?? new Promise((r) => s.child.once('exit', r))),
      );
    }
  }
} finally {
  // Waited for: it drops the database, which it would not finish if this process ended first.
  setup.child.kill('SIGTERM');
  await new Promise((r) => (setup.child.exitCode === null ? setup.child.once('exit', r) : r()));
  // And dropped here if it is still there (a setup stopped early leaves it behind).
  const admin = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  await admin.connect();
  await admin.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
  await admin.end();
}
