import { describe, expect, it } from 'vitest';
import { captchaShown } from './captchaShown';

describe('what the captcha box says', () => {
  it("never says 'Verified' before a whole number is in the field, even when the check is solved", () => {
    expect(captchaShown('verified', false)).toBe('waiting');
    expect(captchaShown('working', false)).toBe('waiting');
    expect(captchaShown('idle', false)).toBe('waiting');
  });

  it('says the check as it is once the number is in', () => {
    expect(captchaShown('working', true)).toBe('working');
    expect(captchaShown('verified', true)).toBe('verified');
    // Not started yet (a number pasted in at once): Get OTP starts it.
    expect(captchaShown('idle', true)).toBe('working');
  });

  it('shows a failure at once (with its Try again), and nothing when the check is off', () => {
    expect(captchaShown('failed', false)).toBe('failed');
    expect(captchaShown('off', true)).toBeUndefined();
  });
});
