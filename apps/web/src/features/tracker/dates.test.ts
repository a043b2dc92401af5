import { describe, expect, it } from 'vitest';
import { isoDay, showDate } from './dates';

describe('dates', () => {
  it('shows a server date the Indian way; other text as it is', () => {
    expect(showDate('2026-03-12')).toBe('12 Mar 2026');
    expect(showDate('2026-03-12T00:00:00')).toBe('12 Mar 2026');
    expect(showDate('soon')).toBe('soon');
    expect(showDate('2026-02-30')).toBe('2026-02-30');
    expect(showDate(null)).toBeUndefined();
  });

  it('gives a date input its yyyy-MM-dd', () => {
    expect(isoDay('2026-03-12T10:00:00Z')).toBe('2026-03-12');
    expect(isoDay(null)).toBe('');
  });
});
