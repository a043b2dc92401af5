import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { consultationRef } from '../../modules/consultations/consultations.schema';
import { memberOwned } from './accounts';
import { doctorRef } from './catalog';
import { createdAt, identity, requiredRef, tokenColumns } from './columns';

/**
 * A doctor's console tokens: random, only their SHA-256 kept. A separate table from the parents'
 * auth_tokens, so a parent's token can never open the console nor a doctor's the parent's calls.
 */
export const doctorTokens = pgTable(
  'doctor_tokens',
  { id: identity(), doctorId: doctorRef('cascade'), ...tokenColumns() },
  (t) => [uniqueIndex('doctor_tokens_hash_uq').on(t.tokenHash), index('doctor_tokens_doctor_idx').on(t.doctorId)],
);

/**
 * One prescription per consultation, written by its doctor. The doctor's name, qualification and
 * registration number are copied in as they were when it was written (Telemedicine Practice
 * Guidelines 2020 require them on every prescription; a later profile edit must not change it).
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: identity(),
    consultationId: consultationRef('cascade'),
    ...memberOwned(),
    doctorId: doctorRef(),
    doctorName: text('doctor_name').notNull(),
    qualification: text('qualification').notNull(),
    registrationNumber: text('registration_number').notNull(),
    /** The Indian date it was written, 'yyyy-MM-dd'. */
    rxDate: text('rx_date').notNull(),
    advice: text('advice').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prescriptions_consultation_uq').on(t.consultationId),
    index('prescriptions_account_idx').on(t.accountId, t.createdAt),
  ],
);

export const prescriptionMedicines = pgTable(
  'prescription_medicines',
  {
    id: identity(),
    prescriptionId: requiredRef('prescription_id', () => prescriptions.id, 'cascade'),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    frequency: text('frequency').notNull(),
    dose: text('dose').notNull(),
    doseMeasure: text('dose_measure').notNull(),
    durationDays: integer('duration_days').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('prescription_medicines_position_uq').on(t.prescriptionId, t.position),
    check('prescription_medicines_duration_ck', sql`duration_days between 1 and 365`),
  ],
);
