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

/**
 * A fresh, migrated database holding the reference data (as every server has) and nothing else:
 * tests build their own doctors and parents (test/catalog.ts). `close()` throws it away.
 */
export async function openTestDatabase(kind: DbKind, opts: { waitForConnectionMs?: number } = {}): Promise<Database> {
  if (kind === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return wrapPglite(client); // the template already holds the reference data
  }
  // A copy of the run's template (global-setup.ts), which holds the reference data already.
  return openScratchPostgres(inject('postgresUrl'), 't', { ...opts, template: inject('postgresTemplate') });
}
