import { checkPhone } from '@app/contract/phone';
import { AsYouType, type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneValue } from './phoneEntry';
import { phoneParts } from './phoneEntry';

/** The spec's phone warnings, then validity for the country (shared with the server). */
export function checkPhoneValue(value: PhoneValue) {
  const { code, number } = phoneParts(value);
  return checkPhone(code, number);
}

/**
 * A pasted or typed international number ('+44 7911 123456') picks its country; anything else
 * stays as typed. Returns undefined when the text is not international.
 */
export function fromInternational(text: string): PhoneValue | undefined {
  if (!text.startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(text);
  if (!parsed?.country) return undefined;
  return { country: parsed.country, number: formatNational(parsed.country, parsed.nationalNumber) };
}

/** '9876543210' → '98765 43210' for India: easier to read back before sending. */
export function formatNational(country: string, digits: string): string {
  if (!country || !digits) return digits;
  return new AsYouType(country as CountryCode).input(digits);
}
