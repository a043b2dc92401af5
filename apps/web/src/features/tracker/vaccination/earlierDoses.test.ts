import { describe, expect, it } from 'vitest';
import { earlierBody, earlierProblem, markableGroups, overdueIds } from './earlierDoses';
import { aVaccine } from './testData';

const BCG = aVaccine({ DueTime: 'Birth', DueStatus: 'Overdue' });
const TAKEN = aVaccine({ DueTime: 'Birth', DueStatus: 'Taken' });
const SOON = aVaccine({ DueTime: '6 weeks', DueStatus: 'Upcoming', canRecord: true });
const LATER = aVaccine({ DueTime: '9 Months', DueStatus: 'Upcoming', canRecord: false });
const DTP = aVaccine({ DueTime: '6 weeks', DueStatus: 'Overdue' });
const FLU2 = aVaccine({ DueTime: '24 Months', DueStatus: 'Overdue', seasonPassed: true });
const FLU4 = aVaccine({ DueTime: '4 Years', DueStatus: 'Overdue' });

describe('earlier doses', () => {
  const groups = markableGroups(
    ['Birth', '6 weeks', '9 Months', '24 Months', '4 Years'],
    [BCG, TAKEN, SOON, LATER, DTP, FLU2, FLU4],
  );

  it('offers the doses not taken that may be recorded now, by age in the chips’ order', () => {
    expect(groups.map((g) => [g.category, g.doses.map((d) => d.vaccineId)])).toEqual([
      ['Birth', [BCG.vaccineId]],
      ['6 weeks', [SOON.vaccineId, DTP.vaccineId]],
      ['24 Months', [FLU2.vaccineId]],
      ['4 Years', [FLU4.vaccineId]],
    ]);
  });

  it('chooses the overdue ones at first; a passed season is offered but not chosen', () => {
    expect([...overdueIds(groups)]).toEqual([BCG.vaccineId, DTP.vaccineId, FLU4.vaccineId]);
  });

  it('checks the date as dd/mm/yyyy: required, real, not after today, not before birth', () => {
    const chosen = new Set([BCG.vaccineId]);
    const ctx = { today: '2026-11-25', dateOfBirth: '2022-03-10' };
    const problem = (dateText: string) => earlierProblem({ chosen, dateText }, ctx);
    expect(problem('')).toEqual({ problem: 'Please select date.' });
    expect(problem('  ')).toEqual({ problem: 'Please select date.' });
    expect(problem('30/02/2024')).toEqual({ problem: 'Please enter the date as dd/mm/yyyy.' });
    expect(problem('2024-06-15')).toEqual({ problem: 'Please enter the date as dd/mm/yyyy.' });
    expect(problem('15/6/2024')).toEqual({ problem: 'Please enter the date as dd/mm/yyyy.' });
    expect(problem('15/06/2024\u0000')).toEqual({ problem: 'Please enter the date as dd/mm/yyyy.' });
    expect(problem('26/11/2026')).toEqual({ problem: 'The taken date cannot be in the future.' });
    expect(problem('09/03/2022')).toEqual({ problem: 'The taken date cannot be before the date of birth.' });
    expect(problem('25/11/2026')).toEqual({ takenOn: '2026-11-25' });
    expect(problem('10/03/2022')).toEqual({ takenOn: '2022-03-10' });
    expect(earlierProblem({ chosen: new Set(), dateText: '10/03/2022' }, ctx)).toEqual({
      problem: 'Please choose at least one dose.',
    });
  });

  it('sends the chosen doses in the list’s order with the one date', () => {
    const chosen = new Set([DTP.vaccineId, BCG.vaccineId]);
    expect(earlierBody(11, groups, { chosen, dateText: '15/06/2024' }, '2024-06-15')).toEqual({
      patientId: 11,
      vaccineIds: [BCG.vaccineId, DTP.vaccineId],
      takenOn: '2024-06-15',
    });
  });
});
