/** The growth table's rows: newest first, values and WHO ranges formatted for a phone. */
import type { GrowthEntry } from '@app/contract/schemas/growth';
import { enGrowth } from '../../../i18n/enGrowth';
import { showDate } from '../dates';
import { type GrowthParam, measureOf } from './measures';

const value = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const bound = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A measurement as entered: 16.25, 16.5, 98. */
export const formatValue = (v: number) => value.format(v);
/** A bound of a WHO range, one decimal: 7.7, 12.0. */
export const formatBound = (v: number) => bound.format(v);

/** '7.7–12.0' (an en dash), or a dash when WHO has no range for the entry. */
export function formatRange(from: number | null, to: number | null): string {
  return from === null || to === null ? enGrowth.table.noRange : `${formatBound(from)}–${formatBound(to)}`;
}

/** '4 years 8 months' → '4\u00a0years 8\u00a0months': a narrow cell breaks between pairs, never inside one. */
export const keepPairs = (text: string) => text.replace(/(\d+) (?=\S)/g, '$1\u00a0');

export interface GrowthRow {
  id: number;
  date: string;
  age: string;
  value: string;
  range: string;
  /** Why there is no range (shown to screen readers and on long press as a title). */
  noRangeReason: string | null;
  canDelete: boolean;
  /** The entry's measurement with its unit, for the delete question ('weight 16.5 kg'). */
  what: string;
}

export function tableRows(data: readonly GrowthEntry[], param: GrowthParam, unit: string): GrowthRow[] {
  const rows: GrowthRow[] = [];
  for (const entry of data) {
    const m = measureOf(entry, param);
    if (m.value === null) continue;
    rows.push({
      id: entry.NotesCaregiverID,
      date: showDate(entry.createdDate) ?? entry.createdDate,
      age: entry.corrected ? `${entry.age} (${enGrowth.table.corrected})` : entry.age,
      value: formatValue(m.value),
      range: formatRange(m.from, m.to),
      noRangeReason: m.from === null ? entry.noRangeReason : null,
      canDelete: entry.isDelete,
      what: `${enGrowth.name[param]} ${formatValue(m.value)} ${unit}`,
    });
  }
  return rows.reverse();
}
