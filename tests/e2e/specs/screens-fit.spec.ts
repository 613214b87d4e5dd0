/**
 * Every main screen fits its screen: the administrator (Acme Bank) opens the dashboard, every list of the menu,
 * a record and a form of the main resources and "My profile", at 1440 px and at 390 px, in light and dark, in
 * English and German. The document may never be wider than the window (the offending screen is named), and
 * each screen is captured into tests/e2e/artifacts/screens/fit-<locale>-<theme>-<width>-<screen>.png.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { captureScreen, describe, mainScreens, openInApp, settled, test } from '../support';
import { signInAdmin } from '../support/adminSession';

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const fits = async (page: Page, screen: string): Promise<void> => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(
    scrollWidth <= innerWidth,
    `${screen}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`,
  );
};

const checkScreens = async (page: Page, locale: 'en' | 'de', theme: 'light' | 'dark') => {
  await signInAdmin(page);
  // The stored preferences the language menu and the theme toggle keep, then a reload as a returning user.
  await page.evaluate(
    ([code, mode]) => {
      localStorage.setItem('locale', code);
      localStorage.setItem('theme', mode);
    },
    [locale, theme] as const,
  );
  await page.reload();
  await page.setViewportSize(WIDTHS[0]);
  const screens = await mainScreens(page);
  const failures: string[] = [];
  for (const size of WIDTHS) {
    // Opened afresh at this width, as on that device (the menu is a closed drawer on a phone).
    await page.setViewportSize(size);
    await page.reload();
    await page.getByRole('main').waitFor();
    // The chosen theme outlives each reload (the shell keeps it as it shows it).
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), theme);
    for (const screen of screens) {
      const label = `${screen.name} at ${size.width} px (${locale}, ${theme})`;
      await openInApp(page, screen.path);
      await settled(page, label);
      await captureScreen(page, `fit-${locale}-${theme}-${size.width}-${screen.name}`);
      try {
        await fits(page, label);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  }
  assert.deepEqual(failures, [], `screens wider than the window:\n${failures.join('\n')}`);
};

describe('every main screen fits', () => {
  test.describe.configure({ timeout: 600_000 });
  for (const locale of ['en', 'de'] as const)
    for (const theme of ['light', 'dark'] as const)
      test(`at 1440 and 390 px in ${locale === 'en' ? 'English' : 'German'}, ${theme}`, ({
        page,
      }) => checkScreens(page, locale, theme));
});
