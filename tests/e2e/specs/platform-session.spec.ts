/**
 * Platform: idle logout across tabs (with the countdown dialog and the way back after signing in again) and
 * logout in one tab ending the other tab's session.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  test,
  eventually,
  expectPath,
  expectSignInPage,
  expectText,
  expectVisible,
  signIn,
  submitSignIn,
  describe,
} from '../support';
import {
  countRequests,
  currentUserStatus,
  openTab,
  storedAccessToken,
  trackVisits,
} from '../support/platform';

const MINUTE = 60_000;
const IDLE_TITLE = 'Are you still there?';
/** A page worth coming back to, so the returnUrl is not just the default landing page. */
const RETURN_PATH = '/my-profile';

/** The signed-in shell has rendered (and with it the idle timer): only then may the clock jump. */
const shellReady = (page: Page) => expectVisible(page.getByRole('button', { name: 'Profile' }));

describe('platform: session', () => {
  test('idle logout: activity in another tab extends it, the countdown warns, one logout call, back to returnUrl after signing in', async ({
    page,
    context,
    visited,
  }) => {
    // The fake clock must exist before the portal's timers are created.
    await context.clock.install();
    const logoutCalls = countRequests(context, '/api/logout');
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.goto(`${BASE_URL}${RETURN_PATH}`);
    await expectPath(page, RETURN_PATH);
    await shellReady(page);
    const tabB = await openTab(context, '/dashboard');
    const visitedB = trackVisits(tabB);
    await expectPath(tabB, '/dashboard');
    await shellReady(tabB);
    const oldToken = await storedAccessToken(page);
    assert.ok(oldToken, 'signed in with a token');

    // 10 minutes without activity, then the user moves the mouse in tab B.
    await context.clock.fastForward(10 * MINUTE);
    await tabB.mouse.move(200, 300);
    await tabB.mouse.move(220, 320);
    // 6 more minutes: tab A on its own would be past 15 minutes, but tab B's activity counts.
    await context.clock.fastForward(6 * MINUTE);
    assert.equal(await page.getByText(IDLE_TITLE).count(), 0, 'no countdown in tab A yet');
    assert.equal(new URL(page.url()).pathname, RETURN_PATH);

    // Now nobody touches anything: the countdown shows 60 s before the end (15 min after B's activity).
    await context.clock.fastForward(8 * MINUTE + 5_000);
    await expectText(page, IDLE_TITLE);
    await expectVisible(page.getByRole('button', { name: 'Stay signed in' }));
    await expectVisible(page.getByRole('timer'));
    await page.screenshot({ path: '/tmp/platform-idle-dialog.png' });
    assert.equal(logoutCalls(), 0);

    const before = visited.length;
    await context.clock.fastForward(MINUTE);
    await eventually(
      async () =>
        visited
          .slice(before)
          .some(
            (url) => url.pathname === '/login' && url.searchParams.get('returnUrl') === RETURN_PATH,
          ),
      `tab A at /login?returnUrl=${RETURN_PATH}`,
    );
    await expectSignInPage(page);
    await eventually(async () => visitedB.some((url) => url.pathname === '/login'), 'tab B ends');
    assert.equal(logoutCalls(), 1, 'the logout endpoint is called exactly once');
    assert.equal(await currentUserStatus(oldToken), 401, 'the old token is rejected');

    await submitSignIn(page, 'agent@demo.test');
    await expectPath(page, RETURN_PATH);
  });

  test('"Stay signed in" keeps the session', async ({ page, context }) => {
    await context.clock.install();
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await shellReady(page);
    await context.clock.fastForward(14 * MINUTE + 5_000);
    await expectText(page, IDLE_TITLE);
    // By keyboard (the button has the focus): a pointer moving there is activity by itself and could close the
    // dialog before the click lands.
    const stay = page.getByRole('button', { name: 'Stay signed in' });
    await stay.focus();
    await page.keyboard.press('Enter');
    await eventually(
      async () => (await page.getByText(IDLE_TITLE).count()) === 0,
      'the dialog closes',
    );
    await context.clock.fastForward(2 * MINUTE);
    assert.equal(new URL(page.url()).pathname, '/dashboard');
    // The fake clock has moved the portal past its token's lifetime, so it may be refreshing right now: the
    // token of its latest request is accepted once the refresh has settled (a signed-out session never is).
    await eventually(async () => {
      const token = await storedAccessToken(page);
      return token !== null && (await currentUserStatus(token)) === 200;
    }, 'still signed in');
  });

  test('logout in one tab ends the session in the other within a second', async ({
    page,
    context,
  }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    const tabB = await openTab(context, '/dashboard');
    await expectPath(tabB, '/dashboard');
    await shellReady(tabB);
    // Both moments are taken by the clock of the test process as the events arrive: when tab A's logout call is
    // answered (its logout is complete) and when tab B starts leaving for the sign-in page (its first page
    // request). That is the portal's reaction; how long the sign-in page then takes to load is the machine's, and
    // on a busy CI machine alone it has taken over a second.
    let loggedOutAt = 0;
    let leftAt = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/logout') loggedOutAt = Date.now();
    });
    tabB.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === tabB.mainFrame())
        leftAt ||= Date.now();
    });
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectSignInPage(tabB);
    assert.ok(loggedOutAt > 0, 'tab A called logout');
    assert.ok(leftAt > 0, 'tab B left the portal');
    const elapsed = leftAt - loggedOutAt;
    console.info(
      `[platform-session] tab B left for the sign-in page ${elapsed} ms after the logout`,
    );
    assert.ok(elapsed < 1_000, `tab B left for the sign-in page ${elapsed} ms after the logout`);
  });
});
