/**
 * The WHO range gauge's scale (spec §9: the WHO from–to bounds extended by one range width each
 * side). The normal range sits in the middle third; the child's marker is clamped to the ends.
 */
export type RangePosition = 'below' | 'within' | 'above';

export interface GaugeScale {
  /** The ends of the scale. */
  min: number;
  max: number;
  /** Where the normal range starts and ends, and where the marker is, as fractions 0–1. */
  bandStart: number;
  bandEnd: number;
  marker: number;
  /** The value lies beyond an end of the scale (the marker sits at that end). */
  clamped: boolean;
  position: RangePosition;
}

/** Normal is From ≤ value ≤ To (the WHO range is z from −2 to +2). */
export function rangePosition(value: number, from: number, to: number): RangePosition {
  if (value < from) return 'below';
  if (value > to) return 'above';
  return 'within';
}

const fraction = (v: number, min: number, max: number) => (v - min) / (max - min);

/**
 * The gauge for a value against its range; undefined when the range is not a range. A
 * measurement is never below zero, so the low end stops at 0 (a wide range for an older child).
 */
export function gaugeScale(from: number, to: number, value: number): GaugeScale | undefined {
  const width = to - from;
  if (!(width > 0) || !Number.isFinite(value)) return undefined;
  const min = Math.max(0, from - width);
  const max = to + width;
  const raw = fraction(value, min, max);
  return {
    min,
    max,
    bandStart: fraction(from, min, max),
    bandEnd: fraction(to, min, max),
    marker: Math.min(1, Math.max(0, raw)),
    clamped: raw < 0 || raw > 1,
    position: rangePosition(value, from, to),
  };
}
