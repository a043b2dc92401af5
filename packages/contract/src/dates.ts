/**
 * The one way a date is written for a parent, a doctor or a document, on the server and in the
 * web app: 'dd MMM yyyy' in text ('05 Nov 2026'), 'dd/mm/yyyy' in a field a person types into.
 * The wire and the database keep 'yyyy-MM-dd' (calendar.ts); these only show and read dates.
 *
 * Month and weekday names are written out here rather than asked of Intl: ICU versions differ
 * ('Sep' or 'Sept' for en-IN), and a PDF made on the server must read like the screen.
 */
import { isCalendarDate, weekdayOf } from './calendar';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** 'Jan' … 'Dec': each name's first three letters ('Sep', where some ICU versions say 'Sept'). */
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** The names of a date's parts a screen shows. */
export interface DateNames {
  /** 'Sunday' */
  weekday: string;
  /** 'Sun' */
  weekdayShort: string;
  /** 22 */
  day: number;
  /** 'November' */
  month: string;
  /** 'Nov' */
  monthShort: string;
}

/** '2026-11-22' → its weekday, day and month names; undefined for anything that is not a real date. */
export function dateNames(iso: string | null | undefined): DateNames | undefined {
  const parts = partsOf(iso);
  if (!parts || !iso) return undefined;
  const weekday = WEEKDAYS[weekdayOf(iso)] ?? '';
  return {
    weekday,
    weekdayShort: weekday.slice(0, 3),
    day: Number(parts.day),
    month: MONTH_NAMES[parts.month - 1] ?? '',
    monthShort: MONTHS[parts.month - 1] ?? '',
  };
}

/** What an empty date field shows, and what its hint names. */
export const DATE_FIELD_PATTERN = 'dd/mm/yyyy';

/** The parts of a 'yyyy-MM-dd' date, or undefined for anything that is not a real date. */
function partsOf(value: unknown): { year: string; month: number; day: string } | undefined {
  if (!isCalendarDate(value)) return undefined;
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month: Number(month), day };
}

/** '2026-11-05' → '05 Nov 2026' (the text format); '' for anything that is not a real date. */
export function formatDate(iso: string | null | undefined): string {
  const parts = partsOf(iso);
  return parts ? `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}` : '';
}

/** '2026-11-22' → 'Sunday, 22 Nov 2026' (an appointment, where the weekday helps); '' for no date. */
export function formatDateWithWeekday(iso: string | null | undefined): string {
  const text = formatDate(iso);
  return iso && text ? `${WEEKDAYS[weekdayOf(iso)]}, ${text}` : '';
}

/** '2026-11-05' → '05/11/2026' (the field format); '' for anything that is not a real date. */
export function formatDateField(iso: string | null | undefined): string {
  const parts = partsOf(iso);
  return parts ? `${parts.day}/${String(parts.month).padStart(2, '0')}/${parts.year}` : '';
}

/** 'dd/mm/yyyy' → 'yyyy-MM-dd' when it is a whole, real date ('31/02/2026' is not); else undefined. */
export function parseDateField(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDate(iso) ? iso : undefined;
}

/**
 * Shapes what a person types into a date field as dd/mm/yyyy, keystroke by keystroke: digits fill
 * the day, then the month, then the year, and a slash comes by itself when one part is full; a
 * one-digit day or month closed with a separator gets its 0 ('1/5/' → '01/05/'); anything past the
 * year, and anything but digits and separators, is dropped.
 */
export function maskDateField(raw: string): string {
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

/** Why a typed date cannot be used. */
export type DateFieldProblem = 'incomplete' | 'notADate' | 'tooEarly' | 'tooLate';

/**
 * Reads a date field's text against its bounds ('yyyy-MM-dd', inclusive): the date, or why not.
 * Empty text is neither (a field that is required says so itself).
 */
export function readDateField(
  text: string,
  bounds: { min?: string | undefined; max?: string | undefined } = {},
): { iso: string } | { problem: DateFieldProblem } | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed)) return { problem: 'incomplete' };
  const iso = parseDateField(trimmed);
  if (!iso) return { problem: 'notADate' };
  // 'yyyy-MM-dd' strings order as the dates do.
  if (bounds.min && iso < bounds.min) return { problem: 'tooEarly' };
  if (bounds.max && iso > bounds.max) return { problem: 'tooLate' };
  return { iso };
}
