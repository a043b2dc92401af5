/**
 * The appointment's calendar: 'today' and the 15-day strip are Indian dates (design §3: never the
 * phone's own time zone), so a parent abroad or a phone set to UTC sees the days the clinics work.
 * Dates are 'yyyy-MM-dd' strings, as the server takes them.
 */
import { CLINIC_TIME_ZONE, DATE_STRIP_DAYS } from '@app/contract/constants';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface StripDay {
  /** 'yyyy-MM-dd' */
  iso: string;
  /** 'Sun' */
  weekday: string;
  /** 22 */
  day: number;
  /** 'Nov' */
  month: string;
  /** 'Sunday 22 November', what a screen reader says. */
  label: string;
}

/** The calendar date of an instant in a time zone, as 'yyyy-MM-dd'. */
export function isoDateIn(timeZone: string, at: Date): string {
  const parts: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at)) {
    parts[part.type] = part.value;
  }
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function todayInIndia(now: Date = new Date()): string {
  return isoDateIn(CLINIC_TIME_ZONE, now);
}

/** Midnight UTC of a calendar date: a fixed point to do calendar arithmetic and formatting on. */
function utcDate(iso: string): Date | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : undefined;
}

export function addDays(iso: string, days: number): string {
  const date = utcDate(iso);
  if (!date) return iso;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function format(iso: string, options: Intl.DateTimeFormatOptions): string {
  const date = utcDate(iso);
  // The date is midnight UTC, so formatting it in UTC gives back the same calendar day.
  return date ? new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'UTC' }).format(date) : '';
}

/** The 15 days of the appointment strip, from today in India. */
export function dateStrip(now: Date = new Date(), days: number = DATE_STRIP_DAYS): StripDay[] {
  const today = todayInIndia(now);
  return Array.from({ length: days }, (_, i) => {
    const iso = addDays(today, i);
    return {
      iso,
      weekday: format(iso, { weekday: 'short' }),
      day: Number(iso.slice(8, 10)),
      month: format(iso, { month: 'short' }),
      label: format(iso, { weekday: 'long', day: 'numeric', month: 'long' }),
    };
  });
}

/** A date still inside today's strip (a saved choice from yesterday is not). */
export function isInStrip(iso: string | undefined, now: Date = new Date()): iso is string {
  return iso !== undefined && dateStrip(now).some((d) => d.iso === iso);
}

/** 'Sun, 22 Nov' (the card's date). */
export function shortDate(iso: string): string {
  return format(iso, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** 'Sunday, 22 November 2026' (summaries). */
export function longDate(iso: string): string {
  return format(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** An instant as Indian clock time, 'hh:mm AM' (when a hold ends). */
export function indianTime(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: CLINIC_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  })
    .format(date)
    .toUpperCase();
}

/** Minutes since midnight in India now (to compare with a slot of today). */
export function indianMinuteOfDay(now: Date = new Date()): number {
  const parts: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-GB', {
    timeZone: CLINIC_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)) {
    parts[part.type] = part.value;
  }
  return Number(parts.hour) * 60 + Number(parts.minute);
}
