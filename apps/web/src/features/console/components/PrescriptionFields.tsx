import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/Field';
import { enConsole } from '../../../i18n/enConsole';

const t = enConsole.prescription;

/** The ids of what describes a control: its hint and, once there is one, its message. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface RxTextAreaProps {
  id: string;
  label: string;
  /** '(optional)' after the label. */
  optional?: boolean;
  hint?: string;
  error: string | undefined;
  rows?: number;
  registration: UseFormRegisterReturn;
}

/** A labelled text area of the prescription (complaints, findings, diagnosis…), its message under it. */
export function RxTextArea({ id, label, optional, hint, error, rows = 3, registration }: RxTextAreaProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
        {optional && <span className="field-label-note"> {t.optional}</span>}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className={error ? 'input console-textarea input--invalid' : 'input console-textarea'}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        {...registration}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface RxCheckboxProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A checkbox in its box (seen in person, the signature): its label is a touch target of 44 px or more. */
export function RxCheckbox({ id, label, hint, error, registration }: RxCheckboxProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="console-rx-check">
      <div className="check-field">
        <input
          id={id}
          className="check-input"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, error && errorId)}
          {...registration}
        />
        <label htmlFor={id} className="check-label">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
