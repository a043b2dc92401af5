/**
 * A doctor's weekly hours as the staff screens show and edit them (decision 0052), shared by the
 * back office and the console: the week read from Monday, as India's working week is, each day's
 * stretches in clock order; a form's rows as their inputs hold them (text), and the request's
 * rows made from them. Pure functions, so the screens' components stay small.
 */
import { CONSULT_TYPES } from '@app/contract/constants';
import type { WeeklyHoursRow } from '@app/contract/schemas/hours';

export type WeeklyRow = WeeklyHoursRow;
export type ConsultType = (typeof CONSULT_TYPES)[number];

/** The contract's day numbers (0 Sunday … 6 Saturday), in the order the screens show them. */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** '09:30' → '09:30 AM', '13:00' → '01:00 PM', '24:00' (the end of the day) → '12:00 AM', as slots are written. */
export function clockLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 24;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${String(m).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Every day of the week from Monday, with its rows in clock order (none on a day off work). */
export const weekOf = (rows: readonly WeeklyRow[]) =>
  WEEK_FROM_MONDAY.map((weekday) => ({
    weekday,
    rows: rows.filter((r) => r.weekday === weekday).sort((a, b) => a.from.localeCompare(b.from)),
  }));

/** Types in the contract's order (audio before video), however a row lists them: every day reads alike. */
export const inContractOrder = (types: readonly string[]): ConsultType[] =>
  CONSULT_TYPES.filter((t) => types.includes(t));

/**
 * The consult types hours may be given to, in the contract's order: those the doctor's profile
 * offers, and any of `rows` already serves (so an edit never drops a type it cannot show).
 */
export function typesToOffer(profileTypes: readonly string[], rows: readonly WeeklyRow[]): ConsultType[] {
  const wanted = new Set<string>(profileTypes.map((t) => t.toLowerCase().trim()));
  for (const row of rows) for (const t of row.consultTypes) wanted.add(t);
  return CONSULT_TYPES.filter((t) => wanted.has(t));
}

/** One row as a form's inputs hold it: selects and time inputs give text. */
export interface HoursRowValues {
  weekday: string;
  /** 'HH:mm', as a time input gives it ('' while unfinished). */
  from: string;
  /** 'HH:mm'; '00:00' is midnight at the end of the day (a time input holds no 24:00). */
  to: string;
  slotMinutes: string;
  consultTypes: ConsultType[];
}

/** The slot lengths offered; a row's own length is added when it is another. */
const SLOT_LENGTHS = [10, 15, 20, 30, 45, 60] as const;

export function slotLengthsWith(current: string): number[] {
  const own = Number(current);
  const lengths: number[] = [...SLOT_LENGTHS];
  if (Number.isInteger(own) && own > 0 && !lengths.includes(own)) lengths.push(own);
  return lengths.sort((a, b) => a - b);
}

const END_OF_DAY = '24:00';
const MIDNIGHT = '00:00';

/** A clinic's rows as a form starts from them, in the week's order (from Monday), as the week above reads. */
export const rowValuesOf = (rows: readonly WeeklyRow[]): HoursRowValues[] =>
  weekOf(rows)
    .flatMap((day) => day.rows)
    .map((r) => ({
      weekday: String(r.weekday),
      from: r.from,
      to: r.to === END_OF_DAY ? MIDNIGHT : r.to,
      slotMinutes: String(r.slotMinutes),
      consultTypes: inContractOrder(r.consultTypes),
    }));

/** The request's rows from the form's, before the contract's check (a 'To' of 00:00 is the end of the day). */
export const requestRowsOf = (rows: readonly HoursRowValues[]) =>
  rows.map((r) => ({
    weekday: Number(r.weekday),
    from: r.from,
    to: r.to === MIDNIGHT ? END_OF_DAY : r.to,
    slotMinutes: Number(r.slotMinutes),
    consultTypes: r.consultTypes,
  }));

/**
 * A new row: the day after the last row's (in the week from Monday), with its times, slot length
 * and types — a week is entered a day at a time. The first row: Monday morning, every type offered.
 */
export function nextRow(rows: readonly HoursRowValues[], offered: readonly ConsultType[]): HoursRowValues {
  const last = rows.at(-1);
  if (!last) return { weekday: '1', from: '09:00', to: '13:00', slotMinutes: '15', consultTypes: [...offered] };
  const at = WEEK_FROM_MONDAY.findIndex((d) => String(d) === last.weekday);
  const weekday = WEEK_FROM_MONDAY[(at + 1) % WEEK_FROM_MONDAY.length] ?? 1;
  return { ...last, weekday: String(weekday), consultTypes: [...last.consultTypes] };
}

const ROW_FIELD = /^rows\.(\d+)(?:\.(?:weekday|from|to|slotMinutes|consultTypes))?$/;

/**
 * The row or input a refusal names ('rows.1.slotMinutes', an overlap on 'rows.0'), as a form's
 * field path; undefined for the rest ('rows', a row the form no longer has).
 */
export function rowFieldOf(field: string | undefined, rowCount: number): RowField | undefined {
  const match = field ? ROW_FIELD.exec(field) : null;
  if (!match || Number(match[1]) >= rowCount) return undefined;
  return field as RowField;
}

/** A row of a form whose rows are `rows`, or one of its inputs. */
export type RowField = `rows.${number}` | `rows.${number}.${keyof HoursRowValues}`;
