/**
 * Where the tokens live: after sign-in no token is readable by the page's scripts (localStorage,
 * sessionStorage, document.cookie); the refresh token is an httpOnly cookie of the refresh call; a reload and
 * new tabs get their access token by refreshing, one refresh token never presented twice.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { BASE_URL, describe, expectPath, expectVisible, signIn, test } from '../support';
import { currentUserStatus, storedAccessToken } from '../support/platform';

const shellReady = (page: Page) => expectVisible(page.getByRole('button', { name: 'Profile' }));

/** The refresh cookie each refresh call of the context presented, in order. */
const presentedRefreshCookies = (context: BrowserContext) => {
  const presented: Promise<string>[] = [];
  context.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/auth/refresh')
      presented.push(request.allHeaders().then((headers) => headers.cookie ?? ''));
  });
  return () => Promise.all(presented);
};

/** Everything a script of the page can read of the browser's storage and cookies. */
const readableByScripts = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({
      local: { ...window.localStorage },
      session: { ...window.sessionStorage },
      cookie: document.cookie,
    }),
  );

describe('session tokens', () => {
  test('no token is readable by scripts; the refresh token is an httpOnly cookie of the refresh call; a reload stays signed in', async ({
    page,
    context,
  }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await shellReady(page);
    const token = await storedAccessToken(page);
    assert.ok(token, 'the page sends an access token');
    const cookies = await context.cookies(`${BASE_URL}/api/auth/refresh`);
    const refresh = cookies.find((cookie) => cookie.name === 'trustdesk_refresh');
    assert.ok(refresh, 'the refresh cookie is set');
    assert.equal(refresh.httpOnly, true);
    assert.equal(refresh.sameSite, 'Strict');
    assert.equal(refresh.path, '/api/auth/refresh');
    const readable = await readableByScripts(page);
    assert.ok(!readable.includes(token), 'the access token is in no storage');
    assert.ok(!readable.includes(refresh.value), 'the refresh token is readable by no script');
    assert.doesNotMatch(readable, /accessToken|refreshToken|trustdesk_refresh/);

    const presented = presentedRefreshCookies(context);
    await page.reload();
    await expectPath(page, '/dashboard');
    await shellReady(page);
    const afterReload = await storedAccessToken(page);
    assert.ok(afterReload && afterReload !== token, 'the reload got a new access token');
    assert.equal(await currentUserStatus(afterReload), 200);
    assert.equal((await presented()).length, 1, 'one refresh for the reload');
    assert.doesNotMatch(
      await readableByScripts(page),
      /accessToken|refreshToken|trustdesk_refresh/,
    );
  });

  test('tabs opened and reloaded at the same time all stay signed in, no refresh token presented twice', async ({
    page,
    context,
  }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await shellReady(page);
    const presented = presentedRefreshCookies(context);
    const [tabB, tabC] = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all([
      page.reload(),
      tabB.goto(`${BASE_URL}/my-profile`),
      tabC.goto(`${BASE_URL}/dashboard`),
    ]);
    await Promise.all([shellReady(page), shellReady(tabB), shellReady(tabC)]);
    await expectPath(tabB, '/my-profile');
    const cookies = await presented();
    assert.ok(cookies.length >= 1, 'the new pages refreshed');
    assert.equal(
      new Set(cookies).size,
      cookies.length,
      `a refresh token presented twice: ${cookies}`,
    );
    // Every tab holds the session's current token (the platform keeps one per session).
    for (const tab of [page, tabB, tabC]) {
      await tab.reload();
      await shellReady(tab);
    }
    const token = await storedAccessToken(tabC);
    assert.ok(token);
    assert.equal(await currentUserStatus(token), 200);
    const again = await presented();
    assert.equal(new Set(again).size, again.length, `a refresh token presented twice: ${again}`);
  });
});
