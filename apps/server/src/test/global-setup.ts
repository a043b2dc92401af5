import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildIfChanged } from '../../../../scripts/build.mjs';
import { wrapPglite } from '../db/client';
import { importReferenceData } from '../db/reference';
import { dropStaleScratchDatabases, scratchTemplate } from '../db/scratch';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data dir, migrated and holding the reference data: each test file loads its own copy (~0.6 s vs ~4 s). */
    pgliteTemplate: string;
    /** The PostgreSQL server to test against too, or '' when none answers. */
    postgresUrl: string;
    /** On that server, a migrated database holding the reference data: each test database is a copy (~0.1 s vs ~1.8 s). */
    postgresTemplate: string;
  }
}

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup(project: TestProject) {
  // The process tests run the server as production does: built (once here, when its sources changed).
  await buildIfChanged({ web: false });
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  await importReferenceData(database.db);
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_PG;
  const reachable = process.env.SKIP_POSTGRES_TESTS ? false : await postgresAnswers(url);
  project.provide('postgresUrl', reachable ? url : '');
  // What a killed run left behind (a run drops its own databases when it ends).
  if (reachable) await dropStaleScratchDatabases(url, Date.now());
  const template = reachable ? await scratchTemplate(url, (made) => importReferenceData(made.db)) : undefined;
  project.provide('postgresTemplate', template?.name ?? '');
  console.log(
    reachable
      ? `Database tests run on PGlite and on PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')}`
      : 'Database tests run on PGlite only (no PostgreSQL server answered).',
  );
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}
