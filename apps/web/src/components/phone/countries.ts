import pairs, { countriesByName } from 'virtual:calling-codes';

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

/** Every country the phone library knows, named in English and sorted by name (both at build). */
export function countryOptions(): CountryOption[] {
  cached ??= countriesByName.split('\n').map((line) => {
    const iso = line.slice(0, 2);
    return { iso, code: codeByIso.get(iso) ?? '', name: line.slice(3) };
  });
  return cached;
}

export const callingCodeOf = (iso: string): string => codeByIso.get(iso) ?? '';
/** The main country of a calling code ('1' → 'US', '44' → 'GB'); '' when unknown. */
export const countryOfCallingCode = (code: string): string => mainByCode.get(code) ?? '';
