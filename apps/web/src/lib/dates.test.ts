import { addDays, todayInIndia } from '@app/contract/calendar';
import { describe, expect, it } from 'vitest';
import {
  dateStrip,
  indianDate,
  indianDateTime,
  indianMinuteOfDay,
  indianTime,
  isInStrip,
  longDate,
  shortDate,
} from './dates';

describe('the 15-day strip in India', () => {
  it('at 20:00 UTC it is already the next day in India', () => {
    const now = new Date('2026-11-21T20:00:00Z'); // 01:30 on the 22nd in India
    const strip = dateStrip(now);
    expect(strip).toHaveLength(15);
    expect(strip[0]).toEqual({
      iso: '2026-11-22',
      weekday: 'Sun',
      day: 22,
      month: 'Nov',
      label: 'Sunday, 22 November',
    });
    expect(strip[14]?.iso).toBe('2026-12-06');
    expect(todayInIndia(now)).toBe('2026-11-22');
  });

  it('turns at 18:30 UTC, midnight in India', () => {
    expect(dateStrip(new Date('2026-11-21T18:29:59Z'))[0]?.iso).toBe('2026-11-21');
    expect(dateStrip(new Date('2026-11-21T18:30:00Z'))[0]?.iso).toBe('2026-11-22');
  });

  it('runs across a month and a year, one day each, weekdays in order', () => {
    const strip = dateStrip(new Date('2026-12-24T06:00:00Z'));
    expect(strip.map((d) => d.iso)).toEqual(Array.from({ length: 15 }, (_, i) => addDays('2026-12-24', i)));
    expect(strip[8]).toMatchObject({ iso: '2027-01-01', weekday: 'Fri', day: 1, month: 'Jan' });
    const weekdays = strip.map((d) => d.weekday);
    expect(weekdays.slice(0, 7)).toEqual(['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed']);
    expect(weekdays.slice(7)).toEqual(weekdays.slice(0, 8));
  });

  it('counts a leap day', () => {
    expect(dateStrip(new Date('2028-02-27T06:00:00Z'))[2]).toMatchObject({ iso: '2028-02-29', weekday: 'Tue' });
    expect(dateStrip(new Date('2027-02-27T06:00:00Z'))[2]).toMatchObject({ iso: '2027-03-01', weekday: 'Mon' });
  });

  it('whatever zone the device clock is set to', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['UTC', 'Pacific/Honolulu', 'Asia/Tokyo']) {
        process.env.TZ = zone;
        expect([zone, dateStrip(new Date('2026-11-21T20:00:00Z'))[0]?.iso]).toEqual([zone, '2026-11-22']);
      }
    } finally {
      process.env.TZ = saved;
    }
  });

  it('knows whether a saved date is still in the strip', () => {
    const now = new Date('2026-11-21T20:00:00Z');
    expect(isInStrip('2026-11-22', now)).toBe(true);
    expect(isInStrip('2026-12-06', now)).toBe(true);
    expect(isInStrip('2026-11-21', now)).toBe(false);
    expect(isInStrip('2026-12-07', now)).toBe(false);
    expect(isInStrip(undefined, now)).toBe(false);
  });
});

describe('dates and times as a parent reads them', () => {
  it('formats calendar dates without any clock zone shifting them', () => {
    expect(shortDate('2026-11-22')).toBe('Sun, 22 Nov');
    expect(longDate('2026-11-22')).toBe('Sunday, 22 Nov 2026');
    expect(shortDate('not a date')).toBe('');
  });

  it('shows an instant as Indian clock time', () => {
    expect(indianTime('2026-11-22T03:10:00Z')).toBe('08:40 AM');
    expect(indianTime('2026-11-22T12:00:00Z')).toBe('05:30 PM');
    // The Indian date, not the UTC one, an instant before midnight UTC.
    expect(indianDateTime('2026-11-22T20:00:00Z')).toBe('23 Nov 2026, 01:30 AM');
    expect(indianDate('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
    expect(indianDateTime('not a date')).toBe('');
    expect(indianTime('nonsense')).toBe('');
  });

  it('gives the minute of the Indian day', () => {
    expect(indianMinuteOfDay(new Date('2026-11-21T20:00:00Z'))).toBe(90);
    expect(indianMinuteOfDay(new Date('2026-11-22T03:10:00Z'))).toBe(8 * 60 + 40);
  });
});

describe('names and times written out match Intl', () => {
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'UTC' });
  const long = utc({ weekday: 'long', day: 'numeric', month: 'long' });
  const weekday = utc({ weekday: 'short' });
  const month = utc({ month: 'short' });

  it('names every day of two years as Intl does (but September is Sep, as in every other date)', () => {
    const days = Array.from({ length: 731 }, (_, i) => addDays('2027-01-01', i));
    for (const iso of days) {
      const at = new Date(`${iso}T00:00:00Z`);
      const [day] = dateStrip(new Date(`${iso}T06:00:00Z`), 1);
      expect(day?.label).toBe(long.format(at));
      expect(day?.weekday).toBe(weekday.format(at));
      expect(day?.month).toBe(month.format(at).replace('Sept', 'Sep'));
      expect(shortDate(iso)).toBe(`${weekday.format(at)}, ${at.getUTCDate()} ${day?.month}`);
    }
  });

  it("shows India's clock time as Intl does, every minute of a day and beyond", () => {
    const clock = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    const start = Date.UTC(2026, 10, 21, 18, 30);
    const instants = Array.from({ length: 1440 }, (_, i) => new Date(start + i * 60_000 + 30_000));
    instants.push(new Date(Date.UTC(1999, 11, 31, 18, 29, 59, 999)), new Date(Date.UTC(2090, 5, 1, 6, 30)));
    for (const at of instants) expect(indianTime(at), at.toISOString()).toBe(clock.format(at).toUpperCase());
  });
});
