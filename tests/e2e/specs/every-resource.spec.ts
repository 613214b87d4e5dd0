/**
 * Every registered resource, as the administrator, in English and German: the menu lists it, its list shows
 * rows, a row opens the record (where the resource has one), and no raw i18n key (`resources.…`, `ra.…`) is visible anywhere on the way.
 * Generated from the menu itself, so a resource added to the registry is checked without editing this file.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BASE_URL, test, expectPath, describe } from '../support';
import { signInAdmin } from '../support/adminSession';

const RAW_KEY = /\b(?:resources|ra|app|kit)\.[A-Za-z][\w-]*\.[\w.-]+/;

const expectNoRawKeys = async (page: Page, where: string) => {
  const text = await page.locator('body').innerText();
  const match = RAW_KEY.exec(text);
  assert.equal(match, null, `raw i18n key "${match?.[0]}" visible on ${where}`);
};

/** The menu's resource entries (links to a path of one segment, the dashboard aside). */
const resourcePaths = async (page: Page): Promise<string[]> => {
  const menu = page.getByRole('menuitem');
  await menu.first().waitFor();
  const hrefs = await menu.evaluateAll((items) =>
    items.map((item) => item.getAttribute('href') ?? ''),
  );
  return hrefs.filter((href) => /^\/[a-z-]+$/.test(href) && href !== '/dashboard');
};

const visitEveryResource = async (page: Page, locale: 'en' | 'de') => {
  await signInAdmin(page);
  await page.evaluate((code) => localStorage.setItem('locale', code), locale);
  await page.reload();
  const paths = await resourcePaths(page);
  assert.ok(
    paths.includes('/sub-processors'),
    `the menu lists sub-processors (${paths.join(', ')})`,
  );
  for (const path of paths) {
    await page.goto(`${BASE_URL}${path}`);
    await expectPath(page, path);
    const firstRow = page.locator('tbody tr').first();
    await firstRow.waitFor();
    await expectNoRawKeys(page, `${path} (${locale})`);
    // Resources with a record page have clickable rows (reports, for one, are downloaded, not opened).
    if (!(await firstRow.evaluate((row) => row.classList.contains('RaDatagrid-clickableRow'))))
      continue;
    // A plain cell (not the selection box, not a link to another resource) opens the row's own record.
    await firstRow.locator('td:not(:has(input, a, button))').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`${path}/`), { waitUntil: 'commit' });
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoRawKeys(page, `${page.url()} (${locale})`);
  }
};

describe('every registered resource', () => {
  test('opens with rows and a record in English', ({ page }) => visitEveryResource(page, 'en'));
  test('opens with rows and a record in German', ({ page }) => visitEveryResource(page, 'de'));
});
