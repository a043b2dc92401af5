import type { LabelHTMLAttributes, ReactNode } from 'react';

interface RadioLabelProps extends Omit<LabelHTMLAttributes<HTMLLabelElement>, 'className' | 'htmlFor'> {
  /** The label's block class; `<block>--checked` is added while it is the choice. */
  block: string;
  /** More classes on the label. */
  className?: string;
  /** The radio: its class is the feature's own (a focus ring on its tile or chip). */
  radio: { id: string; name: string; value: string | number; className: string; 'aria-label'?: string };
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}

/**
 * A tile or chip of a radio group: the real radio covers it whole, invisible (`tap-cover`), so a
 * tap anywhere on it chooses, arrow keys move the choice and screen readers say "radio button".
 */
export function RadioLabel({ block, className, radio, checked, onChoose, children, ...label }: RadioLabelProps) {
  const { className: radioClassName, ...input } = radio;
  const classes = [block, className, checked && `${block}--checked`].filter(Boolean).join(' ');
  return (
    <label className={classes} htmlFor={radio.id} {...label}>
      <input className={`tap-cover ${radioClassName}`} type="radio" checked={checked} onChange={onChoose} {...input} />
      {children}
    </label>
  );
}
