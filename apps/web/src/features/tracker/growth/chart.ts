/**
 * The growth chart's data: the WHO percentile curves (x = age in months) and the child's
 * measurements (x = age in days / 30.4375) on one x axis, as uPlot wants it (one sorted x array,
 * a null where a series has no point).
 */
import type { GrowthEntry, GrowthResponse } from '@app/contract/schemas/growth';
import { enGrowth } from '../../../i18n/enGrowth';
import { type GrowthParam, measureOf } from './measures';
import { capitalise, percentilePhrase } from './percentile';

/** The WHO tables' average month (365.25 / 12). */
export const DAYS_PER_MONTH = 30.4375;
export const CURVE_KEYS = ['p3', 'p15', 'p50', 'p85', 'p97'] as const;
export type CurveKey = (typeof CURVE_KEYS)[number];

export interface ChartPoint {
  x: number;
  y: number;
}

/** The child's measurements of this tab, oldest first, as chart points. */
export function childPoints(data: readonly GrowthEntry[], param: GrowthParam): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const entry of data) {
    const { value } = measureOf(entry, param);
    if (value === null) continue;
    points.push({ x: entry.ageDays / DAYS_PER_MONTH, y: value });
  }
  return points.sort((a, b) => a.x - b.x);
}

/** [x, p3, p15, p50, p85, p97, child]: the curves and the child's points on one sorted x axis. */
export function chartData(
  curves: GrowthResponse['curves'],
  points: readonly ChartPoint[],
): [number[], ...(number | null)[][]] {
  type Row = { x: number; curve?: GrowthResponse['curves'][number]; child?: number };
  const rows: Row[] = curves.map((curve) => ({ x: curve.ageMonths, curve }));
  for (const point of points) rows.push({ x: point.x, child: point.y });
  rows.sort((a, b) => a.x - b.x);
  // uPlot needs every x once: two measurements on one day sit a hair apart.
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1];
    const row = rows[i];
    if (prev && row && row.x <= prev.x) row.x = prev.x + 1e-6;
  }
  return [
    rows.map((r) => r.x),
    ...CURVE_KEYS.map((key) => rows.map((r) => (r.curve ? r.curve[key] : null))),
    rows.map((r) => r.child ?? null),
  ];
}

/** The chart's text alternative: 'Growth chart: 3 measurements, latest on the 40th percentile.' */
export function chartSummary(count: number, latestPercentile: number | null): string {
  const latest = count > 0 && latestPercentile !== null ? percentilePhrase(latestPercentile) : undefined;
  return capitalise(enGrowth.chart.summary(count, latest));
}

/**
 * Where the curve labels go on the right edge: each at its curve's last y (in px, down from the
 * top), pushed apart so no two are closer than `gap`, and kept inside [top, bottom].
 */
export function spreadLabels(ys: readonly number[], gap: number, top: number, bottom: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const placed = order.map((o) => o.y);
  for (let k = 0; k < placed.length; k++) {
    const prev = placed[k - 1];
    const here = placed[k] ?? 0;
    placed[k] = Math.max(here, top, prev === undefined ? top : prev + gap);
  }
  // Pushed past the bottom: walk back up.
  for (let k = placed.length - 1; k >= 0; k--) {
    const next = placed[k + 1];
    const here = placed[k] ?? 0;
    placed[k] = Math.min(here, next === undefined ? bottom : next - gap);
  }
  const out = new Array<number>(ys.length);
  order.forEach((o, k) => {
    out[o.i] = placed[k] ?? o.y;
  });
  return out;
}
