/**
 * One fresh Chromium per test: a new temp user-data-dir, a persistent context in it (Playwright refuses
 * `--user-data-dir` in launch args), the exact flags CI uses, and a failure screenshot + page log in
 * tests/e2e/artifacts/ when the test throws.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../scripts/lib/chromium';
import { ARTIFACTS_DIR, CHROMIUM_PATH, TIMEOUTS } from './env';

export interface E2EContext {
  page: Page;
  context: BrowserContext;
  /**
   * Every URL the page's main frame has been at, in order (full loads and history-API changes). Lets a test
   * assert that a redirect chain passed through a page that is left again at once, e.g. /login on the way to
   * the sign-in page, without racing against it.
   */
  visited: URL[];
}

const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

const openBrowser = async (): Promise<{ context: BrowserContext; userDataDir: string }> => {
  const userDataDir = mkdtempSync(join(process.env.E2E_TMP_DIR ?? tmpdir(), 'chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    timeout: TIMEOUTS.navigation,
  });
  context.setDefaultTimeout(TIMEOUTS.step);
  context.setDefaultNavigationTimeout(TIMEOUTS.navigation);
  return { context, userDataDir };
};

/**
 * Declares a node:test test that gets a fresh browser and page. On failure it saves
 * `artifacts/<test>.png` and `artifacts/<test>.log` (the URLs visited, browser console errors, page errors,
 * failed requests and HTTP errors).
 */
export const e2eTest = (name: string, body: (ctx: E2EContext) => Promise<void>): void => {
  test(name, { timeout: TIMEOUTS.test }, async () => {
    const { context, userDataDir } = await openBrowser();
    const pageLog: string[] = [];
    const visited: URL[] = [];
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()));
      });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          pageLog.push(`console.${message.type()}: ${message.text()}`);
        }
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
      try {
        await body({ page, context, visited });
      } catch (error) {
        mkdirSync(ARTIFACTS_DIR, { recursive: true });
        const base = join(ARTIFACTS_DIR, slug(name));
        await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
        const trail = visited.map((url) => url.pathname + url.search).join('\n  -> ');
        const report = [`URL: ${page.url()}`, `Visited:\n     ${trail}`, ...pageLog];
        writeFileSync(`${base}.log`, report.join('\n') + '\n');
        console.error(`  failure screenshot: ${base}.png (URL ${page.url()})`);
        throw error;
      }
    } finally {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
};
