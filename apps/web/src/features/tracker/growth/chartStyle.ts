/** The chart's colours and line styles, shared by the canvas (GrowthChart) and the HTML key. */
export const CHART_STYLE = {
  outer: { stroke: '#c0362c', width: 1.5, dash: undefined },
  inner: { stroke: '#b35c00', width: 1.5, dash: [6, 4] },
  median: { stroke: '#157f3d', width: 2.5, dash: undefined },
  child: { stroke: '#1a5fd0', width: 2, dash: undefined },
  band: 'rgba(21, 127, 61, 0.08)',
  grid: '#e3e8f0',
  axis: '#4f5b6d',
} as const;

/** p3, p15, p50, p85, p97: which style each curve takes, and its label at the right edge. */
export const CURVE_STYLE = [
  { key: 'p3', label: '3rd', style: CHART_STYLE.outer },
  { key: 'p15', label: '15th', style: CHART_STYLE.inner },
  { key: 'p50', label: '50th', style: CHART_STYLE.median },
  { key: 'p85', label: '85th', style: CHART_STYLE.inner },
  { key: 'p97', label: '97th', style: CHART_STYLE.outer },
] as const;
