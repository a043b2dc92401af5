import { describe, expect, it } from 'vitest';
import { measureOf } from './measures';
import { anEntry } from './testData';

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
