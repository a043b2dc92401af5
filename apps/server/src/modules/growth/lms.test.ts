import { describe, expect, it } from 'vitest';
import { CURVE_Z, interpolate, normalCdf, percentileOf, valueAt, zScore } from './lms';

// Boys' weight-for-age at birth (WHO 2006, day 0).
const boysWeightDay0 = { L: 0.3487, M: 3.3464, S: 0.14602 };

describe('LMS', () => {
  it('is 0 at the median and matches the published SD curves', () => {
    expect(zScore(3.3464, boysWeightDay0)).toBeCloseTo(0, 10);
    // WHO's published -2 SD and +2 SD for boys at birth: 2.5 kg and 4.4 kg (rounded to 0.1).
    expect(valueAt(-2, boysWeightDay0)).toBeCloseTo(2.5, 1);
    expect(valueAt(2, boysWeightDay0)).toBeCloseTo(4.4, 1);
    expect(zScore(valueAt(1.3, boysWeightDay0), boysWeightDay0)).toBeCloseTo(1.3, 10);
  });

  it('uses the log form when L is 0', () => {
    const lms = { L: 0, M: 10, S: 0.1 };
    expect(zScore(10 * Math.exp(0.2), lms)).toBeCloseTo(2, 10);
    expect(valueAt(-1, lms)).toBeCloseTo(10 * Math.exp(-0.1), 10);
  });

  it('turns z-scores into percentiles', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 6);
    expect(percentileOf(CURVE_Z.p97)).toBe(97);
    expect(percentileOf(CURVE_Z.p15)).toBe(15);
    expect(percentileOf(-0.253347)).toBe(40);
  });

  it('interpolates between table rows', () => {
    expect(interpolate({ L: 1, M: 10, S: 0.1 }, { L: 0, M: 12, S: 0.2 }, 0.25)).toEqual({ L: 0.75, M: 10.5, S: 0.125 });
  });
});
