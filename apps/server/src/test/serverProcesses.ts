import { randomInt } from 'node:crypto';
import { paths } from '@app/contract/paths';
import { serverArgs } from '../../launch.mjs';
import { startProcess } from './serverProcess';

/**
 * What every process of the multi-process tests shares, as the browser journeys' server runs
 * (test clock, test data API, no demo data) plus what N processes on one database need in common:
 * one SERVER_SECRET (captcha challenges and OTP hashes made by one process are checked by another),
 * and TRUST_PROXY, as behind any load balancer, so each test client is an address of its own.
 */
export const PROCESS_TEST_ENV = {
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  SERVER_SECRET: 's'.repeat(40),
  CAPTCHA_ENABLED: 'false',
  TRUST_PROXY: 'true',
  TEST_CLOCK: 'true',
  TEST_DATA_API: 'true',
  DEMO_DATA: 'false',
};

export type ServerEntry = 'built' | 'source';

/**
 * N real server processes on one database (`env` names it: DATABASE_URL), each on a port of its
 * own, resolved once every one answers /ready. 'built' runs dist/server.js as `npm start` does
 * (test/global-setup.ts builds it when stale); 'source' runs src/server.ts through tsx.
 */
export async function startServerProcesses(n: number, env: Record<string, string>, entry: ServerEntry = 'built') {
  const args = entry === 'built' ? serverArgs() : ['src/server.ts'];
  const procs = Array.from({ length: n }, () => startProcess(args, { ...PROCESS_TEST_ENV, ...env }));
  const stop = async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all(procs.map((p) => p.exited));
  };
  try {
    const ports = await Promise.all(
      procs.map(async (p) => Number((await p.waitFor(/ready: http:\/\/localhost:(\d+)/, 60_000))[1])),
    );
    const urls = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(urls.map((url) => waitUntilReady(url)));
    return {
      ports,
      urls,
      output: (i: number) => procs[i]?.output() ?? '',
      /** Sets every process's test clock to `at` (each process keeps a clock of its own). */
      async setClock(at: Date) {
        await Promise.all(
          urls.map(async (url) => {
            const res = await fetch(`${url}${paths.testClock}`, {
              method: 'POST',
              // An address of its own each time: a test's low per-address limit never counts these.
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.250.${randomInt(256)}.${randomInt(1, 255)}`,
              },
              body: JSON.stringify({ now: at.toISOString() }),
            });
            if (res.status !== 200) throw new Error(`test clock of ${url}: ${res.status} ${await res.text()}`);
          }),
        );
      },
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Polls /ready, as a load balancer does before it sends a process traffic. */
async function waitUntilReady(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}${paths.ready}`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}
