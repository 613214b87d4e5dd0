/**
 * Tiny assertion helpers over playwright-core locators (it ships no `expect`). Every wait is bounded by the
 * context's default timeout (TIMEOUTS.step) and waits for a state, never for a fixed time.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { TIMEOUTS } from './env';

/** Waits until the (first) element is visible. */
export const expectVisible = async (
  locator: Locator,
  timeout: number = TIMEOUTS.step,
): Promise<void> => {
  await locator.first().waitFor({ state: 'visible', timeout });
};

/** Waits until the page shows `text` (exact substring match, case-sensitive). */
export const expectText = async (page: Page, text: string, timeout?: number): Promise<void> => {
  await expectVisible(page.getByText(text, { exact: false }), timeout);
};

/** Asserts that nothing matches right now; call it once the page has reached the state under test. */
export const expectAbsent = async (locator: Locator, what: string): Promise<void> => {
  assert.equal(await locator.count(), 0, `expected no ${what} on the page`);
};

/**
 * Waits until nothing matching is visible: for what an action removes (a closing dialog, a deleted row), where
 * the page may still be on its way from the old state.
 */
export const expectGone = async (
  locator: Locator,
  what: string,
  timeout: number = TIMEOUTS.step,
): Promise<void> => {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch (error) {
    throw new Error(`expected ${what} to go from the page`, { cause: error });
  }
};

/** Waits until the URL's pathname is `path` (or matches it). */
export const expectPath = async (
  page: Page,
  path: string | RegExp,
  timeout: number = TIMEOUTS.navigation,
): Promise<URL> => {
  const matches = (url: URL) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
  try {
    await page.waitForURL(matches, { timeout, waitUntil: 'commit' });
  } catch (error) {
    throw new Error(`expected path ${String(path)}, still at ${page.url()}`, { cause: error });
  }
  return new URL(page.url());
};

/**
 * Waits until a react-admin list has applied `expected` (a subset of its filter, compared as JSON values) to
 * the URL. Lists apply typed filters after a debounce; acting on the rows before that lets the late
 * navigation pull the page back to the list.
 */
export const expectListFilter = async (
  page: Page,
  expected: Record<string, unknown>,
  timeout: number = TIMEOUTS.step,
): Promise<void> => {
  const applied = (url: URL): boolean => {
    let filter: Record<string, unknown>;
    try {
      filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    } catch {
      return false;
    }
    return Object.entries(expected).every(
      ([key, value]) => JSON.stringify(filter[key]) === JSON.stringify(value),
    );
  };
  try {
    await page.waitForURL(applied, { timeout, waitUntil: 'commit' });
  } catch (error) {
    throw new Error(`expected the list filter ${JSON.stringify(expected)} in ${page.url()}`, {
      cause: error,
    });
  }
};

/** Polls `check` (no fixed sleep: short steps up to a bounded deadline) until it returns true. */
export const eventually = async (
  check: () => Promise<boolean>,
  what: string,
  timeout: number = TIMEOUTS.step,
): Promise<void> => {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out after ${timeout} ms waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export const expectEnabled = (locator: Locator, what: string): Promise<void> =>
  eventually(() => locator.isEnabled(), `${what} to be enabled`);

export const expectDisabled = (locator: Locator, what: string): Promise<void> =>
  eventually(() => locator.isDisabled(), `${what} to be disabled`);

/** Waits until one of the URLs visited from index `since` on has the pathname `path`. */
export const expectVisitedSince = (
  visited: readonly URL[],
  since: number,
  path: string,
  timeout: number = TIMEOUTS.navigation,
): Promise<void> =>
  eventually(
    async () => visited.slice(since).some((url) => url.pathname === path),
    `a visit to ${path} (visited so far: ${visited
      .slice(since)
      .map((url) => url.pathname)
      .join(' -> ')})`,
    timeout,
  );

/**
 * Replaces the whole text of a code editor (CodeMirror) as a person does: a click, select all with the keyboard,
 * the new text; then waits until the editor holds exactly it. Playwright's `fill` selects through the DOM, which
 * the editor may redraw (its language arriving) before reading: the text then lands before the old one.
 */
export const replaceCode = async (page: Page, editor: Locator, text: string): Promise<void> => {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  await eventually(
    async () => (await editor.innerText()) === text,
    'the editor to hold the new text',
  );
};
