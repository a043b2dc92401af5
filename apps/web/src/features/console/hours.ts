/**
 * How 'My hours' shows a doctor's weekly hours (decision 0052): the week from Monday, as India's
 * working week is read, each day with its stretches of hours in clock order, and the consult types
 * the doctor may give hours to. Pure functions, so the screen's components stay small.
 */
import { CONSULT_TYPES } from '@app/contract/constants';
import type { RouteResult } from '../../lib/routeEndpoint';

export type DoctorHours = RouteResult<'consoleMyHours'>['hours'];
export type ClinicHours = DoctorHours['clinics'][number];
export type WeeklyRow = ClinicHours['rows'][number];
export type DayOff = DoctorHours['daysOff'][number];
export type ConsultType = (typeof CONSULT_TYPES)[number];

/** The contract's day numbers (0 Sunday … 6 Saturday), in the order the screen shows them. */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** The clinic's time zone, which the screen need not name. */
export const HOME_TIME_ZONE = 'Asia/Kolkata';

/** '09:30' → '09:30 AM', '13:00' → '01:00 PM', '24:00' (the end of the day) → '12:00 AM', as the slots are written. */
export function clockLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 24;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${String(m).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export interface WeekDay {
  weekday: number;
  rows: WeeklyRow[];
}

/** Every day of the week from Monday, with its rows in clock order (none on a day off work). */
export function weekOf(rows: readonly WeeklyRow[]): WeekDay[] {
  return WEEK_FROM_MONDAY.map((weekday) => ({
    weekday,
    rows: rows.filter((r) => r.weekday === weekday).sort((a, b) => a.from.localeCompare(b.from)),
  }));
}

/**
 * The consult types the doctor may give hours to, in the contract's order: those their profile
 * offers, and any their hours already serve (so an edit never drops a type it cannot show).
 */
export function typesToOffer(profileTypes: readonly string[], hours: DoctorHours | undefined): ConsultType[] {
  const wanted = new Set<string>(profileTypes.map((t) => t.toLowerCase().trim()));
  for (const clinic of hours?.clinics ?? [])
    for (const row of clinic.rows) for (const t of row.consultTypes) wanted.add(t);
  return CONSULT_TYPES.filter((t) => wanted.has(t));
}

/** Types in the contract's order (audio before video), however a row lists them: every day reads alike. */
export const inContractOrder = (types: readonly string[]): string[] => CONSULT_TYPES.filter((t) => types.includes(t));
