/**
 * Issue 2: signing in through the mock's real sign-in page, for each kind of account.
 */
import assert from 'node:assert/strict';
import {
  captureScreen,
  test,
  expectAbsent,
  expectDisabled,
  expectEnabled,
  expectPath,
  expectSignInPage,
  expectText,
  expectVisitedSince,
  expectVisible,
  signIn,
  submitSignIn,
  BASE_URL,
  describe,
} from '../support';

const NO_TENANT = 'User is not assigned to any tenant';
const FAILURE = 'Something went wrong!';

describe('sign-in', () => {
  test('the sign-in page is the mock page with Email, Password and Sign in', async ({ page }) => {
    await page.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
    await expectSignInPage(page);
    await expectVisible(page.getByLabel('Password', { exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Sign in', exact: true }));
    const returnUrl = new URL(page.url()).searchParams.get('returnUrl');
    assert.equal(returnUrl, `${BASE_URL}/login`, 'the sign-in page returns to the portal /login');
    await captureScreen(page, '01-sign-in-page');
  });

  test('admin chooses a tenant in the searchable dropdown and reaches its dashboard', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await expectPath(page, '/login');
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await expectVisible(continueButton);
    await expectDisabled(continueButton, 'Continue before a tenant is chosen');

    await expectText(page, 'Select the tenant you want to work in');
    await expectText(page, 'Signed in as admin@demo.test');
    const tenantInput = page.getByRole('combobox', { name: 'Tenant' });
    await tenantInput.click();
    await expectVisible(page.getByRole('option', { name: 'Acme Bank', exact: true }));
    await expectVisible(page.getByRole('option', { name: 'Globex Pay', exact: true }));
    // Searchable: typing narrows the list.
    await tenantInput.fill('glob');
    await expectVisible(page.getByRole('option', { name: 'Globex Pay', exact: true }));
    await expectAbsent(
      page.getByRole('option', { name: 'Acme Bank', exact: true }),
      'Acme Bank option after searching "glob"',
    );
    await captureScreen(page, '02-tenant-choice');
    await page.getByRole('option', { name: 'Globex Pay', exact: true }).click();
    await expectEnabled(continueButton, 'Continue once a tenant is chosen');
    await continueButton.click();

    await expectPath(page, '/dashboard');
    await expectText(page, 'Welcome, Ada');
    await expectText(page, 'Tenant: Globex Pay');
    await expectText(page, 'Administrator');
    await captureScreen(page, '03-dashboard-admin');
  });

  test('agent (one tenant) is redirected at once to the dashboard', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await expectText(page, 'Welcome, Arthur');
    await expectText(page, 'Tenant: Acme Bank');
    await expectText(page, 'Support agent');
    await expectAbsent(
      page.getByRole('button', { name: 'Continue', exact: true }),
      'tenant Continue button',
    );
    await captureScreen(page, '04-dashboard-agent');
  });

  test('locked account shows the failure panel and its back button returns to sign-in', async ({
    page,
    visited,
  }) => {
    await signIn(page, 'locked@demo.test');
    await expectText(page, FAILURE);
    // The mock sent the browser back to /login with the error code (the portal may tidy the query later).
    assert.ok(
      visited.some(
        (url) => url.pathname === '/login' && url.searchParams.get('error') === 'ACCOUNT_LOCKED',
      ),
      'the sign-in page redirected to /login?error=ACCOUNT_LOCKED',
    );
    await expectPath(page, '/login');
    await captureScreen(page, '05-failure-panel');

    // The back button is a link-styled button (an <a>): accept either role, match its visible name.
    const beforeBack = visited.length;
    await page
      .getByRole('link', { name: 'Back to sign-in' })
      .or(page.getByRole('button', { name: 'Back to sign-in' }))
      .click();
    await expectVisitedSince(visited, beforeBack, '/login');
    await expectSignInPage(page);
  });

  test('an account without a tenant is told so and can go back to sign in as someone else', async ({
    page,
    visited,
  }) => {
    await signIn(page, 'nobody@demo.test');
    await expectText(page, NO_TENANT);
    await expectPath(page, '/login');
    await expectAbsent(
      page.getByRole('button', { name: 'Continue', exact: true }),
      'tenant Continue button',
    );
    await captureScreen(page, '06-no-tenant');

    const beforeBack = visited.length;
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expectVisitedSince(visited, beforeBack, '/login');
    await expectSignInPage(page);
    await submitSignIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
  });

  test('wrong credentials keep the user on the sign-in page with the e-mail kept', async ({
    page,
  }) => {
    await signIn(page, 'agent@demo.test', 'not-the-password');
    await expectSignInPage(page);
    assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), 'agent@demo.test');
  });
});
