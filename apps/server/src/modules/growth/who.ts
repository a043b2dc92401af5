import { messages } from '@app/contract/messages';
import type { GROWTH_PARAMS } from '@app/contract/schemas/growth';
import type { Db } from '../../db/client';
import { whoLms } from '../../db/schema';
import { interpolate, type Lms } from './lms';

type Param = (typeof GROWTH_PARAMS)[number];
type Sex = 'male' | 'female';

/** WHO counts a month as 30.4375 days. */
export const DAYS_PER_MONTH = 30.4375;
/** The last day of the WHO 2006 tables (5 years). */
export const LAST_2006_DAY = 1856;
/** Length is measured lying down until 730 days; height standing after. */
export const LAST_LENGTH_DAY = 730;

export type WhoTables = Map<string, Map<number, Lms>>;

const cache = new WeakMap<Db, Promise<WhoTables>>();

/** The tables, read once per database handle: they never change while the server runs. */
export function whoTables(db: Db): Promise<WhoTables> {
  let tables = cache.get(db);
  if (!tables) {
    tables = db
      .select()
      .from(whoLms)
      .then((rows) => {
        const out: WhoTables = new Map();
        for (const r of rows) {
          const key = `${r.indicator}:${r.sex}`;
          const byAge = out.get(key) ?? new Map<number, Lms>();
          byAge.set(r.age, { L: r.l, M: r.m, S: r.s });
          out.set(key, byAge);
        }
        return out;
      });
    cache.set(db, tables);
    tables.catch(() => cache.delete(db));
  }
  return tables;
}

export type Standard =
  | { lms: Lms; standard: 'WHO 2006 standard' | 'WHO 2007 reference'; measure?: 'length' | 'height' }
  | { reason: string };

/** The LMS of a monthly table at a fractional month, interpolated between its rows. */
function monthly(byAge: Map<number, Lms> | undefined, months: number): Lms | undefined {
  if (!byAge) return undefined;
  const low = Math.floor(months);
  const a = byAge.get(low);
  const b = byAge.get(low + 1);
  if (a && b) return interpolate(a, b, months - low);
  return a;
}

/**
 * The WHO table that applies to a measurement at an age in days: the 2006 standard to 1856 days
 * (length rows to 730 days, height rows after), then the 2007 reference (weight to 10 years,
 * height to 19); where WHO has no range, the reason instead of an invented one.
 */
export function standardFor(tables: WhoTables, param: Param, sex: Sex, ageDays: number): Standard {
  const indicator2006 = { W: 'wfa', H: 'lhfa', HC: 'hcfa' }[param];
  if (ageDays <= LAST_2006_DAY) {
    const lms = tables.get(`${indicator2006}:${sex}`)?.get(Math.max(0, Math.round(ageDays)));
    if (!lms) return { reason: messages.serverError };
    return {
      lms,
      standard: 'WHO 2006 standard',
      ...(param === 'H' ? { measure: ageDays <= LAST_LENGTH_DAY ? ('length' as const) : ('height' as const) } : {}),
    };
  }
  if (param === 'HC') return { reason: messages.growthNoHeadRange };
  const months = ageDays / DAYS_PER_MONTH;
  const table = tables.get(`${param === 'W' ? 'wfa2007' : 'hfa2007'}:${sex}`);
  const lms = monthly(table, Math.max(61, months));
  if (!lms || months > (param === 'W' ? 120 : 228)) {
    return { reason: param === 'W' ? messages.growthNoWeightRange : messages.growthNoHeightRange };
  }
  return { lms, standard: 'WHO 2007 reference', ...(param === 'H' ? { measure: 'height' as const } : {}) };
}
