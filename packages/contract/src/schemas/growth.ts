import { z } from 'zod';
import { GROWTH_BOUNDS, GROWTH_PARAMS } from '../constants';
import { messages } from '../messages';
import { calendarDate, idText, idValue, optionalText, text } from './common';

export { GROWTH_BOUNDS, GROWTH_PARAMS };

/** GET Goal/GetGrowthTracker?patientId=&limit=-1&param=W|H|HC&userType= (spec §7). */
export const GrowthQuery = z.object({
  patientId: idText('patientId'),
  limit: optionalText('limit'),
  param: z.enum(GROWTH_PARAMS, { error: 'param must be W, H or HC.' }),
  userType: optionalText('userType'),
});
/** One measurement (W, H or HC) of a member (checked against the account). */
export const GrowthQueryIn = GrowthQuery.transform((q) => ({ memberId: q.patientId, param: q.param }));

const nullableNumber = z.number().nullable();
/** Spec §3 growth record, plus the WHO comparison of its value (ours). */
export const GrowthEntry = z.object({
  NotesCaregiverID: z.number().int(),
  /** The measurement date, 'yyyy-MM-dd'. */
  createdDate: z.string(),
  /** The age on that date in words ('1 year 2 months'); corrected when `corrected`. */
  age: z.string(),
  ageDays: z.number().int(),
  /** The chronological age when corrected age was used (premature, under 24 months). */
  chronologicalAge: z.string().nullable(),
  corrected: z.boolean(),
  Weight: nullableNumber,
  WeightFrom: nullableNumber,
  WeightTo: nullableNumber,
  Height: nullableNumber,
  HeightFrom: nullableNumber,
  HeightTo: nullableNumber,
  HeadCircum: nullableNumber,
  HeadCircumFrom: nullableNumber,
  HeadCircumTo: nullableNumber,
  /** The LMS z-score of this tab's value, and its percentile (0–100, one decimal). */
  zScore: nullableNumber,
  percentile: nullableNumber,
  /** Which WHO table was used ('WHO 2006 standard', 'WHO 2007 reference'), or why none applies. */
  standard: z.string().nullable(),
  noRangeReason: z.string().nullable(),
  isDelete: z.boolean(),
});
export type GrowthEntry = z.infer<typeof GrowthEntry>;

export const GrowthCurvePoint = z.object({
  ageMonths: z.number(),
  p3: z.number(),
  p15: z.number(),
  p50: z.number(),
  p85: z.number(),
  p97: z.number(),
});
export const GrowthResponse = z
  .object({
    status: z.literal(1),
    data: z.array(GrowthEntry),
    isHead: z.boolean(),
    Name: z.string(),
    Gender: z.enum(['Male', 'Female']).nullable(),
    param: z.enum(GROWTH_PARAMS),
    dateOfBirth: z.string().nullable(),
    /** The latest entry's z-score and percentile (null without one or without a WHO range). */
    zScore: nullableNumber,
    percentile: nullableNumber,
    lastUpdated: z.string().nullable(),
    /** The WHO percentile curves (3rd, 15th, 50th, 85th, 97th) over the child's age span. */
    curves: z.array(GrowthCurvePoint),
    curvesStandard: z.string().nullable(),
    canEdit: z.boolean(),
    /** The guest or plan message when the caller cannot add or delete. */
    notice: z.string().nullable(),
  })
  .meta({ id: 'GrowthResponse' });
export type GrowthResponse = z.infer<typeof GrowthResponse>;

const measurement = (key: keyof typeof GROWTH_BOUNDS) => {
  const b = GROWTH_BOUNDS[key];
  return z
    .number({ error: `${b.label} must be a number.` })
    .min(b.min, `${b.label} must be between ${b.min} and ${b.max} ${b.unit}.`)
    .max(b.max, `${b.label} must be between ${b.min} and ${b.max} ${b.unit}.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${b.label} takes at most 2 decimals.`)
    .nullable()
    .optional();
};

/** POST Goal/AddGrowthData (spec §3 growth add payload). */
export const AddGrowthRequest = z
  .object({
    userId: z.union([z.number(), text('userId').max(50)]).optional(),
    Author: z.union([z.number(), text('Author').max(50)]).optional(),
    PatientID: idValue('PatientID'),
    Height: measurement('H'),
    Weight: measurement('W'),
    HeadCircum: measurement('HC'),
    achievedDate: calendarDate('achievedDate', { missing: messages.selectDateShort, format: messages.selectDateShort }),
  })
  .refine((b) => b.Height != null || b.Weight != null || b.HeadCircum != null, {
    message: 'Please enter a weight, height or head circumference.',
    path: ['Weight'],
  });
export const AddGrowthResponse = z
  .object({ status: z.literal(1), message: z.string(), NotesCaregiverID: z.number().int() })
  .meta({ id: 'AddGrowthResponse' });
/** A measurement in the product's words and units. */
export const AddGrowthIn = AddGrowthRequest.transform((b) => ({
  memberId: b.PatientID,
  measuredOn: b.achievedDate,
  weightKg: b.Weight ?? null,
  heightCm: b.Height ?? null,
  headCm: b.HeadCircum ?? null,
}));
export type AddGrowthIn = z.output<typeof AddGrowthIn>;

/** POST Goal/DeleteGrowth (spec §7): by NotesCaregiverID, the account's own entries only. */
export const DeleteGrowthRequest = z.object({ NotesCaregiverID: idValue('NotesCaregiverID') });

export const DeleteGrowthIn = DeleteGrowthRequest.transform((b) => ({ entryId: b.NotesCaregiverID }));
