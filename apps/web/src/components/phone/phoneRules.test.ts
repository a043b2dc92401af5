import { describe, expect, it } from 'vitest';
import { phoneFormSchema } from './phoneRules';

const check = (country: string, number: string) => phoneFormSchema.safeParse({ phone: { country, number } });

describe('the phone form', () => {
  it('gives a valid entry as the request’s fields, and the number formatted to show back', () => {
    const parsed = check('IN', '098765 43210'.slice(1));
    expect(parsed.success && parsed.data.phone).toEqual({
      mobileCode: '91',
      mobileNumber: '9876543210',
      shown: { country: 'IN', number: '98765 43210' },
    });
  });

  it('takes the country of an international number typed in the number box', () => {
    const parsed = check('IN', '+44 7400 123456');
    expect(parsed.success && parsed.data.phone.mobileCode).toBe('44');
  });

  it('puts the spec’s warning on the part that is wrong', () => {
    const issues = (country: string, number: string) => {
      const parsed = check(country, number);
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues('', '9876543210')).toEqual([['phone.country', 'Country code not selected']]);
    expect(issues('IN', '')).toEqual([['phone.number', 'Please input phone number']]);
    expect(issues('IN', '12345')).toEqual([
      ['phone.number', 'Please enter a valid phone number for the selected country.'],
    ]);
  });
});
