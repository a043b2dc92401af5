/** The three measurements of the growth screen, with the contract's plausible bounds (no zod). */
import { GROWTH_BOUNDS, GROWTH_PARAMS } from '@app/contract/constants';
import type { GrowthEntry } from '@app/contract/schemas/growth';

export type GrowthParam = (typeof GROWTH_PARAMS)[number];
export const GROWTH_TABS: readonly GrowthParam[] = GROWTH_PARAMS;
export const MEASURES = GROWTH_BOUNDS;

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
