import type { GrowthResponse } from '@app/contract/schemas/growth';
import { Component, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Section } from '../../../components/Section';
import { enGrowth } from '../../../i18n/enGrowth';
import { chartSummary, childPoints } from './chart';
import { CHART_STYLE } from './chartStyle';
import type { GrowthParam } from './measures';

// The charting library (uPlot) downloads with the chart, on the growth screen only.
const GrowthChart = lazy(() => import('./GrowthChart'));

/** A chart that fails to load or draw says so, and the rest of the page stays. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="growth-latest-note">{enGrowth.chart.failed}</p> : this.props.children;
  }
}

function Swatch({ style, dot }: { style: { stroke: string; width: number; dash?: readonly number[] }; dot?: boolean }) {
  return (
    <svg width="28" height="12" viewBox="0 0 28 12" aria-hidden="true" focusable="false">
      <line
        x1="1"
        y1="6"
        x2="27"
        y2="6"
        stroke={style.stroke}
        strokeWidth={style.width}
        strokeDasharray={style.dash?.join(' ')}
      />
      {dot && <circle cx="14" cy="6" r="4.5" fill={style.stroke} stroke="#fff" strokeWidth="1.5" />}
    </svg>
  );
}

interface ChartSectionProps {
  data: GrowthResponse;
  param: GrowthParam;
  childName: string;
}

/**
 * The WHO percentile curves with the child's measurements on them, its key, and a text
 * alternative for screen readers (the numbers are in the table above). Nothing without curves.
 */
export function ChartSection({ data, param, childName }: ChartSectionProps) {
  const t = enGrowth.chart;
  const points = useMemo(() => childPoints(data.data, param), [data.data, param]);
  if (data.curves.length === 0) return null;
  return (
    <Section
      className="growth-card growth-chart"
      headingId="growth-chart-heading"
      heading={t.heading}
      headingClassName="growth-section-title"
    >
      <p className="visually-hidden">{chartSummary(points.length, data.percentile)}</p>
      <ul className="growth-chart-key" aria-label={t.legend}>
        <li>
          <Swatch style={CHART_STYLE.child} dot />
          {t.child(childName)}
        </li>
        <li>
          <Swatch style={CHART_STYLE.median} />
          {t.median}
        </li>
        <li>
          <Swatch style={CHART_STYLE.inner} />
          {t.inner}
        </li>
        <li>
          <Swatch style={CHART_STYLE.outer} />
          {t.outer}
        </li>
      </ul>
      <ChartBoundary>
        <Suspense fallback={<div className="growth-chart-plot growth-chart-plot--loading" aria-hidden="true" />}>
          <GrowthChart curves={data.curves} points={points} yLabel={enGrowth.withUnit[param]} />
        </Suspense>
      </ChartBoundary>
    </Section>
  );
}
