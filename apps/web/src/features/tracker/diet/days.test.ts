import { DIET_WINDOW_DAYS } from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import { searchOf } from '../../../lib/routeEndpoint';
import { dietDt, dietHeading, dietWindow, inWindow } from './days';
import { mealParts } from './meals';
import { dietQuery } from './query';

describe('the Indian today', () => {
  it("is India's date, not the phone's (UTC+5:30)", () => {
    // 23:59 UTC on the 9th is already the 10th in India; a phone in UTC would still say the 9th.
    expect(dietWindow(new Date('2026-03-09T18:29:00Z')).today).toBe('2026-03-09');
    expect(dietWindow(new Date('2026-03-09T18:31:00Z')).today).toBe('2026-03-10');
    expect(dietWindow(new Date('2026-03-10T23:59:00Z')).today).toBe('2026-03-11');
  });
});

describe('the date limits (one week either side of today)', () => {
  const window = dietWindow(new Date('2026-03-01T06:00:00Z'));

  it('go from 7 days before to 7 days after today, across months', () => {
    expect(DIET_WINDOW_DAYS).toBe(7);
    expect(window).toEqual({ today: '2026-03-01', min: '2026-02-22', max: '2026-03-08' });
  });

  it('let in the days between and refuse the rest, and non-dates', () => {
    expect(inWindow('2026-02-22', window)).toBe(true);
    expect(inWindow('2026-03-08', window)).toBe(true);
    expect(inWindow('2026-02-21', window)).toBe(false);
    expect(inWindow('2026-03-09', window)).toBe(false);
    expect(inWindow('', window)).toBe(false);
    expect(inWindow('2026-02-30', window)).toBe(false);
  });

  it('run across a year end and a leap day', () => {
    expect(dietWindow(new Date('2025-12-28T06:00:00Z'))).toMatchObject({ min: '2025-12-21', max: '2026-01-04' });
    expect(dietWindow(new Date('2028-03-07T06:00:00Z')).min).toBe('2028-02-29');
  });
});

describe('the heading', () => {
  const today = '2026-03-10';
  it.each([
    ['2026-03-10', 'Diet plan for today 10 Mar 2026'],
    ['2026-03-09', 'Diet plan for yesterday 09 Mar 2026'],
    ['2026-03-11', 'Diet plan for day after 11 Mar 2026'],
    ['2026-03-08', 'Diet plan for day before 08 Mar 2026'],
    ['2026-03-12', 'Diet plan for 12 Mar 2026'],
    ['2026-03-03', 'Diet plan for 03 Mar 2026'],
    ['2026-03-17', 'Diet plan for 17 Mar 2026'],
  ])('%s → %s', (date, heading) => {
    expect(dietHeading(date, today)).toBe(heading);
  });

  it('names a day that does not exist by itself, with no words', () => {
    expect(dietHeading('2026-02-30', today)).toBe('Diet plan for 2026-02-30');
    expect(dietHeading('soon', today)).toBe('Diet plan for soon');
  });
});

describe('the diet call', () => {
  it('sends patientId, userType and dt as yyyy-MM-dd HH:mm:ss', () => {
    const query = new URLSearchParams(
      searchOf(dietQuery({ patientId: 11, userType: 'Registered', date: '2026-03-10' })),
    );
    expect(Object.fromEntries(query)).toEqual({ patientId: '11', userType: 'Registered', dt: '2026-03-10 00:00:00' });
    expect(dietDt('2026-03-10')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(dietQuery({ patientId: 3, date: '2026-03-10' }).userType).toBe('');
  });
});

describe('a meal', () => {
  it('shows its slot over what to give', () => {
    expect(mealParts('Lunch: Family meal. Today: dal rice.')).toEqual({
      title: 'Lunch',
      text: 'Family meal. Today: dal rice.',
    });
    expect(mealParts('Breastfeed on demand, day and night.')).toEqual({ text: 'Breastfeed on demand, day and night.' });
  });
});
