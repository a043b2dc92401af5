import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@app/contract/paths';
import { afterAll, describe, expect, it } from 'vitest';
import { signHandoff } from './modules/auth/handoff';
import { TEST_HANDOFF_SECRET, uniqueMobile } from './test/builders';
import { startServer } from './test/serverProcess';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A keep-alive connection that has had its answer and now sits idle, as a browser leaves it. */
async function idleKeepAlive(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.write(`GET ${paths.health} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  await answered;
  return { closed };
}

/**
 * A JSON POST the server has taken in whose body is still arriving; `finish()` sends the rest. On
 * a keep-alive connection, as browsers send them: once answered, it sits idle on the server.
 */
async function slowPost(port: number, url: string, body: string) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: url,
    agent: new http.Agent({ keepAlive: true }),
    // The server answers "100 Continue" once it has the request: from then on it is in flight.
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const response = new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
  });
  const accepted = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  req.flushHeaders();
  await accepted;
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { response, finish: () => req.end(body.slice(half)) };
}

/** Whether a new connection to the port is refused within `timeoutMs`. */
async function refusesConnections(port: number, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await sleep(50);
  }
  return false;
}

const running: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const c of running) c.kill('SIGTERM');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the server process', () => {
  it('migrates, seeds and serves on the embedded database; a second server on the same folder refuses to start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'server-proc-'));
    dirs.push(dataDir);
    const first = startServer({ DATA_DIR: dataDir });
    running.push(first.child);
    const port = await first.ready();
    const res = await fetch(`http://127.0.0.1:${port}/api/App/GetClientConfig`);
    expect(await res.json()).toMatchObject({ captchaEnabled: true, production: false });
    const docs = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
    const openapi = await docs.json();
    expect(Object.keys(openapi.paths)).toContain('/api/App/AddGuestPhone');

    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another server is already using the embedded database/);
    expect(second.output()).toMatch(/DATABASE_URL/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 90_000);

  it('on SIGTERM finishes a request whose body is still arriving, refuses new connections, drops idle keep-alive ones, exits 0 and frees the data folder', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'server-stop-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, HANDOFF_SECRET: TEST_HANDOFF_SECRET };
    const first = startServer(env);
    running.push(first.child);
    const port = await first.ready();
    const idle = await idleKeepAlive(port);
    // A sign-in (it writes to the database) whose body is half sent.
    const mobileNumber = uniqueMobile();
    const handoff = signHandoff(TEST_HANDOFF_SECRET, '91', mobileNumber, Math.floor(Date.now() / 1000) + 120);
    const body = JSON.stringify({ mobileCode: '91', mobileNumber, NoOTPVerification: 1, handoff });
    const signIn = await slowPost(port, paths.addGuestPhone, body);

    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    expect(await refusesConnections(port)).toBe(true);
    await idle.closed; // at once, not after the 72 s keep-alive
    signIn.finish();
    const res = await signIn.response;
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, authToken: expect.any(String) });
    const exitCode = await Promise.race([first.exited, sleep(10_000).then(() => 'still running')]);
    expect(exitCode).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);

    // The folder lock went with it: a second server opens the folder at once.
    const second = startServer(env);
    running.push(second.child);
    await second.ready();
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);

  it('stops at boot naming a bad variable', async () => {
    const bad = startServer({ PORT: 'eighty', DATA_DIR: path.join(tmpdir(), 'never-used') });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:\n\s+- PORT/);
  }, 30_000);
});
