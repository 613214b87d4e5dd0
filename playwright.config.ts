/**
 * `npm run e2e`: the end-to-end suite, Playwright's runner driving Debian's Chromium (never a downloaded
 * browser) against the production build and the platform emulator. Each worker has its own emulator, database
 * copy and portal (tests/e2e/support/browser.ts); E2E_WORKERS sets how many run at once.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/chromium';
import { ARTIFACTS_DIR, CHROMIUM_PATH, TIMEOUTS } from './tests/e2e/support/env';

const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'tests/e2e/specs',
  testMatch: '*.spec.ts',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  outputDir: `${ARTIFACTS_DIR}/results`,
  timeout: TIMEOUTS.test,
  // The whole run, bounded: a hung browser or server ends the run with a failure instead of holding CI. The
  // suite takes about 28 minutes on CI's two cores today; the bound leaves room for a slow machine.
  globalTimeout: Number(process.env.E2E_TIMEOUT_MS ?? 50 * 60 * 1000),
  workers,
  // Every test starts from the seeded database, so any test can run on any worker.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list', { printSteps: false }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    actionTimeout: TIMEOUTS.step,
    navigationTimeout: TIMEOUTS.navigation,
    screenshot: 'only-on-failure',
    // Kept on failure with its DOM snapshots and network log; without the screencast, which made every test
    // about a quarter slower (the failure screenshot shows the last frame). Not recorded on CI, where a trace
    // stays on the machine that ran it: its log keeps each failure's page log and screenshot path instead.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
});
