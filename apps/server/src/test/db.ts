import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, wrapPglite } from '../db/client';
import { openScratchPostgres } from '../db/scratch';

export type DbKind = 'pglite' | 'postgres';

/** The databases every *.int.test.ts runs against: PGlite always, PostgreSQL when it answers. */
export function dbKinds(): DbKind[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database for one test file (or one test); `close()` throws it away. */
export async function openTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return wrapPglite(client);
  }
  return openScratchPostgres(inject('postgresUrl'));
}
