/**
 * The prescription form's values and their check. The check is the contract's own
 * WritePrescriptionRequest (the schema the server validates with), so the doctor sees the same
 * messages before sending as the server would answer; the form only turns its texts into the
 * request's shape first (weight and duration typed as text → numbers, a blank follow-up date left
 * out). The sections follow the Telemedicine Practice Guidelines 2020, Annexure 2.
 */

import { type PrescribedMedicine, WritePrescriptionRequest } from '@app/contract/schemas/console';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { PrescriptionPayload, SavedPrescription } from './api/consoleApi';

/** One medicine row as typed: every input is text. */
export type MedicineRow = Record<keyof z.output<typeof PrescribedMedicine>, string>;

export interface PrescriptionFormValues {
  /** As typed ('12.5'); prefilled from the intake's weight when it is known. */
  weightKg: string;
  patientAddress: string;
  chiefComplaints: string;
  findings: string;
  diagnosis: string;
  investigations: string;
  medicines: MedicineRow[];
  /** Special instructions. */
  advice: string;
  /** 'yyyy-MM-dd' as a date input gives it; '' for none. */
  followUpDate: string;
  seenInPerson: boolean;
  signed: boolean;
  correctionReason: string;
}

export const MEDICINE_FIELDS = ['name', 'strength', 'dose', 'dosemesure', 'freq', 'dureationDays', 'note'] as const;

/** The request's fields the form has an input for, besides the medicines' own. */
export const FORM_FIELDS = [
  'weightKg',
  'patientAddress',
  'chiefComplaints',
  'findings',
  'diagnosis',
  'investigations',
  'medicines',
  'advice',
  'followUpDate',
  'seenInPerson',
  'signed',
  'correctionReason',
] as const;

export const emptyMedicine = (): MedicineRow => ({
  name: '',
  strength: '',
  dose: '',
  dosemesure: '',
  freq: '',
  dureationDays: '',
  note: '',
});

/** A new prescription: one empty medicine, the weight as the intake gave it (when it did). */
export const emptyPrescription = (weightKg: number | null = null): PrescriptionFormValues => ({
  weightKg: weightKg === null ? '' : String(weightKg),
  patientAddress: '',
  chiefComplaints: '',
  findings: '',
  diagnosis: '',
  investigations: '',
  medicines: [emptyMedicine()],
  advice: '',
  followUpDate: '',
  seenInPerson: false,
  signed: false,
  correctionReason: '',
});

/**
 * A correction starts from the saved prescription as it is; the doctor signs again and says why
 * it is corrected.
 */
export const correctionOf = (saved: SavedPrescription): PrescriptionFormValues => ({
  weightKg: saved.weightKg === null ? '' : String(saved.weightKg),
  patientAddress: saved.patientAddress,
  chiefComplaints: saved.chiefComplaints,
  findings: saved.findings,
  diagnosis: saved.diagnosis,
  investigations: saved.investigations,
  medicines: saved.medicines.map((m) => ({
    name: m.name,
    strength: m.strength,
    dose: m.dose,
    dosemesure: m.dosemesure,
    freq: m.freq,
    dureationDays: String(m.dureationDays),
    note: m.note,
  })),
  advice: saved.advice,
  followUpDate: saved.followUpDate ?? '',
  seenInPerson: saved.seenInPerson,
  signed: false,
  correctionReason: '',
});

/** '' → undefined (the schema says a number is needed), '7' → 7, '-3' → -3 (the schema says why not). */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** What the form sends, before the check. */
export function requestOf(appReqId: number, values: PrescriptionFormValues) {
  const followUpDate = values.followUpDate.trim();
  return {
    appReqId,
    weightKg: numberOf(values.weightKg),
    patientAddress: values.patientAddress,
    chiefComplaints: values.chiefComplaints,
    findings: values.findings,
    diagnosis: values.diagnosis,
    investigations: values.investigations,
    medicines: values.medicines.map((m) => ({ ...m, dureationDays: numberOf(m.dureationDays) })),
    advice: values.advice,
    followUpDate: followUpDate === '' ? undefined : followUpDate,
    seenInPerson: values.seenInPerson,
    signed: values.signed,
    correctionReason: values.correctionReason,
  };
}

export type PrescriptionCheck =
  | { ok: true; data: PrescriptionPayload }
  /** Messages by field path ('medicines', 'medicines.0.dureationDays', 'diagnosis'), the first for each. */
  | { ok: false; errors: Record<string, string> };

export function checkPrescription(appReqId: number, values: PrescriptionFormValues): PrescriptionCheck {
  const parsed = WritePrescriptionRequest.safeParse(requestOf(appReqId, values));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || 'root';
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** react-hook-form's resolver over checkPrescription: errors nested the way the form reads them. */
export function prescriptionResolver(appReqId: number): Resolver<PrescriptionFormValues, unknown, PrescriptionPayload> {
  return (values, _context, options) => {
    const result = checkPrescription(appReqId, values);
    if (result.ok) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(result.errors)) flat[path] = { type: 'validation', message };
    return { values: {}, errors: toNestErrors<PrescriptionFormValues>(flat as FieldErrors, options) };
  };
}

const FIELD_PATH = new RegExp(`^(?:${FORM_FIELDS.join('|')}|medicines\\.\\d+\\.(?:${MEDICINE_FIELDS.join('|')}))$`);

/** A field the server named that the form has an input (or a place) for; otherwise undefined. */
export function formFieldOf(field: string | undefined): FieldPath<PrescriptionFormValues> | undefined {
  return field && FIELD_PATH.test(field) ? (field as FieldPath<PrescriptionFormValues>) : undefined;
}
