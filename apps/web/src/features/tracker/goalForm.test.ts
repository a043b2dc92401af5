import { messages } from '@app/contract/messages';
import { describe, expect, it } from 'vitest';
import {
  type GoalFormState,
  goalFormReducer,
  goalFormSchema,
  hasUpload,
  initialForm,
  isFirstRecord,
  statusBody,
  updateProblem,
  uploadBody,
} from './goalForm';
import { aGoal } from './testData';
import type { ChosenFile } from './upload';

const FILE: ChosenFile = {
  name: 'first-smile.jpg',
  size: 1234,
  type: 'image/jpeg',
  kind: 'image',
  dataUrl: 'data:image/jpeg;base64,QUJD',
  base64: 'QUJD',
};
const LIMITS = { today: '2026-03-10', dateOfBirth: '2025-09-01' };

function run(goal = aGoal(), ...actions: Parameters<ReturnType<typeof goalFormReducer>>[1][]): GoalFormState {
  const reduce = goalFormReducer(goal);
  return actions.reduce(reduce, initialForm(goal));
}

describe('initialForm', () => {
  it('starts from what was recorded', () => {
    const goal = aGoal({ Intervention: 3, AchvdDate: '2026-02-01T00:00:00', notes: 'Smiled at grandma' });
    expect(initialForm(goal)).toMatchObject({ status: 3, date: '2026-02-01', notes: 'Smiled at grandma' });
  });

  it('a goal never recorded has no status: Update reads SAVE', () => {
    expect(initialForm(aGoal()).status).toBeNull();
    expect(isFirstRecord(aGoal())).toBe(true);
    expect(isFirstRecord(aGoal({ Intervention: -1 }))).toBe(false);
  });
});

describe('updateProblem (spec §5)', () => {
  it('nothing chosen: select sometimes/frequently', () => {
    expect(updateProblem({ status: null, date: '2026-03-01' }, LIMITS)).toBe(messages.selectSometimesFrequently);
  });

  it('Sometime or Frequently without a date: select achieved date', () => {
    expect(updateProblem({ status: 3, date: '' }, LIMITS)).toBe(messages.selectAchievedDate);
    expect(updateProblem({ status: 1, date: '' }, LIMITS)).toBe(messages.selectAchievedDate);
  });

  it('Not yet needs no date', () => {
    expect(updateProblem({ status: -1, date: '' }, LIMITS)).toBeUndefined();
  });

  it('Not yet with a photo chosen: a photo needs sometimes/frequently', () => {
    expect(updateProblem({ status: -1, date: '', file: FILE }, LIMITS)).toBe(messages.selectSometimesFrequently);
  });

  it('the date cannot be after today or before the birth', () => {
    expect(updateProblem({ status: 1, date: '2026-03-11' }, LIMITS)).toBe(messages.achievedDateFuture);
    expect(updateProblem({ status: 1, date: '2025-08-31' }, LIMITS)).toBe(messages.achievedDateBeforeBirth);
    expect(updateProblem({ status: 1, date: '2026-03-10' }, LIMITS)).toBeUndefined();
    expect(updateProblem({ status: 3, date: '2025-09-01' }, LIMITS)).toBeUndefined();
    expect(updateProblem({ status: 3, date: '2020-01-01' }, { today: LIMITS.today })).toBeUndefined();
  });
});

describe('choosing Not yet', () => {
  it('without an upload: chosen at once, the date cleared', () => {
    const state = run(
      aGoal(),
      { type: 'status', value: 3 },
      { type: 'date', value: '2026-03-01' },
      { type: 'status', value: -1 },
    );
    expect(state).toMatchObject({ status: -1, date: '', confirm: null });
  });

  it('with a photo chosen now: asks first; Cancel keeps the previous status and the photo', () => {
    const asked = run(
      aGoal(),
      { type: 'status', value: 1 },
      { type: 'file', file: FILE },
      { type: 'status', value: -1 },
    );
    expect(asked).toMatchObject({ status: 1, confirm: 'notYet', file: FILE });
    const cancelled = goalFormReducer(aGoal())(asked, { type: 'cancel' });
    expect(cancelled).toMatchObject({ status: 1, confirm: null, file: FILE });
  });

  it('with the saved upload: asks first; Ok chooses Not yet and lets the upload go', () => {
    const goal = aGoal({ Intervention: 3, attachment: '/api/Files/Get?id=1', attachmentType: 'image' });
    const asked = run(goal, { type: 'status', value: -1 });
    expect(asked.confirm).toBe('notYet');
    expect(asked.status).toBe(3);
    const done = goalFormReducer(goal)(asked, { type: 'confirm' });
    expect(done).toMatchObject({ status: -1, confirm: null, savedRemoved: true, file: undefined });
    expect(hasUpload(done, goal)).toBe(false);
  });

  it('choosing Not yet again asks nothing', () => {
    const goal = aGoal({ Intervention: -1, attachment: '/api/Files/Get?id=1', attachmentType: 'image' });
    expect(run(goal, { type: 'status', value: -1 }).confirm).toBeNull();
  });
});

describe('Remove', () => {
  it('asks first; Cancel keeps the photo, Ok removes it', () => {
    const asked = run(aGoal(), { type: 'file', file: FILE }, { type: 'askRemove' });
    expect(asked.confirm).toBe('remove');
    const reduce = goalFormReducer(aGoal());
    expect(reduce(asked, { type: 'cancel' }).file).toEqual(FILE);
    expect(reduce(asked, { type: 'confirm' })).toMatchObject({ file: undefined, confirm: null });
  });

  it('with nothing chosen now there is nothing to ask', () => {
    expect(run(aGoal(), { type: 'askRemove' }).confirm).toBeNull();
  });
});

describe('request bodies', () => {
  const goal = aGoal({ webRecordId: 55, GoalObservationID: 9055 });

  it("the status: type 'Goal', the goal's record, isAgree, the date for Sometime/Frequently, notes", () => {
    const state = run(
      goal,
      { type: 'status', value: 3 },
      { type: 'date', value: '2026-03-01' },
      { type: 'notes', value: ' Waves bye ' },
    );
    expect(statusBody(goal, 11, state)).toEqual({
      type: 'Goal',
      patientId: 11,
      webRecordId: 55,
      isAgree: 3,
      achievedDate: '2026-03-01',
      notes: 'Waves bye',
    });
  });

  it('Not yet sends no date', () => {
    const state = run(goal, { type: 'status', value: -1 });
    expect(statusBody(goal, 11, state)).not.toHaveProperty('achievedDate');
  });

  it('the upload: base64 without the data: prefix, the name, size and type, by the account holder', () => {
    expect(uploadBody(goal, 11, 7, FILE, 'note ')).toEqual({
      patientId: 11,
      GoalObservationID: 9055,
      createdBy: 7,
      fileContent: 'QUJD',
      fileName: 'first-smile.jpg',
      fileSize: 1234,
      fileContentType: 'image/jpeg',
      notes: 'note',
    });
  });
});

describe('goalFormSchema: what Update checks', () => {
  const limits = { today: '2026-03-10', dateOfBirth: '2025-01-01' };
  const refusal = (patch: Partial<GoalFormState>) => {
    const goal = aGoal();
    const parsed = goalFormSchema(goal, 11, limits).safeParse({ ...initialForm(goal), ...patch });
    return parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('says the spec’s rule, on the form as a whole', () => {
    expect(refusal({ status: null })).toEqual([`root: ${messages.selectSometimesFrequently}`]);
    expect(refusal({ status: 3, date: '' })).toEqual([`root: ${messages.selectAchievedDate}`]);
  });

  it('then the contract’s own check, the one the server makes', () => {
    expect(refusal({ status: 3, date: '2026-03-01', notes: 'x'.repeat(1001) })).toEqual(['root: Notes are too long.']);
    expect(refusal({ status: 3, date: '2026-03-01', notes: 'First steps' })).toBeUndefined();
  });
});
