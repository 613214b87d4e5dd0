/**
 * The main screens and how to walk them. The administrator's main screens are the dashboard, every list of the
 * menu (so a resource added to the registry is walked without editing a spec), a record and a form of the main
 * resources and "My profile". screens-fit.spec.ts and accessibility.spec.ts walk the same list.
 *
 * Screenshots of the main screens are taken in every run into tests/e2e/artifacts/screens/ for review, only
 * after the test asserted that the screen is the expected one.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_URL, SCREENS_DIR } from './env';
import { eventually, expectPath } from './expect';

/**
 * A screenshot for review: the whole page, or, while a modal dialog is open, what the viewport shows. A full-page
 * capture lays the page out at its full height for a moment, and twice a dialog open during one was gone
 * afterwards (users CSV import); the dialog is what such a shot is for, and it sits in the viewport.
 */
export const captureScreen = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const dialogOpen = (await page.locator('[role="dialog"][aria-modal="true"]').count()) > 0;
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: !dialogOpen });
};

export interface Screen {
  name: string;
  path: string;
}

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

/** Opens a path inside the running app (the router follows history changes), without reloading the shell. */
export const openInApp = async (page: Page, path: string): Promise<void> => {
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
export const settled = async (page: Page, name: string): Promise<void> => {
  await page.getByRole('main').waitFor();
  const loading = page.locator('[role="progressbar"]:not([aria-valuenow]):visible');
  await eventually(async () => (await loading.count()) === 0, `${name} to finish loading`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

/** The menu's resource lists (links to a path of one segment, the dashboard aside). */
export const menuLists = async (page: Page): Promise<Screen[]> => {
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

/**
 * The first record's page of every menu list whose rows open a record page (`/<resource>/<id>/show`), opened
 * from its list at desktop width: a resource added to the registry is walked without editing a spec. Lists whose
 * rows open nothing (reports are downloaded) or open an edit form are left out.
 */
export const recordPages = async (page: Page): Promise<Screen[]> => {
  const screens: Screen[] = [];
  for (const list of await menuLists(page)) {
    // Loaded afresh: the previous record's page may hold tables too, which must not pass for this list's rows.
    await page.goto(`${BASE_URL}${list.path}`);
    await page.locator('main tbody tr').first().waitFor();
    await settled(page, list.name);
    // A row of the list itself (a panel above it may hold a table of its own: the dead-letter queue's groups;
    // a menu entry may be a page of its own with a table: risk management).
    const firstRow = page.locator('tbody tr.RaDatagrid-clickableRow').first();
    if ((await firstRow.count()) === 0) continue;
    await firstRow.locator('td:not(:has(input, a, button))').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`${list.path}/`), {
      waitUntil: 'commit',
    });
    const { pathname } = new URL(page.url());
    if (pathname.endsWith('/show'))
      screens.push({ name: `show${list.path.replace('/', '-')}`, path: pathname });
  }
  return screens;
};

/**
 * Every main screen of the signed-in administrator, in walking order. Reads the menu and opens the record
 * lists to find their first records, so the page must show the shell at desktop width.
 */
export const mainScreens = async (page: Page): Promise<Screen[]> => {
  const lists = await menuLists(page);
  return [
    { name: 'dashboard', path: '/dashboard' },
    ...lists,
    ...(await recordScreens(page)),
    ...FORM_SCREENS.map((path) => ({ name: `form${path.replaceAll('/', '-')}`, path })),
    { name: 'my-profile', path: '/my-profile' },
  ];
};
