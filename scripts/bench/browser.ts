/** What the benchmarks share: Chromium with the project's flags, and the real sign-in of a demo account. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../lib/chromium';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs `run` with a new Chromium on a fresh profile (a cold cache); removes the profile afterwards. */
export const withFreshBrowser = async <T>(
  run: (context: BrowserContext, page: Page) => Promise<T>,
): Promise<T> => {
  const profile = mkdtempSync(join(tmpdir(), 'trustdesk-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  try {
    return await run(context, context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};

/** The demo agent (one tenant, so no tenant step) signs in through the real pages and reaches the dashboard. */
export const signInAgent = async (page: Page, portal: string): Promise<void> => {
  await page.goto(`${portal}/login`);
  await page.getByLabel('Email', { exact: true }).fill('agent@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
};
