/**
 * The date of birth as a parent types and reads it, dd/MM/yyyy, turned to and from the
 * 'yyyy-MM-dd' the server takes. Today, ages and validity are the contract's calendar.
 */
import { isCalendarDate } from '@app/contract/calendar';

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (the spec's display format); anything else → ''. */
export function formatDayMonthYear(iso: string | undefined): string {
  if (!isCalendarDate(iso)) return '';
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
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
  return isCalendarDate(iso) ? iso : undefined;
}
