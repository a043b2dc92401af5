/**
 * The three measurements of the growth screen. The plausible bounds are the contract's
 * GROWTH_BOUNDS, copied: that module brings zod at runtime, which the screen's chunk does without
 * (measures.test.ts keeps the copy equal to the contract).
 */
import type { GrowthEntry } from '@app/contract/schemas/growth';

export type GrowthParam = 'W' | 'H' | 'HC';
export const GROWTH_TABS: readonly GrowthParam[] = ['W', 'H', 'HC'];

export const MEASURES = {
  W: { min: 0.3, max: 150, unit: 'kg', field: 'Weight', label: 'Weight' },
  H: { min: 30, max: 220, unit: 'cm', field: 'Height', label: 'Height' },
  HC: { min: 20, max: 65, unit: 'cm', field: 'HeadCircum', label: 'Head circumference' },
} as const;

export type MeasureField = (typeof MEASURES)[GrowthParam]['field'];

/** An entry's value of this measurement and its WHO normal range (null where there is none). */
export function measureOf(entry: GrowthEntry, param: GrowthParam) {
  const field = MEASURES[param].field;
  return {
    value: entry[field],
    from: entry[`${field}From`],
    to: entry[`${field}To`],
  };
}
