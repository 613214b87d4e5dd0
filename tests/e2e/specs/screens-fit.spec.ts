/**
 * Every main screen fits its screen: the administrator (Acme Bank) opens the dashboard, every list of the menu,
 * a record and a form of the main resources and "My profile", at 1440 px and at 390 px, in light and dark, in
 * English and German. The document may never be wider than the window (the offending screen is named), and
 * each screen is captured into tests/e2e/artifacts/screens/fit-<locale>-<theme>-<width>-<screen>.png.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BASE_URL, captureScreen, describe, eventually, expectPath, test } from '../support';
import { signInAdmin } from '../support/adminSession';

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The resources whose record page and form are among the main screens. */
const RECORD_SCREENS = [
  'verifications',
  'transactions',
  'users',
  'tenants',
  'merchants',
  'workflows',
];
/** Forms reached by their address: a create form where one exists, an edit form otherwise. */
const FORM_SCREENS = ['/users/create', '/workflows/create', '/tenants/create', '/groups/create'];

interface Screen {
  name: string;
  path: string;
}

/** Opens a path inside the running app (the router follows history changes), without reloading the shell. */
const openInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expectPath(page, new URL(path, BASE_URL).pathname);
};

/**
 * Settled: the screen's code and data have arrived (no skeleton, no spinning loading indicator; a determinate bar
 * kept in place at 0 does not count) and fonts are drawn.
 */
const settled = async (page: Page, name: string): Promise<void> => {
  await page.getByRole('main').waitFor();
  const loading = page.locator('[role="progressbar"]:not([aria-valuenow]):visible');
  await eventually(async () => (await loading.count()) === 0, `${name} to finish loading`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

/** The menu's resource lists (links to a path of one segment, the dashboard aside). */
const menuLists = async (page: Page): Promise<Screen[]> => {
  const menu = page.getByRole('menuitem');
  await menu.first().waitFor();
  const hrefs = await menu.evaluateAll((items) =>
    items.map((item) => item.getAttribute('href') ?? ''),
  );
  return hrefs
    .filter((href) => /^\/[a-z-]+$/.test(href) && href !== '/dashboard')
    .map((path) => ({ name: `list${path.replace('/', '-')}`, path }));
};

/** The first record's page of each record resource, opened from its list at desktop width. */
const recordScreens = async (page: Page): Promise<Screen[]> => {
  const screens: Screen[] = [];
  for (const resource of RECORD_SCREENS) {
    await openInApp(page, `/${resource}`);
    const firstRow = page.locator('tbody tr.RaDatagrid-clickableRow').first();
    await firstRow.waitFor();
    await firstRow.locator('td:not(:has(input, a, button))').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`/${resource}/`), {
      waitUntil: 'commit',
    });
    const { pathname } = new URL(page.url());
    screens.push({ name: `show-${resource}`, path: pathname });
  }
  return screens;
};

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
  const lists = await menuLists(page);
  const screens: Screen[] = [
    { name: 'dashboard', path: '/dashboard' },
    ...lists,
    ...(await recordScreens(page)),
    ...FORM_SCREENS.map((path) => ({ name: `form${path.replaceAll('/', '-')}`, path })),
    { name: 'my-profile', path: '/my-profile' },
  ];
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
