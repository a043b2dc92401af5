/** A percentile in words a parent understands ('On the 40th percentile: within the normal range'). */
import { enGrowth } from '../../../i18n/enGrowth';
import type { RangePosition } from './gauge';

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st, 111th… */
export function ordinal(n: number): string {
  const whole = Math.trunc(n);
  const lastTwo = Math.abs(whole) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${whole}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][Math.abs(whole) % 10] ?? 'th';
  return `${whole}${suffix}`;
}

/** The whole percentile shown: 1–99 (below 0.5 and from 99.5 it is said as beyond them). */
export function wholePercentile(percentile: number): number | 'belowFirst' | 'aboveLast' {
  if (percentile < 0.5) return 'belowFirst';
  if (percentile >= 99.5) return 'aboveLast';
  return Math.round(percentile);
}

/** 'on the 40th percentile', 'below the 1st percentile', 'above the 99th percentile'. */
export function percentilePhrase(percentile: number): string {
  const whole = wholePercentile(percentile);
  if (whole === 'belowFirst') return enGrowth.percentile.belowFirst;
  if (whole === 'aboveLast') return enGrowth.percentile.aboveLast;
  return enGrowth.percentile.on(ordinal(whole));
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'On the 40th percentile: within the normal range'. */
export function percentileWords(percentile: number, position: RangePosition): string {
  return `${capitalise(percentilePhrase(percentile))}: ${enGrowth.percentile.position[position]}`;
}
