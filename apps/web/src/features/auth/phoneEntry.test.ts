import { checkPhone } from '@app/contract/phone';
import { describe, expect, it } from 'vitest';
import { countryOfValue, parseEntryQuery, phoneValueOf, splitPhoneValue } from './phoneEntry';

describe('splitPhoneValue', () => {
  it('takes the code from the selected country', () => {
    expect(splitPhoneValue('+919876543210', 'IN')).toEqual({ code: '91', number: '9876543210' });
    expect(splitPhoneValue(undefined, 'IN')).toEqual({ code: '91', number: '' });
    expect(splitPhoneValue('+91', 'IN')).toEqual({ code: '91', number: '' });
  });

  it('finds the code in an international number when no country is selected', () => {
    expect(splitPhoneValue('+447911123456', undefined)).toEqual({ code: '44', number: '7911123456' });
    expect(splitPhoneValue('+12025550143', undefined)).toEqual({ code: '1', number: '2025550143' });
    expect(splitPhoneValue('+971501234567', undefined)).toEqual({ code: '971', number: '501234567' });
    expect(splitPhoneValue('+91', undefined)).toEqual({ code: '91', number: '' });
    expect(splitPhoneValue(undefined, undefined)).toEqual({ code: '', number: '' });
    expect(splitPhoneValue('+9', undefined)).toEqual({ code: '', number: '9' });
    expect(splitPhoneValue('+999', undefined)).toEqual({ code: '', number: '999' });
  });

  it('leads to each of the spec’s phone warnings', () => {
    const check = (value: string | undefined, country?: 'IN') => {
      const { code, number } = splitPhoneValue(value, country);
      const result = checkPhone(code, number);
      return result.ok ? 'ok' : result.message;
    };
    expect(check(undefined)).toBe('Please enter your number with country code.');
    expect(check('+9')).toBe('Country code not selected');
    expect(check('+999')).toBe('Country code not selected');
    expect(check('+91')).toBe('Please input phone number');
    expect(check(undefined, 'IN')).toBe('Please input phone number');
    expect(check('+9112345', 'IN')).toBe('Please enter a valid phone number for the selected country.');
    expect(check('+919876543210', 'IN')).toBe('ok');
  });
});

describe('countryOfValue', () => {
  it('names the country of a full number, and nothing otherwise', () => {
    expect(countryOfValue('+919876543210')).toBe('IN');
    expect(countryOfValue('+442071838750')).toBe('GB');
    expect(countryOfValue('+91')).toBeUndefined();
    expect(countryOfValue(undefined)).toBeUndefined();
  });
});

describe('phoneValueOf', () => {
  it('builds the input value from code and number', () => {
    expect(phoneValueOf('91', '9876543210')).toBe('+919876543210');
    expect(phoneValueOf('+44', '')).toBe('+44');
    expect(phoneValueOf(undefined, '9876543210')).toBeUndefined();
  });
});

describe('parseEntryQuery', () => {
  it('reads code, number, isMobile and the hand-off', () => {
    expect(
      parseEntryQuery(new URLSearchParams('code=%2B91&number=98765%2043210&isMobile=1&handoff=1700000000.abcdef')),
    ).toEqual({ code: '91', number: '9876543210', isMobile: 1, handoff: '1700000000.abcdef' });
    expect(parseEntryQuery(new URLSearchParams('code=91&number=9876543210&isMobile=0'))).toEqual({
      code: '91',
      number: '9876543210',
      isMobile: 0,
    });
  });

  it('drops values that cannot be right', () => {
    expect(parseEntryQuery(new URLSearchParams('code=abc&number=12&handoff='))).toEqual({});
    expect(parseEntryQuery(new URLSearchParams(`handoff=${'x'.repeat(201)}`))).toEqual({});
    expect(parseEntryQuery(new URLSearchParams(''))).toEqual({});
  });
});
