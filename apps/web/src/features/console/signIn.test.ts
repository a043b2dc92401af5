import { describe, expect, it } from 'vitest';
import { checkOtp, checkPhone, digitsOnly, resendSecondsLeft } from './signIn';

describe('checkPhone', () => {
  it('takes digits, dropping spaces, a plus and an Indian trunk 0', () => {
    expect(checkPhone('+91', '098765 43210')).toEqual({ ok: true, code: '91', number: '9876543210' });
    expect(checkPhone('44', '07700 900123')).toEqual({ ok: true, code: '44', number: '07700900123' });
  });

  it('says which field is wrong, in words', () => {
    expect(checkPhone('', '9876543210')).toEqual({
      ok: false,
      field: 'mobileCode',
      message: 'Enter the country code.',
    });
    expect(checkPhone('12345', '9876543210')).toMatchObject({ ok: false, field: 'mobileCode' });
    expect(checkPhone('91', '')).toEqual({ ok: false, field: 'mobileNumber', message: 'Enter your mobile number.' });
    expect(checkPhone('91', '123')).toMatchObject({ ok: false, field: 'mobileNumber' });
    expect(checkPhone('91', '1'.repeat(16))).toMatchObject({ ok: false, field: 'mobileNumber' });
  });
});

describe('checkOtp', () => {
  it('asks for a code, then for all six digits', () => {
    expect(checkOtp('')).toBe('Enter OTP to continue!');
    expect(checkOtp('123')).toBe('Please enter correct OTP.');
    expect(checkOtp('123456')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('keeps digits only, up to a length', () => {
    expect(digitsOnly('+91 98-76', 3)).toBe('919');
    expect(digitsOnly('a1b2')).toBe('12');
  });

  it('counts down the seconds before a resend', () => {
    expect(resendSecondsLeft(undefined, 30, 0)).toBe(0);
    expect(resendSecondsLeft(1000, 30, 1000)).toBe(30);
    expect(resendSecondsLeft(1000, 30, 30_500)).toBe(1);
    expect(resendSecondsLeft(1000, 30, 40_000)).toBe(0);
  });
});
