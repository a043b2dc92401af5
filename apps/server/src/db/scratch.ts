import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPostgres } from './client';

/**
 * A throwaway database on a PostgreSQL server (tests and benchmarks): created empty next to the
 * one `adminUrl` names, migrated (unless `migrate: false`, for a test of a first boot), and dropped
 * by `close()`. `url` lets another process open it.
 */
export async function openScratchPostgres(
  adminUrl: string,
  prefix = 't',
  opts: { migrate?: boolean; waitForConnectionMs?: number } = {},
): Promise<Database & { url: string }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database ends its connections on purpose: nothing to report.
  const database = await openPostgres(url.toString(), () => {}, opts.waitForConnectionMs);
  if (opts.migrate !== false) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
