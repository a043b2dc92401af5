/**
 * Zod compiles fast parsers with `new Function` and probes for it once; under our
 * Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') the probe is reported as a
 * violation. Parsing the way that needs no eval is fast enough for forms.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (so that every copy of zod agrees), and
 * each object schema reads `jitless` when it is built: setting it here, imported first in
 * main.tsx, costs the first screen nothing, where importing zod's `config()` would add 11 kB to it.
 * zodSetup.test.ts checks that zod still reads it from there.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
