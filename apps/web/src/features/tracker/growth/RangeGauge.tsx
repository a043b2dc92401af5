import type { CSSProperties } from 'react';
import { enGrowth } from '../../../i18n/enGrowth';
import type { GaugeScale } from './gauge';
import { formatBound, formatValue } from './table';

interface RangeGaugeProps {
  scale: GaugeScale;
  from: number;
  to: number;
  value: number;
  unit: string;
}

const pct = (f: number) => `${(f * 100).toFixed(2)}%`;
/** A label centred on a point of the bar, but never hanging past its ends. */
const at = (f: number, half: string): CSSProperties => ({ left: `clamp(${half}, ${pct(f)}, calc(100% - ${half}))` });

/**
 * The WHO range gauge (spec §9): a bar from From − width to To + width, the normal range
 * highlighted in its middle, and the child's value marked on it (at an end when beyond it). One
 * image for assistive technology, named with the numbers it shows.
 */
export function RangeGauge({ scale, from, to, value, unit }: RangeGaugeProps) {
  const t = enGrowth.gauge;
  const shown = formatValue(value);
  return (
    <div
      className={`gauge gauge--${scale.position}`}
      role="img"
      aria-label={t.label(formatBound(from), formatBound(to), unit, shown)}
    >
      <div className="gauge-track">
        <span className="gauge-bubble" style={at(scale.marker, '2.75rem')}>
          {scale.clamped && scale.marker === 0 && '‹ '}
          {shown} {unit}
          {scale.clamped && scale.marker === 1 && ' ›'}
        </span>
        <div className="gauge-bar">
          <span
            className="gauge-band"
            style={{ left: pct(scale.bandStart), width: pct(scale.bandEnd - scale.bandStart) }}
          />
          <span className="gauge-marker" style={{ left: pct(scale.marker) }} />
        </div>
      </div>
      <div className="gauge-scale">
        <span className="gauge-end gauge-end--min">{formatBound(scale.min)}</span>
        <span className="gauge-bound" style={at(scale.bandStart, '1.5rem')}>
          {formatBound(from)}
        </span>
        <span className="gauge-bound" style={at(scale.bandEnd, '1.5rem')}>
          {formatBound(to)}
        </span>
        <span className="gauge-end gauge-end--max">{formatBound(scale.max)}</span>
      </div>
      <p className="gauge-key">
        <span className="gauge-swatch" />
        {t.normal(formatBound(from), formatBound(to), unit)}
      </p>
    </div>
  );
}
