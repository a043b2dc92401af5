import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { seedDemoData } from './demo';
import { importReferenceData, type ReferenceImport } from './reference';

/**
 * What every boot (and `npm run db:seed`) does after migrating: reference data always, brought up
 * to its version; demo data only when asked for (config.DEMO_DATA).
 */
export async function seed(db: Db, now: Date, opts: { demo: boolean }): Promise<ReferenceImport> {
  const reference = await importReferenceData(db);
  if (opts.demo) await seedDemoData(db, now);
  return reference;
}

/** Drops every table of ours and the migration journal. Callers must check the opt-in first. */
export async function dropEverything(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`create schema public`);
}
