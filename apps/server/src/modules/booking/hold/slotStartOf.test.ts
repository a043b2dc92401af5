import { describe, expect, it } from 'vitest';
import { slotStartOf } from './slotStartOf';

describe('slotStartOf', () => {
  const now = new Date('2026-11-22T04:30:00Z'); // 10:00 in India
  it('reads the label in the clinic zone', () => {
    expect(slotStartOf('2026-11-23', '09:30 AM', 'Asia/Kolkata', now)).toEqual({
      minute: 570,
      start: new Date('2026-11-23T04:00:00Z'),
    });
  });
  it('refuses a label that is not a time', () => {
    expect(() => slotStartOf('2026-11-23', '25:99 PM', 'Asia/Kolkata', now)).toThrow(/slot must be a time/);
  });
  it('refuses a time that has passed, and the current minute', () => {
    expect(() => slotStartOf('2026-11-22', '09:30 AM', 'Asia/Kolkata', now)).toThrow(
      expect.objectContaining({ statusCode: 400, field: 'slot' }),
    );
    expect(() => slotStartOf('2026-11-22', '10:00 AM', 'Asia/Kolkata', now)).toThrow(
      expect.objectContaining({ field: 'slot' }),
    );
  });
});
