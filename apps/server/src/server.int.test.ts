import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './test/serverProcess';

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

  it('stops at boot naming a bad variable', async () => {
    const bad = startServer({ PORT: 'eighty', DATA_DIR: path.join(tmpdir(), 'never-used') });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:\n\s+- PORT/);
  }, 30_000);
});
