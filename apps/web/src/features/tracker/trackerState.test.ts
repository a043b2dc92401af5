import { describe, expect, it } from 'vitest';
import { aGoal } from './testData';
import { trackerOf, withTracker } from './trackerState';

describe('the Milestone slice', () => {
  it('keeps the goal for the form with its child, and the list choices', () => {
    const goal = aGoal();
    const slice = withTracker(
      {},
      { goal, goalPatientId: 11, band: { patientId: 11, fromMonth: 0, toMonth: 2 }, filter: 'O' },
    );
    expect(trackerOf(slice)).toEqual({
      goal,
      goalPatientId: 11,
      band: { patientId: 11, fromMonth: 0, toMonth: 2 },
      filter: 'O',
    });
  });

  it('undefined removes a key; other keys stay', () => {
    const slice = withTracker(
      { planId: '3', goal: aGoal(), goalPatientId: 11 },
      { goal: undefined, goalPatientId: undefined },
    );
    expect(slice).toEqual({ planId: '3' });
  });

  it('drops what a stored session holds in the wrong shape', () => {
    expect(
      trackerOf({
        planId: 3,
        goal: { GoalName: 'x' },
        goalPatientId: 11,
        band: { fromMonth: 0 },
        filter: 'X',
        queryIsPlan: 2,
      }),
    ).toEqual({});
  });
});
