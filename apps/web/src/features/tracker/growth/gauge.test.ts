import { describe, expect, it } from 'vitest';
import { gaugeScale, rangePosition } from './gauge';

describe('gaugeScale', () => {
  it('runs from From − width to To + width, the normal range in the middle third', () => {
    const g = gaugeScale(7.7, 12, 10);
    expect(g?.min).toBeCloseTo(3.4);
    expect(g?.max).toBeCloseTo(16.3);
    expect(g?.bandStart).toBeCloseTo(1 / 3);
    expect(g?.bandEnd).toBeCloseTo(2 / 3);
    expect(g?.marker).toBeCloseTo((10 - 3.4) / 12.9);
    expect(g?.clamped).toBe(false);
    expect(g?.position).toBe('within');
  });

  it('puts the range ends and the scale ends where they belong', () => {
    expect(gaugeScale(10, 20, 10)?.marker).toBeCloseTo(1 / 3);
    expect(gaugeScale(10, 20, 20)?.marker).toBeCloseTo(2 / 3);
    expect(gaugeScale(10, 20, 0)?.marker).toBe(0);
    expect(gaugeScale(10, 20, 30)?.marker).toBe(1);
    expect(gaugeScale(10, 20, 15)?.marker).toBeCloseTo(0.5);
  });

  it('clamps a value beyond the scale to its end', () => {
    const low = gaugeScale(10, 20, -5);
    expect(low?.marker).toBe(0);
    expect(low?.clamped).toBe(true);
    expect(low?.position).toBe('below');
    const high = gaugeScale(10, 20, 45);
    expect(high?.marker).toBe(1);
    expect(high?.clamped).toBe(true);
    expect(high?.position).toBe('above');
  });

  it('never starts below zero', () => {
    const g = gaugeScale(20, 50, 30);
    expect(g?.min).toBe(0);
    expect(g?.max).toBe(80);
    expect(g?.bandStart).toBeCloseTo(0.25);
    expect(g?.bandEnd).toBeCloseTo(50 / 80);
  });

  it('no gauge for a range that is not one', () => {
    expect(gaugeScale(12, 12, 12)).toBeUndefined();
    expect(gaugeScale(12, 10, 11)).toBeUndefined();
    expect(gaugeScale(10, 12, Number.NaN)).toBeUndefined();
  });
});

describe('rangePosition', () => {
  it('the ends of the range are within it', () => {
    expect(rangePosition(7.7, 7.7, 12)).toBe('within');
    expect(rangePosition(12, 7.7, 12)).toBe('within');
    expect(rangePosition(7.69, 7.7, 12)).toBe('below');
    expect(rangePosition(12.01, 7.7, 12)).toBe('above');
  });
});
