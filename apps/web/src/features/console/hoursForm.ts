/**
 * The weekly-hours form's values and their check. The check is the contract's own
 * SaveMyHoursRequest (the schema the server validates with), through react-hook-form's zod
 * resolver, so the doctor sees its messages before sending; the form turns what was typed into
 * the request's shape first (the day and slot length from their selects, a 'To' of 00:00 as the
 * end of the day, 24:00). The request's field paths are the form's, so what the server refuses
 * ('rows.1.slotMinutes', an overlap on 'rows.0') shows on that row.
 */
import { SaveMyHoursRequest } from '@app/contract/schemas/hours';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { HoursRowValues } from '../../lib/weeklyHours';
import { type WeeklyRow, weekOf } from './hours';

export type HoursRequest = z.output<typeof SaveMyHoursRequest>;

// A row's inputs, the slot lengths and the next row are the back office's too (lib/weeklyHours.ts).
export { type HoursRowValues, nextRow, slotLengthsWith } from '../../lib/weeklyHours';

export interface HoursFormValues {
  rows: HoursRowValues[];
}

/** A time input holds no 24:00: the end of the day shows as 00:00 (12:00 AM). */
const END_OF_DAY = '24:00';
const MIDNIGHT = '00:00';

/** The form's rows, in the week's order (from Monday), as the week above them reads. */
export const valuesOf = (rows: readonly WeeklyRow[]): HoursFormValues => ({
  rows: weekOf(rows)
    .flatMap((day) => day.rows)
    .map((r) => ({
      weekday: String(r.weekday),
      from: r.from,
      to: r.to === END_OF_DAY ? MIDNIGHT : r.to,
      slotMinutes: String(r.slotMinutes),
      consultTypes: [...r.consultTypes],
    })),
});

/** What the form sends, before the check. */
export const requestOf = (clinicID: number, values: HoursFormValues) => ({
  clinicID,
  rows: values.rows.map((r) => ({
    weekday: Number(r.weekday),
    from: r.from,
    to: r.to === MIDNIGHT ? END_OF_DAY : r.to,
    slotMinutes: Number(r.slotMinutes),
    consultTypes: r.consultTypes,
  })),
});

export function hoursResolver(clinicID: number): Resolver<HoursFormValues, unknown, HoursRequest> {
  const request = z
    .custom<HoursFormValues>()
    .transform((values): unknown => requestOf(clinicID, values))
    .pipe(SaveMyHoursRequest as z.ZodType<HoursRequest, unknown>);
  return zodResolver(request) as unknown as Resolver<HoursFormValues, unknown, HoursRequest>;
}

const ROW_FIELD = /^rows\.\d+(?:\.(?:weekday|from|to|slotMinutes|consultTypes))?$/;

/** The row or input the server named ('rows.1.slotMinutes', 'rows.0'); undefined for the rest ('rows'). */
export function hoursFieldOf(field: string | undefined, rowCount: number): FieldPath<HoursFormValues> | undefined {
  if (!field || !ROW_FIELD.test(field)) return undefined;
  return Number(field.split('.')[1]) < rowCount ? (field as FieldPath<HoursFormValues>) : undefined;
}
