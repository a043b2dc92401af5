import { type Database, wrapPglite } from '../apps/server/src/db/client';
import { openScratchPostgres } from '../apps/server/src/db/scratch';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh scratch PostgreSQL database for one benchmark run, or in-memory PGlite when PostgreSQL
 * does not answer. `url` (PostgreSQL only) lets another process, such as the built server, open it;
 * `prefix` starts its name (a benchmark's own, so a cleanup of another's databases misses it).
 */
export async function openBenchDatabase(prefix = 'bench'): Promise<{ database: Database; kind: string; url?: string }> {
  try {
    const database = await openScratchPostgres(adminUrl, prefix);
    return { database, kind: 'PostgreSQL', url: database.url };
  } catch {
    const { PGlite } = await import('@electric-sql/pglite');
    const database = wrapPglite(await PGlite.create());
    await database.migrate();
    return { database, kind: 'PGlite' };
  }
}
