import { describe, expect, it } from 'vitest';
import {
  completedMonths,
  completedYears,
  formatDayMonthYear,
  isIsoDate,
  isoDateIn,
  maskDayMonthYear,
  parseDayMonthYear,
  todayInIndia,
} from './dates';

describe('today in India', () => {
  it('is the Asia/Kolkata date, whatever the device says', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India (UTC+5:30).
    expect(todayInIndia(new Date('2024-12-31T20:00:00Z'))).toBe('2025-01-01');
    expect(todayInIndia(new Date('2024-12-31T18:29:59Z'))).toBe('2024-12-31');
    expect(isoDateIn('UTC', new Date('2024-12-31T20:00:00Z'))).toBe('2024-12-31');
  });
});

describe('isIsoDate and formatDayMonthYear', () => {
  it('take real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('14/03/2022')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });

  it('show dd/MM/yyyy', () => {
    expect(formatDayMonthYear('2022-03-14')).toBe('14/03/2022');
    expect(formatDayMonthYear('')).toBe('');
    expect(formatDayMonthYear('2022-02-31')).toBe('');
  });
});

describe('completed age', () => {
  it('counts a birthday the way people do', () => {
    expect(completedYears('2007-06-15', '2025-06-14')).toBe(17);
    expect(completedYears('2007-06-15', '2025-06-15')).toBe(18);
    expect(completedMonths('2025-01-31', '2025-02-28')).toBe(1);
    expect(completedMonths('2025-01-31', '2025-02-27')).toBe(0);
    expect(completedMonths('2024-02-29', '2025-02-28')).toBe(12);
    expect(completedMonths('2025-06-15', '2025-06-15')).toBe(0);
  });
});

describe('typing a date of birth as dd/MM/yyyy', () => {
  it('puts the slashes in by itself', () => {
    expect(maskDayMonthYear('2')).toBe('2');
    expect(maskDayMonthYear('20')).toBe('20');
    expect(maskDayMonthYear('205')).toBe('20/5');
    expect(maskDayMonthYear('20052021')).toBe('20/05/2021');
    expect(maskDayMonthYear('200520219')).toBe('20/05/2021');
    // Each keystroke is shaped again from what the box already shows.
    let box = '';
    for (const key of '20052021') box = maskDayMonthYear(box + key);
    expect(box).toBe('20/05/2021');
  });

  it('takes the parent’s own separators, and pads a one-digit day or month', () => {
    expect(maskDayMonthYear('20/')).toBe('20/');
    expect(maskDayMonthYear('1/')).toBe('01/');
    expect(maskDayMonthYear('1/5/')).toBe('01/05/');
    expect(maskDayMonthYear('1/5/2021')).toBe('01/05/2021');
    expect(maskDayMonthYear('20-05-2021')).toBe('20/05/2021');
    expect(maskDayMonthYear('20.05.2021')).toBe('20/05/2021');
    expect(maskDayMonthYear('20/05/2021x')).toBe('20/05/2021');
    expect(maskDayMonthYear('/')).toBe('');
    expect(maskDayMonthYear('20//')).toBe('20/');
    expect(maskDayMonthYear('')).toBe('');
  });

  it('keeps a deletion a deletion', () => {
    expect(maskDayMonthYear('20/05')).toBe('20/05');
    expect(maskDayMonthYear('20/0')).toBe('20/0');
    expect(maskDayMonthYear('20')).toBe('20');
  });

  it('reads back whole, real dates only', () => {
    expect(parseDayMonthYear('20/05/2021')).toBe('2021-05-20');
    expect(parseDayMonthYear('29/02/2024')).toBe('2024-02-29');
    expect(parseDayMonthYear('29/02/2023')).toBeUndefined();
    expect(parseDayMonthYear('20/05/21')).toBeUndefined();
    expect(parseDayMonthYear('')).toBeUndefined();
  });
});
