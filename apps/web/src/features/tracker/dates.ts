/** Dates of the tracker as a parent reads them: the server sends yyyy-MM-dd (the calendar is the contract's). */
import { isCalendarDate } from '@app/contract/calendar';
import { formatDate } from '@app/contract/dates';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The yyyy-MM-dd part of a server date, or '' (for a date input's value). */
export function isoDay(value: string | null | undefined): string {
  const match = value ? ISO_DATE.exec(value) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : '';
}

/** '12 Mar 2026' (the contract's one text format) for a server date; other text as it is; undefined for none. */
export function showDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const day = isoDay(value);
  // Date would roll 30 February over to 2 March: a day that does not exist is shown as sent.
  return isCalendarDate(day) ? formatDate(day) : value;
}
