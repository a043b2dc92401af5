/**
 * The appointment's calendar: 'today' and the 15-day strip are Indian dates (design §3: never the
 * phone's own time zone), so a parent abroad or a phone set to UTC sees the days the clinics work.
 * Dates are 'yyyy-MM-dd' strings, as the server takes them. The arithmetic is the contract's
 * calendar, shared with the server; this file only shows dates and times to a parent.
 */
import { dateIn, datesFrom, isCalendarDate, todayInIndia } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE, DATE_STRIP_DAYS } from '@app/contract/constants';
import { formatDate, formatDateWithWeekday } from '@app/contract/dates';

/** '05 Nov 2026': the one text format of a date (the contract's, shared with the server's pages and PDFs). */
export { formatDate };

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

/**
 * One formatter per locale and options, made once: building an Intl.DateTimeFormat costs far more
 * than using one, and the booking screens format 15 strip days and every card's date as they open
 * (a tenth of /doctor-selection's script time, Lighthouse's long tasks; decision 0040).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

function format(iso: string, options: Intl.DateTimeFormatOptions): string {
  if (!isCalendarDate(iso)) return '';
  // Midnight UTC of the date, formatted in UTC, gives back the same calendar day in any zone.
  return formatter('en-IN', { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** The 15 days of the appointment strip, from today in India. */
export function dateStrip(now: Date = new Date(), days: number = DATE_STRIP_DAYS): StripDay[] {
  return datesFrom(todayInIndia(now), days).map((iso) => ({
    iso,
    weekday: format(iso, { weekday: 'short' }),
    day: Number(iso.slice(8, 10)),
    month: format(iso, { month: 'short' }),
    label: format(iso, { weekday: 'long', day: 'numeric', month: 'long' }),
  }));
}

/** A date still inside today's strip (a saved choice from yesterday is not). */
export function isInStrip(iso: string | undefined, now: Date = new Date()): iso is string {
  return iso !== undefined && dateStrip(now).some((d) => d.iso === iso);
}

/** 'Sun, 22 Nov' (the card's date). */
export function shortDate(iso: string): string {
  return format(iso, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** 'Sunday, 22 Nov 2026' (summaries): the weekday, then the one text format. */
export function longDate(iso: string): string {
  return formatDateWithWeekday(iso);
}

/** An instant as Indian clock time, 'hh:mm AM' (when a hold ends). */
export function indianTime(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  return formatter('en-IN', {
    timeZone: CLINIC_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  })
    .format(date)
    .toUpperCase();
}

/** The Indian date of an instant, '22 Nov 2026' (when a record was added or retired). */
export function indianDate(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : formatDate(dateIn(CLINIC_TIME_ZONE, date));
}

/** An instant as an Indian date and clock time, '22 Nov 2026, 10:40 AM' (records: who changed what, when). */
export function indianDateTime(at: string): string {
  const day = indianDate(at);
  return day && `${day}, ${indianTime(at)}`;
}

/** Minutes since midnight in India now (to compare with a slot of today). */
export function indianMinuteOfDay(now: Date = new Date()): number {
  const parts: Record<string, string> = {};
  for (const part of formatter('en-GB', {
    timeZone: CLINIC_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)) {
    parts[part.type] = part.value;
  }
  return Number(parts.hour) * 60 + Number(parts.minute);
}
