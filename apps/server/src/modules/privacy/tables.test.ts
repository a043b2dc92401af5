import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as shared from '../../db/schema';

const RECORD = path.join(import.meta.dirname, '../../../../../docs/decisions/0049-personal-data-export-and-erasure.md');
const MODULES = path.join(import.meta.dirname, '..');

/** Every table the migrations make: db/schema's and each module's own (modules/<name>/<name>.schema.ts). */
async function allTables() {
  const files = readdirSync(MODULES).flatMap((dir) =>
    readdirSync(path.join(MODULES, dir))
      .filter((f) => f.endsWith('.schema.ts'))
      .map((f) => path.join(MODULES, dir, f)),
  );
  const modules = await Promise.all(files.map((f) => import(f) as Promise<Record<string, unknown>>));
  const names = [shared, ...modules]
    .flatMap((m) => Object.values(m))
    .filter((v) => is(v, PgTable))
    .map((t) => getTableName(t as PgTable));
  return [...new Set(names)].sort();
}

/** The tables the decision record's table names in its first column (`name`, or several per row). */
function classifiedTables() {
  const section = readFileSync(RECORD, 'utf8').split('## Each table')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([a-z_]+)`/g)].map((m) => m[1] ?? ''))
    .sort();
}

describe('what an erasure does to each table (decision 0049)', () => {
  it('names every table exactly once: a new table says whether it holds personal data and what an erasure does to it', async () => {
    expect(classifiedTables()).toEqual(await allTables());
  });
});
