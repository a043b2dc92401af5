import { describe, expect, it } from 'vitest';
import { bandOf, childAge, dueDate, findBand, goalStatus, hasChecklist } from './milestoneRules';

describe('milestone rules', () => {
  it('uses chronological age for a child born at term', () => {
    expect(childAge('2026-02-10', '2026-11-22', false)).toMatchObject({
      months: 9,
      corrected: false,
      correctionWeeks: 0,
    });
  });

  it('uses corrected age for a premature child until 24 months, 6 weeks when the week is unknown', () => {
    const age = childAge('2026-02-10', '2026-11-22', true);
    // Corrected birth: 2026-03-24.
    expect(age).toMatchObject({ months: 7, corrected: true, correctionWeeks: 6 });
    expect(childAge('2026-02-10', '2026-11-22', true, 28)).toMatchObject({ correctionWeeks: 12, months: 6 });
    // From 24 months on, chronological age again.
    expect(childAge('2024-10-01', '2026-11-22', true)).toMatchObject({
      months: 25,
      corrected: false,
      correctionWeeks: 0,
    });
  });

  it('puts due dates at the checklist age, shifted by the correction only up to 24 months', () => {
    const term = { corrected: false, correctionWeeks: 0 };
    expect(dueDate('2026-02-10', 9, term)).toBe('2026-11-10');
    const early = { corrected: true, correctionWeeks: 6 };
    expect(dueDate('2026-02-10', 9, early)).toBe('2026-12-24');
    expect(dueDate('2026-02-10', 30, early)).toBe('2028-08-10');
  });

  it('finds the band of an age and which bands have a CDC checklist', () => {
    expect(bandOf(0).label).toBe('0-2 months');
    expect(bandOf(9).label).toBe('9-12 months');
    expect(bandOf(40).label).toBe('3-4 years');
    expect(bandOf(200).label).toBe('7-8 years');
    expect(hasChecklist(bandOf(50))).toBe(true);
    expect(hasChecklist(bandOf(61))).toBe(false);
    expect(findBand(6, 9)?.label).toBe('6-9 months');
    expect(findBand(6, 10)).toBeUndefined();
  });

  it('colours goals: D when sometime or frequently, O when overdue, else U', () => {
    expect(goalStatus(1, '2026-01-01', '2026-11-22')).toBe('D');
    expect(goalStatus(3, null, '2026-11-22')).toBe('D');
    expect(goalStatus(-1, '2026-11-21', '2026-11-22')).toBe('O');
    expect(goalStatus(null, '2026-11-22', '2026-11-22')).toBe('U');
    expect(goalStatus(null, null, '2026-11-22')).toBe('U');
  });
});
