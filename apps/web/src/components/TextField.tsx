import type { InputHTMLAttributes, Ref } from 'react';
import { FieldError } from './Field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** Shown after the label, lighter ('(optional)'). */
  labelNote?: string;
  /** The message under the input; linked to it with aria-describedby. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its message under it, in the sign-in screens' look. */
export function TextField({ id, label, labelNote, error, ref, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
        {labelNote && <span className="field-label-note"> {labelNote}</span>}
      </label>
      <input
        id={id}
        ref={ref}
        className={[error ? 'input input--invalid' : 'input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
