import type { CaptchaStatus } from '../api/useCaptcha';

/** What the captcha box says: the check's own state, or that it waits for the number. */
export type CaptchaShown = 'waiting' | 'working' | 'verified' | 'failed';

/**
 * The check is solved in the background (from the first digit on the phone screen, so Get OTP
 * rarely waits), but 'Verified' is said only for a number: before a whole number is in the field,
 * the box says the check comes with it. A failure shows at once, with its 'Try again'. A check
 * not started yet reads as one under way: Get OTP starts it.
 */
export function captchaShown(status: CaptchaStatus, numberComplete: boolean): CaptchaShown | undefined {
  if (status === 'off') return undefined;
  if (status === 'failed') return 'failed';
  if (!numberComplete) return 'waiting';
  return status === 'idle' ? 'working' : status;
}
