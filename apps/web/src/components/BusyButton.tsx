import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './icons';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While the button's action runs: a spinner before its label, and aria-busy. */
  busy: boolean;
  spinnerSize?: number;
}

/** A button whose action takes a while (a call to the server): it shows that it is working. */
export function BusyButton({ busy, spinnerSize = 20, type = 'button', children, ...button }: BusyButtonProps) {
  return (
    <button type={type} aria-busy={busy || undefined} {...button}>
      {busy && <Spinner size={spinnerSize} />}
      {children}
    </button>
  );
}
