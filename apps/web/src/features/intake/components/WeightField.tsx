import { Field } from '../../../components/Field';
import { enFlow } from '../../../i18n/enFlow';
import { canDecreaseWeight, filterWeightInput, stepWeight } from '../childDetails';
import { StepButton, type SteppedFieldProps } from './StepButton';

/**
 * Weight in kg (spec §2, §5): digits and one dot, at most 4 characters; minus and plus in steps of
 * 1, minus only above 0. Refused keystrokes leave the box as it was.
 */
export function WeightField({ value, onChange, invalid }: SteppedFieldProps<string>) {
  const t = enFlow.intake.child;
  return (
    <Field htmlFor="weight" label={t.weightLabel}>
      <div className="stepper">
        <StepButton
          step={-1}
          controls="weight"
          label={t.weightLess}
          onStep={() => onChange(stepWeight(value, -1))}
          disabled={!canDecreaseWeight(value)}
        />
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
        <StepButton step={1} controls="weight" label={t.weightMore} onStep={() => onChange(stepWeight(value, 1))} />
      </div>
      <p id="weight-hint" className="field-hint">
        {t.weightHint}
      </p>
    </Field>
  );
}
