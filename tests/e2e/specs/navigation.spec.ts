/**
 * Issue 2: what a signed-in user sees on an unknown URL, logging out through the user menu, and the
 * returnUrl that brings a user back to where they were after signing in.
 */
import assert from 'node:assert/strict';
import {
  captureScreen,
  test,
  expectPath,
  expectSignInPage,
  expectText,
  expectVisitedSince,
  signIn,
  submitSignIn,
  BASE_URL,
  describe,
} from '../support';

const NOT_FOUND =
  'Not found. The requested page might have been removed or moved to another destination.';

describe('navigation', () => {
  test('an unknown URL shows the Not Found page', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.goto(`${BASE_URL}/no/such/page`);
    await expectText(page, NOT_FOUND);
    await expectText(page, 'Page not found');
    await captureScreen(page, '10-not-found');
  });

  test('a visitor who is not signed in gets the Not Found page too, with a way to sign in', async ({
    page,
    visited,
  }) => {
    await page.goto(`${BASE_URL}/no/such/page`);
    await expectText(page, NOT_FOUND);
    await expectText(page, 'Page not found');
    await expectPath(page, '/no/such/page');
    assert.ok(
      visited.every((url) => url.pathname !== '/login'),
      'not sent to sign in on the way',
    );
    await captureScreen(page, '10-not-found-anonymous');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expectSignInPage(page);
    // A page that exists still asks the visitor to sign in first.
    await page.goto(`${BASE_URL}/verifications`, { waitUntil: 'commit' });
    await expectSignInPage(page);
  });

  test('logout from the user menu returns to /login and then the sign-in page', async ({
    page,
    visited,
  }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    const beforeLogout = visited.length;
    // react-admin's user menu button is labelled 'Profile'.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectVisitedSince(visited, beforeLogout, '/login');
    await expectSignInPage(page);
    // A deliberate logout carries no returnUrl: whoever signs in next starts at the dashboard.
    const loginVisits = visited.slice(beforeLogout).filter((url) => url.pathname === '/login');
    assert.ok(
      loginVisits.every((url) => !url.searchParams.has('returnUrl')),
      `logout went to ${loginVisits.map((url) => url.href).join(', ')}`,
    );
    // The session is really gone: the dashboard now sends the browser to sign in again.
    await page.goto(`${BASE_URL}/dashboard`, { waitUntil: 'commit' });
    await expectSignInPage(page);
  });

  test('a returnUrl given to /login is where the user lands after signing in', async ({ page }) => {
    await page.goto(`${BASE_URL}/login?returnUrl=${encodeURIComponent('/no/such/page')}`, {
      waitUntil: 'commit',
    });
    await expectSignInPage(page);
    await submitSignIn(page, 'agent@demo.test');
    await expectPath(page, '/no/such/page');
    await expectText(page, NOT_FOUND);
  });

  test('a returnUrl pointing outside the portal is ignored', async ({ page }) => {
    await page.goto(
      `${BASE_URL}/login?returnUrl=${encodeURIComponent('https://evil.example/steal')}`,
    );
    await expectSignInPage(page);
    await submitSignIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    assert.equal(new URL(page.url()).origin, BASE_URL);
  });
});
