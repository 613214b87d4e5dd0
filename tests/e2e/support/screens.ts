/**
 * Screenshots of the main screens, taken in every run into tests/e2e/artifacts/screens/ for review.
 * Taken only after the test asserted that the screen is the expected one.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENS_DIR } from './env';

export const captureScreen = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: true });
};
