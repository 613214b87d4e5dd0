/**
 * Screens on demand: a resource's screen code is fetched when the user first opens it, not with the dashboard;
 * and when that code cannot be fetched (network gone, a new version deployed) the layout stays, the spec's
 * message says so, and "Try again" reloads the page, which fetches it again.
 */
import assert from 'node:assert/strict';
import { before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eTest, expectPath, expectText, expectVisible, resetMock, signIn } from '../support';

/** The portal's own scripts the page has fetched so far (pathname of each). */
const scriptsOf = (page: Page) => {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) fetched.push(pathname);
  });
  return fetched;
};

describe('screens on demand', () => {
  before(resetMock);

  e2eTest('a resource opened after the dashboard fetches its screen then', async ({ page }) => {
    const fetched = scriptsOf(page);
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.waitForLoadState('networkidle');
    const withDashboard = new Set(fetched);

    await page.getByRole('menuitem', { name: 'Sub-processors' }).click();
    await expectPath(page, '/sub-processors');
    await expectVisible(page.getByText('Stripe Payments Europe Ltd'));
    const onOpening = fetched.filter((path) => !withDashboard.has(path));
    assert.ok(
      onOpening.length > 0,
      `opening the list fetched its screen code (with the dashboard: ${[...withDashboard].length} files)`,
    );
  });

  e2eTest('a screen whose code cannot be fetched says so and loads on retry', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.waitForLoadState('networkidle');
    // From here on no new script arrives, as when the network is gone.
    const block = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route('**/assets/*.js', block);

    await page.getByRole('menuitem', { name: 'Sub-processors' }).click();
    await expectText(page, 'Something went wrong! This screen could not be loaded.');
    // The layout stays: the menu is still there to go elsewhere.
    await expectVisible(page.getByRole('menuitem', { name: 'Dashboard' }));

    await page.unroute('**/assets/*.js', block);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(page.getByText('Stripe Payments Europe Ltd'));
  });
});
