import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../db/reference/dataset';
import { chipsOf, currentCategory, dueDates, dueStatus, tooFarAhead } from './schedule';
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

/** The doses of a schedule file as the seed imports them (category and due age). */
const scheduleFile = (file: string) =>
  (JSON.parse(readDataFile(`immunization/${file}`)) as { doses: { category: string; dueAgeDays: number }[] }).doses;

describe('the age chips', () => {
  it('are derived from the IAP schedule: one per age that has a dose, in age order', () => {
    const doses = scheduleFile('iap_schedule.json');
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
      '4-6 Years',
      '9-14 Years',
      '15-18 Years',
    ]);
    for (const d of doses) expect(chips).toContain(d.category);
  });

  it('are derived from the national (UIP) schedule, which has other ages', () => {
    const doses = scheduleFile('uip_schedule.json');
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
