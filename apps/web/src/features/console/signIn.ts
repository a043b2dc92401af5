/**
 * The console sign-in's own checks, before anything is sent: the same bounds as the contract's
 * ConsoleOtpRequest (1-4 digit code, 4-15 digit number) in words a doctor reads, not field names.
 */
import { OTP_LENGTH } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { enConsole } from '../../i18n/enConsole';

export const DEFAULT_CONSOLE_COUNTRY_CODE = '91';

export type PhoneField = 'mobileCode' | 'mobileNumber';
export type PhoneCheck = { ok: true; code: string; number: string } | { ok: false; field: PhoneField; message: string };

/** Digits only: '+91' → '91', '98765 43210' → '9876543210'. */
export const digitsOnly = (text: string, max?: number) => {
  const cleaned = text.replace(/\D/g, '');
  return max === undefined ? cleaned : cleaned.slice(0, max);
};

export function checkPhone(codeText: string, numberText: string): PhoneCheck {
  const code = digitsOnly(codeText);
  // An Indian number typed with its trunk 0 ('098…') is the same number.
  const typed = digitsOnly(numberText);
  const number = code === '91' ? typed.replace(/^0+/, '') : typed;
  const { signIn: t } = enConsole;
  if (!code) return { ok: false, field: 'mobileCode', message: t.codeEmpty };
  if (code.length > 4) return { ok: false, field: 'mobileCode', message: t.codeInvalid };
  if (!number) return { ok: false, field: 'mobileNumber', message: t.numberEmpty };
  if (number.length < 4 || number.length > 15) return { ok: false, field: 'mobileNumber', message: t.numberInvalid };
  return { ok: true, code, number };
}

/** The OTP as typed: the spec's messages for none and for a short one. */
export function checkOtp(otp: string): string | undefined {
  if (!otp) return messages.otpEmpty;
  if (otp.length !== OTP_LENGTH) return messages.otpWrong;
  return undefined;
}

/** Seconds left before Resend OTP, from when the code was sent. */
export function resendSecondsLeft(sentAt: number | undefined, afterSeconds: number, now: number): number {
  if (sentAt === undefined) return 0;
  return Math.max(0, Math.ceil((sentAt + afterSeconds * 1000 - now) / 1000));
}
