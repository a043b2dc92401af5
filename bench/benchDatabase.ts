import { type Database, wrapPglite } from '../apps/server/src/db/client';
import { openScratchPostgres } from '../apps/server/src/db/scratch';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh scratch PostgreSQL database for one benchmark run, or in-memory PGlite when PostgreSQL does not answer. */
export async function openBenchDatabase(): Promise<{ database: Database; kind: string }> {
  try {
    return { database: await openScratchPostgres(adminUrl, 'bench'), kind: 'PostgreSQL' };
  } catch {
    const { PGlite } = await import('@electric-sql/pglite');
    const database = wrapPglite(await PGlite.create());
    await database.migrate();
    return { database, kind: 'PGlite' };
  }
}
