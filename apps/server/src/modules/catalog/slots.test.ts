import { describe, expect, it } from 'vitest';
import {
  dateWindow,
  dayClock,
  groupOf,
  instantOf,
  instantSlotTimes,
  labelOf,
  minuteOf,
  slotsFor,
  todayIn,
  weekdayOf,
} from './slots';

const IST = 'Asia/Kolkata';
// 2026-11-23 is a Monday.
const monday9to11 = { weekday: 1, startMinute: 9 * 60, endMinute: 11 * 60, slotMinutes: 30 };

describe('dates in the clinic zone on a UTC clock', () => {
  it('"today" is the Indian date even when UTC is still on the day before', () => {
    const utcEvening = new Date('2026-11-22T19:00:00Z'); // 00:30 on 23 Nov in India
    expect(todayIn(IST, utcEvening)).toBe('2026-11-23');
    expect(todayIn('UTC', utcEvening)).toBe('2026-11-22');
    const strip = dateWindow(IST, utcEvening);
    expect(strip).toHaveLength(15);
    expect(strip[0]).toBe('2026-11-23');
    expect(strip[14]).toBe('2026-12-07');
  });
  it('knows weekdays from the calendar alone', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-22')).toBe(0);
  });
});

describe('slotsFor', () => {
  it('makes the slots of a rule as IST instants with hh:mm A labels', () => {
    const slots = slotsFor([monday9to11], '2026-11-23', IST, new Date('2026-11-20T00:00:00Z'));
    expect(slots.map((s) => s.label)).toEqual(['09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM']);
    expect(slots[0]?.start.toISOString()).toBe('2026-11-23T03:30:00.000Z');
    expect(slots[3]?.end.toISOString()).toBe('2026-11-23T05:30:00.000Z');
    expect(slots.every((s) => s.group === 'Morning')).toBe(true);
  });
  it('crosses the UTC day boundary: an early-morning IST slot is on the previous UTC day', () => {
    const earlyMonday = { weekday: 1, startMinute: 0, endMinute: 60, slotMinutes: 30 };
    const slots = slotsFor([earlyMonday], '2026-11-23', IST, new Date('2026-11-22T00:00:00Z'));
    expect(slots.map((s) => s.start.toISOString())).toEqual(['2026-11-22T18:30:00.000Z', '2026-11-22T19:00:00.000Z']);
    expect(slots.map((s) => s.label)).toEqual(['12:00 AM', '12:30 AM']);
  });
  it('leaves out slots that have started, taken slots and other weekdays', () => {
    const now = new Date('2026-11-23T04:00:00Z'); // 09:30 IST
    const taken = new Set([new Date('2026-11-23T04:30:00Z').getTime()]); // 10:00 IST
    expect(slotsFor([monday9to11], '2026-11-23', IST, now, taken).map((s) => s.label)).toEqual(['10:30 AM']);
    expect(slotsFor([monday9to11], '2026-11-24', IST, new Date('2026-11-20T00:00:00Z'))).toEqual([]);
  });
  it('never makes a slot that runs past the end of the hours', () => {
    const odd = { weekday: 1, startMinute: 9 * 60, endMinute: 10 * 60 + 10, slotMinutes: 20 };
    const slots = slotsFor([odd], '2026-11-23', IST, new Date('2026-11-20T00:00:00Z'));
    expect(slots.map((s) => s.label)).toEqual(['09:00 AM', '09:20 AM', '09:40 AM']);
  });
});

describe('labels and groups', () => {
  it('reads and writes hh:mm A', () => {
    expect(labelOf(0)).toBe('12:00 AM');
    expect(labelOf(12 * 60 + 5)).toBe('12:05 PM');
    expect(labelOf(23 * 60 + 59)).toBe('11:59 PM');
    expect(minuteOf('12:00 AM')).toBe(0);
    expect(minuteOf('12:30 PM')).toBe(750);
    expect(minuteOf('06:00 PM')).toBe(1080);
    for (const bad of ['25:99 PM', '13:00 PM', '9:00 AM', '09:60 AM', '09:00', '', 'noon']) {
      expect(minuteOf(bad)).toBeUndefined();
    }
  });
  it('groups morning 05:00–11:59, afternoon 12:00–16:59, evening 17:00–21:59', () => {
    expect(groupOf(5 * 60)).toBe('Morning');
    expect(groupOf(11 * 60 + 59)).toBe('Morning');
    expect(groupOf(12 * 60)).toBe('Afternoon');
    expect(groupOf(16 * 60 + 59)).toBe('Afternoon');
    expect(groupOf(17 * 60)).toBe('Evening');
    expect(groupOf(21 * 60 + 59)).toBe('Evening');
    expect(groupOf(22 * 60)).toBe('Night');
    expect(groupOf(4 * 60 + 59)).toBe('Night');
  });
});

describe('instantSlotTimes', () => {
  it('steps 30 minutes from 09:00 AM to 06:00 PM on a later day', () => {
    const times = instantSlotTimes('2026-11-24', IST, new Date('2026-11-23T10:00:00Z'));
    expect(times).toHaveLength(19);
    expect(times[0]).toEqual({ label: '09:00 AM', group: 'Morning' });
    expect(times.at(-1)).toEqual({ label: '06:00 PM', group: 'Evening' });
  });
  it('offers only the times still ahead today, in IST', () => {
    const now = new Date('2026-11-23T08:45:00Z'); // 14:15 IST
    const times = instantSlotTimes('2026-11-23', IST, now).map((t) => t.label);
    expect(times[0]).toBe('02:30 PM');
    expect(times.at(-1)).toBe('06:00 PM');
    expect(instantSlotTimes('2026-11-23', IST, new Date('2026-11-23T13:00:00Z'))).toEqual([]);
  });
});

describe('dayClock', () => {
  it('matches the per-minute conversion on ordinary days and on a DST change day', () => {
    for (const [date, zone] of [
      ['2026-11-23', 'Asia/Kolkata'],
      ['2026-03-08', 'America/New_York'], // clocks go forward at 02:00
      ['2026-11-01', 'America/New_York'], // and back
    ] as const) {
      const clock = dayClock(date, zone);
      for (const minute of [0, 90, 179, 180, 181, 600, 1439]) {
        expect(clock(minute).getTime(), `${date} ${zone} ${minute}`).toBe(instantOf(date, minute, zone).getTime());
      }
    }
  });
});
