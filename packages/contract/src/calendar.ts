/**
 * The one calendar of the server and the web: calendar dates as 'yyyy-MM-dd' strings, "today" as
 * the Indian date of an instant (design §3: never the server's or the phone's own zone), day and
 * month arithmetic, and a child's age. It imports no zod and no date library, so both sides (and
 * the contract's schemas) can use it.
 *
 * Arithmetic runs on midnight UTC of a date, where no zone and no summer time can shift a day.
 * A string that is not a real date is a programming error here, not a user's mistake: every
 * function that computes with dates throws a RangeError for one (input from a person is checked
 * with `isCalendarDate`, or by the contract's `calendarDate()`, before it gets this far).
 */
import { ASSUMED_PREMATURE_GESTATION_WEEKS, CLINIC_TIME_ZONE, CORRECTED_AGE_UNTIL_MONTHS } from './constants';

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** A full-term pregnancy, the point corrected age counts from. */
const TERM_WEEKS = 40;

/** Midnight UTC of a real calendar date, in ms; undefined for anything else. */
function utcTime(value: unknown): number | undefined {
  const match = typeof value === 'string' ? DATE_SHAPE.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Year 0000 does not exist (nor in PostgreSQL's calendar).
  if (year < 1) return undefined;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  // Date quietly rolls 2023-02-29 over to 1 March: a day that moved was not a real one.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date.getTime()
    : undefined;
}

function timeOf(date: string): number {
  const time = utcTime(date);
  if (time === undefined) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return time;
}

const dateOf = (time: number) => {
  const d = new Date(time);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

/** Whether a value is a day that exists written as 'yyyy-MM-dd': 2024-02-29 is, 2023-02-29 and 2026-02-30 are not. */
export function isCalendarDate(value: unknown): value is string {
  return utcTime(value) !== undefined;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The last date made per zone, by the second it was made for: under load most calls ask for now,
 * and formatToParts is the slow part. Every zone's offset is a whole number of seconds, so one
 * second has one date.
 */
const lastDates = new Map<string, { second: number; date: string }>();

/**
 * India has kept one offset, UTC+05:30 with no summer time, since 15 October 1945: its clock is
 * arithmetic. Asking Intl instead loads ICU's time-zone data at its first use, which on a phone is
 * a long task in the booking screen's first render (decision 0068). Other zones, and instants
 * before that day, go to Intl.
 */
const INDIA_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);
const INDIA_OFFSET_MS = 330 * 60_000;
const INDIA_SINGLE_OFFSET_FROM = Date.UTC(1945, 9, 14, 18, 30);
const MINUTE_MS = 60_000;

/** The instant moved to India's wall clock, read with the UTC getters; undefined where Intl must answer. */
function indianWallTime(timeZone: string, at: Date): number | undefined {
  const time = at.getTime();
  return INDIA_ZONES.has(timeZone) && time >= INDIA_SINGLE_OFFSET_FROM ? time + INDIA_OFFSET_MS : undefined;
}

/** Minutes since midnight on the wall clock of a time zone at an instant (0 to 1439). */
export function minuteOfDayIn(timeZone: string, at: Date): number {
  const wall = indianWallTime(timeZone, at);
  if (wall !== undefined) return Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  const parts = partsIn(clockFormatters, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone, at);
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** The calendar date of an instant in a time zone (a clinic's, or India's). */
export function dateIn(timeZone: string, at: Date): string {
  const wall = indianWallTime(timeZone, at);
  if (wall !== undefined) return dateOf(wall);
  const second = Math.floor(at.getTime() / 1000);
  const last = lastDates.get(timeZone);
  if (last?.second === second) return last.date;
  const date = formatDateIn(timeZone, at);
  lastDates.set(timeZone, { second, date });
  return date;
}

function formatDateIn(timeZone: string, at: Date): string {
  const parts = partsIn(dateFormatters, { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone, at);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * An instant's parts on a zone's wall clock, by one formatter per zone in `made` (making one costs
 * far more than using it). The parts are read by type, so no locale's order of them matters.
 */
function partsIn(
  made: Map<string, Intl.DateTimeFormat>,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
  at: Date,
): Record<string, string> {
  let formatter = made.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
    made.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(at)) parts[part.type] = part.value;
  return parts;
}

/** Today in India at the instant `now` (the caller's clock, so tests can set it). */
export function todayInIndia(now: Date): string {
  return dateIn(CLINIC_TIME_ZONE, now);
}

/** The date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return dateOf(timeOf(date) + days * DAY_MS);
}

/** `count` consecutive dates from `first` (the appointment strip's days). */
export function datesFrom(first: string, count: number): string[] {
  const start = timeOf(first);
  return Array.from({ length: count }, (_, i) => dateOf(start + i * DAY_MS));
}

const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The same day `months` later; a day the month lacks becomes its last day: 31 January + 1 month is
 * 28 (or 29) February, 29 February 2024 + 12 months is 28 February 2025.
 */
export function addMonths(date: string, months: number): string {
  const d = new Date(timeOf(date));
  const target = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const out = new Date(0);
  out.setUTCFullYear(year, month, Math.min(d.getUTCDate(), daysInMonth(year, month)));
  return dateOf(out.getTime());
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((timeOf(to) - timeOf(from)) / DAY_MS);
}

/**
 * Completed months from `from` to `to`, as the WHO tables and vaccine schedules count age: a month
 * is complete on the same day of the month, or on the last day of a month too short to have it
 * (born 31 January: 1 month on 28 February). So `completedMonths(d, addMonths(d, n))` is n.
 * Negative when `to` is earlier.
 */
export function completedMonths(from: string, to: string): number {
  // `|| 0`: no -0 for the same month backwards.
  if (to < from) return -completedMonths(to, from) || 0;
  const a = new Date(timeOf(from));
  const b = new Date(timeOf(to));
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (b.getUTCDate() < Math.min(a.getUTCDate(), daysInMonth(b.getUTCFullYear(), b.getUTCMonth()))) months -= 1;
  return months;
}

/** Completed years, the way a birthday is counted (born 29 February: a year on 28 February). */
export const completedYears = (from: string, to: string) => Math.trunc(completedMonths(from, to) / 12);

/** Day of the week of a date, 0 for Sunday, whatever the clock's zone. */
export const weekdayOf = (date: string) => new Date(timeOf(date)).getUTCDay();

export interface ChildAge {
  /** Days since birth, or since the corrected birth while that applies; 0 before it. */
  days: number;
  /** Completed months, from the same start as `days`; 0 before it. */
  months: number;
  /** Born early and under CORRECTED_AGE_UNTIL_MONTHS (chronologically): the ages are corrected. */
  corrected: boolean;
  /** Weeks the corrected birth is after the real one (0 when not corrected). */
  correctionWeeks: number;
  /** Days and completed months from the real birth. */
  chronologicalDays: number;
  chronologicalMonths: number;
}

/**
 * A child's age on `on`. A child born early is measured from the due date, not the birth, until 24
 * months (corrected age; AAP, IAP and WHO growth practice). The intake keeps only a flag (born before
 * 35 weeks), so the correction assumes 34 weeks, the most the flag allows, unless a week is known.
 */
export function childAge(
  dateOfBirth: string,
  on: string,
  premature: boolean,
  gestationWeeks: number = ASSUMED_PREMATURE_GESTATION_WEEKS,
): ChildAge {
  const chronologicalDays = daysBetween(dateOfBirth, on);
  const chronologicalMonths = completedMonths(dateOfBirth, on);
  const weeks = premature ? TERM_WEEKS - gestationWeeks : 0;
  const corrected = weeks > 0 && chronologicalMonths < CORRECTED_AGE_UNTIL_MONTHS;
  const start = corrected ? correctedBirth(dateOfBirth, weeks) : dateOfBirth;
  return {
    days: Math.max(0, daysBetween(start, on)),
    months: Math.max(0, completedMonths(start, on)),
    corrected,
    correctionWeeks: corrected ? weeks : 0,
    chronologicalDays,
    chronologicalMonths,
  };
}

/** The date a child born `correctionWeeks` early was due: where corrected age counts from. */
export const correctedBirth = (dateOfBirth: string, correctionWeeks: number) =>
  addDays(dateOfBirth, correctionWeeks * 7);
