import { describe, expect, it } from 'vitest';
import { checkSlotInSchedule } from './checkSlotInSchedule';

describe('checkSlotInSchedule', () => {
  const now = new Date('2026-11-22T04:30:00Z');
  // Mondays 09:00–12:00 in 30-minute slots; 2026-11-23 is a Monday.
  const rules = [{ weekday: 1, startMinute: 540, endMinute: 720, slotMinutes: 30 }];
  it('finds the schedule slot at that minute, with its end', () => {
    const slot = checkSlotInSchedule(rules, '2026-11-23', 570, 'Asia/Kolkata', now);
    expect(slot.start).toEqual(new Date('2026-11-23T04:00:00Z'));
    expect(slot.end).toEqual(new Date('2026-11-23T04:30:00Z'));
  });
  it('refuses a minute between slots or outside the hours', () => {
    for (const minute of [555, 180, 720]) {
      expect(() => checkSlotInSchedule(rules, '2026-11-23', minute, 'Asia/Kolkata', now)).toThrow(
        /does not see patients at that time/,
      );
    }
  });
});
