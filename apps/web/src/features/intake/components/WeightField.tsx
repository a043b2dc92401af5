import { Field } from '../../../components/Field';
import { MinusIcon, PlusIcon } from '../../../components/moreIcons';
import { enFlow } from '../../../i18n/enFlow';
import { canDecreaseWeight, filterWeightInput, stepWeight } from '../childDetails';

interface WeightFieldProps {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

/**
 * Weight in kg (spec §2, §5): digits and one dot, at most 4 characters; minus and plus in steps of
 * 1, minus only above 0. Refused keystrokes leave the box as it was.
 */
export function WeightField({ value, onChange, invalid }: WeightFieldProps) {
  const t = enFlow.intake.child;
  return (
    <Field htmlFor="weight" label={t.weightLabel}>
      <div className="stepper">
        <button
          type="button"
          className="stepper-button"
          onClick={() => onChange(stepWeight(value, -1))}
          disabled={!canDecreaseWeight(value)}
          aria-label={t.weightLess}
          aria-controls="weight"
        >
          <MinusIcon width={22} height={22} />
        </button>
        <div className={invalid ? 'stepper-box stepper-box--invalid' : 'stepper-box'}>
          <input
            id="weight"
            className="stepper-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={value}
            onChange={(event) => onChange(filterWeightInput(event.target.value, value))}
            aria-describedby="weight-unit weight-hint"
            aria-invalid={invalid || undefined}
          />
          <span id="weight-unit" className="stepper-unit">
            {t.weightUnit}
          </span>
        </div>
        <button
          type="button"
          className="stepper-button"
          onClick={() => onChange(stepWeight(value, 1))}
          aria-label={t.weightMore}
          aria-controls="weight"
        >
          <PlusIcon width={22} height={22} />
        </button>
      </div>
      <p id="weight-hint" className="field-hint">
        {t.weightHint}
      </p>
    </Field>
  );
}
