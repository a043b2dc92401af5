import { describe, expect, it } from 'vitest';
import { changeAllowed, changesCloseAt } from './cutoff';

describe('the cancellation cut-off', () => {
  const slotStart = new Date('2026-11-26T05:00:00Z'); // 10:30 IST
  it('closes the given minutes before the start', () => {
    expect(changesCloseAt(slotStart, 120).toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });
  it('allows a change up to the last minute before the cut-off, not at it or later', () => {
    expect(changeAllowed(new Date('2026-11-25T10:00:00Z'), slotStart, 120)).toBe(true);
    expect(changeAllowed(new Date('2026-11-26T02:59:59.999Z'), slotStart, 120)).toBe(true);
    expect(changeAllowed(new Date('2026-11-26T03:00:00Z'), slotStart, 120)).toBe(false);
    expect(changeAllowed(new Date('2026-11-26T04:59:00Z'), slotStart, 120)).toBe(false);
    expect(changeAllowed(new Date('2026-11-26T06:00:00Z'), slotStart, 120)).toBe(false);
  });
  it('with a cut-off of 0, allows a change until the start itself', () => {
    expect(changeAllowed(new Date('2026-11-26T04:59:59Z'), slotStart, 0)).toBe(true);
    expect(changeAllowed(slotStart, slotStart, 0)).toBe(false);
  });
});
