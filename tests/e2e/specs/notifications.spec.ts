/**
 * Notifications as users meet them: an old 'The form is not valid' gives way to the later success instead of
 * sitting above it and following the user to the next page, and no notification covers the page's actions at
 * the top right (Edit, Deactivate, Activate) or a phone's form toolbar, and fits a phone's width.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  BASE_URL,
  captureScreen,
  describe,
  expectPath,
  expectText,
  expectVisible,
  test,
} from '../support';
import { signInAdmin } from '../support/adminSession';
import { expectGone } from '../support/profile';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element has a box');
  return box;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const assertUncovered = async (page: Page, actions: Locator[]) => {
  const toast = await boxOf(notifications(page));
  for (const action of actions) {
    await expectVisible(action);
    assert.equal(
      overlaps(toast, await boxOf(action)),
      false,
      `the notification covers ${await action.innerText()}`,
    );
  }
};

describe('notifications', () => {
  test("a success replaces 'The form is not valid', which does not follow to the next page", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/groups/g-acme-4`);
    const name = page.getByLabel('Name *');
    await expectVisible(name);
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(notifications(page).getByText('The form is not valid'));
    await captureScreen(page, 'notifications-invalid-form');

    await name.fill('Escalations (L2)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/groups/g-acme-4/show');
    await expectVisible(notifications(page).getByText('Group updated'));
    assert.equal(await notifications(page).getByRole('alert').count(), 0, 'no error stays');
    assert.deepEqual(await notifications(page).getByRole('status').allInnerTexts(), [
      'Group updated',
    ]);
    await assertUncovered(page, [page.getByRole('link', { name: 'Edit', exact: true })]);
    await captureScreen(page, 'notifications-saved');

    // An error left on a page does not travel to the next one.
    await page.goto(`${BASE_URL}/groups/g-acme-4`);
    await expectVisible(name);
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(notifications(page).getByText('The form is not valid'));
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('button', { name: 'Leave and discard changes' }).click();
    await expectPath(page, '/dashboard');
    // The address changes before React has rendered the new page: wait for the list to follow it.
    await expectGone(page.getByText('The form is not valid'), "the left page's error");
  });

  test("the page's actions stay uncovered, on a wide screen and on a phone", async ({ page }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/users/u-agent/show`);
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expectText(page, 'Arthur Agent is deactivated.');
    await assertUncovered(page, [
      page.getByRole('button', { name: 'Activate', exact: true }),
      page.getByRole('link', { name: 'Edit', exact: true }),
    ]);
    await captureScreen(page, 'notifications-user-deactivated');

    // On a phone the form's toolbar is fixed to the bottom of the window: the notification sits above it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE_URL}/groups/g-acme-4`);
    const name = page.getByLabel('Name *');
    await expectVisible(name);
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(notifications(page).getByText('The form is not valid'));
    const toast = await boxOf(notifications(page));
    assert.ok(toast.x >= 0 && toast.x + toast.width <= 390, 'the notification fits the width');
    assert.ok(toast.y + toast.height <= 844, 'the notification stays in the window');
    await assertUncovered(page, [page.getByRole('button', { name: 'Save' })]);
    await captureScreen(page, 'notifications-invalid-form-phone');
  });
});
