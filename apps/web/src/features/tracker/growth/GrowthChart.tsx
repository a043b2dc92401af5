/**
 * The growth chart on a canvas, drawn by uPlot (small, fast; loaded with this chunk only). The
 * curves are labelled at their right ends; the child's measurements are large dots joined by a
 * line. The canvas is hidden from assistive technology: ChartSection gives the text alternative.
 */
import type { GrowthResponse } from '@app/contract/schemas/growth';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { enGrowth } from '../../../i18n/enGrowth';
import { type ChartPoint, chartData, spreadLabels } from './chart';
import { CHART_STYLE, CURVE_STYLE } from './chartStyle';

const HEIGHT = 300;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** Room on the right for the curve labels ('97th'). */
const LABEL_ROOM = 40;

interface GrowthChartProps {
  curves: GrowthResponse['curves'];
  points: readonly ChartPoint[];
  yLabel: string;
}

/** Writes each curve's name beside its last point, the labels kept apart. */
function labelCurves(u: uPlot) {
  const ratio = uPlot.pxRatio;
  const ctx = u.ctx;
  const ends = CURVE_STYLE.map((_, i) => {
    const ys = u.data[i + 1] ?? [];
    for (let k = ys.length - 1; k >= 0; k--) {
      const y = ys[k];
      if (y != null) return u.valToPos(y, 'y', true);
    }
    return u.bbox.top;
  });
  const top = u.bbox.top + 6 * ratio;
  const placed = spreadLabels(ends, 14 * ratio, top, u.bbox.top + u.bbox.height - 6 * ratio);
  ctx.save();
  ctx.font = `700 ${12 * ratio}px ${FONT}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  CURVE_STYLE.forEach((curve, i) => {
    ctx.fillStyle = curve.style.stroke;
    ctx.fillText(curve.label, u.bbox.left + u.bbox.width + 5 * ratio, placed[i] ?? top);
  });
  ctx.restore();
}

function options(width: number, yLabel: string, childLabel: string): uPlot.Options {
  const axis = {
    stroke: CHART_STYLE.axis,
    font: `12px ${FONT}`,
    labelFont: `600 12px ${FONT}`,
    grid: { stroke: CHART_STYLE.grid, width: 1 },
    ticks: { stroke: CHART_STYLE.grid, width: 1, size: 4 },
  };
  return {
    width,
    height: HEIGHT,
    padding: [12, LABEL_ROOM, 0, 0],
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false, range: (_u, min, max) => [Math.floor(min), Math.ceil(max)] },
      y: {
        range: (_u, min, max) => {
          const pad = Math.max(0.5, (max - min) * 0.06);
          return [Math.max(0, Math.floor(min - pad)), Math.ceil(max + pad)];
        },
      },
    },
    axes: [
      { ...axis, label: enGrowth.chart.xAxis, labelSize: 22, incrs: [1, 2, 3, 6, 12, 24, 36], space: 40 },
      { ...axis, label: yLabel, labelSize: 22, size: 40, space: 30 },
    ],
    series: [
      {},
      ...CURVE_STYLE.map(({ label, style }) => ({
        label,
        stroke: style.stroke,
        width: style.width,
        dash: style.dash ? [...style.dash] : undefined,
        spanGaps: true,
        points: { show: false },
      })),
      {
        label: childLabel,
        stroke: CHART_STYLE.child.stroke,
        width: CHART_STYLE.child.width,
        spanGaps: true,
        points: { show: true, size: 11, width: 2, stroke: '#fff', fill: CHART_STYLE.child.stroke },
      },
    ],
    // The 3rd–97th band, lightly filled: where most children of this age are.
    bands: [{ series: [5, 1], fill: CHART_STYLE.band }],
    hooks: { draw: [labelCurves] },
  };
}

export default function GrowthChart({ curves, points, yLabel }: GrowthChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let width = el.clientWidth || 320;
    const plot = new uPlot(options(width, yLabel, enGrowth.chart.yourChild), chartData(curves, points), el);
    const resize = new ResizeObserver(() => {
      const next = el.clientWidth;
      if (next > 0 && next !== width) {
        width = next;
        plot.setSize({ width, height: HEIGHT });
      }
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [curves, points, yLabel]);

  return <div ref={box} className="growth-chart-plot" aria-hidden="true" />;
}
