import type { InputHTMLAttributes } from 'react';

interface CoverRadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** The feature's own class for it (a focus ring on its tile or chip). */
  className: string;
  value: string | number;
  onChoose: () => void;
}

/** A real radio covering its whole tile or chip, invisible (`tap-cover`): a tap anywhere on it chooses. */
export function CoverRadio({ className, onChoose, ...radio }: CoverRadioProps) {
  return <input className={`tap-cover ${className}`} type="radio" onChange={onChoose} {...radio} />;
}
