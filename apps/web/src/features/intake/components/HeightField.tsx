import { HEIGHT_SLIDER } from '@app/contract/constants';
import type { CSSProperties } from 'react';
import { MinusIcon, PlusIcon } from '../../../components/moreIcons';
import { enFlow } from '../../../i18n/enFlow';
import { clampHeight } from '../childDetails';

interface HeightFieldProps {
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
}

/**
 * The height slider, 0–250 cm (spec §2), with its value shown. Minus and plus beside it set the
 * exact centimetre a finger cannot (about one pixel per centimetre on a phone).
 */
export function HeightField({ value, onChange, invalid }: HeightFieldProps) {
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
        <button
          type="button"
          className="stepper-button stepper-button--small"
          onClick={() => onChange(clampHeight(value - 1))}
          disabled={value <= HEIGHT_SLIDER.min}
          aria-label={t.heightLess}
          aria-controls="height"
        >
          <MinusIcon width={20} height={20} />
        </button>
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
        <button
          type="button"
          className="stepper-button stepper-button--small"
          onClick={() => onChange(clampHeight(value + 1))}
          disabled={value >= HEIGHT_SLIDER.max}
          aria-label={t.heightMore}
          aria-controls="height"
        >
          <PlusIcon width={20} height={20} />
        </button>
      </div>
      <div className="slider-scale" aria-hidden="true">
        <span>{HEIGHT_SLIDER.min}</span>
        <span>{t.heightValue(HEIGHT_SLIDER.max)}</span>
      </div>
    </div>
  );
}
