/**
 * How 'My hours' shows a doctor's weekly hours (decision 0052): the week from Monday, as India's
 * working week is read, each day with its stretches of hours in clock order, and the consult types
 * the doctor may give hours to. Pure functions, so the screen's components stay small.
 */
import { CONSULT_TYPES } from '@app/contract/constants';
import type { RouteResult } from '../../lib/routeEndpoint';
import { WEEK_FROM_MONDAY } from '../../lib/weeklyHours';

export type DoctorHours = RouteResult<'consoleMyHours'>['hours'];
export type ClinicHours = DoctorHours['clinics'][number];
export type WeeklyRow = ClinicHours['rows'][number];
export type DayOff = DoctorHours['daysOff'][number];
export type ConsultType = (typeof CONSULT_TYPES)[number];

// The week's order and the clock's words are the back office's too (lib/weeklyHours.ts).
export { clockLabel, WEEK_FROM_MONDAY } from '../../lib/weeklyHours';

/** The clinic's time zone, which the screen need not name. */
export const HOME_TIME_ZONE = 'Asia/Kolkata';

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
