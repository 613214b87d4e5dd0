/**
 * Issue 15, the screens on a phone (390 px): the app bar fits, with the language, theme and refresh under "More
 * options" and sign-out always within reach; the menu is a drawer. Lists fit the screen, their actions in one
 * labelled "Actions" menu and a wide table scrolling inside its card; a record's actions (the destructive ones
 * too) carry their words, and their dialogs fit.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  BASE_URL,
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

/** Fails when the document is wider than the window (the page scrolls sideways). */
const expectPageFits = async (page: Page, where: string): Promise<void> => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${where} is ${scrollWidth} px wide in ${innerWidth} px`);
};

/** Fails unless the element lies wholly inside the window. */
const expectInWindow = async (page: Page, locator: Locator, what: string): Promise<void> => {
  await expectVisible(locator);
  const box = await locator.first().boundingBox();
  const size = page.viewportSize();
  assert.ok(box && size, `${what} has no box`);
  assert.ok(
    box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= size.width &&
      box.y + box.height <= size.height,
    `${what} at ${box.x},${box.y} ${box.width}x${box.height} is outside the ${size.width}x${size.height} window`,
  );
};

/** Opens the toolbar's "Actions" menu and returns it (the labelled group of actions). */
const openActions = async (page: Page): Promise<Locator> => {
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  const actions = page.getByRole('group', { name: 'Actions' });
  await expectVisible(actions);
  return actions;
};

/** Opens the first row's record from a list at its address. */
const openFirstRecord = async (page: Page, path: string): Promise<void> => {
  await page.goto(`${BASE_URL}${path}`);
  await page.locator('tbody tr').first().locator('td:not(:has(input, a, button))').first().click();
  await page.waitForURL((url) => url.pathname.startsWith(`${path}/`), { waitUntil: 'commit' });
};

describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the app bar fits: language, theme and refresh under More options, sign-out in reach', async ({
    page,
  }) => {
    await signInAdmin(page);
    const banner = page.getByRole('banner');
    await expectVisible(banner.getByRole('button', { name: 'Profile' }));
    assert.deepEqual(await outsideTheWindow(page, banner), [], 'app bar controls off-screen');
    // The administrator works in two tenants: on a phone the tenant is an icon button that opens the switch.
    await banner.getByRole('button', { name: 'Tenant: Acme Bank' }).click();
    await expectVisible(
      page
        .getByRole('menu', { name: 'Switch tenant' })
        .getByRole('menuitem', { name: 'Globex Pay' }),
    );
    await page.keyboard.press('Escape');
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

  test('lists fit: their actions in a labelled Actions menu, a wide table scrolls in its card', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/verifications`);
    await page.locator('tbody tr').first().waitFor();
    await expectPageFits(page, 'the verifications list');
    const reviewNext = page.getByRole('button', { name: 'Review next' });
    await expectGone(reviewNext, 'Review next outside the Actions menu');
    // The table keeps its columns and scrolls sideways inside its card.
    assert.ok(
      await page
        .locator('.RaDatagrid-tableWrapper')
        .evaluate((wrapper) => wrapper.scrollWidth > wrapper.clientWidth),
      'the verifications table scrolls inside its card',
    );
    const actions = await openActions(page);
    await expectInWindow(page, actions, 'the Actions menu');
    await expectVisible(actions.getByRole('button', { name: 'Export', exact: true }));
    await transitionsDone(page);
    await captureScreen(page, 'phone-list-actions');
    await actions.getByRole('button', { name: 'Review next' }).click();
    await expectPath(page, '/verifications/review');

    await page.goto(`${BASE_URL}/users`);
    await page.locator('tbody tr').first().waitFor();
    await expectPageFits(page, 'the users list');
    const userActions = await openActions(page);
    await expectInWindow(page, userActions.getByRole('link', { name: 'Invite user' }), 'Invite');
    for (const name of ['Import CSV', 'Export'])
      await expectInWindow(page, userActions.getByRole('button', { name, exact: true }), name);
    await page.keyboard.press('Escape');
    await expectGone(userActions, 'the Actions menu');

    // A generated list: a card per record, its actions in the same menu.
    await page.goto(`${BASE_URL}/tenants`);
    await expectVisible(page.getByRole('link', { name: /Acme Bank/ }));
    await expectPageFits(page, 'the tenants list');
    const tenantActions = await openActions(page);
    await expectInWindow(page, tenantActions.getByRole('link', { name: 'Create' }), 'Create');
    await expectVisible(tenantActions.getByRole('button', { name: 'Export', exact: true }));
  });

  test("a record's actions carry their words, and their dialogs fit", async ({ page }) => {
    await signInAdmin(page);
    await openFirstRecord(page, '/users');
    const userActions = await openActions(page);
    // An exit arrow alone reads as the user's own logout.
    await expectInWindow(
      page,
      userActions.getByRole('button', { name: 'Expire sessions' }),
      'Expire sessions',
    );
    await expectVisible(userActions.getByRole('link', { name: 'Edit' }));
    await page.keyboard.press('Escape');

    await openFirstRecord(page, '/verifications');
    await expectPageFits(page, 'a verification');
    const actions = await openActions(page);
    const wipeOut = actions.getByRole('button', { name: 'Wipe out' });
    await expectInWindow(page, wipeOut, 'Wipe out');
    await wipeOut.click();
    // The confirmation outlives the closed menu, and fits the screen.
    const confirm = page.getByRole('dialog', { name: 'Wipe out this verification?' });
    await expectInWindow(page, confirm, 'the wipe-out confirmation');
    await transitionsDone(page);
    await captureScreen(page, 'phone-wipe-out-confirm');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    const guard = page.getByRole('dialog', { name: /^Wipe out / });
    await expectVisible(guard.getByLabel('Password'));
    await transitionsDone(page);
    await expectInWindow(page, guard, 'the guard dialog');
    await captureScreen(page, 'phone-wipe-out-guard');
    await guard.getByRole('button', { name: 'Cancel' }).click();
    await expectGone(guard, 'the guard dialog');
  });
});
