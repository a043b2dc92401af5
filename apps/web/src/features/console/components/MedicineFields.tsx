import type { InputHTMLAttributes } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import { enConsole } from '../../../i18n/enConsole';
import type { MedicineRow, PrescriptionFormValues } from '../prescriptionForm';

const t = enConsole.prescription;

/** The id of the datalist of the generic names this consultation may prescribe (MedicinesFieldset). */
export const MEDICINE_NAMES_LIST = 'rx-medicine-names';

const text = { autoComplete: 'off' } as const;

/** A medicine's inputs in the form's order: each one's label, and how it differs from a plain text box. */
const inputs: { field: keyof MedicineRow; label: string; input: InputHTMLAttributes<HTMLInputElement> }[] = [
  // Shown in capitals as it is printed; the names this consultation may prescribe are suggested.
  { field: 'name', label: t.name, input: { list: MEDICINE_NAMES_LIST, className: 'console-rx-generic', ...text } },
  { field: 'strength', label: t.strength, input: text },
  { field: 'dose', label: t.dose, input: { inputMode: 'decimal', ...text } },
  { field: 'dosemesure', label: t.dosemesure, input: { list: 'rx-measure-suggestions', ...text } },
  { field: 'freq', label: t.freq, input: { list: 'rx-freq-suggestions', ...text } },
  {
    field: 'dureationDays',
    label: t.duration,
    input: { type: 'number', inputMode: 'numeric', min: 1, max: 365, step: 1 },
  },
  { field: 'note', label: t.note, input: text },
];

interface MedicineFieldsProps {
  index: number;
  register: UseFormRegister<PrescriptionFormValues>;
  errors: FieldErrors<MedicineRow> | undefined;
  onRemove: () => void;
}

/** One medicine: generic name, strength, dose and its measure, frequency, duration in days, instructions; and Remove. */
export function MedicineFields({ index, register, errors, onRemove }: MedicineFieldsProps) {
  const id = (field: keyof MedicineRow) => `rx-${index}-${field}`;
  const legendId = `rx-${index}-legend`;
  return (
    <fieldset className="console-rx-medicine">
      <legend className="console-rx-medicine-legend" id={legendId}>
        {t.medicine(index + 1)}
      </legend>
      <div className="console-rx-grid">
        {inputs.map(({ field, label, input }) => (
          <TextField
            key={field}
            id={id(field)}
            label={label}
            {...input}
            className={input.className ? `console-rx-input ${input.className}` : 'console-rx-input'}
            error={errors?.[field]?.message}
            {...register(`medicines.${index}.${field}`)}
          />
        ))}
      </div>
      <button type="button" className="btn btn-link console-rx-remove" onClick={onRemove} aria-describedby={legendId}>
        {t.remove}
      </button>
    </fieldset>
  );
}
