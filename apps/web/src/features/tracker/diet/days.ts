/**
 * Calendar days of the diet plan and the vaccination rules: 'yyyy-MM-dd' strings, with 'today'
 * the Indian date (design §3: never the phone's own time zone). Arithmetic runs on midnight UTC
 * of the date, so a phone's zone or summer time never shifts a day.
 */
import { DIET_WINDOW_DAYS } from '@app/contract/constants';
import { enVaccination } from '../../../i18n/enVaccination';
import { indianToday, showDate } from '../dates';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a real calendar date, or undefined ('2026-02-30' is not one). */
function utcDay(iso: string): number | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? date.getTime()
    : undefined;
}

export const isIsoDay = (value: string) => utcDay(value) !== undefined;

/** The date `days` after (or before, when negative) a date. */
export function addDays(iso: string, days: number): string {
  const time = utcDay(iso);
  if (time === undefined) throw new RangeError(`Not a date: ${iso}`);
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later); NaN for a non-date. */
export function daysBetween(from: string, to: string): number {
  const a = utcDay(from);
  const b = utcDay(to);
  return a === undefined || b === undefined ? Number.NaN : Math.round((b - a) / DAY_MS);
}

export interface DietWindow {
  today: string;
  /** The date input's min and max (spec §9: one week either side of today). */
  min: string;
  max: string;
}

export function dietWindow(now: Date = new Date()): DietWindow {
  const today = indianToday(now);
  return { today, min: addDays(today, -DIET_WINDOW_DAYS), max: addDays(today, DIET_WINDOW_DAYS) };
}

/** Whether a date may be asked for (a typed date can get past the input's min and max). */
export function inWindow(date: string, window: DietWindow): boolean {
  return isIsoDay(date) && date >= window.min && date <= window.max;
}

/**
 * The heading (spec §2: 'Diet plan for today/yesterday/day after/day before {date}'): today and
 * yesterday as they are, 'day after' for tomorrow and 'day before' for the day before yesterday,
 * as the spec words them; other days by their date alone. In two parts, so the screen can set
 * the date apart ('day after 23 Nov' must not read as the 24th).
 */
const HEADING_WORDS: Record<number, keyof typeof enVaccination.diet.heading> = {
  0: 'today',
  [-1]: 'yesterday',
  1: 'dayAfter',
  [-2]: 'dayBefore',
};

export function dietHeadingParts(date: string, today: string): { words: string; date: string } {
  const key = HEADING_WORDS[daysBetween(today, date)] ?? 'other';
  return { words: enVaccination.diet.heading[key], date: showDate(date) ?? date };
}

export function dietHeading(date: string, today: string): string {
  const parts = dietHeadingParts(date, today);
  return `${parts.words} ${parts.date}`;
}

/** The diet call's dt (spec §7: yyyy-MM-dd HH:mm:ss): the start of that Indian day. */
export const dietDt = (date: string) => `${date} 00:00:00`;
