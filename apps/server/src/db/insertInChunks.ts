import { getTableColumns } from 'drizzle-orm';
import type { PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';

/** PostgreSQL's wire protocol counts a statement's parameters in 16 bits, PGlite's as well. */
export const MAX_BIND_PARAMETERS = 65_535;

/**
 * How many rows of `table` one insert may carry. Drizzle sends at most one parameter per column of
 * a row (a value left out goes as `default`, an array or a JSON value as one parameter), so the
 * table's column count is a bound that holds whichever columns a caller fills.
 */
export function rowsPerInsert(table: PgTable, columnsPerRow = Object.keys(getTableColumns(table)).length) {
  return Math.max(1, Math.floor(MAX_BIND_PARAMETERS / columnsPerRow));
}

/**
 * Inserts any number of rows, as many statements as the parameter limit needs (one insert of
 * 10,000 doctors would need 140,000 parameters). Run it inside a transaction when the rows must
 * land all or none. With `returning`, the chunks' returned rows follow one another (within a chunk
 * PostgreSQL returns them in the order of its VALUES).
 * Values written as sql`…` with parameters of their own would break the bound: pass plain values.
 */
export async function insertInChunks<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void>;
export async function insertInChunks<T extends PgTable, F extends SelectedFieldsFlat>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  returning: F,
): Promise<SelectResultFields<F>[]>;
export async function insertInChunks<T extends PgTable, F extends SelectedFieldsFlat>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  returning?: F,
): Promise<unknown> {
  const size = rowsPerInsert(table);
  const returned: SelectResultFields<F>[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const insert = db.insert(table).values(rows.slice(i, i + size));
    if (returning) returned.push(...((await insert.returning(returning)) as SelectResultFields<F>[]));
    else await insert;
  }
  return returning ? returned : undefined;
}
