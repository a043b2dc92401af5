/**
 * The diet plan's days: 'yyyy-MM-dd' strings, with 'today' the Indian date (design §3: never the
 * phone's own time zone), counted by the contract's calendar.
 */
import { addDays, daysBetween, isCalendarDate, todayInIndia } from '@app/contract/calendar';
import { DIET_WINDOW_DAYS } from '@app/contract/constants';
import { formatDate } from '@app/contract/dates';
import { enVaccination } from '../../../i18n/enVaccination';

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

/** '09 Mar 2026': India's dd MMM yyyy, the one format of the app (a day that does not exist is shown as it came). */
export function dietDate(date: string): string {
  return isCalendarDate(date) ? formatDate(date) : date;
}

/**
 * The heading keeps the spec's frame ('Diet plan for today/yesterday/day after/day before
 * {date}') but names the days as a parent says them: today, tomorrow and yesterday with their
 * date; any other day by its date alone ('day after 25 Nov' read as the 26th, 'day before' as
 * two days back). In two parts, so the screen can set the date apart.
 */
const HEADING_WORDS: Record<number, keyof typeof enVaccination.diet.heading> = {
  0: 'today',
  1: 'tomorrow',
  [-1]: 'yesterday',
};

export function dietHeadingParts(date: string, today: string): { words: string; date: string } {
  // A date that is not one (typed into the address) gets no words, only itself.
  const key = (isCalendarDate(date) && HEADING_WORDS[daysBetween(today, date)]) || 'other';
  return { words: enVaccination.diet.heading[key], date: dietDate(date) };
}

export function dietHeading(date: string, today: string): string {
  const parts = dietHeadingParts(date, today);
  return `${parts.words} ${parts.date}`;
}

/** The diet call's dt (spec §7: yyyy-MM-dd HH:mm:ss): the start of that Indian day. */
export const dietDt = (date: string) => `${date} 00:00:00`;
