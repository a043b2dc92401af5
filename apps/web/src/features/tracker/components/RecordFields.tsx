import { messages } from '@app/contract/messages';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { BackButton } from '../../../components/BackButton';
import { DateField, type DateFieldProps } from '../../../components/DateField';
import { Field } from '../../../components/Field';
import { enTracker } from '../../../i18n/enTracker';
import { enVaccination } from '../../../i18n/enVaccination';

/** The two records' own ids and words. */
const RECORDS = {
  milestone: {
    date: {
      id: 'goal-achieved-on',
      label: enTracker.form.achievedOn,
      messages: { tooLate: messages.achievedDateFuture, tooEarly: messages.achievedDateBeforeBirth },
    },
    notes: { id: 'goal-notes', label: enTracker.form.notes, rows: 4, placeholder: enTracker.form.notesPlaceholder },
  },
  dose: {
    date: {
      id: 'vaccine-taken-on',
      label: enVaccination.form.takenOn,
      messages: { tooLate: messages.takenDateFuture, tooEarly: messages.takenDateBeforeBirth },
    },
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
  /** The day the milestone was seen or the dose taken ('yyyy-MM-dd', the form's field and its bounds). */
  date: Omit<DateFieldProps, 'id' | 'label'>;
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
      <DateField {...dateField} {...date} />
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
