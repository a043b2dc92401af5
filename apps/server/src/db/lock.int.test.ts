import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client';
import { DataDirLockedError } from './lock';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('serves one server: a second open is refused with a clear message, and works after the first closes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
    dirs.push(dir);
    const first: Database = await openPglite(dir);
    try {
      const second = openPglite(dir);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(/Another server is already using the embedded database.*\n.*DATABASE_URL/);
    } finally {
      await first.close();
    }
    const again = await openPglite(dir);
    await again.close();
  }, 60_000);
});
