import { describe, expect, it } from 'vitest';
import {
  canDecreaseWeight,
  childDetailsBody,
  childDetailsForm,
  clampHeight,
  dobProblem,
  filterWeightInput,
  isChildDetailsComplete,
  isWeightText,
  showPrematureFlag,
  stepWeight,
} from './childDetails';

describe('the weight box filter (digits, one dot, at most 4 characters)', () => {
  it('takes what a weight can look like', () => {
    for (const text of ['', '1', '12', '12.', '12.5', '9999', '.5', '0.25']) expect(isWeightText(text)).toBe(true);
  });

  it('refuses a second dot, a fifth character, letters, signs and spaces', () => {
    for (const text of ['12.3.4', '99999', '12.55', '1..2', 'a', '12kg', '-1', '+1', '1 2', '1,5', '1e3']) {
      expect(isWeightText(text)).toBe(false);
    }
  });

  it('keeps the previous value when the typed one is refused', () => {
    expect(filterWeightInput('12.3', '12.')).toBe('12.3');
    expect(filterWeightInput('12.3.4', '12.3')).toBe('12.3');
    expect(filterWeightInput('99999', '9999')).toBe('9999');
    expect(filterWeightInput('', '12')).toBe('');
  });
});

describe('the weight minus/plus buttons (step 1, minus only above 0)', () => {
  it('steps by one kilogram and keeps the decimals', () => {
    expect(stepWeight('', 1)).toBe('1');
    expect(stepWeight('12', 1)).toBe('13');
    expect(stepWeight('12.5', 1)).toBe('13.5');
    expect(stepWeight('1.15', 1)).toBe('2.15');
    expect(stepWeight('13.5', -1)).toBe('12.5');
    expect(stepWeight('12.', 1)).toBe('13');
  });

  it('never goes below 0, and offers minus only above 0', () => {
    expect(canDecreaseWeight('')).toBe(false);
    expect(canDecreaseWeight('0')).toBe(false);
    expect(canDecreaseWeight('0.')).toBe(false);
    expect(canDecreaseWeight('0.5')).toBe(true);
    expect(stepWeight('0.5', -1)).toBe('0');
    expect(stepWeight('0', -1)).toBe('0');
    expect(stepWeight('', -1)).toBe('');
  });

  it('does not step past what the box can hold', () => {
    expect(stepWeight('9999', 1)).toBe('9999');
    expect(stepWeight('99.5', 1)).toBe('99.5');
    expect(stepWeight('9.5', 1)).toBe('10.5');
  });
});

describe('the height slider bounds (0–250 cm)', () => {
  it('clamps to whole centimetres in range', () => {
    expect(clampHeight(0)).toBe(0);
    expect(clampHeight(250)).toBe(250);
    expect(clampHeight(251)).toBe(250);
    expect(clampHeight(300)).toBe(250);
    expect(clampHeight(-5)).toBe(0);
    expect(clampHeight(98.6)).toBe(99);
    expect(clampHeight(Number.NaN)).toBe(0);
  });
});

describe('the premature checkbox rule (18 years or younger by the date of birth, Indian today)', () => {
  const today = '2025-06-15';
  it('shows for a child up to the day before their 19th birthday', () => {
    expect(showPrematureFlag('2025-06-15', today)).toBe(true);
    expect(showPrematureFlag('2020-01-01', today)).toBe(true);
    expect(showPrematureFlag('2006-06-16', today)).toBe(true); // 18 years, 11 months, 30 days
  });

  it('hides from the 19th birthday on', () => {
    expect(showPrematureFlag('2006-06-15', today)).toBe(false);
    expect(showPrematureFlag('1980-01-01', today)).toBe(false);
  });

  it('shows while no date of birth is given (the flag may stand in for it)', () => {
    expect(showPrematureFlag(undefined, today)).toBe(true);
    expect(showPrematureFlag('', today)).toBe(true);
  });
});

describe('the date of birth', () => {
  it('cannot be in the future, nor before 1900', () => {
    expect(dobProblem('2025-06-15', '2025-06-15')).toBeUndefined();
    expect(dobProblem('2025-06-16', '2025-06-15')).toBe('future');
    expect(dobProblem('1899-12-31', '2025-06-15')).toBe('tooOld');
    expect(dobProblem('2023-02-30', '2025-06-15')).toBe('invalid');
    expect(dobProblem(undefined, '2025-06-15')).toBeUndefined();
  });
});

describe('the child-details completeness rule', () => {
  const full = { gender: 'Male' as const, height: 98, weight: '15', dob: '2022-03-14', isPremature: false };
  it('needs gender, height > 0, weight > 0 and a date of birth', () => {
    expect(isChildDetailsComplete(full)).toBe(true);
    expect(isChildDetailsComplete({ ...full, gender: undefined })).toBe(false);
    expect(isChildDetailsComplete({ ...full, height: 0 })).toBe(false);
    expect(isChildDetailsComplete({ ...full, height: undefined })).toBe(false);
    expect(isChildDetailsComplete({ ...full, weight: '0' })).toBe(false);
    expect(isChildDetailsComplete({ ...full, weight: '.' })).toBe(false);
    expect(isChildDetailsComplete({ ...full, weight: '' })).toBe(false);
    expect(isChildDetailsComplete({ ...full, dob: undefined })).toBe(false);
  });

  it('takes the premature flag in place of the date of birth', () => {
    expect(isChildDetailsComplete({ ...full, dob: undefined, isPremature: true })).toBe(true);
  });
});

describe('the saved child profile', () => {
  it('sends weight as kilograms and dob as yyyy-MM-DD', () => {
    expect(
      childDetailsBody(
        { gender: 'Female', height: 80, weight: '9.5', dob: '2024-01-02', isPremature: true },
        '2025-06-15',
      ),
    ).toEqual({ gender: 'Female', height: 80, weight: 9.5, dob: '2024-01-02', isPremature: true });
  });

  it('drops a premature flag that no longer applies, and a missing dob', () => {
    expect(
      childDetailsBody(
        { gender: 'Male', height: 170, weight: '60', dob: '1990-01-01', isPremature: true },
        '2025-06-15',
      ),
    ).toEqual({ gender: 'Male', height: 170, weight: 60, dob: '1990-01-01', isPremature: false });
    expect(childDetailsBody({ gender: 'Male', height: 50, weight: '3', isPremature: true }, '2025-06-15')).toEqual({
      gender: 'Male',
      height: 50,
      weight: 3,
      isPremature: true,
    });
  });
});

describe('childDetailsForm: what Continue checks', () => {
  const today = '2026-05-20';
  const filled = { gender: 'Male' as const, dobText: '20/05/2021', isPremature: false, height: 104, weight: '17.5' };
  const refusal = (patch: Partial<typeof filled>) => {
    const parsed = childDetailsForm(today).safeParse({ ...filled, ...patch });
    return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('gives the request body for complete details', () => {
    const parsed = childDetailsForm(today).safeParse(filled);
    expect(parsed.success && parsed.data).toEqual({
      gender: 'Male',
      dob: '2021-05-20',
      height: 104,
      weight: 17.5,
      isPremature: false,
    });
  });

  it('refuses a date of birth that cannot be first, then what is missing', () => {
    expect(refusal({ dobText: '20/05/20', gender: undefined })).toEqual([
      'dobText: Please enter the full date of birth.',
    ]);
    expect(refusal({ dobText: '21/05/2026' })?.[0]).toMatch(/^dobText: /);
    expect(refusal({ gender: undefined })).toEqual(['root: Please fill all the details..']);
    expect(refusal({ dobText: '', isPremature: true })).toBeUndefined();
  });

  it('ends with the contract’s own check, the one the server makes', () => {
    expect(refusal({ weight: '999' })).toEqual(['weight: weight must be more than 0 and at most 300 kg.']);
  });
});
