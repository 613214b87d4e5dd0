/**
 * Issue 15, the screens on a phone (390 px): the app bar fits, with the language, theme and refresh under "More
 * options" and sign-out always within reach; the menu is a drawer.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  captureScreen,
  describe,
  eventually,
  expectPath,
  expectSignInPage,
  expectVisible,
  test,
} from '../support';
import { signInAdmin } from '../support/adminSession';
import { expectGone } from '../support/profile';

const PHONE = { width: 390, height: 844 };

/** The controls of `within` that stick out of the window, by accessible name (empty when all fit). */
const outsideTheWindow = async (page: Page, within: Locator): Promise<string[]> => {
  const width = page.viewportSize()?.width ?? 0;
  const controls = await within.locator('button, a, [role="img"]').evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.getAttribute('aria-label') || (element.textContent ?? '').trim(),
      left: element.getBoundingClientRect().left,
      right: element.getBoundingClientRect().right,
    })),
  );
  return controls
    .filter((control) => control.left < 0 || control.right > width)
    .map((control) => `${control.name} (${control.left}–${control.right} px)`);
};

/**
 * Waits for the opening menus' and dialogs' transitions to end (not for endless ones, a spinner's), so that a
 * capture shows them whole.
 */
const transitionsDone = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.allSettled(finite.map((animation) => animation.finished));
  });

describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the app bar fits: language, theme and refresh under More options, sign-out in reach', async ({
    page,
  }) => {
    await signInAdmin(page);
    const banner = page.getByRole('banner');
    await expectVisible(banner.getByRole('button', { name: 'Profile' }));
    assert.deepEqual(await outsideTheWindow(page, banner), [], 'app bar controls off-screen');
    await expectVisible(banner.getByRole('img', { name: 'Tenant: Acme Bank' }));
    await captureScreen(page, 'phone-app-bar');

    // The menu is a drawer: opened from the app bar, closed again by choosing an entry.
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expectPath(page, '/users');
    await expectGone(page.getByRole('menuitem', { name: 'Users' }), 'the menu drawer');

    // Language, theme and refresh are under "More options".
    await banner.getByRole('button', { name: 'More options' }).click();
    await expectVisible(page.getByRole('menuitem', { name: 'Refresh' }));
    await transitionsDone(page);
    await captureScreen(page, 'phone-app-bar-more');
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    const more = banner.getByRole('button', { name: 'Weitere Optionen' });
    await expectVisible(more);
    await more.click();
    assert.equal(
      await page.getByRole('menuitemradio', { name: 'Deutsch' }).getAttribute('aria-checked'),
      'true',
    );
    await page.getByRole('menuitem', { name: 'Dunkles Design' }).click();
    await eventually(
      async () => (await page.evaluate(() => localStorage.getItem('theme'))) === 'dark',
      'the dark theme to be chosen',
    );
    await more.click();
    await expectVisible(page.getByRole('menuitem', { name: 'Helles Design' }));
    await page.getByRole('menuitem', { name: 'Aktualisieren' }).click();
    await expectGone(page.getByRole('menu'), 'the More options menu');
    assert.deepEqual(await outsideTheWindow(page, banner), [], 'app bar controls off-screen (de)');

    // The user menu: My profile and Logout.
    await banner.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Mein Profil' }).click();
    await expectPath(page, '/my-profile');
    await banner.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expectSignInPage(page);
  });
});
