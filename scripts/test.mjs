// `npm test`: run on a supported Node, install what is missing (dependencies; Debian chromium),
// then typecheck, lint, unit tests, database tests (PGlite, and PostgreSQL when it answers), the
// web build and the browser tests. Every step runs; the exit code is non-zero if any failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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
const failures = []; // "file › test: first line of the error", printed with the summary (CI shows its tail)
// ANSI colours out, the first non-empty line, kept short: the summary stays readable.
function firstLine(text) {
  const line =
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const vitest = readJson(`${out}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults ?? []) {
    const where = path.relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests)
      failures.push(
        `${where} › ${[...(test.ancestorTitles ?? []), test.title].join(' › ')}: ${firstLine(test.failureMessages?.[0])}`,
      );
    // A file that failed before any test ran (an import or a hook) has no failed test of its own.
    if (file.status === 'failed' && tests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
  }
}
const playwright = readJson(`${out}/playwright.json`);
if (playwright?.stats) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    // A file's own suite is titled by its path (already printed); a describe inside it adds its title.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of playwright.suites ?? []) walk(suite, []);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps; // a step failed outside any test (typecheck, lint, build)
if (failures.length > 0) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
