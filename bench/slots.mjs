// Benchmark: GetAllDoctorSlot for one date with 1,000 doctors seeded, at 50 connections,
// against a hello-world route of the same server in the same run. Target: ratio ≥ 0.25 and
// p99 < 50 ms on PostgreSQL. Load stays on 127.0.0.1 and each run is bounded in time.
import { load, seconds, startServer as startHarnessServer } from './harness.mjs';

const run = load;
const startServer = () => startHarnessServer('slots-server.ts');

/** Tomorrow in India, so the day has all its slots whatever the time of the run. */
function tomorrowInIndia() {
  const d = new Date(Date.now() + 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
}

const { child, ready, kind } = await startServer();
try {
  const dt = tomorrowInIndia();
  const slotsUrl = `${ready}/api/App/GetAllDoctorSlot?status=1&appointmentType=video&dt=${dt}&doctorId=&speciality=&clinicId=&type=&PatientId=`;
  const probe = await (await fetch(slotsUrl)).json();
  console.log(`${kind}: ${probe.data.length} doctors with ${probe.SlotCount} video slots on ${dt}`);
  await run(`${ready}/bench/hello`); // warm-up
  const hello = await run(`${ready}/bench/hello`);
  await run(slotsUrl); // warm-up
  const slots = await run(slotsUrl);
  const line = (name, r) =>
    `  ${name.padEnd(18)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`\nGetAllDoctorSlot vs hello world, 50 connections, ${seconds} s each (${kind})`);
  console.log(line('hello world', hello));
  console.log(line('GetAllDoctorSlot', slots));
  if (process.env.BENCH_DIAGNOSE) console.log(line('same bytes, no work', await run(`${ready}/bench/bytes`)));
  const ratio = slots.requests.average / hello.requests.average;
  const ok = ratio >= 0.25 && slots.latency.p99 < 50;
  console.log(
    `  ratio ${ratio.toFixed(3)} (target ≥ 0.25), p99 ${slots.latency.p99} ms (target < 50)  ${ok ? 'PASS' : 'OVER'}`,
  );
} finally {
  child.kill('SIGTERM');
}
