/**
 * The end-to-end fixtures. Each Playwright worker gets its own platform: a copy of the seeded database made by
 * the global set-up, an emulator on it and a `vite preview` of the production build in front of that, on the
 * worker's ports (env.ts). Before every test the emulator goes back to that database (a file copy, not a
 * re-seed), so tests neither see nor depend on each other's changes. Every test gets a new browser context
 * (Playwright starts each worker's Chromium with a fresh user-data-dir and the flags CI requires); on failure
 * the page's log (addresses visited, console errors, failed requests, HTTP errors) is attached beside
 * Playwright's screenshot and trace.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { ROOT, startEmulator } from '../../../scripts/lib/emulator';
import {
  localBin,
  startProcess,
  stopProcess,
  waitForHttp,
} from '../../../scripts/lib/processes.mjs';
import { BASE_URL, MOCK_PORT, PORTAL_PORT } from './env';
import { resetMock } from './mock';
import { trackVisits } from './platform';

interface TestFixtures {
  /**
   * Every URL the page's main frame has been at, in order (full loads and history-API changes). Lets a test
   * assert that a redirect chain passed through a page that is left again at once, e.g. /login on the way to
   * the sign-in page, without racing against it.
   */
  visited: URL[];
  /** Puts the emulator back to the seeded database before the test. */
  seeded: void;
}

/** The worker's emulator, which a test may stop and start again (an outage of the platform behind the portal). */
export interface PlatformApi {
  /** Stops the emulator: the portal's proxy then answers every API call with an empty 500, as in production. */
  stop(): Promise<void>;
  /** Starts it again on the same database. */
  start(): Promise<void>;
  readonly running: boolean;
}

interface WorkerFixtures {
  /** This worker's emulator and portal, running for as long as the worker. */
  platform: PlatformApi;
}

/** Set by the global set-up: the seeded data directory every worker copies. */
const templateDir = (): string => {
  const dir = process.env.E2E_TEMPLATE_DIR;
  if (!dir) throw new Error('E2E_TEMPLATE_DIR is not set: run the suite with `npm run e2e`.');
  return dir;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  platform: [
    // Playwright reads the fixtures a fixture needs from its first parameter's pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = mkdtempSync(join(process.env.E2E_TMP_DIR ?? tmpdir(), 'worker-'));
      cpSync(templateDir(), dataDir, { recursive: true });
      const verbose = Boolean(process.env.E2E_VERBOSE);
      // The preview's proxy proves itself with this, so the emulator believes its X-Forwarded-For.
      const proxySecret = randomBytes(24).toString('base64url');
      const start = () =>
        startEmulator({
          dataDir,
          port: MOCK_PORT,
          env: { MOCK_CONTROL: '1', PORTAL_ORIGIN: BASE_URL, TRUST_PROXY_SECRET: proxySecret },
          verbose,
        });
      let emulator: Awaited<ReturnType<typeof startEmulator>> | null = await start();
      const api: PlatformApi = {
        stop: async () => {
          await emulator?.stop();
          emulator = null;
        },
        start: async () => {
          emulator ??= await start();
        },
        get running() {
          return emulator !== null;
        },
      };
      const preview = startProcess({
        name: `preview-${PORTAL_PORT}`,
        colour: 'cyan',
        cwd: ROOT,
        command: localBin(ROOT, 'vite'),
        args: [
          'preview',
          '--outDir',
          process.env.E2E_OUT_DIR ?? 'dist',
          '--port',
          String(PORTAL_PORT),
          '--strictPort',
        ],
        env: { MOCK_PORT: String(MOCK_PORT), TRUST_PROXY_SECRET: proxySecret },
        quiet: !verbose,
      });
      try {
        await waitForHttp(`${BASE_URL}/login`, {
          child: preview,
          timeoutMs: 60_000,
          accept: (response) => response.ok,
        });
        await provide(api);
      } finally {
        await stopProcess(preview);
        await api.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true },
  ],

  seeded: [
    async ({ platform }, provide) => {
      // A test that stopped the platform and failed before starting it again must not fail the next one.
      await platform.start();
      await resetMock();
      await provide();
    },
    { auto: true },
  ],

  page: async ({ page }, provide, testInfo) => {
    const pageLog: string[] = [];
    // Whatever the portal's or the sign-in page's Content-Security-Policy blocks breaks the page somewhere:
    // every test fails on it, so the policy is checked on every screen the suite opens.
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        pageLog.push(`console.${message.type()}: ${message.text()}`);
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        cspViolations.push(message.text());
    });
    page.on('pageerror', (error) => pageLog.push(`pageerror: ${error.message}`));
    page.on('requestfailed', (request) =>
      pageLog.push(
        `requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
      ),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) pageLog.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) pageLog.push(`at ${frame.url()}`);
    });
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('page-log', {
        body: pageLog.join('\n') + '\n',
        contentType: 'text/plain',
      });
    if (cspViolations.length > 0)
      throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
  },

  visited: async ({ page }, provide) => {
    await provide(trackVisits(page));
  },
});

export const describe = test.describe;
