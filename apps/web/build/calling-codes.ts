import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const CALLING_CODES_ID = 'virtual:calling-codes';

/**
 * The country list of the phone field, made at build time from libphonenumber's own metadata so
 * it never drifts from the library that validates the number — without shipping that metadata
 * (≈19 kB gzipped) to the first screen. The English names and their order are made here too
 * (Intl.DisplayNames and localeCompare at build): done in the browser they were a third of the
 * first screen's render, about 120 ms on Lighthouse's throttled phone.
 */
export function callingCodes(): Plugin {
  return {
    name: 'calling-codes',
    resolveId: (id) => (id === CALLING_CODES_ID ? `\0${CALLING_CODES_ID}` : undefined),
    load(id) {
      if (id !== `\0${CALLING_CODES_ID}`) return undefined;
      const metadata = require('libphonenumber-js/min/metadata') as {
        country_calling_codes: Record<string, string[]>;
      };
      // "IN91 US1 …": each country with its calling code; the first country of a code is its main one.
      const pairs = Object.entries(metadata.country_calling_codes).flatMap(([code, countries]) =>
        countries.map((iso) => `${iso}${code}`),
      );
      const names = new Intl.DisplayNames(['en'], { type: 'region' });
      // "AF Afghanistan\nAX Åland Islands…": every country by its English name, in the list's order.
      const byName = [...new Set(pairs.map((pair) => pair.slice(0, 2)))]
        .map((iso) => ({ iso, name: names.of(iso) ?? iso }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map(({ iso, name }) => `${iso} ${name}`);
      return [
        `export default ${JSON.stringify(pairs.join(' '))};`,
        `export const countriesByName = ${JSON.stringify(byName.join('\n'))};`,
      ].join('\n');
    },
  };
}
