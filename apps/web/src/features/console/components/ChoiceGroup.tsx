import { toggled } from '../duty';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  order: readonly T[];
  chosen: readonly T[];
  labels: Record<string, string>;
  onChange(next: T[]): void;
  /** The group's own look besides `duty-choices` (the hours form stacks its legend above the boxes). */
  className?: string;
  /** The id of the message about the group (the hours form's 'Choose at least one'). */
  describedBy?: string;
  invalid?: boolean;
}

/** Boxes to tick, in the given order: the duty's calls and languages, the consult types of a row of hours. */
export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const { legend, name, order, chosen, labels, onChange, className, describedBy, invalid } = props;
  return (
    <fieldset
      className={className ? `duty-choices ${className}` : 'duty-choices'}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
    >
      <legend className="duty-legend">{legend}</legend>
      {order.map((value) => (
        <label key={value} className="duty-choice">
          <input
            type="checkbox"
            name={name}
            value={value}
            checked={chosen.includes(value)}
            onChange={(event) => onChange(toggled(order, chosen, value, event.target.checked))}
          />
          <span>{labels[value] ?? value}</span>
        </label>
      ))}
    </fieldset>
  );
}
