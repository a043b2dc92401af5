import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readWhoFile } from '../../db/reference/growth';
import { percentileOf, valueAt, zScore } from './lms';
import { DAYS_PER_MONTH, standardFor, type WhoTables } from './who';

const whoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/who');

/** The tables exactly as the seed imports them, without a database. */
function tablesFromFiles(): WhoTables {
  const files = [
    ['wfa_0_5y_by_day.csv', 'wfa', 'age_days'],
    ['lhfa_0_5y_by_day.csv', 'lhfa', 'age_days'],
    ['hcfa_0_5y_by_day.csv', 'hcfa', 'age_days'],
    ['who2007_wfa_5_10y_by_month.csv', 'wfa2007', 'age_months'],
    ['who2007_hfa_5_19y_by_month.csv', 'hfa2007', 'age_months'],
  ] as const;
  const tables: WhoTables = new Map();
  for (const [file, indicator, ageColumn] of files) {
    for (const r of readWhoFile(file, indicator, ageColumn)) {
      const key = `${r.indicator}:${r.sex}`;
      const byAge = tables.get(key) ?? new Map();
      byAge.set(r.age, { L: r.l, M: r.m, S: r.s });
      tables.set(key, byAge);
    }
  }
  return tables;
}

/** WHO's published SD curves (−3 … +3) of a monthly file, as (sex, month, z, value) points. */
function publishedPoints(file: string) {
  const [header, ...lines] = readFileSync(path.join(whoDir, file), 'utf8').trim().split('\n');
  const columns = (header ?? '').split(',');
  const sds = ['SD3neg', 'SD2neg', 'SD1neg', 'SD0', 'SD1', 'SD2', 'SD3'] as const;
  const zOf = { SD3neg: -3, SD2neg: -2, SD1neg: -1, SD0: 0, SD1: 1, SD2: 2, SD3: 3 };
  return lines.flatMap((line) => {
    const cells = line.split(',');
    const sex = cells[columns.indexOf('sex')] as 'male' | 'female';
    const month = Number(cells[columns.indexOf('age_months')]);
    return sds.map((sd) => ({ sex, month, z: zOf[sd], value: Number(cells[columns.indexOf(sd)]) }));
  });
}

const tables = tablesFromFiles();

describe('z-scores against the WHO published SD tables', () => {
  it('matches every published SD value of the 2007 references (weight 5–10 y, height 5–19 y) within 0.01', () => {
    const points = [
      ...publishedPoints('who2007_wfa_5_10y_by_month.csv').map((p) => ({ ...p, param: 'W' as const })),
      ...publishedPoints('who2007_hfa_5_19y_by_month.csv').map((p) => ({ ...p, param: 'H' as const })),
    ];
    expect(points.length).toBeGreaterThan(200);
    let checked = 0;
    for (const p of points) {
      const found = standardFor(tables, p.param, p.sex, p.month * DAYS_PER_MONTH);
      if ('reason' in found) throw new Error(`${p.param} ${p.sex} ${p.month}: ${found.reason}`);
      expect(Math.abs(zScore(p.value, found.lms) - p.z), `${p.param} ${p.sex} ${p.month} z=${p.z}`).toBeLessThan(0.01);
      checked++;
    }
    expect(checked).toBe(points.length);
  });

  it('puts the daily 2006 standard within WHO’s rounding of its monthly −2…+2 SD curves', () => {
    // The 0–5 y monthly tables round to 0.1 and sit at fractional days, so the daily row at
    // round(month × 30.4375) agrees to within that rounding, not to 0.01 in z.
    for (const [file, param] of [
      ['wfa_0_5y_by_month.csv', 'W'],
      ['hcfa_0_5y_by_month.csv', 'HC'],
    ] as const) {
      for (const p of publishedPoints(file).filter((q) => Math.abs(q.z) <= 2)) {
        const found = standardFor(tables, param, p.sex, Math.round(p.month * DAYS_PER_MONTH));
        if ('reason' in found) throw new Error(found.reason);
        expect(Math.abs(valueAt(p.z, found.lms) - p.value), `${file} ${p.sex} ${p.month} z=${p.z}`).toBeLessThan(0.1);
      }
    }
  });

  it('pins hand-checked percentiles', () => {
    // Boys at birth, weight-for-age: the median 3.3464 kg is the 50th percentile.
    const boysBirth = standardFor(tables, 'W', 'male', 0);
    if ('reason' in boysBirth) throw new Error(boysBirth.reason);
    expect(percentileOf(zScore(3.3464, boysBirth.lms))).toBe(50);
    // Girls at 1 year (day 365), weight 8.0 kg: M ≈ 8.95 kg, S ≈ 0.12, L ≈ −0.08, so by hand
    // z ≈ ln(8.0/8.95)/0.12 ≈ −0.92: about the 18th percentile.
    const girlsYear = standardFor(tables, 'W', 'female', 365);
    if ('reason' in girlsYear) throw new Error(girlsYear.reason);
    const z = zScore(8.0, girlsYear.lms);
    expect(z).toBeGreaterThan(-0.95);
    expect(z).toBeLessThan(-0.9);
    expect(percentileOf(z)).toBeGreaterThan(17);
    expect(percentileOf(z)).toBeLessThan(19);
    // A 10-year-old boy 138.6 cm tall is close to the WHO 2007 median (about the 50th).
    const boy10 = standardFor(tables, 'H', 'male', 120 * DAYS_PER_MONTH);
    if ('reason' in boy10) throw new Error(boy10.reason);
    expect(Math.abs(percentileOf(zScore(boy10.lms.M, boy10.lms)) - 50)).toBeLessThan(0.1);
  });
});
