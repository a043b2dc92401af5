import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dropStaleScratchDatabases, SCRATCH_STALE_AFTER_MS } from './scratch';

/**
 * A killed run's scratch databases are dropped by the next run; a live run's, one someone is
 * connected to, and any other database are kept. The clock here is set far before this run's own
 * databases were made, so none of theirs can look stale.
 */
describe.skipIf(!inject('postgresUrl'))('stale scratch databases', () => {
  const adminUrl = inject('postgresUrl');
  const now = Date.UTC(2020, 0, 1);
  const nameMadeAt = (prefix: string, at: number, tail: string) => `${prefix}_${at.toString(36)}_${tail}`;
  const leftover = nameMadeAt('t', now - SCRATCH_STALE_AFTER_MS - 60_000, 'deadbeef');
  const recent = nameMadeAt('template', now - SCRATCH_STALE_AFTER_MS + 60_000, 'cafef00d');
  const inUse = nameMadeAt('bench', now - SCRATCH_STALE_AFTER_MS - 60_000, '0badf00d');
  const other = 'not_a_scratch_database';
  const made = [leftover, recent, inUse, other];

  const admin = async <T>(run: (c: pg.Client) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      return await run(c);
    } finally {
      await c.end();
    }
  };
  const exists = async (name: string) =>
    admin(async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  afterAll(async () => {
    await admin(async (c) => {
      for (const name of made) await c.query(`drop database if exists "${name}" with (force)`);
    });
  });

  it('drops only what a killed run left: old enough, named as scratch, with no one connected', async () => {
    await admin(async (c) => {
      for (const name of made) await c.query(`create database "${name}"`);
    });
    const connected = new pg.Client({
      connectionString: Object.assign(new URL(adminUrl), { pathname: `/${inUse}` }).toString(),
    });
    await connected.connect();
    try {
      expect(await dropStaleScratchDatabases(adminUrl, now)).toEqual([leftover]);
    } finally {
      await connected.end();
    }
    expect(await exists(leftover)).toBe(false);
    for (const kept of [recent, inUse, other]) expect(await exists(kept)).toBe(true);
  });
});
