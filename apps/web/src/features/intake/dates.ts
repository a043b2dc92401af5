/**
 * Calendar dates as 'yyyy-MM-dd' strings (what the date input and the server use). "Today" is the
 * Indian date (design §3: never the device's or server's own time zone), so a parent abroad or a
 * phone set to UTC cannot pick tomorrow's date in India, nor be refused today's.
 */
import { CLINIC_TIME_ZONE } from '@app/contract/constants';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date of an instant in a time zone, as 'yyyy-MM-dd'. */
export function isoDateIn(timeZone: string, at: Date): string {
  // en-CA formats dates as yyyy-mm-dd; the parts are read by type so the order does not matter.
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, part) => {
      acc[part.type] = part.value;
      return acc;
    }, {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function todayInIndia(now: Date = new Date()): string {
  return isoDateIn(CLINIC_TIME_ZONE, now);
}

/** A real calendar date written as 'yyyy-MM-dd' (not '2023-02-30'). */
export function isIsoDate(value: string | undefined): value is string {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (the spec's display format); anything else → ''. */
export function formatDayMonthYear(iso: string | undefined): string {
  if (!isIsoDate(iso)) return '';
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Whole months from `dob` to `today` (both 'yyyy-MM-dd'); negative when dob is later. */
export function completedMonths(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let months = (ty - by) * 12 + (tm - bm);
  // A birthday on the 31st is reached on the last day of a shorter month.
  const lastDayOfMonth = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  if (td < Math.min(bd, lastDayOfMonth)) months -= 1;
  return months;
}

/** Completed years of age on `today`, the way a birthday is counted. */
export function completedYears(dob: string, today: string): number {
  return Math.floor(completedMonths(dob, today) / 12);
}

/**
 * Shapes what a parent types into the date of birth box as dd/MM/yyyy, keystroke by keystroke:
 * digits fill the day, then the month, then the year, and a slash comes by itself when one part
 * is full; a one-digit day or month closed with a separator gets its 0 ('1/5/' → '01/05/');
 * anything past the year, and anything but digits and separators, is dropped.
 */
export function maskDayMonthYear(raw: string): string {
  const sizes = [2, 2, 4] as const;
  const parts = ['', '', ''];
  let part = 0;
  for (const char of raw) {
    if (/\d/.test(char)) {
      if ((parts[part] ?? '').length === sizes[part]) {
        if (part === 2) break;
        part += 1;
      }
      parts[part] += char;
    } else if (/[/.\-\s]/.test(char) && part < 2 && parts[part]) {
      parts[part] = (parts[part] ?? '').padStart(2, '0');
      part += 1;
    }
  }
  return parts.slice(0, part + 1).join('/');
}

/** 'dd/MM/yyyy' → 'yyyy-MM-dd' when it is a whole, real date; undefined otherwise. */
export function parseDayMonthYear(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : undefined;
}
