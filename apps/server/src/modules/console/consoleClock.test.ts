import { describe, expect, it } from 'vitest';
import { actionsOpen, actionsOpenAt, noShowOpen } from './consoleClock';

// An 11:00 slot in India (05:30 UTC).
const slot = new Date('2026-11-26T11:00:00+05:30');
const at = (time: string) => new Date(`2026-11-26T${time}+05:30`);

describe("the console's clock", () => {
  it('opens the actions at 10:50 for an 11:00 slot', () => {
    expect(actionsOpenAt(slot)).toEqual(at('10:50:00'));
  });

  it('refuses at 10:49:59 and allows from 10:50:00', () => {
    expect(actionsOpen(slot, at('10:49:59.999'))).toBe(false);
    expect(actionsOpen(slot, at('10:49:59'))).toBe(false);
    expect(actionsOpen(slot, at('10:50:00'))).toBe(true);
    expect(actionsOpen(slot, at('11:40:00'))).toBe(true);
  });

  it('refuses on the day before, at the same hour', () => {
    expect(actionsOpen(slot, new Date('2026-11-25T10:55:00+05:30'))).toBe(false);
  });

  it('allows a no-show only once the slot has begun', () => {
    expect(noShowOpen(slot, at('10:59:59'))).toBe(false);
    expect(noShowOpen(slot, at('11:00:00'))).toBe(true);
  });
});
