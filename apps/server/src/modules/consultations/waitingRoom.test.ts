import { describe, expect, it } from 'vitest';
import { isWaitingRoomOpen, waitingRoomWindow } from './waitingRoom';

const at = (iso: string) => new Date(iso);

describe('waitingRoomWindow', () => {
  it('opens 10 minutes before a slot paid for well ahead, and ends at the slot', () => {
    const w = waitingRoomWindow({ slotStart: at('2026-11-23T05:00:00Z'), bookedAt: at('2026-11-22T09:00:00Z') });
    expect(w.opensAt.toISOString()).toBe('2026-11-23T04:50:00.000Z');
    expect(w.endsAt.toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('counts the full 600 s from the payment when it came within the last 10 minutes', () => {
    const w = waitingRoomWindow({ slotStart: at('2026-11-23T05:00:00Z'), bookedAt: at('2026-11-23T04:57:00Z') });
    expect(w.opensAt.toISOString()).toBe('2026-11-23T04:57:00.000Z');
    expect(w.endsAt.toISOString()).toBe('2026-11-23T05:07:00.000Z');
  });

  it('without a payment yet, uses 10 minutes before the slot', () => {
    const w = waitingRoomWindow({ slotStart: at('2026-11-23T05:00:00Z'), bookedAt: null });
    expect(w.opensAt.toISOString()).toBe('2026-11-23T04:50:00.000Z');
  });

  it('is open from opensAt on', () => {
    const c = { slotStart: at('2026-11-23T05:00:00Z'), bookedAt: at('2026-11-22T09:00:00Z') };
    expect(isWaitingRoomOpen(c, at('2026-11-23T04:49:59Z'))).toBe(false);
    expect(isWaitingRoomOpen(c, at('2026-11-23T04:50:00Z'))).toBe(true);
  });
});
