import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { callingCodes } from './apps/web/build/calling-codes.ts';
import { routeTable } from './apps/web/build/route-table.ts';

// Two tiers (design §4.9): unit tests beside the code, database tests (*.int.test.ts) that
// run against PGlite always and against the PostgreSQL server when it answers.
export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores: one on a 2-core machine, where the
    // files spend most of their time waiting on a database or a child process (decision 0062).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The web app's build-time modules (virtual:calling-codes, virtual:route-table) resolve in tests too.
        plugins: [callingCodes(), routeTable()],
        test: {
          name: 'unit',
          // Component tests (*.test.tsx) run in happy-dom, named by a `@vitest-environment` line
          // at the top of each file; the rest stay in node.
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            // The web build's own plugins.
            'apps/web/build/*.test.ts',
            'apps/web/src/**/*.test.tsx',
            // Repository checks: declared dependencies, the Node engines.
            'scripts/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // jest-dom's matchers, and the web fake server's check against the contract.
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Vitest's 5 s default failed a CPU-bound test on CI's loaded two cores (3× slower there).
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'int',
          include: ['apps/server/src/**/*.int.test.ts'],
          // The server's modules are loaded once a worker, not once a file: each file builds its
          // own app, database and clock, and loading them again cost ~6 s a file (decision 0062).
          isolate: false,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
