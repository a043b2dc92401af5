import type { GrowthResponse } from '@app/contract/schemas/growth';
import type { ReactNode } from 'react';
import { enGrowth } from '../../../i18n/enGrowth';
import { showDate } from '../dates';
import { gaugeScale, rangePosition } from './gauge';
import { type GrowthParam, MEASURES, measureOf } from './measures';
import { percentileWords, wholePercentile } from './percentile';
import { RangeGauge } from './RangeGauge';
import { formatValue } from './table';

interface GrowthSummaryProps {
  data: GrowthResponse;
  param: GrowthParam;
  /** The Add Value button, or the guest/plan notice: shown under the latest value. */
  action: ReactNode;
}

/**
 * The tab's latest value with its unit, when it was measured and at what age (corrected for a
 * child born early), the WHO range gauge and the percentile in words. Without a WHO range for the
 * entry (no date of birth, beyond WHO's ages) the reason shows instead of the gauge.
 */
export function GrowthSummary({ data, param, action }: GrowthSummaryProps) {
  const t = enGrowth;
  const { unit } = MEASURES[param];
  const latest = [...data.data].reverse().find((entry) => measureOf(entry, param).value !== null);
  if (!latest) {
    return (
      <section className="growth-card growth-latest" aria-labelledby="growth-latest-heading">
        <h2 id="growth-latest-heading" className="growth-latest-label">
          {t.latest[param]}
        </h2>
        <p className="growth-latest-none">{t.nothingYet(param)}</p>
        {action}
      </section>
    );
  }
  const { value, from, to } = measureOf(latest, param);
  const scale = value !== null && from !== null && to !== null ? gaugeScale(from, to, value) : undefined;
  const position = value !== null && from !== null && to !== null ? rangePosition(value, from, to) : undefined;
  const percentile = latest.percentile;
  const whole = percentile === null ? undefined : wholePercentile(percentile);
  const updated = showDate(data.lastUpdated ?? latest.createdDate);
  return (
    <section className="growth-card growth-latest" aria-labelledby="growth-latest-heading">
      <h2 id="growth-latest-heading" className="growth-latest-label">
        {t.latest[param]}
      </h2>
      <p className="growth-latest-value">
        <strong>{value === null ? '' : formatValue(value)}</strong> <span>{unit}</span>
      </p>
      <p className="growth-latest-meta">
        {updated && <span>{t.lastUpdated(updated)}</span>}
        {latest.age && (
          <span>
            {latest.corrected && latest.chronologicalAge
              ? t.correctedAge(latest.age, latest.chronologicalAge)
              : t.age(latest.age)}
          </span>
        )}
      </p>
      {latest.corrected && <p className="growth-latest-note">{t.correctedNote}</p>}
      {scale && from !== null && to !== null && value !== null ? (
        <RangeGauge scale={scale} from={from} to={to} value={value} unit={unit} />
      ) : (
        latest.noRangeReason && <p className="growth-latest-note growth-no-range">{latest.noRangeReason}</p>
      )}
      {percentile !== null && position && (
        <div className={`growth-words growth-words--${position}`}>
          <p className="growth-words-main">{percentileWords(percentile, position)}</p>
          {typeof whole === 'number' && <p className="growth-words-explain">{t.percentile.explain(whole, param)}</p>}
          {position !== 'within' && <p className="growth-words-explain">{t.percentile.askDoctor}</p>}
        </div>
      )}
      {action}
    </section>
  );
}
