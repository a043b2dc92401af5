import { describe, expect, it } from 'vitest';
import { otpDigits, otpFormSchema } from './otpForm';

const refusal = (otp: string) => {
  const parsed = otpFormSchema.safeParse({ otp });
  return parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message);
};

describe('the OTP box', () => {
  it('asks for a code, then for all six digits, in the spec’s words only', () => {
    expect(refusal('')).toEqual(['Enter OTP to continue!']);
    expect(refusal('123')).toEqual(['Please enter correct OTP.']);
    expect(refusal('1234567')).toEqual(['Please enter correct OTP.']);
    expect(refusal('123456')).toBeUndefined();
  });

  it('keeps digits only, up to a code’s length', () => {
    expect(otpDigits('12 34-56')).toBe('123456');
    expect(otpDigits('a1b2')).toBe('12');
    expect(otpDigits('12345678')).toBe('123456');
  });
});
