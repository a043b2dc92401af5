import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { checkPhone, isKnownCallingCode } from './phone';

describe('checkPhone', () => {
  it('asks for the number with country code when both are empty', () => {
    expect(checkPhone('', '')).toMatchObject({ ok: false, message: messages.phoneBothEmpty });
    expect(checkPhone(undefined, '  ')).toMatchObject({
      ok: false,
      message: 'Please enter your number with country code.',
    });
  });
  it('says the country code is not selected when only the number is given', () => {
    expect(checkPhone('', '9876543210')).toMatchObject({
      ok: false,
      message: 'Country code not selected',
      field: 'mobileCode',
    });
  });
  it('asks for the number when only the code is given', () => {
    expect(checkPhone('+91', '')).toMatchObject({
      ok: false,
      message: 'Please input phone number',
      field: 'mobileNumber',
    });
  });
  it('rejects a number that is not valid for its country', () => {
    expect(checkPhone('91', '12345')).toMatchObject({ ok: false, message: messages.phoneInvalid });
    expect(checkPhone('91', '98765432101')).toMatchObject({ ok: false, message: messages.phoneInvalid });
    expect(checkPhone('91', 'abcdefghij')).toMatchObject({ ok: false, message: messages.phoneInvalid });
    expect(checkPhone('91', '9'.repeat(200))).toMatchObject({ ok: false, message: messages.phoneInvalid });
  });
  it('rejects an unknown country code', () => {
    expect(checkPhone('999', '9876543210')).toMatchObject({
      ok: false,
      field: 'mobileCode',
      message: messages.phoneUnknownCountry,
    });
    expect(isKnownCallingCode('+91')).toBe(true);
    expect(isKnownCallingCode('999')).toBe(false);
  });
  it('accepts valid numbers and normalises them to E.164', () => {
    expect(checkPhone('+91', '98765 43210')).toEqual({
      ok: true,
      e164: '+919876543210',
      code: '91',
      number: '9876543210',
    });
    expect(checkPhone('44', '7911123456')).toMatchObject({ ok: true, e164: '+447911123456' });
  });
});
