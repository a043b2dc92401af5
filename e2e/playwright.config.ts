import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { SUITE_TIME } from './clock';

// E2E_PORT lets two runs on one machine (a developer's and CI's) keep out of each other's way.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_HANDOFF_SECRET = 'e2e-native-handoff-secret-0123456789abcdef';

// Browser journeys against the real server (fresh PGlite), in Debian's Chromium at a phone size.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json']],
  // Per port, so two runs at once never write over each other's traces.
  outputDir: process.env.E2E_PORT ? `../test-results/e2e-${E2E_PORT}` : '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    // The built app registers its offline service worker (README "Offline"); requests it answers
    // bypass page.route, which journeys use to fail a chunk or fake a page. offline.spec.ts, the
    // journey about it, allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/App/GetClientConfig`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CAPTCHA_ENABLED: 'true',
      CAPTCHA_MAX_NUMBER: '20000',
      HANDOFF_SECRET: E2E_HANDOFF_SECRET,
      // Every journey signs in from 127.0.0.1; the per-address limit has its own tests.
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
      // The journeys state the time they run at (fixtures.ts sets it before each test): E2E_CLOCK,
      // or a fixed weekday morning (clock.ts says why).
      TEST_CLOCK: 'true',
      TEST_CLOCK_START: SUITE_TIME,
      // Each journey builds the doctors, parents and past consultations it uses (builders.ts)
      // through the test-only data API; no demo data, which proves no journey depends on it.
      TEST_DATA_API: 'true',
      DEMO_DATA: 'false',
    },
  },
});
