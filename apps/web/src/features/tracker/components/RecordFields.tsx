import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { BackButton } from '../../../components/BackButton';
import { Field } from '../../../components/Field';

interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** The day a milestone was seen or a dose was taken: the browser's own date input. */
export function RecordDateField({ id, label, ref, ...input }: DateFieldProps) {
  return (
    <Field htmlFor={id} label={label}>
      <input id={id} ref={ref} className="input" type="date" {...input} />
    </Field>
  );
}

interface NotesFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The parent's notes on a record, up to the contract's 1000 characters. */
export function RecordNotesField({ id, label, ref, ...textarea }: NotesFieldProps) {
  return (
    <Field htmlFor={id} label={label}>
      <textarea id={id} ref={ref} className="input goal-notes" maxLength={1000} {...textarea} />
    </Field>
  );
}

/** Back to the list, and the form's submit button. */
export function RecordActions({ listPath, busy, label }: { listPath: string; busy: boolean; label: string }) {
  return (
    <div className="form-actions tracker-actions">
      <BackButton fallback={listPath} />
      <button type="submit" className="btn btn-primary" aria-busy={busy || undefined}>
        {label}
      </button>
    </div>
  );
}
