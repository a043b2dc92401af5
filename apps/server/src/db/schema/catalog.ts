import { CONSULT_TYPES, GENDERS, LANGUAGES, PROFESSIONAL_KINDS } from '@app/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identity, inList, requiredRef } from './columns';

export const specialities = pgTable('specialities', {
  id: identity(),
  name: text('name').notNull().unique(),
  /** Retired by an operator: no longer offered for a doctor (decision 0051). Never deleted. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const clinics = pgTable('clinics', {
  id: identity(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  /** Slots and "today" are computed in this zone, never the server's (design §3). */
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  /** Retired by an operator: its hours offer no slot (decision 0051). Never deleted. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const doctors = pgTable(
  'doctors',
  {
    id: identity(),
    /** The person's name without a title: the title follows from `professionalKind` (doctorDisplayName). */
    name: text('name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    /** Medical doctor, clinical psychologist or dietitian: decides the title and the registration body. */
    professionalKind: text('professional_kind', { enum: PROFESSIONAL_KINDS }).notNull().default('medical'),
    /** A served path such as /doctors/12.jpg, or null for the default image by gender. */
    imagePath: text('image_path'),
    specialityId: requiredRef('speciality_id', () => specialities.id),
    experienceYears: smallint('experience_years').notNull(),
    qualification: text('qualification').notNull(),
    /** With the body of its kind (REGISTRATION_BODIES): a medical council number only for medical doctors. */
    registrationNumber: text('registration_number').notNull(),
    languages: text('languages', { enum: LANGUAGES }).array().notNull(),
    consultTypes: text('consult_types', { enum: CONSULT_TYPES }).array().notNull(),
    feePaise: integer('fee_paise').notNull(),
    /**
     * A fee of its own for some consult types (paise by type, e.g. {"video": 60000}); the others
     * cost `fee_paise` (decision 0051). Follow ups stay free (decision 0008).
     */
    feePaiseByType: jsonb('fee_paise_by_type')
      .$type<Partial<Record<(typeof CONSULT_TYPES)[number], number>>>()
      .notNull()
      .default({}),
    bio: text('bio').notNull().default(''),
    /** E.164; the doctor signs in to the console with it. Never sent to parents. */
    phoneE164: text('phone_e164'),
    /** The registration body's code (data/registration/councils.json); null for rows older than the back office. */
    council: text('council'),
    /**
     * When an operator checked the number with its council: until then parents cannot book the
     * doctor (decision 0051). Rows older than the back office were marked by the migration.
     */
    registrationVerifiedAt: timestamp('registration_verified_at', { withTimezone: true }),
    /** The operator who checked it (operators.id; no reference, the admin module owns that table). */
    registrationVerifiedBy: integer('registration_verified_by'),
    /** Retired by an operator: never bookable again, never deleted (consultations refer to them). */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('doctors_speciality_idx').on(t.specialityId),
    uniqueIndex('doctors_phone_uq').on(t.phoneE164),
    check('doctors_gender_ck', inList('gender', GENDERS)),
    check('doctors_professional_kind_ck', inList('professional_kind', PROFESSIONAL_KINDS)),
    check('doctors_fee_ck', sql`fee_paise >= 0`),
  ],
);

/**
 * The name parents and doctors see, as `professionalName` makes it: 'Dr.' only before a medical
 * doctor's name, and a 'Dr.' stored in an older row's name never shown for a psychologist or a
 * dietitian. Selected in SQL so every read of a doctor's name (listing, holds, home, console,
 * reminders) says the same.
 */
export const doctorDisplayName = sql<string>`(case when ${doctors.professionalKind} = 'medical' then 'Dr. ' else '' end || btrim(regexp_replace(${doctors.name}, '^dr\\.?\\s+', '', 'i')))`;

/** Parents may find and book the doctor: the registration checked, not retired (decision 0051). */
export const doctorBookable = sql<boolean>`(${doctors.registrationVerifiedAt} is not null and ${doctors.retiredAt} is null)`;

/** The doctor a row belongs to; with 'cascade' removing the doctor removes the row. */
export const doctorRef = (onDelete?: 'cascade') => requiredRef('doctor_id', () => doctors.id, onDelete);
export const clinicRef = () => requiredRef('clinic_id', () => clinics.id);

/** A doctor's weekly hours at one clinic for one consult type. */
export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    id: identity(),
    doctorId: doctorRef('cascade'),
    clinicId: clinicRef(),
    consultType: text('consult_type', { enum: CONSULT_TYPES }).notNull(),
    /** 0 Sunday … 6 Saturday, in the clinic's time zone. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    slotMinutes: smallint('slot_minutes').notNull(),
  },
  (t) => [
    index('doctor_schedules_doctor_idx').on(t.doctorId, t.weekday),
    check('doctor_schedules_type_ck', inList('consult_type', CONSULT_TYPES)),
    check('doctor_schedules_weekday_ck', sql`weekday between 0 and 6`),
    check(
      'doctor_schedules_hours_ck',
      sql`start_minute >= 0 and end_minute <= 1440 and start_minute < end_minute and slot_minutes between 5 and 240`,
    ),
  ],
);

/** The information banner's paragraphs (spec §2 doctor-apointment), stored sanitised. */
export const displayTexts = pgTable(
  'display_texts',
  {
    id: identity(),
    type: text('type').notNull(),
    para1: text('para1').notNull(),
    para2: text('para2').notNull(),
  },
  (t) => [uniqueIndex('display_texts_type_uq').on(t.type)],
);

/**
 * How far the catalogue has changed: one row, its version raised by a trigger on every statement
 * that writes doctors, clinics, specialities or schedules (migration 0018). Writers wait on this
 * row in turn, so a version is seen only once every change before it has committed.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  () => [check('catalog_version_one_row_ck', sql`id = 1`)],
);

/**
 * What each version changed, written by the same trigger: a doctor (schedules, the doctor's row),
 * a clinic, or neither (a speciality renamed, a table emptied: every card may show it). Each server
 * process rebuilds only those cards from its copy of the catalogue (modules/catalog/engine).
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    doctorId: integer('doctor_id'),
    clinicId: integer('clinic_id'),
  },
  (t) => [index('catalog_changes_version_idx').on(t.version)],
);

/**
 * Days a doctor or a clinic does not work, beyond the weekly rows (decision 0052): a doctor's
 * leave (every clinic) or a clinic's holiday (every doctor there), whole days in the clinic's
 * local date. Written by the back office and the console; the listing and the hold honour them.
 */
export const daysOff = pgTable(
  'days_off',
  {
    id: identity(),
    kind: text('kind', { enum: ['leave', 'holiday'] }).notNull(),
    doctorId: integer('doctor_id').references(() => doctors.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    /** yyyy-MM-dd, the clinic's local date (as consultations.slot_date). */
    date: text('date').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('days_off_leave_uq').on(t.doctorId, t.date).where(sql`kind = 'leave'`),
    uniqueIndex('days_off_holiday_uq').on(t.clinicId, t.date).where(sql`kind = 'holiday'`),
    index('days_off_date_idx').on(t.date),
    check(
      'days_off_whose_ck',
      sql`(kind = 'leave' and doctor_id is not null and clinic_id is null) or (kind = 'holiday' and clinic_id is not null and doctor_id is null)`,
    ),
  ],
);

/**
 * One-off extra hours of a doctor at a clinic on one date (decision 0052): rules added to the
 * weekly ones for that date only, at a clinic where the doctor already has weekly hours. A day
 * off wins over them.
 */
export const extraHours = pgTable(
  'extra_hours',
  {
    id: identity(),
    doctorId: requiredRef('doctor_id', () => doctors.id, 'cascade'),
    clinicId: requiredRef('clinic_id', () => clinics.id, 'cascade'),
    /** yyyy-MM-dd, the clinic's local date. */
    date: text('date').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    slotMinutes: smallint('slot_minutes').notNull(),
    consultTypes: text('consult_types', { enum: CONSULT_TYPES }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('extra_hours_date_idx').on(t.date),
    index('extra_hours_doctor_idx').on(t.doctorId, t.date),
    check(
      'extra_hours_hours_ck',
      sql`start_minute >= 0 and end_minute <= 1440 and start_minute < end_minute and slot_minutes between 5 and 240`,
    ),
  ],
);
