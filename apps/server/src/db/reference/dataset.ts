import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, sql } from 'drizzle-orm';
import type { IndexColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { referenceDataDir } from '../../paths';
import type { Db } from '../client';

/**
 * A reference dataset: data the product cannot run without and that comes from a published source
 * (apps/server/data), not from people using it. `load` reads and shapes the source files (no
 * database); `write` stores the result inside the import's transaction. `write` upserts by the
 * source's own key, so ids stay put and every record pointing at a row (a child's milestone answer,
 * a vaccination record, a doctor's speciality) stays valid across a re-import.
 */
export interface ReferenceDataset<Data = unknown> {
  name: string;
  load(): Data;
  rowCount(data: Data): number;
  write(tx: Db, data: Data): Promise<void>;
}

/** Helps TypeScript tie `load`'s result to `write`'s argument. */
export const defineDataset = <Data>(d: ReferenceDataset<Data>): ReferenceDataset => d as ReferenceDataset;

/**
 * The version of a dataset: a hash of the rows its importer would write. Hashing the output rather
 * than the files means a change to the importer (a reworded 'To be given') re-imports too, and
 * nobody has to remember to bump a constant.
 */
export const versionOf = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

const dataRoot = referenceDataDir;

/** A file of apps/server/data, e.g. `readDataFile('milestones/cdc_milestones_2022.json')`. */
export const readDataFile = (relative: string) => readFileSync(path.join(dataRoot, relative), 'utf8');

/**
 * Inserts rows, or updates the listed columns of the row already there under `target` (the
 * source's own key), so its id, and whatever points at it, stays.
 */
export function upsert<T extends PgTable>(
  tx: Db,
  table: T,
  rows: T['$inferInsert'][],
  target: IndexColumn | IndexColumn[],
  update: (keyof T['$inferInsert'] & string)[],
) {
  const columns = getTableColumns(table);
  const set = Object.fromEntries(
    update.map((key) => [key, sql.raw(`excluded."${columns[key]?.name ?? key}"`)]),
  ) as PgUpdateSetSource<T>;
  return tx.insert(table).values(rows).onConflictDoUpdate({ target, set });
}
