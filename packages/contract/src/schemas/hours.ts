import { z } from 'zod';
import { CONSULT_TYPES } from '../constants';
import { calendarDate, idText, idValue, optionalText, text } from './common';

/**
 * A doctor's hours (ours, decision 0052): the weekly rows at each clinic, and the days off — a
 * doctor's leave, a clinic's holiday. Edited by operators in the back office and by doctors in
 * the console ('My hours', 'Take leave'); the listing honours them at once.
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'HH:mm' on the 24-hour clock; '24:00' ends a day. */
const clockTime = (field: string) =>
  text(field)
    .trim()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, `${field} must be a time such as 09:30.`)
    .meta({ example: '09:00' });

export const WeeklyHoursRow = z.object({
  /** 0 Sunday … 6 Saturday, in the clinic's time zone. */
  weekday: z
    .number({ error: 'weekday must be a day from 0 (Sunday) to 6 (Saturday).' })
    .int('weekday must be a day from 0 (Sunday) to 6 (Saturday).')
    .min(0, 'weekday must be a day from 0 (Sunday) to 6 (Saturday).')
    .max(6, 'weekday must be a day from 0 (Sunday) to 6 (Saturday).'),
  from: clockTime('from'),
  to: clockTime('to'),
  slotMinutes: z
    .number({ error: 'slotMinutes must be a number of minutes.' })
    .int('slotMinutes must be whole minutes.')
    .min(5, 'A slot must be at least 5 minutes.')
    .max(240, 'A slot must be at most 240 minutes.')
    .meta({ example: 30 }),
  consultTypes: z
    .array(z.enum(CONSULT_TYPES, { error: `consultTypes may only hold ${CONSULT_TYPES.join(', ')}.` }))
    .min(1, 'Choose at least one consult type for these hours.')
    .max(CONSULT_TYPES.length, 'consultTypes has too many entries.'),
});
export type WeeklyHoursRow = z.infer<typeof WeeklyHoursRow>;

export const SaveWeeklyHoursRequest = z.object({
  doctorID: idValue('doctorID'),
  clinicID: idValue('clinicID'),
  /** Every weekly row of the doctor at this clinic: what is not here is removed. */
  rows: z.array(WeeklyHoursRow, { error: 'rows must be a list.' }).max(70, 'At most 70 rows of hours.'),
});
/** The console's: the doctor is the one signed in. */
export const SaveMyHoursRequest = SaveWeeklyHoursRequest.omit({ doctorID: true });

export const DayOff = z
  .object({
    dayOffID: z.number().int(),
    /** The clinic's local date. */
    date: z.string(),
    kind: z.enum(['leave', 'holiday']),
    /** Set for a clinic's holiday. */
    clinicID: z.number().int().nullable(),
    clinicName: z.string().nullable(),
    note: z.string(),
  })
  .meta({ id: 'DayOff' });

/** One-off hours on one date, added to the weekly ones at a clinic where the doctor works. */
export const ExtraHours = WeeklyHoursRow.omit({ weekday: true })
  .extend({
    extraHoursID: z.number().int(),
    date: z.string(),
    clinicID: z.number().int(),
    clinicName: z.string(),
  })
  .meta({ id: 'ExtraHours' });

export const DoctorHours = z
  .object({
    doctorID: z.number().int(),
    clinics: z.array(
      z.object({ clinicID: z.number().int(), name: z.string(), timeZone: z.string(), rows: z.array(WeeklyHoursRow) }),
    ),
    /** From today on: the doctor's leave and their clinics' holidays. */
    daysOff: z.array(DayOff),
    /** From today on. */
    extraHours: z.array(ExtraHours),
  })
  .meta({ id: 'DoctorHours' });
export const DoctorHoursResponse = z.object({ status: z.literal(1), hours: DoctorHours });
export const DoctorHoursQuery = z.object({ doctorID: idText('doctorID') });

const leaveDays = {
  from: calendarDate('from'),
  to: calendarDate('to'),
  note: optionalText('note', 200),
};
export const AddLeaveRequest = z.object({ doctorID: idValue('doctorID'), ...leaveDays });
export const TakeLeaveRequest = z.object(leaveDays);
export const AddHolidayRequest = z.object({
  clinicID: idValue('clinicID'),
  date: calendarDate('date'),
  note: optionalText('note', 200),
});
export const DayOffIdRequest = z.object({ dayOffID: idValue('dayOffID') });
export const AddExtraHoursRequest = WeeklyHoursRow.omit({ weekday: true }).extend({
  doctorID: idValue('doctorID'),
  clinicID: idValue('clinicID'),
  date: calendarDate('date'),
});
export const ExtraHoursIdRequest = z.object({ extraHoursID: idValue('extraHoursID') });
