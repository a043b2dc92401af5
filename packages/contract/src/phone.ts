import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { normaliseCallingCode } from './callingCode';
import { signInMessages } from './signInMessages';

/** Calling codes (digits only) of every country libphonenumber knows. */
const knownCallingCodes = new Set<string>(getCountries().map((c) => getCountryCallingCode(c)));

export { normaliseCallingCode };

export function isKnownCallingCode(code: string): boolean {
  return knownCallingCodes.has(normaliseCallingCode(code));
}

export type PhoneCheck =
  | { ok: true; e164: string; code: string; number: string }
  | { ok: false; message: string; field: 'mobileCode' | 'mobileNumber' };

/**
 * The phone entry rules of spec §5 in their order, then libphonenumber's validity check for the
 * country (our addition; the spec leaves it open). Shared by the screen and the server.
 */
export function checkPhone(rawCode: string | undefined, rawNumber: string | undefined): PhoneCheck {
  const code = normaliseCallingCode(rawCode ?? '');
  const number = (rawNumber ?? '').replace(/[\s()-]/g, '');
  if (!code && !number) return { ok: false, message: signInMessages.phoneBothEmpty, field: 'mobileNumber' };
  if (!code) return { ok: false, message: signInMessages.phoneCodeEmpty, field: 'mobileCode' };
  if (!number) return { ok: false, message: signInMessages.phoneNumberEmpty, field: 'mobileNumber' };
  if (!/^\d{1,4}$/.test(code) || !knownCallingCodes.has(code)) {
    return { ok: false, message: signInMessages.phoneUnknownCountry, field: 'mobileCode' };
  }
  if (!/^\d{4,15}$/.test(number)) return { ok: false, message: signInMessages.phoneInvalid, field: 'mobileNumber' };
  const parsed = parsePhoneNumberFromString(`+${code}${number}`);
  if (!parsed?.isValid()) return { ok: false, message: signInMessages.phoneInvalid, field: 'mobileNumber' };
  return { ok: true, e164: parsed.number, code, number: parsed.nationalNumber };
}

/**
 * A whole number as typed on a command line or in a file ('+919876543210'), checked by the same
 * rules as checkPhone once split into its calling code and national number.
 */
export function checkE164(raw: string | undefined): PhoneCheck {
  const compact = (raw ?? '').replace(/[\s()-]/g, '');
  const parsed = /^\+\d{5,16}$/.test(compact) ? parsePhoneNumberFromString(compact) : undefined;
  if (!parsed) return { ok: false, message: signInMessages.phoneInvalid, field: 'mobileNumber' };
  return checkPhone(parsed.countryCallingCode, parsed.nationalNumber);
}
