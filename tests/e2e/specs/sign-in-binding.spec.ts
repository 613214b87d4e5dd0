/**
 * Issue 16: a sign-in counts only in the browser tab that started it (points 6: the sign-in state), and a
 * session ended by the platform because the account was deactivated says so (point 7).
 */
import type { Page } from 'playwright-core';
import {
  apiAccessToken,
  apiCall,
  apiSignInId,
  apiTenantAddress,
  BASE_URL,
  describe,
  expectPath,
  expectSignInPage,
  expectText,
  signIn,
  test,
} from '../support';

const FAILURE = 'Something went wrong!';
const NOT_THIS_TAB =
  'This sign-in was not started in this browser tab, so it was stopped. Please sign in again.';
const ATTACKER = 'merchant@demo.test';

describe('sign-in bound to the browser', () => {
  test('an attacker’s sign-in id in a link is refused and signs the victim into nothing', async ({
    page,
  }) => {
    // The attacker signs in on their own and sends the return address to the victim, with their own state.
    const id = await apiSignInId(ATTACKER);
    await page.goto(
      `${BASE_URL}/login?id=${encodeURIComponent(id)}&state=attackers-own-state-0123456789`,
    );
    await expectText(page, FAILURE);
    await expectText(page, NOT_THIS_TAB);
    // Nobody is signed in: the portal sends the browser to sign in.
    await page.goto(`${BASE_URL}/dashboard`, { waitUntil: 'commit' });
    await expectSignInPage(page);
  });

  test('an attacker’s tenant code in a link is refused even after the victim started a sign-in', async ({
    page,
  }) => {
    // The victim's tab has a sign-in of its own under way (its state is in this tab)...
    await page.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
    await expectSignInPage(page);
    // ...and opens the attacker's code exchange link.
    await page.goto(await apiTenantAddress(ATTACKER, 't-globex'));
    await expectText(page, FAILURE);
    await expectText(page, NOT_THIS_TAB);
    await page.goto(`${BASE_URL}/dashboard`, { waitUntil: 'commit' });
    await expectSignInPage(page);
  });

  test('the normal sign-in still leads to the dashboard', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await expectText(page, 'Tenant: Acme Bank');
  });
});

describe('a session ended by the platform', () => {
  // Several things send the tab to the sign-in page once the platform answers ACCOUNT_DISABLED (the failed
  // call's logout, react-admin's checkAuth on the next route, the page's other calls): whichever address wins,
  // the page says why instead of starting a sign-in.
  const DEACTIVATED =
    'Your account has been deactivated, so you are signed out. Contact your administrator.';

  /** Signs the agent in, waits for the signed-in shell, deactivates them, runs `then`, reactivates them. */
  const deactivatedWhileSignedIn = async (page: Page, then: () => Promise<void>) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    // The signed-in shell is up (the dashboard's page load has its token) before anything changes.
    await page.getByRole('menuitem', { name: 'Verifications' }).waitFor();
    const admin = await apiAccessToken('admin@demo.test', 't-acme');
    const off = await apiCall(admin, 'POST', '/api/v1/users/u-agent/deactivate');
    if (off.status !== 200) throw new Error(`deactivate answered ${off.status}`);
    try {
      await then();
    } finally {
      // The worker's other tests sign the agent in.
      await apiCall(admin, 'POST', '/api/v1/users/u-agent/activate');
    }
  };

  test('a user deactivated while signed in is told so on the sign-in page', async ({ page }) => {
    await deactivatedWhileSignedIn(page, async () => {
      // The agent's next call is refused with ACCOUNT_DISABLED: the portal ends the session and says why.
      await page.getByRole('menuitem', { name: 'Verifications' }).click();
      await expectText(page, FAILURE);
      await expectText(page, DEACTIVATED);
      await expectPath(page, '/login');
    });
  });

  test('a reloaded tab of a deactivated user is told so too (its refresh is refused)', async ({
    page,
  }) => {
    await deactivatedWhileSignedIn(page, async () => {
      await page.reload();
      await expectText(page, DEACTIVATED);
      await expectPath(page, '/login');
      // The way back starts a fresh sign-in.
      await page.getByRole('link', { name: 'Back to sign-in' }).click();
      await expectSignInPage(page);
    });
  });
});
