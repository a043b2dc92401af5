import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FieldError } from '../../../components/Field';
import { enAdminHours } from '../../../i18n/enAdminHours';
import { consultLabel } from '../../../lib/consultTypes';
import { type ConsultType, slotLengthsWith, WEEK_FROM_MONDAY } from '../../../lib/weeklyHours';
import type { HoursRequest, HoursValues } from '../hoursForm';
import { InputField, SelectField } from './Fields';

const t = enAdminHours.form;

const DAYS = WEEK_FROM_MONDAY.map((d) => ({ value: String(d), label: enAdminHours.weekdays[d] ?? '' }));

interface HoursRowProps {
  /** Prefixes the inputs' ids: one form per clinic on the page. */
  idPrefix: string;
  index: number;
  form: UseFormReturn<HoursValues, unknown, HoursRequest>;
  offered: readonly ConsultType[];
  onRemove(): void;
}

/** One stretch of hours: its day, from, to, slot length and consult types, and Remove; a refusal of the row under it. */
export function HoursRow({ idPrefix, index, form, offered, onRemove }: HoursRowProps) {
  const { control, register } = form;
  const name = `rows.${index}` as const;
  const errors = form.formState.errors.rows?.[index];
  // The selects' options are marked with the row's values (a select left to the form alone may show its first).
  const slotMinutes = useWatch({ control, name: `${name}.slotMinutes` });
  const id = `${idPrefix}-${index}`;
  const n = index + 1;

  return (
    <fieldset className="admin-hours-row" data-invalid={errors?.message ? true : undefined}>
      <legend className="admin-hours-legend">{t.row(n)}</legend>
      <div className="admin-hours-fields">
        <SelectField
          id={`${id}-day`}
          label={t.day}
          choices={DAYS}
          defaultValue={form.getValues(`${name}.weekday`)}
          registration={register(`${name}.weekday`)}
          error={errors?.weekday?.message}
        />
        <InputField
          id={`${id}-from`}
          label={t.from}
          type="time"
          step={300}
          registration={register(`${name}.from`)}
          error={errors?.from?.message}
        />
        <InputField
          id={`${id}-to`}
          label={t.to}
          type="time"
          step={300}
          registration={register(`${name}.to`)}
          error={errors?.to?.message}
        />
        <SelectField
          id={`${id}-slot`}
          label={t.slotMinutes}
          choices={slotLengthsWith(slotMinutes).map((m) => ({ value: String(m), label: t.minutes(m) }))}
          defaultValue={slotMinutes}
          registration={register(`${name}.slotMinutes`)}
          error={errors?.slotMinutes?.message}
        />
      </div>
      <div className="admin-hours-end">
        <Controller
          control={control}
          name={`${name}.consultTypes`}
          render={({ field, fieldState }) => (
            <fieldset
              className="admin-checks"
              aria-describedby={`${id}-types-error`}
              data-invalid={fieldState.error ? true : undefined}
            >
              <legend className="field-label">{t.types}</legend>
              <div className="admin-checks-row">
                {offered.map((type) => (
                  <label key={type} className="admin-check">
                    <input
                      type="checkbox"
                      className="check-input"
                      checked={field.value.includes(type)}
                      onChange={(event) =>
                        field.onChange(
                          offered.filter((o) => (o === type ? event.target.checked : field.value.includes(o))),
                        )
                      }
                    />
                    <span>{consultLabel(type)}</span>
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-types-error`} message={fieldState.error?.message} />
            </fieldset>
          )}
        />
        <button type="button" className="btn btn-secondary btn-small" aria-label={t.removeRow(n)} onClick={onRemove}>
          {t.remove}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={errors?.message} />
    </fieldset>
  );
}
