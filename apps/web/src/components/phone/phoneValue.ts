/**
 * The phone field's value (a country and the digits typed) and how it becomes what `checkPhone`
 * and the server take: shared by the parents' sign-in and the doctors' console.
 */

import { normaliseCallingCode } from '@app/contract/callingCode';
import { DEFAULT_COUNTRY } from '@app/contract/constants';
import { callingCodeOf, countryOfCallingCode } from './countries';

export interface PhoneValue {
  /** ISO country ('IN'), '' when the parent chose no country. */
  country: string;
  /** What the parent typed in the number box. */
  number: string;
}

export interface PhoneParts {
  /** Calling code digits ('91'), '' when no country is selected. */
  code: string;
  /** National number digits, '' when none were typed. */
  number: string;
}

export function phoneParts(value: PhoneValue): PhoneParts {
  return { code: value.country ? callingCodeOf(value.country) : '', number: value.number.replace(/\D/g, '') };
}

/** The field's starting value for a known calling code and number (a link, or an earlier visit). */
export function phoneValueOf(code: string | undefined, number: string | undefined): PhoneValue {
  const c = normaliseCallingCode(code ?? '');
  return { country: countryOfCallingCode(c) || DEFAULT_COUNTRY, number: (number ?? '').replace(/\D/g, '') };
}

/** Characters a parent may type or paste in the number box; a leading '+' starts an international number. */
export function cleanNumberInput(text: string): string {
  const trimmed = text.trimStart();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return plus + trimmed.replace(/[^\d\s()-]/g, '').slice(0, 24);
}

/**
 * The field's value for a number stored as E.164 ('+919876543210'): calling codes are a prefix
 * code, so the first one to three digits that name a country are its code.
 */
export function phoneValueOfE164(e164: string | null | undefined): PhoneValue {
  const digits = (e164 ?? '').replace(/\D/g, '');
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    if (countryOfCallingCode(code)) return phoneValueOf(code, digits.slice(length));
  }
  return phoneValueOf(undefined, undefined);
}
