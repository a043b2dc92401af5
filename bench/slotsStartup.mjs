// The start-up figure: the BUILT server (apps/server/dist/server.js, plain node, as `npm start`
// runs it) started as a child process on a PostgreSQL database already seeded, timed from the
// spawn to the first 200 of /health and to the first 200 of GetAllDoctorSlot.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { serverArgs, serverEnv } from '../apps/server/launch.mjs';
import { root } from './harness.mjs';

/** No start-up is waited for longer than this. */
const LIMIT_MS = 60_000;

/** Builds the server as `npm run build -w apps/server` does (not timed). */
export { buildServer } from '../apps/server/build.mjs';

/** A port nothing listens on now (the child needs to be told one to be asked before it says it listens). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Asks `url` again every 5 ms until a 200; the milliseconds since `started`. */
async function firstOk(url, started, child) {
  while (performance.now() - started < LIMIT_MS) {
    if (child.exitCode !== null) throw new Error(`the built server exited with ${child.exitCode}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`no 200 from ${url} within ${LIMIT_MS / 1000} s`);
}

/**
 * Starts the built server on `databaseUrl` with the staging settings (production, offline
 * providers, no demo data) and times its first answers; stops it afterwards.
 */
export async function measureStartUp({ databaseUrl, stagingEnv, dt }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') goes to this server's node too.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...serverArgs()], {
    cwd: path.join(root, 'apps/server'),
    env: serverEnv({
      ...process.env,
      ...stagingEnv,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // When it says it listens (after migrating and checking the reference data): an info line.
  let listeningMs;
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (listeningMs === undefined && out.includes('ready: http')) listeningMs = performance.now() - started;
  });
  try {
    const healthMs = await firstOk(`${base}/health`, started, child);
    const listingMs = await firstOk(
      `${base}/api/App/GetAllDoctorSlot?status=1&appointmentType=video&dt=${dt}&doctorId=&speciality=&clinicId=&type=&PatientId=`,
      started,
      child,
    );
    return { healthMs, listingMs, listeningMs };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
