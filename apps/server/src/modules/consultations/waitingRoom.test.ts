import { describe, expect, it } from 'vitest';
import { isWaitingRoomOpen, waitingRoomState, waitingRoomWindow } from './waitingRoom';

const at = (iso: string) => new Date(iso);
const GRACE = 30;
const SLOT = at('2026-11-23T05:00:00Z');
const windowOf = (bookedAt: string | null, callStartedAt: string | null = null) => {
  const w = waitingRoomWindow(
    {
      slotStart: SLOT,
      bookedAt: bookedAt ? at(bookedAt) : null,
      callStartedAt: callStartedAt ? at(callStartedAt) : null,
    },
    GRACE,
  );
  return {
    opensAt: w.opensAt.toISOString(),
    endsAt: w.endsAt.toISOString(),
    closesAt: w.closesAt?.toISOString() ?? null,
  };
};

describe('waitingRoomWindow', () => {
  it('booked ahead: opens 10 minutes before the slot, counts down to it, closes 30 minutes after it', () => {
    expect(windowOf('2026-11-22T09:00:00Z')).toEqual({
      opensAt: '2026-11-23T04:50:00.000Z',
      endsAt: '2026-11-23T05:00:00.000Z',
      closesAt: '2026-11-23T05:30:00.000Z',
    });
  });

  it('instant: paid 3 minutes before the next slot, the full 600 s counts from the payment', () => {
    expect(windowOf('2026-11-23T04:57:00Z')).toEqual({
      opensAt: '2026-11-23T04:57:00.000Z',
      endsAt: '2026-11-23T05:07:00.000Z',
      closesAt: '2026-11-23T05:30:00.000Z',
    });
  });

  it('late payment: paid 5 minutes after the slot began, the 600 s count from the payment', () => {
    expect(windowOf('2026-11-23T05:05:00Z')).toEqual({
      opensAt: '2026-11-23T05:05:00.000Z',
      endsAt: '2026-11-23T05:15:00.000Z',
      closesAt: '2026-11-23T05:30:00.000Z',
    });
  });

  it('never closes before its countdown has run, whatever the grace period', () => {
    const w = waitingRoomWindow({ slotStart: SLOT, bookedAt: at('2026-11-23T05:05:00Z'), callStartedAt: null }, 5);
    expect(w.closesAt?.toISOString()).toBe('2026-11-23T05:15:00.000Z');
  });

  it('without a payment yet, uses 10 minutes before the slot', () => {
    expect(windowOf(null).opensAt).toBe('2026-11-23T04:50:00.000Z');
  });

  it('once the doctor has started the call, no time closes it', () => {
    expect(windowOf('2026-11-22T09:00:00Z', '2026-11-23T05:29:00Z').closesAt).toBeNull();
  });

  it('takes the grace period from the setting', () => {
    const w = waitingRoomWindow({ slotStart: SLOT, bookedAt: null, callStartedAt: null }, 45);
    expect(w.closesAt?.toISOString()).toBe('2026-11-23T05:45:00.000Z');
  });
});

describe('isWaitingRoomOpen', () => {
  const bookedAhead = { slotStart: SLOT, bookedAt: at('2026-11-22T09:00:00Z'), callStartedAt: null };

  it('opens 10 minutes before the slot', () => {
    expect(isWaitingRoomOpen(bookedAhead, GRACE, at('2026-11-23T04:49:59Z'))).toBe(false);
    expect(isWaitingRoomOpen(bookedAhead, GRACE, at('2026-11-23T04:50:00Z'))).toBe(true);
  });

  it('is still open when the doctor is 5 minutes late, past the end of the countdown', () => {
    expect(isWaitingRoomOpen(bookedAhead, GRACE, at('2026-11-23T05:05:00Z'))).toBe(true);
  });

  it('closes when the grace period after the slot start has passed', () => {
    expect(isWaitingRoomOpen(bookedAhead, GRACE, at('2026-11-23T05:29:59Z'))).toBe(true);
    expect(isWaitingRoomOpen(bookedAhead, GRACE, at('2026-11-23T05:30:00Z'))).toBe(false);
  });

  it('tells not yet from closed', () => {
    expect(waitingRoomState(bookedAhead, GRACE, at('2026-11-23T04:00:00Z'))).toBe('notYet');
    expect(waitingRoomState(bookedAhead, GRACE, at('2026-11-23T05:00:00Z'))).toBe('open');
    expect(waitingRoomState(bookedAhead, GRACE, at('2026-11-23T05:30:00Z'))).toBe('closed');
  });

  it('stays open past the grace period while the call runs', () => {
    const started = { ...bookedAhead, callStartedAt: at('2026-11-23T05:20:00Z') };
    expect(isWaitingRoomOpen(started, GRACE, at('2026-11-23T06:10:00Z'))).toBe(true);
  });
});
