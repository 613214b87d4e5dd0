/**
 * A two-tenant administrator moves to the other tenant from the tenant chip in the app bar, without signing
 * out (issue: screens as users find them, point 13); a one-tenant user's chip offers nothing to open.
 */
import assert from 'node:assert/strict';
import {
  captureScreen,
  describe,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  test,
} from '../support';
import { signInAdmin } from '../support/adminSession';

describe('tenant switch', () => {
  test('the administrator switches from Acme Bank to Globex Pay from the tenant chip', async ({
    page,
    visited,
  }) => {
    await signInAdmin(page);
    const chip = page.getByRole('button', { name: 'Tenant: Acme Bank' });
    await expectVisible(chip);
    const before = visited.length;
    await chip.click();
    const menu = page.getByRole('menu', { name: 'Switch tenant' });
    await expectVisible(menu);
    await expectVisible(menu.getByRole('menuitem', { name: 'Acme Bank (Current tenant)' }));
    await captureScreen(page, '15-tenant-switch-menu');
    await menu.getByRole('menuitem', { name: 'Globex Pay' }).click();

    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('button', { name: 'Tenant: Globex Pay' }));
    const since = visited.slice(before).map((url) => url.pathname);
    assert.ok(
      since.every((path) => !path.startsWith('/api/sso')),
      `no sign-in page on the way: ${since.join(', ')}`,
    );
    // Globex Pay's data now: its audit log, not Acme Bank's, with the user's own sign-in there.
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expectPath(page, '/auditlog');
    await expectVisible(page.locator('tbody tr').first());
  });

  test("a one-tenant user's chip names the tenant and opens nothing", async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await expectText(page, 'Tenant: Acme Bank');
    assert.equal(await page.getByRole('button', { name: 'Tenant: Acme Bank' }).count(), 0);
  });
});
