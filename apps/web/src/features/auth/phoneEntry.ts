/**
 * Pure helpers of the phone entry screen: the phone field's state (a country and the digits the
 * parent typed) to what `checkPhone` and the server take, and the native app's query.
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
