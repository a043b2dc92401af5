import { differenceInCalendarMonths, differenceInDays, differenceInMonths, differenceInYears } from 'date-fns';

/** Whole months from `from` to `to`, both calendar dates (a month is complete on the same day-of-month). */
export function monthsBetween(from: string, to: string): number {
  const a = new Date(`${from}T00:00:00Z`);
  const b = new Date(`${to}T00:00:00Z`);
  const months = differenceInCalendarMonths(b, a);
  return b.getUTCDate() < a.getUTCDate() ? months - 1 : months;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A child's age in words from the date of birth ('yyyy-MM-dd') on a calendar date: days in the
 * first month, months until 2 years, then years and months. Dates are read as calendar dates, so
 * no time zone can shift a birthday.
 */
export function ageInWords(dateOfBirth: string, onDate: string): string {
  const born = new Date(`${dateOfBirth}T00:00:00Z`);
  const on = new Date(`${onDate}T00:00:00Z`);
  if (Number.isNaN(born.getTime()) || Number.isNaN(on.getTime()) || on < born) return '';
  const months = differenceInMonths(on, born);
  if (months < 1) return plural(differenceInDays(on, born), 'day');
  if (months < 24) return plural(months, 'month');
  const years = differenceInYears(on, born);
  const rest = months - years * 12;
  return rest ? `${plural(years, 'year')} ${plural(rest, 'month')}` : plural(years, 'year');
}
