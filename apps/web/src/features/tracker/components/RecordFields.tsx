import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { BackButton } from '../../../components/BackButton';
import { Field } from '../../../components/Field';
import { enTracker } from '../../../i18n/enTracker';
import { enVaccination } from '../../../i18n/enVaccination';

/** The two records' own ids and words. */
const RECORDS = {
  milestone: {
    date: { id: 'goal-achieved-on', label: enTracker.form.achievedOn },
    notes: { id: 'goal-notes', label: enTracker.form.notes, rows: 4, placeholder: enTracker.form.notesPlaceholder },
  },
  dose: {
    date: { id: 'vaccine-taken-on', label: enVaccination.form.takenOn },
    notes: {
      id: 'vaccine-note',
      label: enVaccination.form.note,
      rows: 3,
      placeholder: enVaccination.form.notePlaceholder,
    },
  },
};

interface RecordFieldsProps {
  record: keyof typeof RECORDS;
  /** The day the milestone was seen or the dose taken: the browser's own date input. */
  date: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** The photo, video or tag. */
  upload: ReactNode;
  /** The parent's notes, up to the contract's 1000 characters. */
  notes: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };
  /** Back goes here when the form was the first screen. */
  listPath: string;
  busy: boolean;
  submitLabel: string;
}

/** What a milestone's form and a dose's form have alike: date, upload, notes, then Back and save. */
export function RecordFields({ record, date, upload, notes, listPath, busy, submitLabel }: RecordFieldsProps) {
  const { date: dateField, notes: notesField } = RECORDS[record];
  return (
    <>
      <Field htmlFor={dateField.id} label={dateField.label}>
        <input id={dateField.id} className="input" type="date" {...date} />
      </Field>
      {upload}
      <Field htmlFor={notesField.id} label={notesField.label}>
        <textarea
          id={notesField.id}
          className="input goal-notes"
          maxLength={1000}
          rows={notesField.rows}
          placeholder={notesField.placeholder}
          {...notes}
        />
      </Field>
      <div className="form-actions tracker-actions">
        <BackButton fallback={listPath} />
        <button type="submit" className="btn btn-primary" aria-busy={busy || undefined}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
