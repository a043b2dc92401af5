// Benchmark: the on-duty queue under load (decision 0038), against a hello-world route of the same
// server in the same run. On a fresh PostgreSQL database (bench/queue-server.ts): 500 parents join
// the queue and pay in the sandbox gateway (JoinQueue, GetItemsById, Add2Cart, Sandbox Complete),
// 50 at a time, while 20 doctors on duty press Take next in a loop, as fast as answers come (after a
// warm-up round of 40 other parents). Then the database is read: no consultation may have been
// taken twice. Load stays on 127.0.0.1; every
// loop is bounded in count and time.

import { performance } from 'node:perf_hooks';
import { consentFor } from './consent.mjs';
import { load, seconds, startServer as startHarnessServer } from './harness.mjs';

const parentsAtOnce = Number(process.env.BENCH_PARENTS_AT_ONCE ?? 50);
/** No run lasts longer than this, whatever happens. */
const DEADLINE_MS = 180_000;
const HEARTBEAT_MS = 30_000;

const hello = load;
const startServer = () => startHarnessServer('queue-server.ts');

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (v) => Math.round(v);
const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** One timed call: the answer's status and JSON, and how long it took to the last byte. */
async function call(base, url, { token, body, timings } = {}) {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authtoken: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = await res.json().catch(() => ({}));
  timings?.push(performance.now() - started);
  return { status: res.status, json };
}

/**
 * A parent joins the audio or video queue for their child and pays in the sandbox, as the payment
 * page does: its order names the child (the member the consultation is for) and no doctor.
 */
async function joinAndPay(base, parent, index, timings) {
  const consultType = index % 2 ? 'video' : 'audio';
  const joined = await call(base, '/api/Consultation/JoinQueue', {
    token: parent.token,
    timings,
    body: { patientId: parent.memberId, appointmentType: consultType, language: 'english', helpQuestion1: 'Fever' },
  });
  if (joined.status !== 200) throw new Error(`JoinQueue ${joined.status}: ${JSON.stringify(joined.json)}`);
  const appReqId = joined.json.appReqId;
  const priced = await call(
    base,
    `/api/Cart/GetItemsById?id=14&userType=Registered&userId=${parent.memberId}&productType=CONSULT&doctorId=&serviceType=${consultType}&clinicId=&appReqId=${appReqId}`,
    { token: parent.token, timings },
  );
  if (priced.status !== 200) throw new Error(`GetItemsById ${priced.status}: ${JSON.stringify(priced.json)}`);
  const price = priced.json;
  const line = {
    PlanId: 14,
    PlanName: price.planName,
    PlanDesc: price.planDesc,
    PlanDuration: price.planDuration,
    Amount: price.planCostAnnual,
    Disc: price.discount,
    Total: price.planCostAnnualWithGST - price.discount,
    ServiceType: 'CONSULTATION',
    UserId: parent.memberId,
    UserType: 'Registered',
    ServiceId: appReqId,
    orderDetails: [
      {
        PlanId: 14,
        ItemId: 1,
        PlanName: price.planName,
        PlanDesc: price.planDesc,
        Tariff: price.planCostAnnual,
        GST: price.planCostAnnualWithGST - price.planCostAnnual,
        Disc1: price.discount,
        Amount: price.planCostAnnual,
      },
    ],
  };
  const consented = await call(base, '/api/Consultation/GiveConsent', {
    token: parent.token,
    timings,
    body: consentFor(appReqId),
  });
  if (consented.status !== 200) throw new Error(`GiveConsent ${consented.status}: ${JSON.stringify(consented.json)}`);
  const ordered = await call(base, '/api/Cart/Add2Cart', {
    token: parent.token,
    timings,
    body: { userType: 'Registered', userId: parent.memberId, orders: [line] },
  });
  if (ordered.status !== 200) throw new Error(`Add2Cart ${ordered.status}: ${JSON.stringify(ordered.json)}`);
  const params = Object.fromEntries(new URL(`http://x${ordered.json.checkout.url}`).searchParams);
  const paid = await call(base, '/api/Sandbox/Complete', { timings, body: { ...params, outcome: 'pay' } });
  if (paid.json.cartStatus !== 'Success')
    throw new Error(`Sandbox Complete ${paid.status}: ${JSON.stringify(paid.json)}`);
  return appReqId;
}

/** Runs `work` over `items`, `atOnce` at a time. */
async function pool(items, atOnce, work) {
  let next = 0;
  const results = [];
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i).then(
          (value) => ({ ok: true, value }),
          (error) => ({ ok: false, error }),
        );
      }
    }),
  );
  return results;
}

/**
 * One round: `parents` join and pay, `parentsAtOnce` at a time, while every doctor presses Take
 * next again as soon as the answer comes; once every parent has paid, a 'Nobody is waiting.' asked
 * after that means the queue is empty, and that doctor stops. Every call is timed.
 */
async function round(base, parents, doctors) {
  const started = performance.now();
  const deadline = started + DEADLINE_MS;
  const r = { joinTimings: [], takeTimings: [], emptyTimings: [], takes: [], takeErrors: 0, joinsOverAt: 0 };
  const joining = pool(parents, parentsAtOnce, (parent, i) => joinAndPay(base, parent, i, r.joinTimings)).then(
    (results) => {
      r.joinsOverAt = performance.now();
      return results;
    },
  );
  const taking = doctors.map(async (d) => {
    while (performance.now() < deadline) {
      const askedAfterJoins = r.joinsOverAt > 0;
      const timings = [];
      const res = await call(base, '/api/Console/TakeNext', { token: d.token, body: {}, timings }).catch((e) => ({
        status: 0,
        json: { message: String(e) },
      }));
      if (res.status === 200) {
        r.takes.push({ doctorId: d.id, appReqId: res.json.appReqId });
        r.takeTimings.push(...timings);
      } else if (res.status === 409 && res.json.message === 'Nobody is waiting.') {
        r.emptyTimings.push(...timings);
        if (askedAfterJoins) return;
      } else {
        r.takeErrors += 1;
        if (r.takeErrors <= 3) console.error(`TakeNext ${res.status}: ${JSON.stringify(res.json)}`);
        await sleep(50);
      }
    }
  });
  const joined = await joining;
  await Promise.all(taking);
  r.joinErrors = joined.filter((j) => !j.ok);
  for (const j of r.joinErrors.slice(0, 3)) console.error(String(j.error));
  r.joined = joined.length - r.joinErrors.length;
  r.joinSeconds = (r.joinsOverAt - started) / 1000;
  r.takeSeconds = (performance.now() - started) / 1000;
  return r;
}

/** The database afterwards: every instant consultation taken at most once, and by the doctor told so. */
async function takenTwice(base, takes) {
  const rows = (await call(base, '/bench/instant')).json;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const answered = new Set(takes.map((t) => t.appReqId));
  const withDoctor = rows.filter((row) => row.doctorId !== null);
  const wrongDoctor = takes.filter((t) => byId.get(t.appReqId)?.doctorId !== t.doctorId);
  return {
    count: takes.length - answered.size + wrongDoctor.length + Math.abs(withDoctor.length - answered.size),
    withDoctor: withDoctor.length,
    answered: answered.size,
    left: rows.filter((row) => row.doctorId === null && row.status === 'booked').length,
  };
}

const { child, ready: base, kind, doctors, parents, warmUp } = await startServer();
try {
  await hello(`${base}/bench/hello`); // warm-up
  const helloRun = await hello(`${base}/bench/hello`);
  const helloRate = helloRun.requests.average;

  const duty = { available: true, types: ['audio', 'video'], languages: ['english'] };
  for (const d of doctors) {
    const on = await call(base, '/api/Console/SetDuty', { token: d.token, body: duty });
    if (on.status !== 200 || !on.json.duty?.available)
      throw new Error(`SetDuty ${on.status}: ${JSON.stringify(on.json)}`);
  }
  const heartbeat = setInterval(() => {
    for (const d of doctors) void call(base, '/api/Console/Heartbeat', { token: d.token, body: {} }).catch(() => {});
  }, HEARTBEAT_MS);
  // A first round of other parents warms the routes up (as the hello world's first run does).
  const warm = await round(base, warmUp, doctors);
  const r = await round(base, parents, doctors);
  clearInterval(heartbeat);
  const twice = await takenTwice(base, [...warm.takes, ...r.takes]);

  const joinCallsPerSecond = r.joinTimings.length / r.joinSeconds;
  const takeCallsPerSecond = (r.takeTimings.length + r.emptyTimings.length) / r.takeSeconds;
  const allTakeTimings = [...r.takeTimings, ...r.emptyTimings];
  console.log(`\nThe on-duty queue on ${kind}: ${parents.length} parents, ${doctors.length} doctors on duty`);
  console.log(
    `hello world: ${helloRate.toFixed(0)} req/s, p99 ${helloRun.latency.p99} ms (50 connections, ${seconds} s), errors ${helloRun.errors + helloRun.non2xx}`,
  );
  console.log(
    `joins: ${(r.joined / r.joinSeconds).toFixed(1)}/s (${r.joined} of ${parents.length} joined and paid in ${r.joinSeconds.toFixed(1)} s, ${parentsAtOnce} at a time, 4 calls each)`,
  );
  console.log(
    `take next: p50 ${ms(percentile(r.takeTimings, 50))} ms, p99 ${ms(percentile(r.takeTimings, 99))} ms (${r.takes.length} taken; ${r.emptyTimings.length} answers 'Nobody is waiting.', p99 ${ms(percentile(r.emptyTimings, 99))} ms)`,
  );
  console.log('\nas ratios of the same server’s hello world (requests per second, each call counted):');
  console.log(
    `JoinQueue + pay: ${(joinCallsPerSecond / helloRate).toFixed(3)}× hello world, p99 ${ms(percentile(r.joinTimings, 99))} ms, errors ${r.joinErrors.length}`,
  );
  console.log(
    `TakeNext: ${(takeCallsPerSecond / helloRate).toFixed(3)}× hello world, p99 ${ms(percentile(allTakeTimings, 99))} ms, errors ${r.takeErrors}`,
  );
  console.log(
    `\ntaken twice: ${twice.count} (warm-up included: ${twice.withDoctor} instant consultations with a doctor, ${warm.takes.length + r.takes.length} takes answered, ${twice.answered} different ones; ${twice.left} still waiting)`,
  );
  if (twice.count > 0 || warm.joinErrors.length + r.joinErrors.length > 0 || r.takeErrors > 0 || twice.left > 0)
    process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
}
