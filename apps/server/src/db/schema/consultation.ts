import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
 * A consultation's prescription in the Telemedicine Practice Guidelines' format (2020, Annexure 2).
 * Never changed once written (a trigger refuses updates): a correction is a new row with the next
 * `version`, and the family and the console read the latest. The doctor's name, qualification,
 * registration number, address and contact, and the child's details are copied in as they were,
 * so a later profile edit cannot change what was prescribed.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: identity(),
    consultationId: consultationRef('cascade'),
    ...memberOwned(),
    version: integer('version').notNull().default(1),
    /** The unique prescription id printed on it: RX-<consultation>-<version>. */
    rxNumber: text('rx_number').notNull(),
    doctorId: doctorRef(),
    doctorName: text('doctor_name').notNull(),
    qualification: text('qualification').notNull(),
    registrationNumber: text('registration_number').notNull(),
    doctorAddress: text('doctor_address').notNull().default(''),
    doctorContact: text('doctor_contact').notNull().default(''),
    /** The consult type it was written in (which lists the medicines could come from). */
    consultMode: text('consult_mode').notNull().default(''),
    patientName: text('patient_name').notNull().default(''),
    patientAge: text('patient_age').notNull().default(''),
    patientGender: text('patient_gender').notNull().default(''),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2, mode: 'number' }),
    patientAddress: text('patient_address').notNull().default(''),
    /** The Indian date it was written, 'yyyy-MM-dd'. */
    rxDate: text('rx_date').notNull(),
    chiefComplaints: text('chief_complaints').notNull().default(''),
    findings: text('findings').notNull().default(''),
    diagnosis: text('diagnosis').notNull().default(''),
    investigations: text('investigations').notNull().default(''),
    /** Special instructions. */
    advice: text('advice').notNull().default(''),
    followUpDate: text('follow_up_date'),
    seenInPerson: boolean('seen_in_person').notNull().default(false),
    /** The e-signature statement printed at the foot: who signed, with which registration, when. */
    signature: text('signature').notNull().default(''),
    correctionReason: text('correction_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prescriptions_consultation_version_uq').on(t.consultationId, t.version),
    uniqueIndex('prescriptions_rx_number_uq').on(t.rxNumber),
    index('prescriptions_account_idx').on(t.accountId, t.createdAt),
    check('prescriptions_version_ck', sql`version >= 1`),
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
    strength: text('strength').notNull().default(''),
    durationDays: integer('duration_days').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('prescription_medicines_position_uq').on(t.prescriptionId, t.position),
    check('prescription_medicines_duration_ck', sql`duration_days between 1 and 365`),
  ],
);
