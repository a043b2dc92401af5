import { AddGrowthRequest } from '@app/contract/schemas/growth';
import { describe, expect, it } from 'vitest';
import { addGrowthBody, type GrowthFormValues, growthForm, measurementProblem } from './addForm';
import type { GrowthParam } from './measures';

/** The form's messages by field, as Save shows them ({} when it would send). */
function growthFormErrors(
  values: GrowthFormValues,
  param: GrowthParam,
  limits: { today: string; dateOfBirth?: string },
) {
  const parsed = growthForm(param, limits, { accountId: 7, patientId: 11 }).safeParse(values);
  return Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const limits = { today: '2026-11-22', dateOfBirth: '2022-03-14' };

describe('measurementProblem', () => {
  it('asks for the value when it is empty', () => {
    expect(measurementProblem('', 'W')).toBe('Please enter the weight.');
    expect(measurementProblem('  ', 'HC')).toBe('Please enter the head circumference.');
  });

  it('checks the bounds of each measurement, ends included', () => {
    expect(measurementProblem('0.3', 'W')).toBeUndefined();
    expect(measurementProblem('150', 'W')).toBeUndefined();
    expect(measurementProblem('0.29', 'W')).toBe('Weight must be between 0.3 and 150 kg.');
    expect(measurementProblem('151', 'W')).toBe('Weight must be between 0.3 and 150 kg.');
    expect(measurementProblem('29.9', 'H')).toBe('Height must be between 30 and 220 cm.');
    expect(measurementProblem('220', 'H')).toBeUndefined();
    expect(measurementProblem('19', 'HC')).toBe('Head circumference must be between 20 and 65 cm.');
    expect(measurementProblem('66', 'HC')).toBe('Head circumference must be between 20 and 65 cm.');
  });

  it('takes numbers with at most two decimals', () => {
    expect(measurementProblem('abc', 'W')).toBe('Weight must be a number.');
    expect(measurementProblem('16.25', 'W')).toBeUndefined();
    expect(measurementProblem('16.255', 'W')).toBe('Weight takes at most 2 decimals.');
    expect(measurementProblem('98.1', 'H')).toBeUndefined();
  });
});

describe('the same words as the server', () => {
  it.each([
    ['W', 'Weight', 151],
    ['H', 'Height', 29],
    ['HC', 'HeadCircum', 65.5],
    ['W', 'Weight', 16.255],
  ] as const)('%s %s %d', (param, field, value) => {
    const parsed = AddGrowthRequest.safeParse({ PatientID: 11, achievedDate: '2026-11-01', [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(measurementProblem(String(value), param));
  });

  it("'Please select date.' for a missing date", () => {
    const parsed = AddGrowthRequest.safeParse({ PatientID: 11, Weight: 16 });
    expect(parsed.error?.issues[0]?.message).toBe(growthFormErrors({ date: '', value: '16' }, 'W', limits).date);
  });
});

describe('growthForm: what Save checks', () => {
  it("uses the spec's message for no date", () => {
    expect(growthFormErrors({ date: '', value: '16' }, 'W', limits)).toEqual({ date: 'Please select date.' });
  });

  it('no future date, none before birth', () => {
    expect(growthFormErrors({ date: '2026-11-23', value: '16' }, 'W', limits).date).toBe(
      'The date cannot be in the future.',
    );
    expect(growthFormErrors({ date: '2022-03-13', value: '16' }, 'W', limits).date).toBe(
      'The date cannot be before the date of birth.',
    );
    expect(growthFormErrors({ date: '2022-03-14', value: '3.2' }, 'W', limits)).toEqual({});
    expect(growthFormErrors({ date: '2026-11-22', value: '16' }, 'W', { today: '2026-11-22' })).toEqual({});
  });

  it('gives the request body when the form passes', () => {
    const parsed = growthForm('W', limits, { accountId: 7, patientId: 11 }).safeParse({
      date: '2026-11-01',
      value: '16.5',
    });
    expect(parsed.data).toEqual({ userId: 7, Author: 7, PatientID: 11, Weight: 16.5, achievedDate: '2026-11-01' });
  });

  it('reports both fields at once', () => {
    expect(growthFormErrors({ date: '', value: '' }, 'H', limits)).toEqual({
      date: 'Please select date.',
      value: 'Please enter the height.',
    });
  });
});

describe('addGrowthBody', () => {
  it('the account records for the member, with the one measurement of the tab', () => {
    expect(addGrowthBody({ date: '2026-11-01', value: ' 16.5 ' }, 'W', { accountId: 7, patientId: 11 })).toEqual({
      userId: 7,
      Author: 7,
      PatientID: 11,
      Weight: 16.5,
      achievedDate: '2026-11-01',
    });
    expect(addGrowthBody({ date: '2026-11-01', value: '49.2' }, 'HC', { accountId: 7, patientId: 11 })).toEqual({
      userId: 7,
      Author: 7,
      PatientID: 11,
      HeadCircum: 49.2,
      achievedDate: '2026-11-01',
    });
  });
});
