import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FieldError } from '../../../components/Field';
import { enBooking } from '../../../i18n/enBooking';
import { enConsoleHours } from '../../../i18n/enConsoleHours';
import { type ConsultType, WEEK_FROM_MONDAY } from '../hours';
import { type HoursFormValues, type HoursRequest, slotLengthsWith } from '../hoursForm';
import { ChoiceGroup } from './ChoiceGroup';

const t = enConsoleHours.form;

/** The inputs of a row, with the part of their ids after the row's ('hours-3-0-day'). */
const INPUTS = { weekday: 'day', from: 'from', to: 'to', slotMinutes: 'slot' } as const;
type RowInput = keyof typeof INPUTS;
const LABELS: Record<RowInput, string> = { weekday: t.day, from: t.from, to: t.to, slotMinutes: t.slotMinutes };

interface HoursRowFieldsProps {
  /** Prefixes the inputs' ids: one form per clinic on the screen. */
  idPrefix: string;
  index: number;
  form: UseFormReturn<HoursFormValues, unknown, HoursRequest>;
  offered: readonly ConsultType[];
  onRemove(): void;
}

/** One row of hours: the day, from, to, slot length and consult types, and Remove; its refusal under it. */
export function HoursRowFields({ idPrefix, index, form, offered, onRemove }: HoursRowFieldsProps) {
  const { register, control } = form;
  const errors = form.formState.errors.rows?.[index];
  // The selects are given the row's value to start with (defaultValue): left to the form alone,
  // a select may show its first option.
  const slotMinutes = useWatch({ control, name: `rows.${index}.slotMinutes` });
  const id = `${idPrefix}-${index}`;
  const n = index + 1;
  const idOf = (input: RowInput) => `${id}-${INPUTS[input]}`;

  /** An input's id, look, message link and registration; its message is under the row's inputs. */
  function inputProps(input: RowInput) {
    const invalid = Boolean(errors?.[input]?.message);
    return {
      id: idOf(input),
      className: invalid ? 'input input--invalid hours-input' : 'input hours-input',
      'aria-describedby': `${idOf(input)}-error`,
      'aria-invalid': invalid || undefined,
      ...register(`rows.${index}.${input}`),
    };
  }
  const labelled = (input: RowInput, element: ReactNode) => (
    <div className="field hours-field">
      <label className="field-label" htmlFor={idOf(input)}>
        {LABELS[input]}
      </label>
      {element}
    </div>
  );

  return (
    <fieldset className="hours-row" data-invalid={errors?.message ? true : undefined}>
      <legend className="hours-row-legend">{t.row(n)}</legend>
      <div className="hours-row-fields">
        {labelled(
          'weekday',
          <select defaultValue={form.getValues(`rows.${index}.weekday`)} {...inputProps('weekday')}>
            {WEEK_FROM_MONDAY.map((weekday) => (
              <option key={weekday} value={String(weekday)}>
                {enConsoleHours.weekdays[weekday]}
              </option>
            ))}
          </select>,
        )}
        {labelled('from', <input type="time" step={300} {...inputProps('from')} />)}
        {labelled('to', <input type="time" step={300} {...inputProps('to')} />)}
        {labelled(
          'slotMinutes',
          <select defaultValue={slotMinutes} {...inputProps('slotMinutes')}>
            {slotLengthsWith(slotMinutes).map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t.minutes(minutes)}
              </option>
            ))}
          </select>,
        )}
      </div>
      {/* The inputs' messages, the width of the row: a narrow column would break them line by line. */}
      <div className="hours-row-errors">
        {(Object.keys(INPUTS) as RowInput[]).map((input) => (
          <FieldError key={input} id={`${idOf(input)}-error`} message={errors?.[input]?.message} />
        ))}
      </div>
      <div className="hours-row-end">
        <div className="hours-types">
          <Controller
            control={control}
            name={`rows.${index}.consultTypes`}
            render={({ field, fieldState }) => (
              <ChoiceGroup
                legend={t.types}
                name={`${id}-types`}
                order={offered}
                chosen={field.value}
                labels={enBooking.consultType}
                onChange={field.onChange}
                describedBy={`${id}-types-error`}
                invalid={Boolean(fieldState.error)}
              />
            )}
          />
          <FieldError id={`${id}-types-error`} message={errors?.consultTypes?.message} />
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-small hours-remove"
          aria-label={t.removeRow(n)}
          onClick={onRemove}
        >
          {t.remove}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={errors?.message} />
    </fieldset>
  );
}
