import type { ProfessionalKind } from '@app/contract/constants';
import { and, notInArray, sql } from 'drizzle-orm';
import { displayTexts, doctors, specialities } from '../schema';
import { defineDataset, upsert } from './dataset';

/**
 * The specialities a paediatric service offers: a lookup list the booking filters and every doctor
 * need, so it is reference data (doctors themselves are not).
 */
export const SPECIALITIES = [
  'Paediatrics',
  'Neonatology',
  'Paediatric Dermatology',
  'ENT',
  'Ophthalmology',
  'Nutrition',
  'Child Psychology',
  'General Physician',
] as const;
export type SpecialityName = (typeof SPECIALITIES)[number];

/**
 * The kind of professional a speciality's clinicians usually are: child psychologists (MA/MPhil,
 * RCI-registered) and nutritionists (MSc, RD) are not medical doctors. Demo and test doctors take
 * their kind from here unless told otherwise; a real doctor's kind is stored with them.
 */
export const SPECIALITY_KIND: Record<SpecialityName, ProfessionalKind> = {
  Paediatrics: 'medical',
  Neonatology: 'medical',
  'Paediatric Dermatology': 'medical',
  ENT: 'medical',
  Ophthalmology: 'medical',
  Nutrition: 'dietitian',
  'Child Psychology': 'psychologist',
  'General Physician': 'medical',
};

/** An invented registration number in the style of the body of each kind (demo and test data). */
/** The registration body of invented doctors (demo and test builders), by kind. */
export const SAMPLE_COUNCIL: Record<ProfessionalKind, string> = {
  medical: 'NMC',
  psychologist: 'RCI',
  dietitian: 'IDA',
};
export const sampleRegistration = (kind: ProfessionalKind, n: number) =>
  ({ medical: `NMC-${n}`, psychologist: `RCI-CRR-A${n}`, dietitian: `IDA-RD-${n}` })[kind];

/**
 * The information banner of /doctor-apointment (spec §2): the product's own words, not a person's.
 * It does not mention 112: the screen's emergency box, where 'Emergency' would be picked, says it
 * once, prominently, with a link that dials.
 */
export const APPOINTMENT_BANNER = {
  type: 'Appointment',
  para1:
    '<p><strong>A doctor will call you within 5 minutes</strong> of the time you choose. Keep your phone close and your child nearby.</p>',
  para2: '<p>Have your child’s weight, temperature and any medicines to hand.</p>',
};

/** Specialities (a speciality that left the list goes unless a doctor has it) and the banner. */
export const catalogLookups = defineDataset({
  name: 'catalog-lookups',
  load: () => ({ specialities: [...SPECIALITIES], displayTexts: [APPOINTMENT_BANNER] }),
  rowCount: (data) => data.specialities.length + data.displayTexts.length,
  async write(tx, data) {
    await tx
      .insert(specialities)
      .values(data.specialities.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .delete(specialities)
      .where(
        and(
          notInArray(specialities.name, data.specialities),
          sql`not exists (select 1 from ${doctors} where ${doctors.specialityId} = ${specialities.id})`,
        ),
      );
    await upsert(tx, displayTexts, data.displayTexts, displayTexts.type, ['para1', 'para2']);
  },
});
