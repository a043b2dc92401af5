/**
 * Pure helpers of the phone entry screen: split the phone input's value into calling code and
 * national number (what `checkPhone` and the server take), and read the native app's query.
 */
import { isKnownCallingCode, normaliseCallingCode } from '@app/contract/phone';
import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface PhoneParts {
  /** Calling code digits ('91'), '' when none is selected or recognisable. */
  code: string;
  /** National number digits, '' when none were typed. */
  number: string;
}

/**
 * `value` is what react-phone-number-input reports ('+919876543210', or undefined when empty);
 * `country` is the selected country (undefined for the "International" choice).
 */
export function splitPhoneValue(value: string | undefined, country: CountryCode | undefined): PhoneParts {
  const digits = (value ?? '').replace(/\D/g, '');
  if (country) {
    const code = getCountryCallingCode(country);
    return { code, number: digits.startsWith(code) ? digits.slice(code.length) : digits };
  }
  // Calling codes are prefix-free (ITU E.164), so at most one prefix of 1–3 digits is one.
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    if (digits.length >= length && isKnownCallingCode(code)) return { code, number: digits.slice(length) };
  }
  return { code: '', number: digits };
}

/** The country a full international value belongs to, if it can tell. */
export function countryOfValue(value: string | undefined): CountryCode | undefined {
  return value ? parsePhoneNumberFromString(value)?.country : undefined;
}

/** The value to give the phone input for a known code and number. */
export function phoneValueOf(code: string | undefined, number: string | undefined): string | undefined {
  const c = normaliseCallingCode(code ?? '');
  const n = (number ?? '').replace(/\D/g, '');
  return c && /^\d{1,4}$/.test(c) ? `+${c}${n}` : undefined;
}

export interface EntryQuery {
  code?: string;
  number?: string;
  isMobile?: 0 | 1;
  /** The native app's signed hand-off ('<expires>.<hmac>'), present only for the OTP skip. */
  handoff?: string;
}

/**
 * Reads `code`, `number`, `isMobile` and `handoff` (spec §2 "Phone entry"; the hand-off is ours,
 * design §3 "OTP"). Values that cannot be right are dropped rather than pre-filled.
 */
export function parseEntryQuery(search: URLSearchParams): EntryQuery {
  const query: EntryQuery = {};
  const code = normaliseCallingCode(search.get('code') ?? '');
  if (/^\d{1,4}$/.test(code)) query.code = code;
  const number = (search.get('number') ?? '').replace(/[\s()-]/g, '');
  if (/^\d{4,15}$/.test(number)) query.number = number;
  const isMobile = search.get('isMobile');
  if (isMobile !== null) query.isMobile = isMobile === '1' || isMobile.toLowerCase() === 'true' ? 1 : 0;
  const handoff = search.get('handoff')?.trim();
  if (handoff && handoff.length <= 200) query.handoff = handoff;
  return query;
}
