import { z } from 'zod';
import { DUE_STATUSES, UPLOAD_LIMIT_BYTES, VACCINE_CATEGORIES } from '../constants';
import { messages } from '../messages';
import { calendarDate, calendarDay, idText, idValue, optionalText, text } from './common';

export { DUE_STATUSES, VACCINE_CATEGORIES };

/** GET App/GetVaccineDetail?patientId=&userType= (spec §7). */
export const VaccineQuery = z.object({ patientId: idText('patientId'), userType: optionalText('userType') });
export const VaccineQueryIn = VaccineQuery.transform((q) => ({ memberId: q.patientId }));

/** Spec §3 vaccination item. */
export const VaccineItem = z.object({
  vaccineId: z.number().int(),
  VaccineName: z.string(),
  /** The vaccine's full name. */
  FullName: z.string(),
  Dose: z.string(),
  /** e.g. 'Dose 2 of 3' when the schedule has several doses of the vaccine, else the dose label. */
  strDose: z.string(),
  /** The category (chip) the dose belongs to. */
  DueTime: z.enum(VACCINE_CATEGORIES),
  DueStatus: z.enum(DUE_STATUSES),
  /**
   * Ours: true for a seasonal dose (an annual influenza dose) not taken whose season ended before
   * today. Its DueStatus stays 'Overdue' (the spec's meaning: due date passed, not taken), but the
   * year's dose was missed rather than owed: the app does not count it as overdue and says the next
   * annual dose is the one to give. It can still be recorded (a parent who did give it).
   */
  seasonPassed: z.boolean(),
  /** 'yyyy-MM-dd': the date of birth plus the due age (chronological age, even if born early). */
  DueOn: z.string().nullable(),
  TakenOn: z.string().nullable(),
  ProtectAgainst: z.string(),
  /** When to give it, in words ('At 6 weeks', 'Between 16 and 18 months'). */
  ToBeGiven: z.string(),
  ImportantInfo: z.string(),
  notes: z.string(),
  /** A short-lived link to the saved vaccination tag photo, or null. */
  fileName: z.string().nullable(),
  /** True when the form may be opened for it: due within 3 days or already due (and the caller may write). */
  canRecord: z.boolean(),
  /** True when the parent marked it among earlier doses with one date (reported, not verified). */
  reportedByParent: z.boolean(),
});
export type VaccineItem = z.infer<typeof VaccineItem>;

export const VaccineResponse = z
  .object({
    status: z.literal(1),
    data: z.array(VaccineItem),
    /** The categories that have doses in this schedule, in age order. */
    categories: z.array(z.enum(VACCINE_CATEGORIES)),
    /** The child's current category (the latest one already due). */
    patientCategory: z.enum(VACCINE_CATEGORIES).nullable(),
    /** e.g. 'IAP 2020-21 with 2023 updates' or 'National Immunization Schedule (UIP)'. */
    schedule: z.string(),
    dateOfBirth: z.string().nullable(),
    canEdit: z.boolean(),
    notice: z.string().nullable(),
  })
  .meta({ id: 'VaccineResponse' });
export type VaccineResponse = z.infer<typeof VaccineResponse>;

/** POST Notifications/ModifyNotificationUserStatus with type 'Vaccination' (spec §7 save vaccination record). */
export const VaccinationRecordUpdate = z.object({
  type: z.literal('Vaccination'),
  patientId: idValue('patientId'),
  /** The dose (vaccineId). */
  webRecordId: idValue('webRecordId'),
  /** The taken-on date (spec §5: 'Please select date.' without it). */
  achievedDate: calendarDate('achievedDate', { missing: messages.selectDateShort, format: messages.selectDateShort }),
  /** The vaccine vial tag or card photo, base64 (optional). */
  fileContent: text('fileContent').optional(),
  fileName: text('fileName').trim().max(200, 'fileName is too long.').optional(),
  fileSize: z
    .number()
    .int()
    .min(1)
    .max(UPLOAD_LIMIT_BYTES, 'File size is too big please select under 15mb.')
    .optional(),
  notes: text('notes').trim().max(1000, 'Notes are too long.').optional(),
});
/** A dose taken, in the product's words: `webRecordId` is the dose, the file the tag photo. */
export const VaccinationRecordIn = VaccinationRecordUpdate.transform((b) => ({
  type: b.type,
  memberId: b.patientId,
  doseId: b.webRecordId,
  takenOn: b.achievedDate,
  tagPhoto: b.fileContent ? { content: b.fileContent, name: b.fileName, size: b.fileSize } : undefined,
  notes: b.notes,
}));
export type VaccinationRecordIn = z.output<typeof VaccinationRecordIn>;

/** The most doses one request may mark: more than any schedule holds. */
export const EARLIER_DOSES_MAX = 100;

/**
 * POST App/MarkEarlierVaccines (ours, beside the spec's vaccination calls): doses the child was
 * given before the app knew, marked with one date, all or none. The date is 'yyyy-MM-dd' on the
 * wire (the screen's field reads dd/mm/yyyy).
 */
export const MarkEarlierDosesRequest = z
  .object({
    patientId: idValue('patientId'),
    vaccineIds: z
      .array(idValue('vaccineIds'), { error: 'vaccineIds must be a list of vaccine ids.' })
      .min(1, messages.earlierDosesNone)
      .max(EARLIER_DOSES_MAX, messages.earlierDosesTooMany)
      .refine((ids) => new Set(ids).size === ids.length, messages.earlierDosesRepeated),
    takenOn: calendarDate('takenOn', { missing: messages.selectDateShort, format: messages.selectDateShort }),
  })
  .meta({ id: 'MarkEarlierDosesRequest' });
export const MarkEarlierDosesIn = MarkEarlierDosesRequest.transform((b) => ({
  memberId: b.patientId,
  doseIds: b.vaccineIds,
  takenOn: b.takenOn,
}));
export type MarkEarlierDosesIn = z.output<typeof MarkEarlierDosesIn>;
export const MarkEarlierDosesResponse = z
  .object({
    status: z.literal(1),
    /** Doses recorded by this request; doses that already had a record keep it and are not counted. */
    marked: z.number().int(),
    message: z.string(),
  })
  .meta({ id: 'MarkEarlierDosesResponse' });
export type MarkEarlierDosesResponse = z.infer<typeof MarkEarlierDosesResponse>;

/** GET App/GetDietPlan?patientId=&userType=&dt=yyyy-MM-DD HH:mm:ss (spec §7). */
export const DietQuery = z.object({
  patientId: idText('patientId'),
  userType: optionalText('userType'),
  dt: calendarDay('dt', { format: 'dt must be a date as yyyy-MM-dd HH:mm:ss.' }),
});
/** Spec §3 diet item: a time of day, what to give, and a local picture. */
export const DietItem = z.object({ time: z.string(), diet: z.string(), URL: z.string() });
export const DietResponse = z
  .object({
    status: z.literal(1),
    data: z.array(DietItem),
    /** The Indian date the plan is for, 'yyyy-MM-dd'. */
    date: z.string(),
    /** The feeding guidance of the child's age band on that date (null when none applies). */
    band: z
      .object({
        label: z.string(),
        frequency: z.string(),
        texture: z.string().nullable(),
        amountPerMeal: z.string().nullable(),
        snacks: z.string().nullable(),
      })
      .nullable(),
    /** Why there is no plan, when `data` is empty. */
    message: z.string().nullable(),
    source: z.string(),
  })
  .meta({ id: 'DietResponse' });
export type DietResponse = z.infer<typeof DietResponse>;

/** The day's plan of a member: `dt` has lost its time of day. */
export const DietQueryIn = DietQuery.transform((q) => ({ memberId: q.patientId, date: q.dt }));
