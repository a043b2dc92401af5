import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import { RadioLabel } from './RadioLabel';
import './choiceTiles.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A picture above the label (large tiles). */
  icon?: ReactNode;
}

export interface ChoiceTilesProps<T extends string> {
  /** The radio group's name; also the prefix of its ids. */
  name: string;
  legend?: ReactNode;
  /** The id of a visible text above that names the group, used instead of a legend. */
  labelledBy?: string;
  options: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** 'tile': large tappable tiles in a grid; 'chip': compact pills that wrap. */
  variant?: 'tile' | 'chip';
  columns?: 1 | 2;
  /** An element describing the group (a message shown under it). */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Single choice as large tiles with real radio semantics: native radio inputs (visually hidden but
 * focusable), so arrow keys move the choice and screen readers say "radio button, 3 of 12".
 */
export function ChoiceTiles<T extends string>({
  name,
  legend,
  labelledBy,
  options,
  value,
  onChange,
  variant = 'tile',
  columns = 2,
  describedBy,
  invalid,
}: ChoiceTilesProps<T>) {
  return (
    <fieldset
      className={`choices choices--${variant}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
    >
      {legend && <legend className="choices-legend">{legend}</legend>}
      <div className={variant === 'tile' ? `choices-grid choices-grid--${columns}` : 'choices-wrap'}>
        {options.map((option) => {
          const id = `${name}-${option.value.replace(/[^a-z0-9]+/gi, '-')}`;
          const checked = option.value === value;
          return (
            <RadioLabel
              key={option.value}
              block="choice"
              className={checked ? 'tile tile--picked' : 'tile'}
              radio={{ id, name, value: option.value, className: 'choice-input' }}
              checked={checked}
              onChoose={() => onChange(option.value)}
            >
              {option.icon && <span className="choice-icon">{option.icon}</span>}
              <span className="choice-label">{option.label}</span>
              <span className="choice-mark" aria-hidden="true">
                {checked && <CheckIcon width={14} height={14} strokeWidth={3} />}
              </span>
            </RadioLabel>
          );
        })}
      </div>
    </fieldset>
  );
}
