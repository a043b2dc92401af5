// `npm run test:clock`: the whole browser suite at four times of day, to show it passes at any
// hour. Builds the web app once, then runs the journeys with the suite's clock (E2E_CLOCK) at
// 02:00, 13:30 and 23:50 India time on a Saturday and at midday on a Sunday; prints a line per
// time and exits non-zero if any run failed. Arguments go to Playwright (a spec file, -g …).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureDependencies, root, run } from './bootstrap.mjs';

// Saturday is a working day of the demo clinics whose tomorrow is a Sunday, so the journeys' "next
// working day" skips a day; 23:50 leaves nothing of today; 02:00 is a new day before any clinic
// opens; 13:30 is after the morning's video blocks; on Sunday about half the doctors rest.
const TIMES = [
  ['Saturday 02:00', '2026-11-28T02:00:00+05:30'],
  ['Saturday 13:30', '2026-11-28T13:30:00+05:30'],
  ['Saturday 23:50', '2026-11-28T23:50:00+05:30'],
  ['Sunday 12:00', '2026-11-29T12:00:00+05:30'],
];

ensureDependencies();
ensureChromium();

const out = path.join(root, 'test-results/clock');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

console.log('\n▶ web build');
if (run('npm', ['run', 'build', '--silent', '-w', 'apps/web']) !== 0) {
  console.error('The web build failed: no browser run was started.');
  process.exit(1);
}

const results = [];
for (const [name, at] of TIMES) {
  console.log(`\n▶ browser tests at ${name} (E2E_CLOCK=${at})`);
  const report = path.join(out, `${at.slice(0, 16).replace(/\D/g, '')}.json`);
  const started = Date.now();
  const code = run(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    { env: { ...process.env, E2E_CLOCK: at, PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
  );
  const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : undefined;
  results.push({
    name,
    at,
    ok: code === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    passed: stats ? stats.expected + stats.flaky : 0,
    failed: stats ? stats.unexpected : 0,
  });
}

console.log('\nSummary (the browser suite at each time)');
for (const r of results) {
  const counts = `${r.passed} passed, ${r.failed} failed`;
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(15)} ${r.at}  ${counts} (${r.seconds} s)`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
