import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, maskDayMonthYear, parseDayMonthYear } from './dates';

describe('formatDayMonthYear', () => {
  it('shows real dates as dd/MM/yyyy, and nothing for others', () => {
    expect(formatDayMonthYear('2022-03-14')).toBe('14/03/2022');
    expect(formatDayMonthYear('')).toBe('');
    expect(formatDayMonthYear(undefined)).toBe('');
    expect(formatDayMonthYear('2022-02-31')).toBe('');
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
