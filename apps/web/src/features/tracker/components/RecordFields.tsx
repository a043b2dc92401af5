import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { BackButton } from '../../../components/BackButton';
import { Field } from '../../../components/Field';

type Labelled<Attributes, Element> = Attributes & { id: string; label: string; ref?: Ref<Element> };

interface RecordFieldsProps {
  /** The day the milestone was seen or the dose taken: the browser's own date input. */
  date: Labelled<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;
  /** The photo, video or tag. */
  upload: ReactNode;
  /** The parent's notes, up to the contract's 1000 characters. */
  notes: Labelled<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>;
  /** Back goes here when the form was the first screen. */
  listPath: string;
  busy: boolean;
  submitLabel: string;
}

/** What a milestone's form and a dose's form have alike: date, upload, notes, then Back and save. */
export function RecordFields({ date, upload, notes, listPath, busy, submitLabel }: RecordFieldsProps) {
  const { id: dateId, label: dateLabel, ...dateInput } = date;
  const { id: notesId, label: notesLabel, ...notesInput } = notes;
  return (
    <>
      <Field htmlFor={dateId} label={dateLabel}>
        <input id={dateId} className="input" type="date" {...dateInput} />
      </Field>
      {upload}
      <Field htmlFor={notesId} label={notesLabel}>
        <textarea id={notesId} className="input goal-notes" maxLength={1000} {...notesInput} />
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
