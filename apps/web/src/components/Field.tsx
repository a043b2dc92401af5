import type { ReactNode } from 'react';
import { AlertIcon } from './icons';

interface FieldProps {
  /** The id of the control the label names. */
  htmlFor: string;
  label: ReactNode;
  /** A screen's own class besides `field`. */
  className?: string;
  children: ReactNode;
}

/** A form field: its label above the control (and whatever hint or message follows it). */
export function Field({ htmlFor, label, className, children }: FieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The message under a field, with its icon; the paragraph stays (empty) so the field does not jump. */
export function FieldError({ id, message, live }: { id: string; message: string | undefined; live?: boolean }) {
  return (
    <p id={id} className="field-error" aria-live={live ? 'polite' : undefined}>
      {message && (
        <>
          <AlertIcon width={18} height={18} />
          <span>{message}</span>
        </>
      )}
    </p>
  );
}
