import { describe, expect, it } from 'vitest';
import { localDate } from './time';

describe('localDate', () => {
  it('gives the Indian date even when UTC is still on the day before', () => {
    // 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
    expect(localDate(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(localDate(new Date('2026-11-21T20:00:00Z'), 'UTC')).toBe('2026-11-21');
  });
});
