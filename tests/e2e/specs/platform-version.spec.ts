/**
 * Platform: a new client version announced by the platform reloads the page once after 5000 ms; unsaved
 * form changes hold the reload back and the notice says why.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  test,
  eventually,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  describe,
} from '../support';
import { setMockClientVersion } from '../support/platform';

const RELOADING =
  'A new version of the portal is available. The page will reload in a few seconds.';
const WAITING =
  'A new version of the portal is available. It will load once you save or discard your changes.';

const markPage = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __versionMarker: Date.now() }));
/** The marker, null after a reload, undefined while a navigation is under way. */
const marker = (page: Page) =>
  page
    .evaluate(() => (window as unknown as { __versionMarker?: number }).__versionMarker ?? null)
    .catch(() => undefined);
const shellReady = (page: Page) => expectVisible(page.getByRole('button', { name: 'Profile' }));

describe('platform: version check', () => {
  test('a new X-Client-Version reloads once after 5000 ms, without a loop', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await shellReady(page);
    await markPage(page);
    await setMockClientVersion('9.9.9+e2e');
    const announcedAt = Date.now();
    // Any call carries the header; opening a list makes one.
    await page.getByRole('menuitem', { name: 'Groups' }).click();
    await expectText(page, RELOADING);
    await eventually(async () => (await marker(page)) === null, 'the page to reload', 15_000);
    assert.ok(Date.now() - announcedAt >= 5_000, 'not before the 5000 ms delay');
    await shellReady(page);
    await markPage(page);
    // After the reload the same version is current: more calls, no second reload.
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    await page.waitForTimeout(7_000);
    assert.notEqual(await marker(page), null, 'no reload loop');
    assert.equal(await page.getByText(RELOADING).count(), 0);
  });

  test('unsaved changes hold the reload back and the notice says why', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.goto(`${BASE_URL}/my-profile`);
    await shellReady(page);
    const firstName = page.getByLabel('First name', { exact: false });
    await expectVisible(firstName);
    await firstName.fill('Changed');
    await markPage(page);
    await setMockClientVersion('11.0.0+e2e');
    // The app bar's refresh button refetches the page's data without leaving the form.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectText(page, WAITING, 15_000);
    await page.waitForTimeout(6_000);
    assert.notEqual(await marker(page), null, 'no reload while changes are pending');
    await page.screenshot({ path: '/tmp/platform-version-waiting.png' });
  });
});
