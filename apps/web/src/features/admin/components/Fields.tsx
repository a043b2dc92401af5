import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { FieldError } from '../../../components/Field';
import { enAdmin } from '../../../i18n/enAdmin';

interface ShellProps {
  id: string;
  label: string;
  /** '(optional)' after the label. */
  optional?: boolean;
  /** Under the label, read with the control. */
  hint?: string;
  error?: string;
  /** The control, given its id, what describes it, whether it is invalid, and its class. */
  children(control: ControlProps): ReactNode;
  /** The control's own class besides `input`. */
  className?: string;
}

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control of a back-office form: the label, a hint, the control, its message under it. */
function FieldShell({ id, label, optional, hint, error, className, children }: ShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: ControlProps = {
    id,
    className: ['input', error && 'input--invalid', className].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
        {optional && <span className="field-label-note"> {enAdmin.common.optional}</span>}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children(control)}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type Common = Omit<ShellProps, 'children'> & { registration?: UseFormRegisterReturn };

/**
 * What a field of a form takes from its name: its id (`prefix-name`), its registration, its
 * message, and its starting value as the control's own default. A select needs that default
 * marked on its option: react-hook-form takes a select whose selection differs from its marked
 * default for one edited before the form was ready, and would start from that selection instead.
 */
export function bindFields<V extends FieldValues, R>(form: UseFormReturn<V, unknown, R>, prefix: string) {
  return (name: Path<V>) => {
    const start: unknown = form.formState.defaultValues?.[name];
    return {
      id: `${prefix}-${name}`,
      registration: form.register(name),
      error: form.getFieldState(name, form.formState).error?.message,
      defaultValue: typeof start === 'string' ? start : undefined,
    };
  };
}

export function InputField({
  registration,
  className,
  ...props
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { className?: string }) {
  const { id, label, optional, hint, error, ...input } = props;
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
      {(control) => (
        // Names, codes and numbers of other people: the browser's own suggestions would mislead.
        <input autoComplete="off" {...control} {...input} {...registration} />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  registration,
  rows = 3,
  defaultValue,
  ...shell
}: Common & { rows?: number; defaultValue?: string }) {
  return (
    <FieldShell {...shell} className="admin-textarea">
      {(control) => <textarea {...control} defaultValue={defaultValue} rows={rows} {...registration} />}
    </FieldShell>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/**
 * A native select: the first option, blank, asks to choose when `placeholder` is given. `name`
 * for a form read as FormData (filters) rather than registered.
 */
export function SelectField({
  registration,
  choices,
  placeholder,
  defaultValue,
  name,
  ...shell
}: Common & { choices: readonly Choice[]; placeholder?: string; defaultValue?: string; name?: string }) {
  return (
    <FieldShell {...shell} className="admin-select">
      {(control) => (
        <select {...control} name={name} defaultValue={defaultValue} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** Several boxes sharing one field (react-hook-form gives the checked values as a list). */
export function CheckGroup({
  id,
  legend,
  choices,
  error,
  registration,
  name,
  defaultChecked,
}: {
  id: string;
  legend: string;
  choices: readonly Choice[];
  error: string | undefined;
  registration?: UseFormRegisterReturn;
  /** For a form read as FormData rather than registered, with the values ticked at first. */
  name?: string;
  defaultChecked?: readonly string[];
  /** Unused: react-hook-form ticks the boxes of its starting list itself. */
  defaultValue?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="admin-checks" aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="admin-checks-row">
        {choices.map((c) => (
          <label key={c.value} className="admin-check">
            <input
              type="checkbox"
              className="check-input"
              value={c.value}
              name={name}
              defaultChecked={defaultChecked?.includes(c.value)}
              {...registration}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A refusal that names no field of the form, shown in full above its button. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="staff-alert" role="alert">
      {message}
    </p>
  );
}
