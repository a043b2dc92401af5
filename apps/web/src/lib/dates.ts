/**
 * The appointment's calendar: 'today' and the 15-day strip are Indian dates (design §3: never the
 * phone's own time zone), so a parent abroad or a phone set to UTC sees the days the clinics work.
 * Dates are 'yyyy-MM-dd' strings, as the server takes them. The arithmetic is the contract's
 * calendar, shared with the server; this file only shows dates and times to a parent.
 *
 * Names and clock times come from the contract's tables and India's fixed offset, not from Intl:
 * its first date format loads ICU's calendar and zone data, a long task in the doctors' list's first
 * render on a phone (decision 0068). The tests hold both to what Intl says.
 */
import { dateIn, datesFrom, minuteOfDayIn, todayInIndia } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE, DATE_STRIP_DAYS } from '@app/contract/constants';
import { dateNames, formatDate, formatDateWithWeekday } from '@app/contract/dates';
import { labelOf } from '@app/contract/slotTimes';

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
  /** 'Sunday, 22 November', what a screen reader says. */
  label: string;
}

/** The 15 days of the appointment strip, from today in India. */
export function dateStrip(now: Date = new Date(), days: number = DATE_STRIP_DAYS): StripDay[] {
  return datesFrom(todayInIndia(now), days).map((iso) => {
    const names = dateNames(iso);
    return {
      iso,
      weekday: names?.weekdayShort ?? '',
      day: names?.day ?? 0,
      month: names?.monthShort ?? '',
      label: names ? `${names.weekday}, ${names.day} ${names.month}` : '',
    };
  });
}

/** A date still inside today's strip (a saved choice from yesterday is not). */
export function isInStrip(iso: string | undefined, now: Date = new Date()): iso is string {
  return iso !== undefined && dateStrip(now).some((d) => d.iso === iso);
}

/** 'Sun, 22 Nov' (the card's date). */
export function shortDate(iso: string): string {
  const names = dateNames(iso);
  return names ? `${names.weekdayShort}, ${names.day} ${names.monthShort}` : '';
}

/** 'Sunday, 22 Nov 2026' (summaries): the weekday, then the one text format. */
export function longDate(iso: string): string {
  return formatDateWithWeekday(iso);
}

/** An instant as Indian clock time, 'hh:mm AM' (when a hold ends). */
export function indianTime(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  return labelOf(minuteOfDayIn(CLINIC_TIME_ZONE, date));
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
  return minuteOfDayIn(CLINIC_TIME_ZONE, now);
}
