import { describe, expect, it } from 'vitest';
import { ageInWords } from './age';

describe('ageInWords', () => {
  it('counts days in the first month', () => {
    expect(ageInWords('2026-11-01', '2026-11-22')).toBe('21 days');
    expect(ageInWords('2026-11-21', '2026-11-22')).toBe('1 day');
  });
  it('counts months until two years', () => {
    expect(ageInWords('2025-11-22', '2026-11-22')).toBe('12 months');
    expect(ageInWords('2026-01-31', '2026-02-27')).toBe('27 days');
    expect(ageInWords('2024-12-01', '2026-11-22')).toBe('23 months');
    // A month is complete on the last day of a month too short for the birthday.
    expect(ageInWords('2026-01-31', '2026-02-28')).toBe('1 month');
  });
  it('says years and months from two years on', () => {
    expect(ageInWords('2024-11-22', '2026-11-22')).toBe('2 years');
    expect(ageInWords('2020-08-10', '2026-11-22')).toBe('6 years 3 months');
  });
  it('gives nothing for a birth after the date or a bad date', () => {
    expect(ageInWords('2026-12-01', '2026-11-22')).toBe('');
    expect(ageInWords('not-a-date', '2026-11-22')).toBe('');
    expect(ageInWords('2026-02-30', '2026-11-22')).toBe('');
  });
});
