/**
 * Screens on demand: the sign-in pages load no admin shell; a resource's screen code is fetched when the user
 * first opens it, not with the dashboard; a list opened by its address asks for its rows once (the shell's
 * warm-up and the list share one request); and when code cannot be fetched (network gone, a new version
 * deployed) the spec's message says so and "Try again" reloads the page, which fetches it again.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  test,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  submitSignIn,
  expectSignInPage,
  describe,
  eventually,
} from '../support';

/**
 * The portal's own scripts the page has asked for so far (pathname of each). Requests, not responses: a
 * request is reported when the page makes it, whatever answers it and whenever its response event arrives.
 */
const scriptsOf = (page: Page) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) fetched.push(pathname);
  });
  return fetched;
};

describe('screens on demand', () => {
  /** The admin shell's chunks (scripts/vite/chunkPlan.ts). */
  const isShell = (path: string) =>
    /\/assets\/(vendor-ui|vendor-admin|shell)-[^/]+\.js$/.test(path);

  test('the sign-in pages load no admin shell; it follows after sign-in', async ({ page }) => {
    const fetched = scriptsOf(page);
    await page.goto(`${BASE_URL}/login?error=ACCOUNT_LOCKED&error_description=Locked`);
    await expectText(page, 'Something went wrong!');
    await page.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
    await expectSignInPage(page);
    // Several tenants: the tenant step, with its dropdown, still without the shell.
    await submitSignIn(page, 'admin@demo.test');
    await expectVisible(page.getByRole('combobox', { name: /Tenant/ }));
    assert.deepEqual(fetched.filter(isShell), [], `sign-in fetched ${fetched.join(', ')}`);

    await page.getByRole('combobox', { name: /Tenant/ }).click();
    await page.getByRole('option', { name: 'Acme Bank' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('menuitem', { name: 'Dashboard' }));
    assert.equal(new Set(fetched.filter(isShell)).size, 3, `the shell's three chunks: ${fetched}`);
  });

  test('a list opened by its address asks for its rows once', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/verifications/filter')
        listCalls.push(request.postData() ?? '');
    });
    await page.goto(`${BASE_URL}/verifications`);
    await expectVisible(page.locator('table tbody tr').first());
    await page.waitForLoadState('networkidle');
    assert.equal(listCalls.length, 1, `list requests: ${listCalls.join(' | ')}`);
  });

  test('the shell that cannot be fetched says so, and loads on retry', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    const block = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route(/\/assets\/(vendor-ui|vendor-admin|shell)-[^/]+\.js$/, block);
    await page.goto(`${BASE_URL}/verifications`);
    await expectText(page, 'Something went wrong! The portal could not be loaded.');
    await page.unroute(/\/assets\/(vendor-ui|vendor-admin|shell)-[^/]+\.js$/, block);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(page.locator('table tbody tr').first());
  });

  test('a resource opened after the dashboard fetches its screens then', async ({ page }) => {
    const fetched = scriptsOf(page);
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.waitForLoadState('networkidle');
    const isVerificationScreens = (path: string) => /\/screens-verifications-/.test(path);
    assert.deepEqual(fetched.filter(isVerificationScreens), [], 'not with the dashboard');

    await page.getByRole('menuitem', { name: 'Verifications' }).click();
    await expectPath(page, '/verifications');
    await expectVisible(page.locator('table tbody tr').first());
    await eventually(
      async () => fetched.some(isVerificationScreens),
      'the verifications screens requested',
    );
    assert.equal(fetched.filter(isVerificationScreens).length, 1, 'fetched once when opened');
  });

  test('a screen whose code cannot be fetched says so and loads on retry', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.waitForLoadState('networkidle');
    // From here on no new script arrives, as when the network is gone.
    const block = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route('**/assets/*.js', block);

    await page.getByRole('menuitem', { name: 'Verifications' }).click();
    await expectText(page, 'Something went wrong! This screen could not be loaded.');
    // The layout stays: the menu is still there to go elsewhere.
    await expectVisible(page.getByRole('menuitem', { name: 'Dashboard' }));

    await page.unroute('**/assets/*.js', block);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(page.locator('table tbody tr').first());
  });
});
