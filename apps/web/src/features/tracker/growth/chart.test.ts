import { describe, expect, it } from 'vitest';
import { chartData, chartSummary, childPoints, spreadLabels } from './chart';
import { anEntry, CURVES, weightEntry } from './testData';

describe('childPoints', () => {
  it('x is the age in months (days / 30.4375), y the value of the tab', () => {
    const points = childPoints(
      [
        weightEntry({ ageDays: 1461, Weight: 16.2 }),
        anEntry({ Height: 100 }),
        weightEntry({ ageDays: 730, Weight: 12 }),
      ],
      'W',
    );
    expect(points).toEqual([
      { x: 730 / 30.4375, y: 12 },
      { x: 48, y: 16.2 },
    ]);
  });
});

describe('chartData', () => {
  it('puts the curves and the points on one sorted x axis, null where a series has no point', () => {
    const [xs, p3, p15, p50, p85, p97, child] = chartData(CURVES, [
      { x: 30, y: 13.1 },
      { x: 48, y: 16.2 },
    ]);
    expect(xs).toEqual([0, 24, 30, 48, 48 + 1e-6, 60]);
    expect(p3).toEqual([2.5, 9.8, null, 12.9, null, 14.4]);
    expect(p15).toEqual([2.9, 10.8, null, 14.3, null, 16.0]);
    expect(p50).toEqual([3.3, 12.2, null, 16.3, null, 18.3]);
    expect(p85).toEqual([3.9, 13.6, null, 18.6, null, 21.0]);
    expect(p97).toEqual([4.3, 14.8, null, 20.5, null, 23.3]);
    expect(child).toEqual([null, null, 13.1, null, 16.2, null]);
  });

  it('two measurements on one day keep both points', () => {
    const [xs, , , , , , child] = chartData(
      [],
      [
        { x: 10, y: 8 },
        { x: 10, y: 8.2 },
      ],
    );
    expect(xs).toEqual([10, 10 + 1e-6]);
    expect(child).toEqual([8, 8.2]);
  });
});

describe('chartSummary', () => {
  it('counts the measurements and says the latest percentile', () => {
    expect(chartSummary(3, 40.1)).toBe('Growth chart: 3 measurements, latest on the 40th percentile.');
    expect(chartSummary(1, 1.2)).toBe('Growth chart: 1 measurement, latest on the 1st percentile.');
    expect(chartSummary(2, null)).toBe('Growth chart: 2 measurements.');
    expect(chartSummary(0, null)).toBe('Growth chart: 0 measurements.');
  });
});

describe('spreadLabels', () => {
  it('keeps labels apart and inside the plot', () => {
    expect(spreadLabels([100, 50, 10], 12, 0, 200)).toEqual([100, 50, 10]);
    expect(spreadLabels([50, 52, 54], 12, 0, 200)).toEqual([50, 62, 74]);
    expect(spreadLabels([195, 198, 199], 12, 0, 200)).toEqual([176, 188, 200]);
    expect(spreadLabels([-5], 12, 0, 200)).toEqual([0]);
  });
});
