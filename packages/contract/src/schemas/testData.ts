import { z } from 'zod';
import { AGE_BANDS, CONSULT_TYPES, GENDERS, LANGUAGES, OPERATOR_ROLES, RELATIONS } from '../constants';
import { MobileNumber } from './auth';
import { idValue, text } from './common';

/**
 * The test-only data API (TEST_DATA_API=true, refused in production): the browser journeys build
 * the doctors, parents and past consultations they use through the same builders as the database
 * tests. Dates are relative to the server's (test) clock, so the data fits any time a run is set to.
 */
const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .min(min, `${field} must be at least ${min}.`)
    .max(max, `${field} must be at most ${max}.`);
const label = (field: string, max = 120) => text(field).trim().min(1, `${field} is required.`).max(max);

export const TestDoctorsRequest = z.object({
  /** How many doctors, all at one new clinic. */
  count: whole('count', 1, 100).default(1),
  /** Their name; numbered when there are several. A unique one when not given. */
  name: label('name').optional(),
  clinic: z.object({ name: label('clinic.name'), address: label('clinic.address', 200) }).optional(),
  /** An existing clinic (one built earlier) instead of a new one: doctors of several kinds at one place. */
  clinicId: whole('clinicId', 1, 1_000_000_000).optional(),
  /** One of the reference specialities (Paediatrics by default). */
  speciality: label('speciality', 60).optional(),
  consultTypes: z.array(z.enum(CONSULT_TYPES)).min(1).optional(),
  languages: z.array(z.enum(LANGUAGES)).min(1).optional(),
  feePaise: whole('feePaise', 0, 10_000_000).optional(),
  gender: z.enum(GENDERS).optional(),
  /** Weekly hours in the clinic's time, the same for every consult type (default: every day 08:00–20:00). */
  hours: z
    .object({
      weekdays: z.array(whole('hours.weekdays', 0, 6)).min(1),
      startMinute: whole('hours.startMinute', 0, 1439),
      endMinute: whole('hours.endMinute', 1, 1440),
      slotMinutes: whole('hours.slotMinutes', 5, 240),
    })
    .partial()
    .optional(),
});
export const TestDoctorsResponse = z.object({
  status: z.literal(1),
  clinic: z.object({ id: z.number(), name: z.string() }),
  doctors: z.array(z.object({ id: z.number(), name: z.string(), mobileNumber: z.string(), clinicId: z.number() })),
});

const TestMember = z.object({
  relation: z.enum(RELATIONS).default('son'),
  firstName: label('firstName', 50),
  lastName: label('lastName', 50).optional(),
  gender: z.enum(GENDERS).optional(),
  /** Age in days on the server's clock today: the date of birth follows from it. */
  ageDays: whole('ageDays', 0, 36_500).optional(),
  isPremature: z.boolean().optional(),
  heightCm: whole('heightCm', 30, 220).optional(),
  weightKg: z.number().min(1).max(200).optional(),
  ageBand: z.enum(AGE_BANDS).optional(),
});

export const TestParentRequest = z.object({
  type: z.enum(['Guest', 'Registered']).default('Registered'),
  self: TestMember.omit({ relation: true }).partial().optional(),
  members: z.array(TestMember).max(10).default([]),
  /** Holds the care plan: started 30 days ago, for a year. */
  plan: z.boolean().default(false),
});
export const TestParentResponse = z.object({
  status: z.literal(1),
  mobileNumber: z.string(),
  members: z.array(z.object({ id: z.number(), relation: z.string(), firstName: z.string() })),
});

/** A care plan on sale, for the journeys that buy one. */
export const TestPlanRequest = z.object({
  name: label('name'),
  description: text('description').max(300).default(''),
  pricePaise: whole('pricePaise', 0, 10_000_000),
  durationDays: whole('durationDays', 1, 3660).default(365),
  children: whole('children', 1, 10).default(1),
  freeConsultationsPerMonth: whole('freeConsultationsPerMonth', 0, 31).default(0),
  freeFollowUps: whole('freeFollowUps', 0, 100).default(0),
});
export const TestPlanResponse = z.object({ status: z.literal(1), planId: z.number().int() });

const TestMedicine = z.object({
  name: label('name'),
  frequency: label('frequency'),
  dose: label('dose', 20),
  doseMeasure: label('doseMeasure', 20),
  durationDays: whole('durationDays', 1, 365),
  note: text('note').max(200).optional(),
});

/** A consultation the member had with the doctor `daysAgo` (11:00 India), completed, with a prescription. */
export const TestConsultationRequest = z.object({
  mobileNumber: MobileNumber,
  /** One of the account's members (default: its first member other than the holder, else the holder). */
  memberId: idValue('memberId').optional(),
  doctorId: idValue('doctorId'),
  daysAgo: whole('daysAgo', 0, 365).default(2),
  helpQuestion: text('helpQuestion').max(100).optional(),
  prescription: z.object({ advice: text('advice').max(500), medicines: z.array(TestMedicine).max(10) }).optional(),
});
export const TestConsultationResponse = z.object({
  status: z.literal(1),
  consultationId: z.number(),
  prescriptionId: z.number().nullable(),
});

/** A back-office operator or owner with a number of their own, for the back office's journeys. */
export const TestOperatorRequest = z.object({
  role: z.enum(OPERATOR_ROLES).default('owner'),
  name: label('name').optional(),
});
export const TestOperatorResponse = z.object({
  status: z.literal(1),
  operator: z.object({ id: z.number(), name: z.string(), mobileNumber: z.string() }),
});
