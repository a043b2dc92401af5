import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPostgres } from './client';

/**
 * A throwaway database on a PostgreSQL server (tests and benchmarks): created empty next to the
 * one `adminUrl` names, migrated (unless `migrate: false`, for a test of a first boot), and dropped
 * by `close()`. `url` lets another process open it. With `template`, it is a copy of that database
 * instead (made by `scratchTemplate`, already migrated): ~0.1 s against ~1.8 s to migrate and
 * load the reference data.
 */
export async function openScratchPostgres(
  adminUrl: string,
  prefix = 't',
  opts: { migrate?: boolean; waitForConnectionMs?: number; template?: string } = {},
): Promise<Database & { url: string }> {
  const name = await createDatabase(adminUrl, prefix, opts.template);
  const url = databaseUrl(adminUrl, name);
  // Dropping the database ends its connections on purpose: nothing to report.
  const database = await openPostgres(url, () => {}, opts.waitForConnectionMs);
  if (opts.migrate !== false && !opts.template) await database.migrate();
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * A database for `openScratchPostgres({ template })` to copy: created next to `adminUrl`'s,
 * migrated, filled by `fill`, and closed (PostgreSQL copies only a database no one is connected
 * to). `drop()` removes it.
 */
export async function scratchTemplate(
  adminUrl: string,
  fill: (database: Database) => Promise<unknown>,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = await createDatabase(adminUrl, 'template');
  const drop = () => dropDatabase(adminUrl, name);
  try {
    const database = await openPostgres(databaseUrl(adminUrl, name), () => {});
    try {
      await database.migrate();
      await fill(database);
    } finally {
      await database.close();
    }
  } catch (e) {
    await drop();
    throw e;
  }
  return { name, drop };
}

/** A scratch database's name: its prefix, when it was made (ms, base 36) and a random tail. */
const SCRATCH_NAME = /^([a-z]+)_([0-9a-z]{8,9})_[0-9a-f]{8}$/;

/** After this long a scratch database is a killed run's leftover: no test or benchmark run lasts it. */
export const SCRATCH_STALE_AFTER_MS = 3 * 3_600_000;

/**
 * Drops the scratch databases a killed run left on `adminUrl`'s server (a run drops its own when
 * it ends; a killed one cannot): those named as `createDatabase` names them, made more than
 * SCRATCH_STALE_AFTER_MS before `now`, with no one connected. Returns their names. A run that
 * starts calls it, so leftovers never pile up on a machine that runs the tests every day.
 */
export async function dropStaleScratchDatabases(adminUrl: string, now: number): Promise<string[]> {
  return withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ name: string }>(
      `select datname as name from pg_database d
       where not datistemplate and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`,
    );
    const stale = rows
      .map((r) => r.name)
      .filter((name) => {
        const made = SCRATCH_NAME.exec(name)?.[2];
        return made !== undefined && Number.parseInt(made, 36) < now - SCRATCH_STALE_AFTER_MS;
      });
    for (const name of stale) await dropWith(admin, name);
    return stale;
  });
}

async function createDatabase(adminUrl: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  return name;
}

const dropDatabase = (adminUrl: string, name: string) => withAdmin(adminUrl, (admin) => dropWith(admin, name));

async function dropWith(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`drop database if exists "${name}" with (force)`);
}

/** `run` on a connection of its own to `adminUrl`'s database, closed afterwards. */
async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
