/**
 * The prescription form's values and their check. The check is the contract's own
 * WritePrescriptionRequest (the schema the server validates with), so the doctor sees the same
 * messages before sending as the server would answer; the form only turns its texts into the
 * request's shape first (duration typed as text → a number of days).
 */

import { WritePrescriptionRequest } from '@app/contract/schemas/console';
import type { Medicine } from '@app/contract/schemas/consultation';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { PrescriptionPayload } from './api/consoleApi';

/** One medicine row as typed: every input is text. */
export type MedicineRow = Record<keyof Medicine, string>;

export interface PrescriptionFormValues {
  medicines: MedicineRow[];
  advice: string;
}

export const MEDICINE_FIELDS = ['name', 'freq', 'dose', 'dosemesure', 'dureationDays', 'note'] as const;

export const emptyMedicine = (): MedicineRow => ({
  name: '',
  freq: '',
  dose: '',
  dosemesure: '',
  dureationDays: '',
  note: '',
});

export const emptyPrescription = (): PrescriptionFormValues => ({ medicines: [emptyMedicine()], advice: '' });

/** '' → undefined ('Duration must be a number of days.'), '7' → 7, '-3' → -3 (the schema says why not). */
export function durationOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** What the form sends, before the check. */
export function requestOf(appReqId: number, values: PrescriptionFormValues) {
  return {
    appReqId,
    medicines: values.medicines.map((m) => ({ ...m, dureationDays: durationOf(m.dureationDays) })),
    advice: values.advice,
  };
}

export type PrescriptionCheck =
  | { ok: true; data: PrescriptionPayload }
  /** Messages by field path ('medicines', 'medicines.0.dureationDays', 'advice'), the first for each. */
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

const FIELD_PATH = new RegExp(`^(?:advice|medicines|medicines\\.\\d+\\.(?:${MEDICINE_FIELDS.join('|')}))$`);

/** A field the server named that the form has an input (or a place) for; otherwise undefined. */
export function formFieldOf(
  field: string | undefined,
): `medicines.${number}.${keyof Medicine}` | 'medicines' | 'advice' | undefined {
  return field && FIELD_PATH.test(field) ? (field as `medicines.${number}.${keyof Medicine}`) : undefined;
}
