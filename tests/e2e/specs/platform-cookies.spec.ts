/**
 * Platform: the cookie-consent bar in the login shell and in the app: Yes/No store the choice and close the
 * bar, it stays closed after a reload, and clearing the preference brings it back.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  test,
  eventually,
  expectPath,
  expectVisible,
  signIn,
  describe,
} from '../support';

const bar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const stored = (page: Page) =>
  page.evaluate(() => [
    window.localStorage.getItem('cookiePreferenceSet'),
    window.localStorage.getItem('cookiesAllowed'),
    window.localStorage.getItem('cookieConsent'),
  ]);
const barGone = (page: Page) =>
  eventually(async () => (await bar(page).count()) === 0, 'the cookie bar to close');

describe('platform: cookie consent', () => {
  test('login shell: Yes is stored, survives a reload, and can be cleared', async ({ page }) => {
    // The failure panel keeps the login shell on screen (no redirect to the sign-in page).
    await page.goto(`${BASE_URL}/login?error=ACCOUNT_LOCKED`);
    await expectVisible(bar(page));
    assert.equal(
      await bar(page).getByRole('link', { name: 'Privacy policy' }).getAttribute('href'),
      '/privacy',
    );
    await bar(page).getByRole('button', { name: 'Yes' }).click();
    await barGone(page);
    assert.deepEqual(await stored(page), ['true', 'true', 'YES']);
    await page.reload();
    await expectVisible(page.getByText('Something went wrong!'));
    assert.equal(await bar(page).count(), 0, 'stays closed after a reload');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expectVisible(bar(page));
    assert.deepEqual(await stored(page), [null, null, null]);
  });

  test('app: No is stored; the user menu clears it again', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await expectVisible(bar(page));
    await bar(page).getByRole('button', { name: 'No' }).click();
    await barGone(page);
    assert.deepEqual(await stored(page), ['true', 'false', 'NO']);
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Profile' }));
    assert.equal(await bar(page).count(), 0);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Cookie settings' }).click();
    await expectVisible(bar(page));
  });
});
