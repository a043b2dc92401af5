import { describe, expect, it } from 'vitest';
import { PARENT_PRESENT_MS, parentPresence, presenceStale, roomForDoctor } from './presence';

const slotStart = new Date('2026-11-25T05:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(slotStart.getTime() + minutes * 60_000 + seconds * 1000);
const booked = { slotStart, bookedAt: new Date('2026-11-24T10:00:00Z'), callStartedAt: null };

describe('parentPresence', () => {
  it('is there while the room read it within about a minute, for the whole minutes of this visit', () => {
    const seen = { parentArrivedAt: at(-8), parentSeenAt: at(-1) };
    expect(parentPresence(seen, at(-1, 30))).toEqual({ present: true, minutes: 7 });
    expect(parentPresence(seen, new Date(at(-1).getTime() + PARENT_PRESENT_MS - 1))).toMatchObject({ present: true });
    expect(parentPresence(seen, new Date(at(-1).getTime() + PARENT_PRESENT_MS))).toEqual({
      present: false,
      minutes: 0,
    });
  });
  it('is not there when never seen', () => {
    expect(parentPresence({ parentArrivedAt: null, parentSeenAt: null }, at(0))).toEqual({
      present: false,
      minutes: 0,
    });
  });
});

describe('presenceStale', () => {
  it('writes the first mark, then at most every 15 s', () => {
    expect(presenceStale({ parentSeenAt: null }, at(0))).toBe(true);
    expect(presenceStale({ parentSeenAt: at(0) }, at(0, 14))).toBe(false);
    expect(presenceStale({ parentSeenAt: at(0) }, at(0, 15))).toBe(true);
  });
});

describe('roomForDoctor', () => {
  const present = { parentArrivedAt: at(-5), parentSeenAt: at(-1) };
  it("follows the parent's window: not yet, open (with the parent or without), closed after the grace period", () => {
    expect(roomForDoctor({ ...booked, ...present }, 30, at(-11))).toEqual({
      state: 'notYet',
      parentPresent: false,
      parentWaitingMinutes: 0,
    });
    expect(roomForDoctor({ ...booked, ...present }, 30, at(-1, 20))).toEqual({
      state: 'open',
      parentPresent: true,
      parentWaitingMinutes: 4,
    });
    expect(roomForDoctor({ ...booked, parentArrivedAt: null, parentSeenAt: null }, 30, at(2))).toEqual({
      state: 'open',
      parentPresent: false,
      parentWaitingMinutes: 0,
    });
    // Still polling when the grace period ends: closed all the same, as the parent's screen is.
    expect(roomForDoctor({ ...booked, parentArrivedAt: at(-5), parentSeenAt: at(29, 50) }, 30, at(30))).toEqual({
      state: 'closed',
      parentPresent: false,
      parentWaitingMinutes: 0,
    });
  });
  it('stays open once the call has started', () => {
    expect(roomForDoctor({ ...booked, callStartedAt: at(3), ...present }, 30, at(45)).state).toBe('open');
  });
});
