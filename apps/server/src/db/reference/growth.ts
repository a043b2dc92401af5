import { insertInChunks } from '../insertInChunks';
import { whoLms } from '../schema';
import { defineDataset, readDataFile } from './dataset';

/** Which file holds which indicator, and whether its age column is days or months. */
const FILES = [
  { file: 'wfa_0_5y_by_day.csv', indicator: 'wfa', ageColumn: 'age_days' },
  { file: 'lhfa_0_5y_by_day.csv', indicator: 'lhfa', ageColumn: 'age_days' },
  { file: 'hcfa_0_5y_by_day.csv', indicator: 'hcfa', ageColumn: 'age_days' },
  { file: 'who2007_wfa_5_10y_by_month.csv', indicator: 'wfa2007', ageColumn: 'age_months' },
  { file: 'who2007_hfa_5_19y_by_month.csv', indicator: 'hfa2007', ageColumn: 'age_months' },
] as const;

export function readWhoFile(file: string, indicator: string, ageColumn: string) {
  const [header, ...lines] = readDataFile(`who/${file}`).trim().split('\n');
  const columns = (header ?? '').split(',');
  const at = (name: string) => columns.indexOf(name);
  return lines.map((line) => {
    const cells = line.split(',');
    const cell = (name: string) => cells[at(name)] ?? '';
    const row = {
      indicator,
      sex: cell('sex'),
      age: Number(cell(ageColumn)),
      l: Number(cell('L')),
      m: Number(cell('M')),
      s: Number(cell('S')),
      measure: at('measure') >= 0 ? cell('measure') : null,
    };
    if (![row.age, row.l, row.m, row.s].every(Number.isFinite)) throw new Error(`bad WHO row in ${file}: ${line}`);
    return row;
  });
}

/**
 * The WHO 2006 daily standards and the 2007 monthly references (apps/server/data/who). Nothing
 * points at these rows, so a new version replaces them all (in the import's transaction: readers
 * see the old table until it commits).
 */
export const whoGrowth = defineDataset({
  name: 'who-growth',
  load: () => FILES.flatMap((f) => readWhoFile(f.file, f.indicator, f.ageColumn)),
  rowCount: (rows) => rows.length,
  async write(tx, rows) {
    await tx.delete(whoLms);
    await insertInChunks(tx, whoLms, rows);
  },
});
