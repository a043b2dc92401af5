// `npm test`: run on a supported Node, install what is missing (dependencies; Debian chromium),
// then typecheck, lint, unit tests, database tests (PGlite, and PostgreSQL when it answers), the
// web build and the browser tests. Every step runs; the exit code is non-zero if any failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureDependencies, ensureNode, root, run } from './bootstrap.mjs';

await ensureNode();
ensureDependencies();
ensureChromium();

const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  // Biome, then the module boundaries (dependency-cruiser, .dependency-cruiser.cjs).
  ['lint', 'npm', ['run', 'lint', '--silent']],
  [
    'unit and database tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile=${out}/vitest.json`],
  ],
  ['web build', 'npm', ['run', 'build', '--silent', '-w', 'apps/web']],
  ['browser tests', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']],
];

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = run(cmd, args, { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` } });
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

// Count the tests themselves, from the runners' JSON reports.
let passed = 0;
let failed = 0;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitest = readJson(`${out}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
const playwright = readJson(`${out}/playwright.json`);
if (playwright?.stats) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps; // a step failed outside any test (typecheck, lint, build)
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
