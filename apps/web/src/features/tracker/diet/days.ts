/**
 * The diet plan's days: 'yyyy-MM-dd' strings, with 'today' the Indian date (design §3: never the
 * phone's own time zone), counted by the contract's calendar.
 */
import { addDays, daysBetween, isCalendarDate, todayInIndia } from '@app/contract/calendar';
import { DIET_WINDOW_DAYS } from '@app/contract/constants';
import { enVaccination } from '../../../i18n/enVaccination';
import { showDate } from '../dates';

export interface DietWindow {
  today: string;
  /** The date input's min and max (spec §9: one week either side of today). */
  min: string;
  max: string;
}

export function dietWindow(now: Date = new Date()): DietWindow {
  const today = todayInIndia(now);
  return { today, min: addDays(today, -DIET_WINDOW_DAYS), max: addDays(today, DIET_WINDOW_DAYS) };
}

/** Whether a date may be asked for (a typed date can get past the input's min and max). */
export function inWindow(date: string, window: DietWindow): boolean {
  return isCalendarDate(date) && date >= window.min && date <= window.max;
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
  // A date that is not one (typed into the address) gets no words, only itself.
  const key = (isCalendarDate(date) && HEADING_WORDS[daysBetween(today, date)]) || 'other';
  return { words: enVaccination.diet.heading[key], date: showDate(date) ?? date };
}

export function dietHeading(date: string, today: string): string {
  const parts = dietHeadingParts(date, today);
  return `${parts.words} ${parts.date}`;
}

/** The diet call's dt (spec §7: yyyy-MM-dd HH:mm:ss): the start of that Indian day. */
export const dietDt = (date: string) => `${date} 00:00:00`;
