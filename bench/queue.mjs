// Benchmark: the on-duty queue under load (decision 0038), against a hello-world route of the same
// server in the same run. On a fresh PostgreSQL database (bench/queue-server.ts): 500 parents join
// the queue and pay in the sandbox gateway (JoinQueue, GetItemsById, Add2Cart, Sandbox Complete),
// 50 at a time, while 20 doctors on duty press Take next in a loop, as fast as answers come. Then
// the database is read: no consultation may have been taken twice. Load stays on 127.0.0.1; every
// loop is bounded in count and time.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const parentsAtOnce = Number(process.env.BENCH_PARENTS_AT_ONCE ?? 50);
/** No run lasts longer than this, whatever happens. */
const DEADLINE_MS = 180_000;
const HEARTBEAT_MS = 30_000;

function startServer() {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['bench/queue-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.includes('"ready"'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

const hello = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: seconds, timeout: 10 }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

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

/** A parent joins the audio or video queue for their child and pays in the sandbox, as the payment page does. */
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
    `/api/Cart/GetItemsById?id=14&userType=Guest&userId=${parent.userID}&productType=CONSULT&doctorId=&clinicId=&appReqId=${appReqId}`,
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
    UserId: parent.userID,
    UserType: 'Guest',
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
  const ordered = await call(base, '/api/Cart/Add2Cart', {
    token: parent.token,
    timings,
    body: { userType: 'Guest', userId: parent.userID, orders: [line] },
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

const { child, ready: base, kind, doctors, parents } = await startServer();
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

  const started = performance.now();
  const deadline = started + DEADLINE_MS;
  let joinsOverAt = 0;
  const joinTimings = [];
  const takeTimings = [];
  const emptyTimings = [];
  const takes = [];
  let takeErrors = 0;
  const joining = pool(parents, parentsAtOnce, (parent, i) => joinAndPay(base, parent, i, joinTimings)).then((r) => {
    joinsOverAt = performance.now();
    return r;
  });
  // Each doctor presses Take next again as soon as the answer comes; once every parent has paid,
  // a 'Nobody is waiting.' asked after that means the queue is empty, and the doctor stops.
  const taking = doctors.map(async (d) => {
    while (performance.now() < deadline) {
      const askedAfterJoins = joinsOverAt > 0;
      const timings = [];
      const res = await call(base, '/api/Console/TakeNext', { token: d.token, body: {}, timings }).catch((e) => ({
        status: 0,
        json: { message: String(e) },
      }));
      if (res.status === 200) {
        takes.push({ doctorId: d.id, appReqId: res.json.appReqId });
        takeTimings.push(...timings);
      } else if (res.status === 409 && res.json.message === 'Nobody is waiting.') {
        emptyTimings.push(...timings);
        if (askedAfterJoins) return;
      } else {
        takeErrors += 1;
        if (takeErrors <= 3) console.error(`TakeNext ${res.status}: ${JSON.stringify(res.json)}`);
        await sleep(50);
      }
    }
  });
  const joined = await joining;
  await Promise.all(taking);
  clearInterval(heartbeat);
  const over = performance.now();

  const joinErrors = joined.filter((r) => !r.ok);
  for (const r of joinErrors.slice(0, 3)) console.error(String(r.error));
  const joinSeconds = (joinsOverAt - started) / 1000;
  const takeSeconds = (over - started) / 1000;
  const joinsPerSecond = (joined.length - joinErrors.length) / joinSeconds;
  const joinCallsPerSecond = joinTimings.length / joinSeconds;
  const takeCalls = takeTimings.length + emptyTimings.length;
  const takeCallsPerSecond = takeCalls / takeSeconds;
  const allTakeTimings = [...takeTimings, ...emptyTimings];

  // The database afterwards: every instant consultation taken at most once, by the doctor told so.
  const rows = (await call(base, '/bench/instant')).json;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const answeredIds = new Set(takes.map((t) => t.appReqId));
  const withDoctor = rows.filter((r) => r.doctorId !== null);
  const wrongDoctor = takes.filter((t) => byId.get(t.appReqId)?.doctorId !== t.doctorId);
  const takenTwice =
    takes.length - answeredIds.size + wrongDoctor.length + Math.abs(withDoctor.length - answeredIds.size);
  const left = rows.filter((r) => r.doctorId === null && r.status === 'booked').length;

  console.log(`\nThe on-duty queue on ${kind}: ${parents.length} parents, ${doctors.length} doctors on duty`);
  console.log(
    `hello world: ${helloRate.toFixed(0)} req/s, p99 ${helloRun.latency.p99} ms (50 connections, ${seconds} s), errors ${helloRun.errors + helloRun.non2xx}`,
  );
  console.log(
    `joins: ${joinsPerSecond.toFixed(1)}/s (${joined.length - joinErrors.length} of ${parents.length} joined and paid in ${joinSeconds.toFixed(1)} s, ${parentsAtOnce} at a time, 4 calls each)`,
  );
  console.log(
    `take next: p50 ${ms(percentile(takeTimings, 50))} ms, p99 ${ms(percentile(takeTimings, 99))} ms (${takes.length} taken; ${emptyTimings.length} answers 'Nobody is waiting.', p99 ${ms(percentile(emptyTimings, 99))} ms)`,
  );
  console.log('\nas ratios of the same server’s hello world (requests per second, each call counted):');
  console.log(
    `JoinQueue + pay: ${(joinCallsPerSecond / helloRate).toFixed(3)}× hello world, p99 ${ms(percentile(joinTimings, 99))} ms, errors ${joinErrors.length}`,
  );
  console.log(
    `TakeNext: ${(takeCallsPerSecond / helloRate).toFixed(3)}× hello world, p99 ${ms(percentile(allTakeTimings, 99))} ms, errors ${takeErrors}`,
  );
  console.log(
    `\ntaken twice: ${takenTwice} (${withDoctor.length} instant consultations with a doctor, ${takes.length} takes answered, ${answeredIds.size} different ones; ${left} still waiting)`,
  );
  if (takenTwice > 0 || joinErrors.length > 0 || takeErrors > 0 || left > 0) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
}
