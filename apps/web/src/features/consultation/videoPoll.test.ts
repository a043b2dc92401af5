import { describe, expect, it } from 'vitest';
import { leftRoomOf, nextPollAt, POLL_EVERY_MS, pollTimes, roomAction, videoSessionOf } from './videoPoll';

const opensAt = Date.parse('2026-03-10T04:20:00.000Z');
const endsAt = opensAt + 600_000;

describe('the poll plan', () => {
  it('polls every 30 s', () => {
    expect(POLL_EVERY_MS).toBe(30_000);
    expect(nextPollAt(opensAt, endsAt)).toBe(opensAt + 30_000);
  });
  it('makes 20 polls when opened as the window opens, none at or after its end', () => {
    const times = pollTimes(opensAt, endsAt);
    expect(times).toHaveLength(20);
    expect(times[0]).toBe(opensAt);
    expect(times.at(-1)).toBe(opensAt + 570_000);
    expect(nextPollAt(opensAt + 570_000, endsAt)).toBeNull();
  });
  it('never makes more than 20 polls inside the window, however early it was opened', () => {
    for (const early of [1, 999, 15_000, 29_999, 120_000, 3_600_000]) {
      const times = pollTimes(opensAt - early, endsAt);
      const inWindow = times.filter((t) => t >= opensAt && t < endsAt);
      expect(inWindow.length).toBeLessThanOrEqual(20);
      expect(inWindow.length).toBeGreaterThanOrEqual(19);
      expect(times.every((t) => t < endsAt)).toBe(true);
    }
    // Scheduled two minutes early: 4 polls before the window, then 20 in it.
    expect(pollTimes(opensAt - 120_000, endsAt)).toHaveLength(24);
  });
  it('makes fewer when opened late, and none once the window has ended', () => {
    expect(pollTimes(endsAt - 45_000, endsAt)).toEqual([endsAt - 45_000, endsAt - 15_000]);
    expect(pollTimes(endsAt, endsAt)).toEqual([]);
  });
});

describe('roomAction', () => {
  it('waits while there is no room', () => {
    expect(roomAction(null, {}, 7)).toBe('none');
    expect(roomAction('', {}, 7)).toBe('none');
  });
  it('joins a new room', () => {
    expect(roomAction('room-7', {}, 7)).toBe('join');
    expect(roomAction('room-7', { leftRoom: 'room-7', appReqId: 6 }, 7)).toBe('join');
  });
  it('offers, not forces, the room the parent has just left', () => {
    expect(roomAction('room-7', { roomName: 'room-7', leftRoom: 'room-7', appReqId: 7 }, 7)).toBe('offerRejoin');
  });
});

describe('videoSessionOf', () => {
  it('keeps the fields of the expected types only', () => {
    expect(videoSessionOf({ roomName: 'r', appReqId: 3, displayName: 'Aarav', leftRoom: 'q' } as never)).toEqual({
      roomName: 'r',
      appReqId: 3,
      displayName: 'Aarav',
      leftRoom: 'q',
    });
    expect(videoSessionOf({ roomName: 5, appReqId: '3' } as never)).toEqual({});
  });
});

describe('leftRoomOf', () => {
  it('remembers the room the parent left, and keeps it', () => {
    expect(leftRoomOf({ roomName: 'r', appReqId: 3 })).toEqual({ roomName: 'r', appReqId: 3, leftRoom: 'r' });
    expect(leftRoomOf({})).toEqual({});
  });
});
