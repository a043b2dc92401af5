/**
 * The time the browser journeys run at. Every journey states it (`at`, see fixtures.ts): the
 * server's clock and the page's clock are set to it, and every date a test types or expects is
 * derived from it, never from the machine's clock, so a run at 02:00 and one at 23:50 take the
 * same steps and assert the same outcome.
 */

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * `npm test`'s time: Wednesday 25 November 2026, 10:30 in India. A working day of the demo
 * clinics (about half the demo doctors rest on Sunday) in the middle of the morning, when the day
 * still has slots of every kind ahead; `npm run test:clock` runs the suite at harder times.
 */
export const DEFAULT_SUITE_TIME = '2026-11-25T10:30:00+05:30';

/**
 * The journeys about Aarav (the seeded son, born 2022-03-14) check a four-year-old: the 4-5 years
 * milestone band, and the WHO head-circumference standard that stops at five. A time outside his
 * fifth year would fail them for a reason that has nothing to do with the product.
 */
const AARAV_IS_FOUR = { from: Date.parse('2026-03-14T00:00:00+05:30'), to: Date.parse('2027-03-14T00:00:00+05:30') };

/** Checks a journey's time; the message names where it came from. */
export function checkedTime(at: string, source: string): string {
  if (!ISO_WITH_OFFSET.test(at) || Number.isNaN(Date.parse(at))) {
    throw new Error(`${source} must be an ISO date-time with an offset, e.g. 2026-11-28T23:50:00+05:30 (got '${at}')`);
  }
  const ms = Date.parse(at);
  if (ms < AARAV_IS_FOUR.from || ms >= AARAV_IS_FOUR.to) {
    throw new Error(`${source} must fall between 2026-03-14 and 2027-03-13 (the seeded Aarav is four); got '${at}'`);
  }
  return at;
}

/** The suite's time: E2E_CLOCK (ISO with an offset, e.g. 2026-11-28T23:50:00+05:30) or the default. */
export const SUITE_TIME = checkedTime(process.env.E2E_CLOCK || DEFAULT_SUITE_TIME, 'E2E_CLOCK');

const indianCalendar = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** The Indian calendar date `days` after the day of `at`, as 'yyyy-MM-dd'. */
export function indianDay(at: string, days = 0): string {
  const day = new Date(`${indianCalendar.format(new Date(at))}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** `indianDay` as the intake's date field shows it, dd/MM/yyyy. */
export function indianDayDmy(at: string, days = 0): string {
  const [y, m, d] = indianDay(at, days).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * The days after the day of `at` (1 = tomorrow) on which the demo clinics work, the first `count`
 * of them: most demo doctors rest on Sundays, so a Sunday is skipped. The first is tomorrow, or the
 * day after when tomorrow is a Sunday. Journeys that need plenty of free slots book on these days,
 * whatever hour of whatever day the suite runs at.
 */
export function workingDaysAhead(at: string, count = 1): number[] {
  const days: number[] = [];
  for (let ahead = 1; days.length < count; ahead += 1) {
    if (new Date(`${indianDay(at, ahead)}T00:00:00Z`).getUTCDay() !== 0) days.push(ahead);
  }
  return days;
}

/** The first of `workingDaysAhead`: tomorrow, or the day after when tomorrow is a Sunday. */
export const nextWorkingDay = (at: string): number => workingDaysAhead(at, 1)[0] ?? 1;
