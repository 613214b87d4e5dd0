/**
 * Every main screen fits its screen: the administrator (Acme Bank) opens the dashboard, every list of the menu,
 * a record and a form of the main resources and "My profile", at 1440 px and at 390 px, in light and dark, in
 * English and German. The document may never be wider than the window (the offending screen is named), and
 * each screen is captured into tests/e2e/artifacts/screens/fit-<locale>-<theme>-<width>-<screen>.png.
 * Then the record page of every resource that has one, at 390 px: it fits too, and its content beyond the
 * window's edge (a wide table, a stack trace) scrolls inside its own box (fit-record-390-<screen>.png).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  captureScreen,
  describe,
  eventually,
  mainScreens,
  openInApp,
  recordPages,
  settled,
  test,
} from '../support';
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

/**
 * Fails when content of the page (text, a control, an image) lies beyond the window's sides outside every box that
 * scrolls sideways: such content (a wide table in a card that clips it) is out of reach even though the page fits.
 */
const inReach = async (page: Page, screen: string): Promise<void> => {
  const outside = await page.evaluate(() => {
    const width = window.innerWidth;
    const main = document.querySelector('main');
    const isContent = (element: Element) =>
      element.matches('img, svg, canvas, input, select, textarea, button') ||
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
    const inWindow = (box: DOMRect) => box.left >= -1 && box.right <= width + 1;
    // A box that scrolls sideways and lies in the window itself (one the page's card cut off does not count).
    const scrollsInWindow = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
      inWindow(element.getBoundingClientRect());
    const found: string[] = [];
    for (const element of main?.querySelectorAll('*') ?? []) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || inWindow(box) || !isContent(element)) continue;
      let parent = element.parentElement;
      while (parent && parent !== main && !scrollsInWindow(parent)) parent = parent.parentElement;
      if (parent && parent !== main) continue;
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      found.push(
        `<${element.tagName.toLowerCase()}> "${text.slice(0, 40)}" at ${Math.round(box.left)}–${Math.round(box.right)} px`,
      );
    }
    return found;
  });
  assert.ok(
    outside.length === 0,
    `${screen}: content beyond the window that does not scroll: ${outside.join('; ')}`,
  );
};

/**
 * Fails when a box that scrolls sideways has collapsed: narrower than a column of the page could be, with content
 * wider than itself (a members table that took its width from nothing showed 50 px of itself, names broken).
 */
const notCollapsed = async (page: Page, screen: string): Promise<void> => {
  const collapsed = await page.evaluate(() =>
    [...(document.querySelector('main')?.querySelectorAll('*') ?? [])]
      .filter(
        (element) =>
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
          element.clientWidth > 0 &&
          element.clientWidth < 120 &&
          element.scrollWidth > element.clientWidth + 1,
      )
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> ${element.clientWidth} px showing ${element.scrollWidth} px ("${(element.textContent ?? '').trim().slice(0, 30)}")`,
      ),
  );
  assert.ok(
    collapsed.length === 0,
    `${screen}: collapsed scrolling boxes: ${collapsed.join('; ')}`,
  );
};

/** Record pages the walk must reach (the menu decides the rest): wide tables, stack traces, tabs, panels. */
const REPRESENTATIVE = [
  'dead-letter-jobs',
  'verifications',
  'merchants',
  'mail-templates',
  'experiments',
  'workflows',
  'users',
];

/**
 * The record page of every resource that has one, at 390 px (English, light): a wide part of a record (a table, a
 * stack trace) scrolls inside its own box, neither widening the page nor cut off by it. Each page is judged once
 * its panels have arrived (no skeleton left), since a panel's content is what may be wide.
 */
const checkRecordPages = async (page: Page) => {
  await signInAdmin(page);
  const pages = await recordPages(page);
  for (const resource of REPRESENTATIVE)
    assert.ok(
      pages.some((screen) => screen.name === `show-${resource}`),
      `the walk opens a ${resource} record (${pages.map((screen) => screen.name).join(', ')})`,
    );
  const phone = WIDTHS[1];
  await page.setViewportSize(phone);
  await page.reload();
  await page.getByRole('main').waitFor();
  // Loading: an indicator named so, or a skeleton standing for a panel. Not any spinner: a running workflow
  // execution's last step is one for as long as it runs.
  const loading = page
    .getByRole('progressbar', { name: /^Loading/ })
    .or(page.locator('.MuiSkeleton-root'))
    .locator('visible=true');
  // The record page on screen; the one left behind is marked, so that it never passes for the next one.
  const recordPage = page.locator('main .show-page:not([data-left])');
  const failures: string[] = [];
  for (const screen of pages) {
    const label = `${screen.name} at ${phone.width} px`;
    await recordPage.evaluateAll((left) =>
      left.forEach((element) => element.setAttribute('data-left', '')),
    );
    await openInApp(page, screen.path);
    await recordPage.waitFor();
    await eventually(async () => (await loading.count()) === 0, `${label} to finish loading`);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await captureScreen(page, `fit-record-${phone.width}-${screen.name}`);
    try {
      await fits(page, label);
      await inReach(page, label);
      await notCollapsed(page, label);
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  assert.deepEqual(failures, [], `record pages that do not fit:\n${failures.join('\n')}`);
};

describe('every record page fits', () => {
  test.describe.configure({ timeout: 300_000 });
  test('at 390 px', ({ page }) => checkRecordPages(page));
});
