import type { ReactNode } from 'react';

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
