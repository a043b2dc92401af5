/**
 * The weekly-hours editor's values and their check: the contract's SaveWeeklyHoursRequest (the
 * schema the server validates with) through requestForm.ts, after the rows as typed are made the
 * request's (lib/weeklyHours). The request's field paths are the form's, so what the server
 * refuses ('rows.1.slotMinutes', an overlap on 'rows.0') shows on that row.
 */
import { SaveWeeklyHoursRequest } from '@app/contract/schemas/hours';
import type { z } from 'zod';
import { type HoursRowValues, requestRowsOf } from '../../lib/weeklyHours';
import { requestResolver } from './requestForm';

export interface HoursValues {
  rows: HoursRowValues[];
}

export type HoursRequest = z.output<typeof SaveWeeklyHoursRequest>;

export const hoursResolver = (doctorID: number, clinicID: number) =>
  requestResolver(
    (v: HoursValues) => ({ doctorID, clinicID, rows: requestRowsOf(v.rows) }),
    SaveWeeklyHoursRequest,
    {},
  );
