import { describe, expect, it } from 'vitest';
import { labelOf, minuteOf } from './slotTimes';

describe('slot times', () => {
  it('writes minutes as the spec labels them, around midnight and noon', () => {
    expect(labelOf(0)).toBe('12:00 AM');
    expect(labelOf(9 * 60 + 30)).toBe('09:30 AM');
    expect(labelOf(12 * 60 + 5)).toBe('12:05 PM');
    expect(labelOf(23 * 60 + 59)).toBe('11:59 PM');
  });

  it('reads a label back, whatever the spaces around it', () => {
    for (const minute of [0, 570, 720, 735, 1080, 1439]) expect(minuteOf(labelOf(minute))).toBe(minute);
    expect(minuteOf(' 06:00 PM ')).toBe(1080);
  });

  it('refuses what is not a time', () => {
    for (const bad of ['', '9:30 AM', '13:00 PM', '00:10 AM', '09:60 AM', '09:30', '09:30 am']) {
      expect(minuteOf(bad)).toBeUndefined();
    }
  });
});
