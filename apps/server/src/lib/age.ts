import { completedMonths, daysBetween, isCalendarDate } from '@app/contract/calendar';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A child's age in words from the date of birth ('yyyy-MM-dd') on a calendar date: days in the
 * first month, months until 2 years, then years and months. Completed months are the calendar's,
 * so the words agree with the WHO ages and the milestone bands.
 */
export function ageInWords(dateOfBirth: string, onDate: string): string {
  if (!isCalendarDate(dateOfBirth) || !isCalendarDate(onDate) || onDate < dateOfBirth) return '';
  const months = completedMonths(dateOfBirth, onDate);
  if (months < 1) return plural(daysBetween(dateOfBirth, onDate), 'day');
  if (months < 24) return plural(months, 'month');
  const years = Math.floor(months / 12);
  const rest = months - years * 12;
  return rest ? `${plural(years, 'year')} ${plural(rest, 'month')}` : plural(years, 'year');
}

const AGE_BAND_WORDS: Record<string, string> = {
  '0-2': '0–2 years',
  '2-6': '2–6 years',
  '7-12': '7–12 years',
  '13-18': '13–18 years',
};

/** The child's age in words from the date of birth, else the age band the parent chose. */
export const childAge = (c: { dateOfBirth: string | null; ageBand: string | null }, today: string) =>
  c.dateOfBirth ? ageInWords(c.dateOfBirth, today) : (AGE_BAND_WORDS[c.ageBand ?? ''] ?? '');
