import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts';
import { identity, requiredRef, updatedAt } from './columns';
import { uploadRef } from './tracker';

/** A dose of an immunization schedule (apps/server/data/immunization, imported by the seed). */
export const vaccineDoses = pgTable(
  'vaccine_doses',
  {
    id: identity(),
    /** IAP or UIP. */
    schedule: text('schedule').notNull(),
    code: text('code').notNull(),
    vaccine: text('vaccine').notNull(),
    fullName: text('full_name').notNull(),
    doseLabel: text('dose_label').notNull(),
    dueAgeDays: integer('due_age_days').notNull(),
    /** The last day (age in days) it is meant for: the range's end, or for a seasonal dose its season's last day. */
    ageRangeEndDays: integer('age_range_end_days'),
    /**
     * One of a recurring dose's yearly doses (annual influenza): its season ends the day before the
     * next one falls due, and an unrecorded dose whose season has ended is missed, not owed.
     */
    seasonal: boolean('seasonal').notNull().default(false),
    /** When to give it, in words ('At 6 weeks', 'Between 16 and 18 months'), from the source's ages. */
    toBeGiven: text('to_be_given').notNull(),
    category: text('category').notNull(),
    protectsAgainst: text('protects_against').notNull(),
    info: text('info').notNull(),
    conditional: text('conditional'),
    /** Due `intervalMonths` after another dose of the schedule (HPV 2 after HPV 1). */
    relativeToCode: text('relative_to_code'),
    intervalMonths: smallint('interval_months'),
    position: smallint('position').notNull(),
  },
  (t) => [
    uniqueIndex('vaccine_doses_code_uq').on(t.schedule, t.code),
    index('vaccine_doses_schedule_idx').on(t.schedule),
  ],
);

/** A dose a child was given, as the parent recorded it. */
export const vaccinationRecords = pgTable(
  'vaccination_records',
  {
    id: identity(),
    memberId: memberRef(),
    doseId: requiredRef('dose_id', () => vaccineDoses.id),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    uploadId: uploadRef(),
    /**
     * True when the parent marked the dose as given among earlier doses, with one date for all
     * (reported, not verified); false for a date recorded for this dose on its own form.
     */
    reportedByParent: boolean('reported_by_parent').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vaccination_records_uq').on(t.memberId, t.doseId),
    check('vaccination_records_taken_ck', sql`taken_on >= '1990-01-01'`),
  ],
);
