import { checkPhone } from '@app/contract/phone';
import { describe, expect, it } from 'vitest';
import { callingCodeOf, countryOfCallingCode, countryOptions } from './countries';
import { formatNational, fromInternational } from './phoneRules';
import { cleanNumberInput, phoneParts, phoneValueOf, phoneValueOfE164 } from './phoneValue';

describe('the country list', () => {
  it('has every country with its calling code and an English name, India among them', () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(230);
    expect(options).toContainEqual({ iso: 'IN', code: '91', name: 'India' });
    expect(options.filter((o) => !/^\d{1,3}$/.test(o.code) || o.name.length < 3)).toEqual([]);
    expect(callingCodeOf('GB')).toBe('44');
    expect(countryOfCallingCode('1')).toBe('US');
    expect(countryOfCallingCode('44')).toBe('GB');
    expect(countryOfCallingCode('999')).toBe('');
    const names = options.map((o) => o.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });
});

describe('phoneParts', () => {
  it('takes the code from the selected country and the digits from the box', () => {
    expect(phoneParts({ country: 'IN', number: '98765 43210' })).toEqual({ code: '91', number: '9876543210' });
    expect(phoneParts({ country: '', number: '98765' })).toEqual({ code: '', number: '98765' });
  });

  it('leads to each of the spec’s phone warnings', () => {
    const check = (country: string, number: string) => {
      const { code, number: digits } = phoneParts({ country, number });
      const result = checkPhone(code, digits);
      return result.ok ? 'ok' : result.message;
    };
    expect(check('', '')).toBe('Please enter your number with country code.');
    expect(check('', '9876543210')).toBe('Country code not selected');
    expect(check('IN', '')).toBe('Please input phone number');
    expect(check('IN', '12345')).toBe('Please enter a valid phone number for the selected country.');
    expect(check('IN', '98765 43210')).toBe('ok');
  });
});

describe('phoneValueOf', () => {
  it('finds the country of a calling code, India by default', () => {
    expect(phoneValueOf('91', '9876543210')).toEqual({ country: 'IN', number: '9876543210' });
    expect(phoneValueOf('+44', '7911123456')).toEqual({ country: 'GB', number: '7911123456' });
    expect(phoneValueOf(undefined, undefined)).toEqual({ country: 'IN', number: '' });
  });
});

describe('number box input', () => {
  it('keeps digits, spaces, dashes, brackets and a leading +', () => {
    expect(cleanNumberInput('98765 43210')).toBe('98765 43210');
    expect(cleanNumberInput('+44 (0)7911-123456')).toBe('+44 (0)7911-123456');
    expect(cleanNumberInput('98a76b5')).toBe('98765');
    expect(cleanNumberInput('9'.repeat(40))).toHaveLength(24);
  });
  it('picks the country of a pasted international number, and formats national numbers', () => {
    expect(fromInternational('+44 7400 123456')).toEqual({ country: 'GB', number: '7400123456' });
    expect(fromInternational('+91 9876543210')).toEqual({ country: 'IN', number: '98765 43210' });
    expect(fromInternational('9876543210')).toBeUndefined();
    expect(fromInternational('+999 123')).toBeUndefined();
    // Formatting never adds a national prefix, so the digits sent stay the same.
    expect(formatNational('IN', '9876543210')).toBe('98765 43210');
    expect(formatNational('US', '2025550143')).toBe('(202) 555-0143');
  });
});

describe('phoneValueOfE164', () => {
  it('reads the country from the calling code of a stored number, and nothing from no number', () => {
    expect(phoneValueOfE164('+919876543210')).toEqual({ country: 'IN', number: '9876543210' });
    expect(phoneValueOfE164('+447911123456')).toEqual({ country: 'GB', number: '7911123456' });
    expect(phoneValueOfE164('+12025550123')).toEqual({ country: 'US', number: '2025550123' });
    expect(phoneValueOfE164(null)).toEqual({ country: 'IN', number: '' });
  });
});
