import { GROWTH_BOUNDS, GROWTH_PARAMS } from '@app/contract/schemas/growth';
import { describe, expect, it } from 'vitest';
import { GROWTH_TABS, MEASURES, measureOf } from './measures';
import { anEntry } from './testData';

describe('MEASURES', () => {
  it('is the contract GROWTH_BOUNDS, copied so the screen does not load zod', () => {
    expect(MEASURES).toEqual(GROWTH_BOUNDS);
    expect(GROWTH_TABS).toEqual(GROWTH_PARAMS);
  });
});

describe('measureOf', () => {
  it('reads the value and range of the tab', () => {
    const entry = anEntry({ Weight: 14.2, WeightFrom: 11.3, WeightTo: 18.9, Height: 99 });
    expect(measureOf(entry, 'W')).toEqual({ value: 14.2, from: 11.3, to: 18.9 });
    expect(measureOf(entry, 'H')).toEqual({ value: 99, from: null, to: null });
    expect(measureOf(anEntry({ HeadCircum: 48, HeadCircumFrom: 46, HeadCircumTo: 51 }), 'HC')).toEqual({
      value: 48,
      from: 46,
      to: 51,
    });
  });
});
