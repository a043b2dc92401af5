import pairs from 'virtual:calling-codes';

export interface CountryOption {
  /** ISO 3166-1 alpha-2, e.g. 'IN'. */
  iso: string;
  /** Calling code digits, e.g. '91'. */
  code: string;
  name: string;
}

let cached: CountryOption[] | undefined;
const mainByCode = new Map<string, string>();
const codeByIso = new Map<string, string>();
for (const pair of pairs.split(' ')) {
  const iso = pair.slice(0, 2);
  const code = pair.slice(2);
  codeByIso.set(iso, code);
  if (!mainByCode.has(code)) mainByCode.set(code, iso);
}

/** Every country the phone library knows, named by the browser in English, sorted by name. */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : undefined;
  cached = [...codeByIso]
    .map(([iso, code]) => ({ iso, code, name: names?.of(iso) ?? iso }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}

export const callingCodeOf = (iso: string): string => codeByIso.get(iso) ?? '';
/** The main country of a calling code ('1' → 'US', '44' → 'GB'); '' when unknown. */
export const countryOfCallingCode = (code: string): string => mainByCode.get(code) ?? '';
