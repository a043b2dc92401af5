/** Dates of the tracker: the server sends yyyy-MM-dd; "today" is the Indian date (design §3). */
import { CLINIC_TIME_ZONE } from '@app/contract/constants';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Today in India as yyyy-MM-dd (the date input's max). */
export function indianToday(now: Date = new Date()): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CLINIC_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The yyyy-MM-dd part of a server date, or '' (for a date input's value). */
export function isoDay(value: string | null | undefined): string {
  const match = value ? ISO_DATE.exec(value) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : '';
}

const display = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '12 Mar 2026' for a server date; other text as it is; undefined for none. */
export function showDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const day = isoDay(value);
  if (!day) return value;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : display.format(date);
}
