/** The native app's link to the phone entry screen: what it may pre-fill, and its hand-off. */

import { normaliseCallingCode } from '@app/contract/callingCode';

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
