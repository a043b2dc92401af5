import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  childAge,
  completedMonths,
  completedYears,
  correctedBirth,
  dateIn,
  datesFrom,
  daysBetween,
  isCalendarDate,
  minuteOfDayIn,
  todayInIndia,
  weekdayOf,
} from './calendar';

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2023-02-28', true],
    ['2024-12-31', true],
    ['0001-01-01', true],
    ['0099-03-01', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['0000-01-01', false],
    ['2024-1-01', false],
    ['2024-02-29T00:00:00', false],
    ['', false],
  ])('%s → %s', (value, real) => {
    expect(isCalendarDate(value)).toBe(real);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 20240229, new Date('2024-02-29')]) expect(isCalendarDate(value)).toBe(false);
  });
});

describe('today in India on a UTC clock', () => {
  it('turns at 18:30 UTC, midnight in India', () => {
    expect(todayInIndia(new Date('2026-03-14T18:29:59Z'))).toBe('2026-03-14');
    expect(todayInIndia(new Date('2026-03-14T18:30:00Z'))).toBe('2026-03-15');
  });

  it('crosses a month and a year end the same way', () => {
    expect(todayInIndia(new Date('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(todayInIndia(new Date('2024-02-28T18:30:00Z'))).toBe('2024-02-29');
  });

  it('reads any zone asked for', () => {
    const at = new Date('2026-03-14T23:00:00Z');
    expect(dateIn('UTC', at)).toBe('2026-03-14');
    expect(dateIn('Asia/Kolkata', at)).toBe('2026-03-15');
    expect(dateIn('America/Los_Angeles', at)).toBe('2026-03-14');
  });
});

describe("India's clock by arithmetic", () => {
  /** What the time-zone database says, the reference the arithmetic must match. */
  const formats = new Map<string, Intl.DateTimeFormat>();
  const fromIntl = (zone: string, at: Date) => {
    const format =
      formats.get(zone) ??
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    formats.set(zone, format);
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(at)) parts[part.type] = part.value;
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      minute: Number(parts.hour) * 60 + Number(parts.minute),
    };
  };
  /** A fixed sequence of instants (a small linear congruential generator), the same on every run. */
  const instants = (count: number, from: number, to: number) => {
    let seed = 20261203;
    return Array.from({ length: count }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return new Date(from + Math.floor((seed / 2147483648) * (to - from)));
    });
  };

  it('gives the date and minute the time-zone database gives, 1946 to 2100', () => {
    const sample = instants(5000, Date.UTC(1946, 0, 1), Date.UTC(2100, 0, 1));
    // Each side of every Indian midnight and minute turn near one instant.
    for (const base of [Date.UTC(2026, 2, 14, 18, 30), Date.UTC(1999, 11, 31, 18, 30), Date.UTC(2024, 1, 28, 18, 30)])
      for (const step of [-60_001, -1, 0, 1, 59_999, 60_000]) sample.push(new Date(base + step));
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta']) {
      for (const at of sample) {
        expect({ date: dateIn(zone, at), minute: minuteOfDayIn(zone, at) }, at.toISOString()).toEqual(
          fromIntl(zone, at),
        );
      }
    }
  });

  it('leaves other zones, and India before its one offset, to the database', () => {
    const zones = ['UTC', 'America/Los_Angeles', 'Asia/Kathmandu', 'Australia/Lord_Howe'];
    for (const zone of zones) {
      for (const at of instants(200, Date.UTC(2000, 0, 1), Date.UTC(2040, 0, 1))) {
        expect({ date: dateIn(zone, at), minute: minuteOfDayIn(zone, at) }, `${zone} ${at.toISOString()}`).toEqual(
          fromIntl(zone, at),
        );
      }
    }
    // War time (UTC+06:30) in 1943: the arithmetic would be an hour out.
    const wartime = new Date(Date.UTC(1943, 5, 1, 17, 45));
    expect(minuteOfDayIn('Asia/Kolkata', wartime)).toBe(fromIntl('Asia/Kolkata', wartime).minute);
    expect(dateIn('Asia/Kolkata', wartime)).toBe(fromIntl('Asia/Kolkata', wartime).date);
  });
});

describe('adding days', () => {
  it('crosses month, year and leap-day ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 365)).toBe('2025-02-28');
    expect(addDays('2026-03-14', 0)).toBe('2026-03-14');
  });

  it('throws on a date that does not exist instead of guessing one', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('14/03/2026', 1)).toThrow(RangeError);
    expect(() => addDays('', 1)).toThrow(RangeError);
  });

  it('lists consecutive dates, as the appointment strip shows them', () => {
    expect(datesFrom('2024-02-27', 4)).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(datesFrom('2026-12-30', 15)).toHaveLength(15);
    expect(datesFrom('2026-12-30', 15)[14]).toBe('2027-01-13');
  });

  it('counts whole days between two dates, either way', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2026-03-14', '2026-03-07')).toBe(-7);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(() => daysBetween('2026-03-14', 'tomorrow')).toThrow(RangeError);
  });

  it('knows the day of the week', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2024-02-29')).toBe(4);
  });
});

describe('adding months', () => {
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
    expect(addMonths('2026-01-10', -13)).toBe('2024-12-10');
  });

  it('takes a leap day a year on to 28 February, and four years on to 29 February', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
  });

  it('refuses a date that does not exist', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('completed months and years', () => {
  it('completes a month on the same day of the month', () => {
    expect(completedMonths('2025-06-15', '2025-06-15')).toBe(0);
    expect(completedMonths('2025-06-15', '2025-07-14')).toBe(0);
    expect(completedMonths('2025-06-15', '2025-07-15')).toBe(1);
    expect(completedMonths('2025-06-15', '2026-06-14')).toBe(11);
    expect(completedMonths('2025-06-15', '2026-06-15')).toBe(12);
  });

  it('completes a month on the last day of a month too short for the birthday', () => {
    expect(completedMonths('2025-01-31', '2025-02-27')).toBe(0);
    expect(completedMonths('2025-01-31', '2025-02-28')).toBe(1);
    expect(completedMonths('2025-01-31', '2025-03-30')).toBe(1);
    expect(completedMonths('2025-01-31', '2025-03-31')).toBe(2);
    expect(completedMonths('2025-03-31', '2025-04-30')).toBe(1);
  });

  it('counts the age of a child born on a leap day', () => {
    expect(completedMonths('2024-02-29', '2025-02-27')).toBe(11);
    expect(completedMonths('2024-02-29', '2025-02-28')).toBe(12);
    expect(completedYears('2024-02-29', '2025-02-28')).toBe(1);
    expect(completedYears('2024-02-29', '2028-02-28')).toBe(3);
    expect(completedYears('2024-02-29', '2028-02-29')).toBe(4);
    expect(daysBetween('2024-02-29', '2025-02-28')).toBe(365);
  });

  it('agrees with adding months, whatever the start day', () => {
    for (const start of ['2024-01-31', '2024-02-29', '2025-03-30', '2025-08-31', '2025-12-01']) {
      for (let n = 0; n <= 30; n++) expect(completedMonths(start, addMonths(start, n))).toBe(n);
    }
  });

  it('counts birthdays in years', () => {
    expect(completedYears('2007-06-15', '2025-06-14')).toBe(17);
    expect(completedYears('2007-06-15', '2025-06-15')).toBe(18);
  });

  it('is negative when the end is earlier, and never -0', () => {
    expect(completedMonths('2025-03-15', '2025-01-15')).toBe(-2);
    expect(Object.is(completedMonths('2025-03-15', '2025-03-10'), 0)).toBe(true);
  });
});

describe('a child’s age', () => {
  it('is chronological for a child born at term', () => {
    expect(childAge('2025-06-15', '2026-01-20', false)).toEqual({
      days: 219,
      months: 7,
      corrected: false,
      correctionWeeks: 0,
      chronologicalDays: 219,
      chronologicalMonths: 7,
    });
  });

  it('is counted from the due date for a child born early, 6 weeks for the premature flag alone', () => {
    const age = childAge('2025-06-15', '2026-01-20', true);
    expect(correctedBirth('2025-06-15', 6)).toBe('2025-07-27');
    expect(age).toEqual({
      days: 219 - 42,
      months: 5,
      corrected: true,
      correctionWeeks: 6,
      chronologicalDays: 219,
      chronologicalMonths: 7,
    });
  });

  it('uses a known gestation, and none at 40 weeks', () => {
    expect(childAge('2025-06-15', '2026-01-20', true, 30).correctionWeeks).toBe(10);
    expect(childAge('2025-06-15', '2026-01-20', true, 40).corrected).toBe(false);
  });

  it('stops correcting at 24 months, the day of the second birthday', () => {
    expect(childAge('2024-02-29', '2026-02-27', true)).toMatchObject({ corrected: true, chronologicalMonths: 23 });
    expect(childAge('2024-02-29', '2026-02-28', true)).toMatchObject({ corrected: false, months: 24, days: 730 });
  });

  it('is 0, not negative, in the weeks between an early birth and its due date', () => {
    expect(childAge('2026-01-01', '2026-01-10', true)).toMatchObject({ days: 0, months: 0, chronologicalDays: 9 });
  });
});
