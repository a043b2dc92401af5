import { messages } from '@app/contract/messages';
import { paths } from '@app/contract/paths';
import { eq, max, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/databaseErrors';
import { buildTestApp, type TestApp } from '../test/builders';
import { dbKinds } from '../test/db';
import { appliedMigrations } from './health';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe.each(dbKinds())('/health and /ready (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // serveWeb: with the web app's fallback on, an unknown path would answer index.html.
    t = await buildTestApp(kind, { serveWeb: true });
  });
  afterAll(() => t?.close());

  it('answers both with 200 JSON, never cached and never the web page', async () => {
    const health = await get(t, paths.health);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await get(t, paths.ready);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 1, message: messages.ready });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the newest migration is missing', async () => {
    const newest = t.database.db.select({ last: max(appliedMigrations.createdAt) }).from(appliedMigrations);
    const [row] = await t.database.db
      .delete(appliedMigrations)
      .where(eq(appliedMigrations.createdAt, newest))
      .returning();
    expect(row).toBeDefined();
    try {
      const res = await get(t, paths.ready);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 0, message: messages.notReadyMigrations });
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await get(t, paths.health)).statusCode).toBe(200);
    } finally {
      if (row) await t.database.db.insert(appliedMigrations).values(row);
    }
    expect((await get(t, paths.ready)).statusCode).toBe(200);
  });
});

describe.skipIf(!inject('postgresUrl'))('a PostgreSQL database that stops answering, then returns', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name: string;
  const allowConnections = async (allow: boolean) => {
    await admin.query(`alter database "${name}" allow_connections ${allow}`);
    if (!allow) {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    }
  };
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    // drizzle types raw results per driver; on node-postgres it is pg's QueryResult.
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as pg.QueryResult<{
      name: string;
    }>;
    name = result.rows[0]?.name ?? '';
    admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
  });
  afterAll(async () => {
    await allowConnections(true).catch(() => {});
    await admin?.end();
    await t?.close();
  });

  it('answers 503 with the reason and a clear message (not 500), and recovers without a restart', async () => {
    const api = () => get(t, paths.getSpecialityInfo);
    expect((await get(t, paths.ready)).statusCode).toBe(200);
    expect((await api()).statusCode).toBe(200);

    await allowConnections(false);
    const ready = await get(t, paths.ready);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 0, message: messages.notReadyDatabase });
    const down = await api();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 0, message: messages.databaseUnavailable });
    expect(down.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect((await get(t, paths.health)).statusCode).toBe(200);

    await allowConnections(true);
    expect((await get(t, paths.ready)).statusCode).toBe(200);
    const back = await api();
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe(1);
  });
});
