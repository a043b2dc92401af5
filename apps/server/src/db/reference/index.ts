import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { referenceDatasets } from '../schema';
import { type ReferenceDataset, versionOf } from './dataset';
import { whoGrowth } from './growth';
import { catalogLookups } from './lookups';
import { cdcMilestones } from './milestones';
import { vaccineSchedules } from './vaccines';

/**
 * Everything the product cannot run without, in every environment, production included. The diet
 * guidance is not here: it is read from its file when first asked for and never stored.
 */
export const REFERENCE_DATASETS: readonly ReferenceDataset[] = [
  catalogLookups,
  cdcMilestones,
  whoGrowth,
  vaccineSchedules,
];

/** Any fixed number (not the migrations' one): serialises imports when several servers start at once. */
const REFERENCE_LOCK_KEY = 727_002;

export interface ReferenceImport {
  imported: string[];
  unchanged: string[];
}

/**
 * Brings each reference dataset up to the version this code would write, at every boot. Unchanged
 * datasets cost one query for all of them. A changed one is re-imported in one transaction under
 * an advisory lock, and the version is checked again under the lock, so of several processes
 * starting together exactly one imports and the others find it done.
 */
export async function importReferenceData(
  db: Db,
  datasets: readonly ReferenceDataset[] = REFERENCE_DATASETS,
): Promise<ReferenceImport> {
  const stored = new Map(
    (await db.select({ name: referenceDatasets.name, version: referenceDatasets.version }).from(referenceDatasets)).map(
      (r) => [r.name, r.version],
    ),
  );
  const result: ReferenceImport = { imported: [], unchanged: [] };
  for (const dataset of datasets) {
    const data = dataset.load();
    const version = versionOf(data);
    if (stored.get(dataset.name) === version) {
      result.unchanged.push(dataset.name);
      continue;
    }
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK_KEY})`);
      const [current] = await tx
        .select({ version: referenceDatasets.version })
        .from(referenceDatasets)
        .where(eq(referenceDatasets.name, dataset.name));
      if (current?.version === version) return false;
      await dataset.write(tx, data);
      const row = { name: dataset.name, version, rowCount: dataset.rowCount(data), importedAt: sql`now()` };
      await tx.insert(referenceDatasets).values(row).onConflictDoUpdate({ target: referenceDatasets.name, set: row });
      return true;
    });
    (done ? result.imported : result.unchanged).push(dataset.name);
  }
  return result;
}
