import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules of `npm run lint` (.dependency-cruiser.cjs, decision 0018) run on a small
 * tree of fixture files laid out like the repository: every forbidden import is reported under its
 * rule, and the allowed ones (through an index, from a test, the router's routes file) are not.
 */
const { forbidden } = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

/** Each fixture file imports the one specifier given (or nothing). */
const tree: Record<string, string | undefined> = {
  'apps/server/src/app.ts': undefined,
  'apps/server/src/modules/auth/index.ts': undefined,
  'apps/server/src/modules/booking/index.ts': undefined,
  'apps/server/src/modules/booking/booking.repo.ts': undefined,
  'apps/server/src/modules/catalog/index.ts': undefined,
  'apps/server/src/modules/catalog/catalog.repo.ts': undefined,
  'apps/server/src/modules/consultations/index.ts': undefined,
  'apps/server/src/modules/consultations/consultations.schema.ts': undefined,
  // Forbidden.
  'apps/server/src/modules/booking/booking.service.ts': '../catalog/catalog.repo',
  'apps/server/src/lib/route.ts': '../modules/auth',
  'apps/server/src/modules/auth/auth.service.ts': '../../app',
  'apps/server/src/providers/sms/index.ts': '../../modules/auth',
  'apps/server/src/jobs/holds.ts': '../modules/booking/booking.repo',
  'apps/server/src/modules/billing/billing.repo.ts': '../consultations/consultations.schema',
  'apps/server/src/jobs/reminders.ts': '../modules/consultations/consultations.schema',
  'apps/web/src/features/booking/dates.ts': undefined,
  'apps/web/src/features/booking/index.ts': undefined,
  'apps/web/src/features/auth/routes.tsx': undefined,
  'apps/web/src/features/auth/routes/PhonePage.tsx': undefined,
  'apps/web/src/features/billing/PaymentPage.tsx': '../booking/dates',
  'apps/web/src/components/Pill.tsx': '../features/booking',
  'apps/web/src/lib/money.ts': '../features/booking/dates',
  'apps/web/src/app/state.ts': undefined,
  // A cycle: each needs the other at run time.
  'apps/server/src/lib/first.ts': './second',
  'apps/server/src/lib/second.ts': './first',
  'apps/web/src/lib/http.ts': '../app/state',
  'apps/web/src/app/router.tsx': '../features/auth/routes/PhonePage',
  // Allowed.
  'apps/server/src/modules/catalog/catalog.service.ts': '../booking',
  'apps/server/src/modules/catalog/catalog.int.test.ts': '../booking/booking.repo',
  'apps/server/src/test/builders.ts': '../modules/booking/booking.repo',
  'apps/server/src/server.ts': './modules/booking',
  'apps/server/src/modules/consultations/holds.repo.ts': './consultations.schema',
  'apps/server/src/db/schema/billing.ts': '../../modules/consultations/consultations.schema',
  'apps/server/src/db/builders/consultations.ts': '../../modules/consultations/consultations.schema',
  'apps/web/src/app/main.tsx': '../features/auth/routes',
  'apps/web/src/features/console/ConsolePage.tsx': '../booking',
  'apps/web/src/features/console/ConsolePage.test.tsx': '../booking/dates',
};

const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function violations(): Promise<string[]> {
  for (const [file, target] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), target ? `import '${target}';\nexport {};\n` : 'export {};\n');
  }
  const result = await cruise(['apps'], { ruleSet: { forbidden }, validate: true, baseDir: root });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map((v: IViolation) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('the module boundaries of npm run lint', () => {
  it('reports every forbidden import under its rule, and nothing else', async () => {
    expect(await violations()).toEqual(
      [
        // A cycle is reported once, from the file where the cruise met it first.
        'no-runtime-cycle: apps/server/src/lib/first.ts → apps/server/src/lib/second.ts',
        'server-lib-is-the-bottom: apps/server/src/lib/route.ts → apps/server/src/modules/auth/index.ts',
        'server-module-table-outside: apps/server/src/jobs/reminders.ts → apps/server/src/modules/consultations/consultations.schema.ts',
        'server-module-table-private: apps/server/src/modules/billing/billing.repo.ts → apps/server/src/modules/consultations/consultations.schema.ts',
        'server-module-through-index: apps/server/src/modules/billing/billing.repo.ts → apps/server/src/modules/consultations/consultations.schema.ts',
        'server-module-through-index: apps/server/src/modules/booking/booking.service.ts → apps/server/src/modules/catalog/catalog.repo.ts',
        'server-modules-below-app: apps/server/src/modules/auth/auth.service.ts → apps/server/src/app.ts',
        'server-outside-modules-through-index: apps/server/src/jobs/holds.ts → apps/server/src/modules/booking/booking.repo.ts',
        'server-providers-below-modules: apps/server/src/providers/sms/index.ts → apps/server/src/modules/auth/index.ts',
        'server-repo-private-across-modules: apps/server/src/modules/booking/booking.service.ts → apps/server/src/modules/catalog/catalog.repo.ts',
        'server-repo-private: apps/server/src/jobs/holds.ts → apps/server/src/modules/booking/booking.repo.ts',
        'web-app-through-index: apps/web/src/app/router.tsx → apps/web/src/features/auth/routes/PhonePage.tsx',
        'web-feature-through-index: apps/web/src/features/billing/PaymentPage.tsx → apps/web/src/features/booking/dates.ts',
        'web-shared-knows-no-feature: apps/web/src/components/Pill.tsx → apps/web/src/features/booking/index.ts',
        'web-shared-knows-no-feature: apps/web/src/lib/http.ts → apps/web/src/app/state.ts',
        'web-shared-knows-no-feature: apps/web/src/lib/money.ts → apps/web/src/features/booking/dates.ts',
      ].sort(),
    );
  });
});
