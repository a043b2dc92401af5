import { addDays } from '@app/contract/calendar';
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../db/reference/dataset';
import { ageDays, expandRecurring, scheduleRows } from '../../db/reference/vaccines';
import { chipsOf, currentCategory, dueDates, dueStatus, seasonPassed, tooFarAhead } from './schedule';
import type { DoseRow } from './vaccination.repo';

const dose = (id: number, code: string, dueAgeDays: number, category: string, extra: Partial<DoseRow> = {}) =>
  ({ id, code, dueAgeDays, category, relativeToCode: null, intervalMonths: null, ...extra }) as DoseRow;
const doses = [
  dose(1, 'bcg', 0, 'Birth'),
  dose(2, 'dtp-1', 42, '6 weeks'),
  dose(3, 'mmr-1', 274, '9 Months'),
  dose(4, 'hpv-1', 3287, '9-14 Years'),
  dose(5, 'hpv-2', 3287, '9-14 Years', { relativeToCode: 'hpv-1', intervalMonths: 6 }),
];

describe('the vaccination schedule', () => {
  it('dates doses from the birth date, and a relative dose from the earlier one', () => {
    const due = dueDates(doses, '2026-01-10', new Map());
    expect(due.get(1)).toBe('2026-01-10');
    expect(due.get(2)).toBe('2026-02-21');
    expect(due.get(3)).toBe('2026-10-11');
    expect(due.get(4)).toBe('2035-01-10');
    expect(due.get(5)).toBe('2035-07-10');
    // HPV 2 follows the day HPV 1 was actually given.
    expect(dueDates(doses, '2026-01-10', new Map([[4, '2035-03-01']])).get(5)).toBe('2035-09-01');
  });

  it('is Taken with a record, Overdue once the due date has passed, else Upcoming', () => {
    expect(dueStatus('2026-02-21', '2026-02-25', '2026-11-22')).toBe('Taken');
    expect(dueStatus('2026-11-21', undefined, '2026-11-22')).toBe('Overdue');
    expect(dueStatus('2026-11-22', undefined, '2026-11-22')).toBe('Upcoming');
  });

  it('lets a dose be recorded up to 3 days before it is due, not earlier', () => {
    expect(tooFarAhead('2026-11-25', '2026-11-22')).toBe(false);
    expect(tooFarAhead('2026-11-26', '2026-11-22')).toBe(true);
  });

  it("finds the child's current category", () => {
    expect(currentCategory(doses, 0)).toBe('Birth');
    expect(currentCategory(doses, 300)).toBe('9 Months');
    expect(currentCategory(doses, 100)).toBe('6 weeks');
  });
});

/** The doses of a schedule as the seed imports them, the recurring entry expanded (ids as if stored). */
const scheduleOf = (schedule: 'IAP' | 'UIP'): DoseRow[] =>
  scheduleRows()
    .filter((r) => r.schedule === schedule)
    .map((r, i) => ({ ...r, id: i + 1 }));

describe('the annual influenza doses', () => {
  const iap = scheduleOf('IAP');
  const annual = iap.filter((d) => d.seasonal);

  it('are the IAP recurring entry expanded: one seasonal dose per suggested age', () => {
    expect(annual.map((d) => [d.code, d.category, d.dueAgeDays, d.ageRangeEndDays, d.doseLabel])).toEqual([
      ['iiv-annual-2y', '24 Months', 730, 1095, 'Annual dose at 2 years'],
      ['iiv-annual-3y', '3 Years', 1096, 1460, 'Annual dose at 3 years'],
      ['iiv-annual-4y', '4 Years', 1461, 1825, 'Annual dose at 4 years'],
      ['iiv-annual-5y', '5 Years', 1826, 2191, 'Annual dose at 5 years'],
    ]);
    for (const d of annual) {
      expect(d).toMatchObject({
        vaccine: 'Influenza (IIV) annual',
        fullName: 'Inactivated influenza vaccine',
        toBeGiven: 'Every year from 2 to 5 years, before the monsoon',
        protectsAgainst: 'Seasonal influenza',
        relativeToCode: null,
      });
      expect(d.info).toMatch(/^IAP: annual influenza vaccination should continue/);
    }
    // Every other dose is not seasonal, and the national schedule has no recurring entry.
    expect(iap.filter((d) => !d.seasonal)).toHaveLength(42);
    expect(scheduleOf('UIP').some((d) => d.seasonal)).toBe(false);
  });

  it('converts ages as the file does (years × 365.25, rounded half to even) and ends each season the day before the next', () => {
    expect([2, 3, 4, 5, 6, 10].map((value) => ageDays({ value, unit: 'years' }))).toEqual([
      730, 1096, 1461, 1826, 2192, 3652,
    ]);
    expect(ageDays({ value: 18, unit: 'months' })).toBe(548);
    expect(ageDays({ value: 6, unit: 'weeks' })).toBe(42);
    for (const [i, d] of annual.entries()) {
      const next = annual[i + 1];
      expect(d.ageRangeEndDays).toBe((next ? next.dueAgeDays : ageDays({ value: 6, unit: 'years' })) - 1);
    }
  });

  it('expands any recurring entry the same way (ages in months, another interval)', () => {
    const doses = expandRecurring({
      id: 'x',
      vaccine: 'X',
      vaccineFullName: 'X vaccine',
      recurrence: { everyMonths: 6 },
      suggestedCategories: ['6 Months', '12 Months', '18 Months'],
      protectsAgainst: 'X',
      info: 'X info',
    });
    expect(doses.map((d) => [d.id, d.dueAgeDays, d.ageRangeEndDays, d.dose])).toEqual([
      ['x-6m', 183, 364, 'Dose at 6 months'],
      ['x-1y', 365, 547, 'Dose at 1 year'],
      ['x-18m', 548, 729, 'Dose at 18 months'],
    ]);
    expect(doses[0]?.toBeGiven).toBe('Every 6 months from 6 to 18 months');
  });
});

describe('a passed season', () => {
  const dob = '2022-03-10';
  const flu2 = { seasonal: true, ageRangeEndDays: 1095 };
  const seasonEnd = addDays(dob, 1095);

  it('is an annual dose not recorded whose season ended before today', () => {
    expect(seasonEnd).toBe('2025-03-09');
    expect(seasonPassed(flu2, dob, undefined, seasonEnd)).toBe(false);
    expect(seasonPassed(flu2, dob, undefined, addDays(seasonEnd, 1))).toBe(true);
    expect(seasonPassed(flu2, dob, undefined, '2026-11-22')).toBe(true);
  });

  it('never for a recorded dose, a dose that is not seasonal, or with no date of birth', () => {
    expect(seasonPassed(flu2, dob, '2024-06-15', '2026-11-22')).toBe(false);
    expect(seasonPassed({ seasonal: false, ageRangeEndDays: 2192 }, dob, undefined, '2030-01-01')).toBe(false);
    expect(seasonPassed({ seasonal: false, ageRangeEndDays: null }, dob, undefined, '2030-01-01')).toBe(false);
    expect(seasonPassed(flu2, null, undefined, '2026-11-22')).toBe(false);
  });

  it('hands over to the next annual dose on its due date: one season at a time', () => {
    const annual = scheduleOf('IAP').filter((d) => d.seasonal);
    const statusOn = (today: string) =>
      annual.map((d) => {
        const due = addDays(dob, d.dueAgeDays);
        if (seasonPassed(d, dob, undefined, today)) return 'passed';
        return dueStatus(due, undefined, today);
      });
    // 2026-03-10: the 4-year dose falls due; the 3-year season ended the day before.
    expect(statusOn('2026-03-09')).toEqual(['passed', 'Overdue', 'Upcoming', 'Upcoming']);
    expect(statusOn('2026-03-10')).toEqual(['passed', 'passed', 'Upcoming', 'Upcoming']);
    expect(statusOn('2026-11-22')).toEqual(['passed', 'passed', 'Overdue', 'Upcoming']);
    // After the last season nothing annual is owed.
    expect(statusOn(addDays(dob, 2192))).toEqual(['passed', 'passed', 'passed', 'passed']);
  });
});

describe('the age chips', () => {
  it('are derived from the IAP schedule: one per age that has a dose, in age order', () => {
    // The raw file's doses alone miss the annual ages: they come from its recurring entry.
    const raw = (JSON.parse(readDataFile('immunization/iap_schedule.json')) as { doses: { category: string }[] }).doses;
    expect(raw.some((d) => d.category === '4 Years')).toBe(false);
    const doses = scheduleOf('IAP');
    const chips = chipsOf(doses);
    expect(chips).toEqual([
      'Birth',
      '6 weeks',
      '10 weeks',
      '14 Weeks',
      '6 Months',
      '7 Months',
      '9 Months',
      '12 Months',
      '15 Months',
      '15-18 Months',
      '18 Months',
      // The annual influenza doses: every age with a dose has its chip.
      '24 Months',
      '3 Years',
      '4 Years',
      '4-6 Years',
      '5 Years',
      '9-14 Years',
      '15-18 Years',
    ]);
    for (const d of doses) expect(chips).toContain(d.category);
    // A child of four years and eight months is at the 4-year annual dose's age.
    expect(currentCategory(doses, 1718)).toBe('4 Years');
    expect(currentCategory(doses, 800)).toBe('24 Months');
  });

  it('are derived from the national (UIP) schedule, which has other ages', () => {
    const doses = scheduleOf('UIP');
    const chips = chipsOf(doses);
    expect(chips).toEqual([
      'Birth',
      '6 weeks',
      '10 weeks',
      '14 Weeks',
      '9 Months',
      '18-24 Months',
      '5 Years',
      '9-14 Years',
      '15-18 Years',
    ]);
    for (const d of doses) expect(chips).toContain(d.category);
  });

  it('follow the doses, not a fixed list: a chip appears with its first dose and sorts by age', () => {
    expect(chipsOf([])).toEqual([]);
    const chips = chipsOf([
      { category: '3 Years', dueAgeDays: 1096 },
      { category: 'Birth', dueAgeDays: 0 },
      { category: '24 Months', dueAgeDays: 730 },
      { category: 'Birth', dueAgeDays: 0 },
    ]);
    expect(chips).toEqual(['Birth', '24 Months', '3 Years']);
    // Same earliest age: the spec's chip order decides.
    expect(
      chipsOf([
        { category: '18 Months', dueAgeDays: 487 },
        { category: '15-18 Months', dueAgeDays: 487 },
      ]),
    ).toEqual(['15-18 Months', '18 Months']);
  });
});
