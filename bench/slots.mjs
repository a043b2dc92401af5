// Benchmark: the slot listing and booking under load, each figure a ratio of the requests per
// second of the same server's hello world, measured in the same run immediately before, at 50
// connections (autocannon). On PostgreSQL (bench/benchDatabase.ts; PGlite only when PostgreSQL
// does not answer, and the output says which). Figures, one line each
// (`NAME: RATIO× hello world, p99 N ms, errors N`), with info lines around them:
// - cached listing: one URL again and again (the old figure, for comparison);
// - uncached listing: a different query and parent every request (bench/slotsLoad.mjs), 1,000 doctors;
// - mixed: 90% listings, 8% holds and releases, 2% holds paid in the sandbox, then the double
//   bookings the database holds;
// - uncached listing at 100, 1000 and 10000 doctors (a fresh database each) and the growth of the
//   cost of a request from 1,000 to 10,000 doctors;
// - memory after mixed (the server's RSS) at 1,000 and 10,000 doctors;
// - start-up with 10000 doctors: the built server on the seeded database, to its first 200s.
// BENCH_SECONDS (default 10) per measurement; BENCH_ONLY=cached,uncached,mixed,at100,at1000,
// at10000,growth,memory,startup (or the figures' names as printed) runs a subset. Load stays on 127.0.0.1; every run is bounded.
import { performance } from 'node:perf_hooks';
import { load, seconds, startServer } from './harness.mjs';
import { ACCEPT_ENCODING, mixedLoad, uncachedListing } from './slotsLoad.mjs';
import { buildServer, measureStartUp } from './slotsStartup.mjs';

const FIGURES = ['cached', 'uncached', 'mixed', 'at100', 'at1000', 'at10000', 'growth', 'memory', 'startup'];
/** The figures' names as printed, for BENCH_ONLY too. */
const NAMES = {
  'cached listing': 'cached',
  'uncached listing': 'uncached',
  'double bookings': 'mixed',
  'uncached listing at 100': 'at100',
  'uncached listing at 1000': 'at1000',
  'uncached listing at 10000': 'at10000',
  'growth 1000→10000': 'growth',
  'memory after mixed': 'memory',
  'start-up with 10000 doctors': 'startup',
};
const only = process.env.BENCH_ONLY?.split(',').map((s) => {
  const name = s.trim().toLowerCase();
  return NAMES[name] ?? name;
});
const unknown = only?.filter((name) => !FIGURES.includes(name)) ?? [];
if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')}; use ${FIGURES.join(', ')}`);
const wants = (...names) => names.some((name) => !only || only.includes(name));
/** Warm-up before each measurement (the first seconds of a route are the JIT's). */
const warmUp = Math.min(3, seconds);

const figures = [];
/** Which databases the servers ran on (PGlite only when PostgreSQL did not answer). */
const databases = new Set();
/** A figure's line (kept for the summary at the end) and its target beside it, on the next line. */
function figure(line, target) {
  console.log(line);
  if (target) console.log(`  ${target}`);
  figures.push(target ? `${line}\n  ${target}` : line);
}
const info = (line) => console.log(`  ${line}`);
const verdict = (ok) => (ok ? 'PASS' : 'OVER');
const sig3 = (x) => Number(x).toPrecision(3);

const getJson = async (url) => (await fetch(url, { signal: AbortSignal.timeout(30_000) })).json();

/**
 * Until the server is idle again: requests a run left in flight (autocannon stops waiting, the
 * server does not) would otherwise be measured with the next hello world.
 */
async function settle(base) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/bench/hello`);
    if (performance.now() - started < 5) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The same server's hello world, measured just before a figure; and the date strip again by the
 * server's clock (a run may cross midnight in India).
 */
async function hello(base, world) {
  await settle(base);
  world.dates = (await getJson(`${base}/bench/world`)).dates;
  await load(`${base}/bench/hello`, { duration: warmUp });
  const r = await load(`${base}/bench/hello`);
  info(`hello world: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`);
  return r;
}

/** A figure's line from its run and the hello world just before. */
const ratioLine = (name, helloRun, run, errors) =>
  `${name}: ${sig3(run.requests.average / helloRun.requests.average)}× hello world, p99 ${run.latency.p99} ms, errors ${errors}`;

async function cached(base, world) {
  const helloRun = await hello(base, world);
  // Tomorrow's video listing, the first page, as the old figure asked it.
  const url = `${base}/api/App/GetAllDoctorSlot?status=1&appointmentType=video&dt=${world.dates[1]}&doctorId=&speciality=&clinicId=&type=&PatientId=`;
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  await load(url, { duration: warmUp, headers });
  const r = await load(url, { headers });
  info(`cached listing: ${r.requests.average.toFixed(0)} req/s (one URL, tomorrow's video listing)`);
  figure(ratioLine('cached listing', helloRun, r, r.errors + r.non2xx));
}

/** The uncached listing on one server: its run, its hello world and its errors. */
async function uncached(base, world, name) {
  const helloRun = await hello(base, world);
  await load(base, { duration: warmUp, ...uncachedListing(world).options });
  const { options, tally } = uncachedListing(world);
  const r = await load(base, options);
  const errors = r.errors + tally.errors;
  info(
    `${name}: ${r.requests.average.toFixed(0)} req/s, ${tally.distinct.size} different queries among ${tally.answered} answers`,
  );
  for (const s of tally.samples) info(`error: ${s}`);
  if (r.timeouts > 0) info(`errors include ${r.timeouts} requests unanswered after 10 s`);
  const ratio = r.requests.average / helloRun.requests.average;
  const line = ratioLine(name, helloRun, r, errors);
  figure(line, `target ≥ 0.1× and p99 < 100 ms: ${verdict(ratio >= 0.1 && r.latency.p99 < 100 && errors === 0)}`);
  return { r, line };
}

/** Each kind's median and 99th percentile, as the load generator saw them (a request's making to its answer). */
function latencyByKind(latencies) {
  const at = (sorted, q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return Object.entries(latencies)
    .map(([kind, ms]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return `${kind} ${at(sorted, 0.5)} / ${at(sorted, 0.99)} (${sorted.length})`;
    })
    .join(', ');
}

/** The mixed load, then the database's double bookings and the server's memory. */
async function mixed(base, world, name) {
  const helloRun = await hello(base, world);
  await load(base, { duration: warmUp, ...mixedLoad(world).options });
  const { options, tally } = mixedLoad(world);
  const r = await load(base, options);
  const sent = Object.values(tally.kinds).reduce((a, b) => a + b, 0);
  const share = (n) => `${((100 * n) / sent).toFixed(1)}%`;
  const k = tally.kinds;
  info(
    `${name}: ${r.requests.average.toFixed(0)} req/s; listings ${share(k.listing)}, holds and releases ${share(k.hold + k.release)} (${tally.released} released), payments ${share(k.payHold + k.price + k.order + k.pay)} (${tally.paid} paid)`,
  );
  info(
    `409 slot taken meanwhile: ${tally.conflicts} ${JSON.stringify(tally.conflictMessages)}; searches with no free slot: ${tally.noFreeSlot}`,
  );
  info(`latency by kind (p50 / p99 ms): ${latencyByKind(tally.latencies)}`);
  for (const s of tally.samples) info(`error: ${s}`);
  if (r.timeouts > 0) info(`errors include ${r.timeouts} requests unanswered after 10 s`);
  const errors = r.errors + tally.errors;
  const ratio = r.requests.average / helloRun.requests.average;
  figure(
    ratioLine(name, helloRun, r, errors),
    `target ≥ 0.05×, p99 < 150 ms, 0 errors: ${verdict(ratio >= 0.05 && r.latency.p99 < 150 && errors === 0)}`,
  );
  const check = await getJson(`${base}/bench/check`).catch((e) => ({ error: String(e) }));
  if (typeof check.doubleBookings !== 'number') {
    figure(`double bookings: not checked (${JSON.stringify(check).slice(0, 200)})`);
    process.exitCode = 1;
    return;
  }
  info(`consultations by status afterwards (warm-up included): ${JSON.stringify(check.statuses)}`);
  figure(`double bookings: ${check.doubleBookings}`, `target 0: ${verdict(check.doubleBookings === 0)}`);
  if (check.doubleBookings > 0) process.exitCode = 1;
}

async function memory(base, doctors, limitMb) {
  const { rss, heapTotal, heapUsed, external } = await getJson(`${base}/bench/memory`).catch(() => ({}));
  if (rss === undefined) {
    figure(`memory after mixed: not measured at ${doctors} doctors (the server does not answer)`);
    process.exitCode = 1;
    return;
  }
  const mb = Math.round(rss / 2 ** 20);
  const inMb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
  info(
    `the JavaScript heap ${inMb(heapUsed)} used of ${inMb(heapTotal)}; buffers and other memory outside it ${inMb(external)}`,
  );
  figure(`memory after mixed: ${mb} MB`, `at ${doctors} doctors, target < ${limitMb} MB: ${verdict(mb < limitMb)}`);
}

/** A bench server on a fresh database with `doctors` doctors, for the time `work` takes. */
async function withServer(doctors, work) {
  // Built as production runs it: the memory and speed are the server's, not tsx's.
  const server = await startServer('slots-server.ts', { env: { BENCH_DOCTORS: String(doctors) }, built: true });
  let stopping = false;
  const exited = new Promise((resolve) =>
    server.child.once('exit', (code, signal) => {
      // Ended by something else than this run (a crash, or a signal from outside): said as such.
      if (!stopping) console.error(`  the bench server with ${doctors} doctors ended by itself (${signal ?? code})`);
      resolve();
    }),
  );
  try {
    const world = await getJson(`${server.ready}/bench/world`);
    databases.add(server.kind);
    console.log(
      `\n${doctors} doctors on ${server.kind} (fresh database, seeded in ${server.seedMs} ms), ${world.parents.length} signed-in parents; server time ${world.now}, strip ${world.dates[0]}…${world.dates.at(-1)} (Asia/Kolkata), types ${world.consultTypes.join(', ')}; 50 connections, ${seconds} s a run after ${warmUp} s of warm-up`,
    );
    const { rss } = await getJson(`${server.ready}/bench/memory`);
    const seeding = server.seededApart ? 'seeded by another process' : 'seeded in this one';
    info(`server memory before any load (the built app; ${seeding}): ${Math.round(rss / 2 ** 20)} MB`);
    return await work(server.ready, world, server);
  } finally {
    stopping = true;
    server.child.kill('SIGTERM');
    await exited;
  }
}

if (wants('startup')) await buildServer();
const rates = {};
if (wants('cached', 'uncached', 'at1000', 'growth', 'mixed', 'memory')) {
  await withServer(1000, async (base, world) => {
    if (wants('cached')) await cached(base, world);
    if (wants('uncached', 'at1000', 'growth')) {
      const { r, line } = await uncached(base, world, 'uncached listing');
      rates[1000] = r.requests.average;
      // The same measurement: this server's database is fresh, with 1,000 doctors.
      if (wants('at1000', 'growth')) figure(line.replace('uncached listing:', 'uncached listing at 1000:'));
    }
    if (wants('mixed', 'memory')) {
      await mixed(base, world, 'mixed');
      if (wants('memory')) await memory(base, 1000, 300);
    }
  });
}
if (wants('at100')) {
  await withServer(100, async (base, world) => {
    await uncached(base, world, 'uncached listing at 100');
  });
}
if (wants('at10000', 'growth', 'memory', 'startup')) {
  await withServer(10000, async (base, world, server) => {
    if (wants('at10000', 'growth'))
      rates[10000] = (await uncached(base, world, 'uncached listing at 10000')).r.requests.average;
    if (wants('memory')) {
      await mixed(base, world, 'mixed at 10000');
      await memory(base, 10000, 600);
    }
    if (wants('startup')) {
      if (!server.databaseUrl) {
        figure('start-up with 10000 doctors: not measured (PGlite: the built server needs a PostgreSQL database)');
        process.exitCode = 1;
        return;
      }
      // The median of several starts (BENCH_STARTUP_RUNS, 5 unless set): one start on a shared
      // machine moved by several hundred milliseconds from run to run.
      const runs = [];
      for (let i = 0; i < Number(process.env.BENCH_STARTUP_RUNS || 5); i++) {
        const started = await measureStartUp({
          databaseUrl: server.databaseUrl,
          stagingEnv: server.stagingEnv,
          dt: world.dates[1],
        }).catch((e) => ({ error: e }));
        if (started.error) {
          figure(`start-up with 10000 doctors: not measured (${started.error.message})`);
          process.exitCode = 1;
          return;
        }
        runs.push(started);
      }
      const median = (key) => runs.map((r) => r[key] ?? Number.NaN).sort((a, b) => a - b)[(runs.length - 1) >> 1];
      const [healthMs, listingMs, listeningMs] = [median('healthMs'), median('listingMs'), median('listeningMs')];
      figure(
        `start-up with 10000 doctors: ${Math.round(healthMs)} ms to first 200 of /health, ${Math.round(listingMs)} ms to first 200 of GetAllDoctorSlot`,
        `the built server (node apps/server/dist/server.js) on PostgreSQL, median of ${runs.length} starts, target < 2000 ms: ${verdict(healthMs < 2000 && listingMs < 2000)}`,
      );
      info(
        `each start (ready line / /health / first listing, ms): ${runs.map((r) => [r.listeningMs, r.healthMs, r.listingMs].map(Math.round).join(' / ')).join('; ')}`,
      );
      info(`it printed its ready line after ${Math.round(listeningMs)} ms (median)`);
    }
  });
}
if (wants('growth') && rates[1000] && rates[10000]) {
  const growth = rates[1000] / rates[10000];
  figure(
    `growth 1000→10000: ${sig3(growth)}×`,
    `cost of a request, rps@1000 / rps@10000; target < 3×: ${verdict(growth < 3)}`,
  );
}

console.log(
  `\nFigures on ${[...databases].join(' and ')} (50 connections, ${seconds} s each; a noisy machine gives noisy figures):`,
);
for (const line of figures) console.log(line);
