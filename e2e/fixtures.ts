import { type BrowserContext, type BrowserContextOptions, test as base, expect } from '@playwright/test';
import { paths } from '../packages/contract/src/paths';
import { checkedTime, SUITE_TIME } from './clock';

/**
 * Every journey imports `test` and `expect` from here. Before a test runs, the server's clock
 * (TEST_CLOCK, POST /api/test/clock) and the page's clock (Playwright's clock, installed before the
 * first navigation) are both set to the test's `at`; both then run on with real time, so polling,
 * countdowns and toasts behave as they would at that hour. A test states its own time with
 * `test.use({ at: '2026-11-25T13:30:00+05:30' })`; without it, it runs at the suite's time
 * (E2E_CLOCK). The pages are also watched for Content-Security-Policy violations: any fails the test.
 */
export interface JourneyFixtures {
  /** The instant the test runs at, ISO 8601 with an offset. */
  at: string;
  /**
   * The test's now: `at` plus the time the test has been running (the server's and pages' clocks
   * move alike). Automatic: setting it up sets both clocks and starts the policy watch.
   */
  now: () => Date;
  /** The Content-Security-Policy violations the test's pages reported; it must be empty when the test ends. */
  policyViolations: string[];
  /** Another person's device: a new browser context on the test's clock, watched alike, closed at the end. */
  newContextAt: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/** How the init script tells the test runner about a violation (a console line no app writes). */
const VIOLATION = '[e2e:csp-violation] ';

/** Installs the test's clock in a context, and collects its pages' policy violations. */
async function prepareContext(context: BrowserContext, time: Date | string, violations: string[]) {
  await context.clock.install({ time });
  context.on('console', (message) => {
    if (message.text().startsWith(VIOLATION)) violations.push(message.text().slice(VIOLATION.length));
  });
  // Chromium fires this for enforced and report-only policies alike; both mean the page broke it.
  await context.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || document.location.href}:${event.lineNumber}`;
      console.error(
        `${mark}${event.disposition} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${where}`,
      );
    });
  }, VIOLATION);
}

export const test = base.extend<JourneyFixtures>({
  at: [SUITE_TIME, { option: true }],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  policyViolations: async ({}, use) => {
    await use([]);
  },

  now: [
    async ({ at, context, policyViolations }, use) => {
      checkedTime(at, "the test's `at`");
      const res = await context.request.post(paths.testClock, { data: { now: at } });
      if (!res.ok()) {
        throw new Error(
          `The server's clock could not be set to ${at} (HTTP ${res.status()}): the e2e server runs with TEST_CLOCK=true (playwright.config.ts).`,
        );
      }
      await prepareContext(context, at, policyViolations);
      const started = performance.now();
      await use(() => new Date(Date.parse(at) + (performance.now() - started)));
      expect(policyViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  newContextAt: async ({ browser, now, policyViolations }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      await prepareContext(context, now(), policyViolations);
      return context;
    });
    for (const context of opened) await context.close();
  },
});

export { expect };
