/**
 * Platform: the one error path against the real mock: 404 and 403 warnings, 'Server is down' on status 0,
 * and the unavailable / maintenance overlay that clears itself once the platform answers again.
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
import { setMockOutage } from '../support/platform';

const NOT_FOUND =
  'Not found. The requested page might have been removed or moved to another destination.';
const UNAUTHORIZED = "Unauthorized. You don't have the required permission to view this page.";
const UNAVAILABLE = 'Service is currently unavailable. Please try again later.';
const MAINTENANCE = 'The system is currently undergoing maintenance.';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A marker that only survives as long as the page is not reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __platformMarker: true }));
const stillSamePage = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __platformMarker?: boolean }).__platformMarker === true,
  );

describe('platform: error path', () => {
  test('an unknown record gives the not-found warning with its details', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.goto(`${BASE_URL}/users/no-such-user/show`);
    const list = notifications(page);
    await expectVisible(list.getByText(NOT_FOUND));
    await list.getByRole('button', { name: 'Show details' }).first().click();
    await expectVisible(list.getByText('NOT_FOUND'));
    await page.screenshot({ path: '/tmp/platform-notification-404.png' });
    assert.equal(await list.getByText(NOT_FOUND).count(), 1, 'shown once');
  });

  test('a call the server denies gives the permission warning, the user stays signed in', async ({
    page,
  }) => {
    await signIn(page, 'analyst@demo.test');
    await expectPath(page, '/dashboard');
    // The analyst's permissions were widened in the browser only (as if roles changed since sign-in):
    // the portal lets the page call, the platform refuses it with 403.
    await page.evaluate(() => {
      const user = JSON.parse(window.localStorage.getItem('currentUser') ?? '{}') as {
        authorities: string[];
      };
      user.authorities = [...user.authorities, 'PERM_USERS_VIEW', 'PERM_USERS_FILTER'];
      window.localStorage.setItem('currentUser', JSON.stringify(user));
    });
    await page.goto(`${BASE_URL}/users`);
    await expectVisible(notifications(page).getByText(UNAUTHORIZED));
    assert.equal(new URL(page.url()).pathname, '/users', 'not logged out');
  });

  test("no answer at all says 'Server is down'", async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('button', { name: 'Profile' }));
    await page.route('**/api/**', (route) => route.abort());
    await page.getByRole('menuitem', { name: 'Users' }).click();
    // One page-wide banner, not a toast per failed call.
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Server is down' }).first());
    assert.equal(await notifications(page).getByText('Server is down').count(), 0);
    await page.screenshot({ path: '/tmp/platform-notification-server-down.png' });
  });

  test('503 opens the overlay, which clears itself when the platform is back', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('button', { name: 'Profile' }));
    await markPage(page);
    try {
      await setMockOutage('unavailable');
      await page.getByRole('menuitem', { name: 'Users' }).click();
      await expectText(page, UNAVAILABLE);
      await page.screenshot({ path: '/tmp/platform-overlay-unavailable.png' });
      await setMockOutage('maintenance');
      await expectText(page, MAINTENANCE, 15_000);
      await page.screenshot({ path: '/tmp/platform-overlay-maintenance.png' });
      await setMockOutage('off');
      await eventually(
        async () => (await page.getByText(MAINTENANCE).count()) === 0,
        'the overlay to clear by itself',
      );
    } finally {
      await setMockOutage('off');
    }
    assert.ok(await stillSamePage(page), 'cleared without a reload');
  });
});
