import { describe, expect, it } from 'vitest';
import {
  clockOffset,
  countdownAnnouncement,
  countdownParts,
  formatCountdown,
  isRoomLive,
  minutesToSlotToday,
  msToNextTick,
  phaseOf,
  secondsLeft,
} from './waitingRoom';

const opensAt = '2026-03-10T04:20:00.000Z';
const endsAt = '2026-03-10T04:30:00.000Z';
const at = (iso: string) => Date.parse(iso);
const closesAt = '2026-03-10T05:00:00.000Z';
const room = (status: 'booked' | 'completed' = 'booked', closes: string | null = closesAt) => ({
  status,
  waitingRoom: { opensAt, endsAt, closesAt: closes, state: 'open' as const, roomName: null, callRequestedAt: null },
});

describe('clockOffset', () => {
  it("is the server's clock minus the phone's when the answer came", () => {
    expect(clockOffset('2026-03-10T04:25:00.000Z', at('2026-03-10T04:20:00.000Z'))).toBe(300_000);
    expect(clockOffset('2026-03-10T04:25:00.000Z', at('2026-03-10T04:25:02.500Z'))).toBe(-2_500);
  });
  it('is 0 when the server time cannot be read', () => {
    expect(clockOffset('soon', 1_000)).toBe(0);
  });
  it('puts a phone whose clock is wrong on the server second', () => {
    // The phone says 04:00 when the server says 04:25: five minutes left on the server's clock.
    const offset = clockOffset('2026-03-10T04:25:00.000Z', at('2026-03-10T04:00:00.000Z'));
    expect(secondsLeft(endsAt, at('2026-03-10T04:00:00.000Z') + offset)).toBe(300);
  });
});

describe('phaseOf', () => {
  it('is scheduled before opensAt, a countdown until endsAt, waiting until closesAt, then closed', () => {
    expect(phaseOf(room(), at(opensAt) - 1)).toBe('scheduled');
    expect(phaseOf(room(), at(opensAt))).toBe('countdown');
    expect(phaseOf(room(), at(endsAt) - 1)).toBe('countdown');
    expect(phaseOf(room(), at(endsAt))).toBe('waiting');
    // A doctor 5 minutes late still finds the parent there.
    expect(phaseOf(room(), at(endsAt) + 5 * 60_000)).toBe('waiting');
    expect(phaseOf(room(), at(closesAt) - 1)).toBe('waiting');
    expect(phaseOf(room(), at(closesAt))).toBe('closed');
  });
  it('never closes by the clock once the call has started (closesAt null)', () => {
    expect(phaseOf(room('booked', null), at(closesAt) + 3_600_000)).toBe('waiting');
  });
  it('the room is live until it ended or closed', () => {
    expect(['scheduled', 'countdown', 'waiting', 'ended', 'closed'].map((p) => isRoomLive(p as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
  it('has ended once the consultation is completed, whatever the time', () => {
    expect(phaseOf(room('completed'), at(opensAt) - 60_000)).toBe('ended');
    expect(phaseOf(room('completed'), at(opensAt) + 1_000)).toBe('ended');
  });
});

describe('minutesToSlotToday', () => {
  const slot = '2026-03-10T04:30:00.000Z'; // 10:00 AM in India
  it('counts whole minutes, rounded up, to a slot later the same Indian day', () => {
    expect(minutesToSlotToday(slot, at('2026-03-10T02:15:00.000Z'))).toBe(135);
    expect(minutesToSlotToday(slot, at('2026-03-10T02:15:30.000Z'))).toBe(135);
  });
  it('is null for a slot on another Indian day, even a few hours away', () => {
    // 11:50 PM in India on the 9th.
    expect(minutesToSlotToday(slot, at('2026-03-09T18:20:00.000Z'))).toBeNull();
  });
});

describe('the countdown', () => {
  it('starts at 600 s (10 00) and counts whole seconds down to 0', () => {
    expect(secondsLeft(endsAt, at(opensAt))).toBe(600);
    expect(formatCountdown(secondsLeft(endsAt, at(opensAt)))).toBe('10 00');
    expect(secondsLeft(endsAt, at(opensAt) + 1)).toBe(600);
    expect(secondsLeft(endsAt, at(opensAt) + 1_000)).toBe(599);
    expect(formatCountdown(599)).toBe('09 59');
    expect(secondsLeft(endsAt, at(endsAt) + 5_000)).toBe(0);
  });
  it('pads minutes and seconds to two digits', () => {
    expect(countdownParts(65)).toEqual({ mm: '01', ss: '05' });
    expect(countdownParts(0)).toEqual({ mm: '00', ss: '00' });
    expect(countdownParts(-3)).toEqual({ mm: '00', ss: '00' });
  });
  it('ticks when the shown second changes', () => {
    expect(msToNextTick(endsAt, at(opensAt))).toBe(1000);
    expect(msToNextTick(endsAt, at(opensAt) + 250)).toBe(750);
    expect(msToNextTick('never', 0)).toBe(1000);
  });
});

describe('countdownAnnouncement', () => {
  const texts = { minutesLeft: (m: number) => `${m} min`, underAMinute: 'under a minute' };
  it('changes once a minute, not every second', () => {
    const said = new Set<string>();
    for (let s = 600; s > 540; s -= 1) said.add(countdownAnnouncement(s, texts));
    expect([...said]).toEqual(['10 min']);
    expect(countdownAnnouncement(540, texts)).toBe('9 min');
    expect(countdownAnnouncement(60, texts)).toBe('1 min');
  });
  it('says under a minute at the end, and nothing at 0', () => {
    expect(countdownAnnouncement(59, texts)).toBe('under a minute');
    expect(countdownAnnouncement(1, texts)).toBe('under a minute');
    expect(countdownAnnouncement(0, texts)).toBe('');
  });
});
