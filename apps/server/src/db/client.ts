import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { allowListening } from './listen';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database or a transaction of it: data access takes either (design §4.3). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Any fixed number: serialises migrations when several servers start on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

/** A PostgreSQL server: many stateless server processes may share it. */
export async function openPostgres(
  url: string,
  onIdleError: (err: Error) => void = (err) =>
    console.error(`PostgreSQL dropped an idle connection (the pool opens a new one): ${err.message}`),
  /** How long a request waits for a connection (a test of a 200-way race on a busy machine waits longer). */
  waitForConnectionMs = 5_000,
): Promise<Database> {
  // A request waits at most 5 s for a connection, then gets a 503 (plugins/errors.ts) rather
  // than hanging while the database is away; the pool reconnects by itself when it is back.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: waitForConnectionMs });
  // An idle client losing its server (a restart, a failover, an administrator) must not end the
  // process: without a listener the pool's 'error' event would be thrown.
  pool.on('error', onIdleError);
  await pool.query('select 1'); // fail at boot, not on the first request
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // What a process keeps in memory hears of other processes' writes on connections of its own.
  const stopListening = allowListening(db, url);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await stopListening();
      await pool.end();
    },
  };
}

/**
 * The embedded database. PGlite has no lock of its own, and two processes on one folder lose
 * each other's writes, so the folder is locked for this process (docs/decisions/0002).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(path.join(dataDir, 'pgdata'));
  } catch (e) {
    await release();
    throw e;
  }
  return wrapPglite(client, release);
}

/** Wraps an already open PGlite (tests open in-memory copies of a migrated template). */
export function wrapPglite(client: PGlite, release: () => Promise<void> = async () => {}): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async close() {
      await client.close();
      await release();
    },
  };
}

export function openDatabase(opts: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return opts.DATABASE_URL ? openPostgres(opts.DATABASE_URL) : openPglite(opts.DATA_DIR);
}
