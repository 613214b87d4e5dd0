/**
 * The platform stops behind the portal and starts again (issue: screens as users find them, point 3). The
 * emulator itself is stopped, so the portal meets what it meets in production: its proxy answers every call
 * with an empty 500 instead of the platform's error descriptor. Every page says 'Server is down', keeps what it
 * shows and what the user typed, and carries on by itself once the platform answers, without a reload.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  MOCK_URL,
  test,
  describe,
  eventually,
  expectAbsent,
  expectPath,
  expectText,
  expectVisible,
} from '../support';
import { signInAdmin } from '../support/adminSession';
import { storedAccessToken } from '../support/platform';

const SERVER_DOWN = 'Server is down';

const serverDownBanner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'The portal cannot reach the platform' });

/** A marker that only survives as long as the page is not reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __outageMarker: true }));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __outageMarker?: boolean }).__outageMarker === true);

const bannerGone = (page: Page) =>
  eventually(
    async () => (await serverDownBanner(page).count()) === 0,
    'the server-down banner to go away by itself',
  );

describe('platform outage', () => {
  test('lists say the server is down, keep their rows and load by themselves when it is back', async ({
    page,
    platform,
  }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Groups' }).click();
    await expectPath(page, '/groups');
    await expectText(page, 'Escalations');
    await markPage(page);

    await platform.stop();
    await page.getByRole('menuitem', { name: 'Transactions', exact: true }).click();
    await expectPath(page, '/transactions');
    await expectVisible(serverDownBanner(page));
    await expectVisible(serverDownBanner(page).getByText(SERVER_DOWN, { exact: true }));
    // The page is still the Transactions page (its title stays), and it says why it has no rows.
    await expectVisible(page.locator('#react-admin-title').getByText('Transactions'));
    await expectVisible(page.getByRole('main').getByText(SERVER_DOWN).first());
    // The proxy's empty 500 is not reported as an unexpected error of the platform.
    await expectAbsent(page.getByText('An unexpected error occurred'), 'generic error');

    // A page seen before keeps its rows while its refresh waits for the platform.
    await page.getByRole('menuitem', { name: 'Groups' }).click();
    await expectPath(page, '/groups');
    await expectText(page, 'Escalations');
    await expectVisible(serverDownBanner(page));

    await page.getByRole('menuitem', { name: 'Transactions', exact: true }).click();
    await expectPath(page, '/transactions');
    await platform.start();
    await bannerGone(page);
    // The list loads by itself, and no stale error stays over it.
    await expectVisible(page.locator('tbody tr').first());
    await expectAbsent(page.getByText(SERVER_DOWN), "'Server is down' message");
    assert.ok(await stillSamePage(page), 'recovered without a reload');
  });

  test('a form keeps its input when a save fails on a stopped platform, and saves once it is back', async ({
    page,
    platform,
  }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Groups' }).click();
    await page.getByText('Escalations').click();
    await expectPath(page, '/groups/g-acme-4/show');
    await page.getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, '/groups/g-acme-4');
    await page.getByLabel('Name *').fill('Escalations (night shift)');

    await platform.stop();
    // The record is read again while the platform is down (the app bar's refresh): the page stays where it is,
    // with the input, and does not send the user to the list (which the unsaved-changes prompt would stop).
    await page.getByRole('button', { name: 'Refresh' }).first().click();
    await expectVisible(serverDownBanner(page));
    await expectPath(page, '/groups/g-acme-4');
    await expectAbsent(page.getByRole('dialog'), 'an unsaved-changes prompt');
    await expectAbsent(page.getByText('Element does not exist'), 'a not-found notification');
    assert.equal(await page.getByLabel('Name *').inputValue(), 'Escalations (night shift)');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(serverDownBanner(page));
    await expectPath(page, '/groups/g-acme-4');
    assert.equal(await page.getByLabel('Name *').inputValue(), 'Escalations (night shift)');

    await platform.start();
    await bannerGone(page);
    assert.equal(await page.getByLabel('Name *').inputValue(), 'Escalations (night shift)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/groups/g-acme-4/show');
    await expectText(page, 'Escalations (night shift)');
    const token = (await storedAccessToken(page))!;
    const stored = (await (
      await fetch(`${MOCK_URL}/api/v1/groups/g-acme-4`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { name: string };
    assert.equal(stored.name, 'Escalations (night shift)');
  });

  test('a record opened while the platform is down shows by itself once it is back', async ({
    page,
    platform,
  }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Groups' }).click();
    await expectText(page, 'Escalations');

    await platform.stop();
    await page.getByText('Escalations').click();
    await expectVisible(serverDownBanner(page));
    await expectPath(page, '/groups/g-acme-4/show');
    await expectAbsent(page.getByText('Element does not exist'), 'a not-found notification');

    await platform.start();
    await bannerGone(page);
    await expectPath(page, '/groups/g-acme-4/show');
    await expectVisible(page.getByRole('main').getByText('Escalations', { exact: true }));
  });
});
