import { HEIGHT_SLIDER } from '@app/contract/constants';
import type { CSSProperties } from 'react';
import { enFlow } from '../../../i18n/enFlow';
import { clampHeight } from '../childDetails';
import { StepButton, type SteppedFieldProps } from './StepButton';

/**
 * The height slider, 0–250 cm (spec §2), with its value shown. Minus and plus beside it set the
 * exact centimetre a finger cannot (about one pixel per centimetre on a phone).
 */
export function HeightField({ value, onChange, invalid }: SteppedFieldProps<number>) {
  const t = enFlow.intake.child;
  const fill = `${(value / HEIGHT_SLIDER.max) * 100}%`;
  return (
    <div className="field">
      <div className="field-row">
        <label className="field-label" htmlFor="height">
          {t.heightLabel}
        </label>
        <output className="field-value" htmlFor="height" aria-live="off">
          {t.heightValue(value)}
        </output>
      </div>
      <div className="slider-row">
        <StepButton
          step={-1}
          controls="height"
          label={t.heightLess}
          small
          onStep={() => onChange(clampHeight(value - 1))}
          disabled={value <= HEIGHT_SLIDER.min}
        />
        <input
          id="height"
          className={invalid ? 'slider slider--invalid' : 'slider'}
          type="range"
          min={HEIGHT_SLIDER.min}
          max={HEIGHT_SLIDER.max}
          step={1}
          value={value}
          onChange={(event) => onChange(clampHeight(Number(event.target.value)))}
          aria-valuetext={t.heightValueText(value)}
          aria-invalid={invalid || undefined}
          style={{ '--fill': fill } as CSSProperties}
        />
        <StepButton
          step={1}
          controls="height"
          label={t.heightMore}
          small
          onStep={() => onChange(clampHeight(value + 1))}
          disabled={value >= HEIGHT_SLIDER.max}
        />
      </div>
      <div className="slider-scale" aria-hidden="true">
        <span>{HEIGHT_SLIDER.min}</span>
        <span>{t.heightValue(HEIGHT_SLIDER.max)}</span>
      </div>
    </div>
  );
}
