import { CONSULT_TYPES, GENDERS, LANGUAGES } from '@app/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef, memberRef } from './accounts';
import { createdAt, identity, inList, updatedAt } from './columns';

export const specialities = pgTable('specialities', {
  id: identity(),
  name: text('name').notNull().unique(),
});

export const clinics = pgTable('clinics', {
  id: identity(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  /** Slots and "today" are computed in this zone, never the server's (design §3). */
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
});

export const doctors = pgTable(
  'doctors',
  {
    id: identity(),
    name: text('name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    /** A served path such as /doctors/12.jpg, or null for the default image by gender. */
    imagePath: text('image_path'),
    specialityId: integer('speciality_id')
      .notNull()
      .references(() => specialities.id),
    experienceYears: smallint('experience_years').notNull(),
    qualification: text('qualification').notNull(),
    registrationNumber: text('registration_number').notNull(),
    languages: text('languages', { enum: LANGUAGES }).array().notNull(),
    consultTypes: text('consult_types', { enum: CONSULT_TYPES }).array().notNull(),
    feePaise: integer('fee_paise').notNull(),
    bio: text('bio').notNull().default(''),
    /** E.164; the doctor signs in to the console with it (issue 6). Never sent to parents. */
    phoneE164: text('phone_e164'),
  },
  (t) => [
    index('doctors_speciality_idx').on(t.specialityId),
    uniqueIndex('doctors_phone_uq').on(t.phoneE164),
    check('doctors_gender_ck', inList('gender', GENDERS)),
    check('doctors_fee_ck', sql`fee_paise >= 0`),
  ],
);

/** A doctor's weekly hours at one clinic for one consult type. */
export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    id: identity(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
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

export const CONSULTATION_STATUSES = ['held', 'booked', 'completed', 'released', 'cancelled'] as const;
/** The statuses that occupy a slot: the unique index below allows one such row per doctor and time. */
export const LIVE_CONSULTATION_STATUSES = ['held', 'booked', 'completed'] as const;

/** A consultation request: a held slot (10 minutes), then booked once paid (spec §3 "appReqId"). */
export const consultations = pgTable(
  'consultations',
  {
    id: identity(),
    accountId: accountRef(),
    memberId: memberRef(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    consultType: text('consult_type', { enum: CONSULT_TYPES }).notNull(),
    language: text('language', { enum: LANGUAGES }),
    helpQuestion: text('help_question').notNull().default(''),
    /** The clinic's local date of the slot, as shown to the parent. */
    slotDate: text('slot_date').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
    feePaise: integer('fee_paise').notNull(),
    status: text('status', { enum: CONSULTATION_STATUSES }).notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the payment made it a booking (the waiting room opens from here at the earliest). */
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** The unguessable video room, set when the doctor starts the video call. */
    roomName: text('room_name'),
    callStartedAt: timestamp('call_started_at', { withTimezone: true }),
    /** The parent's call request (audio), sent once. */
    callRequestedAt: timestamp('call_requested_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The 10-minute reminder's lease: a process sending it sets this (committed) before calling the
     * SMS provider. A lease older than the job's lease time without a sent mark is taken again, so a
     * crash between claim and send, or between send and mark, is retried (docs/decisions/0016).
     */
    reminderClaimedAt: timestamp('reminder_claimed_at', { withTimezone: true }),
    /** How many times the reminder was claimed: retries are capped. */
    reminderAttempts: smallint('reminder_attempts').notNull().default(0),
    /** Set once the SMS provider accepted the reminder: nothing claims it again. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Never booked twice: the database refuses a second live row for one doctor's slot.
    uniqueIndex('consultations_live_slot_uq')
      .on(t.doctorId, t.slotStart)
      .where(sql.raw(`status in (${LIVE_CONSULTATION_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    index('consultations_slot_start_idx').on(t.slotStart),
    index('consultations_account_idx').on(t.accountId),
    index('consultations_member_doctor_idx').on(t.memberId, t.doctorId),
    index('consultations_held_idx').on(t.holdExpiresAt).where(sql`status = 'held'`),
    index('consultations_reminder_idx').on(t.slotStart).where(sql`status = 'booked' and reminder_sent_at is null`),
    uniqueIndex('consultations_room_uq').on(t.roomName),
    check('consultations_status_ck', inList('status', CONSULTATION_STATUSES)),
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
