/**
 * Groups, built by the resource kit from their declaration with hand-written role and member fields: the
 * administrator gives a group another role and finds the change on the page, in what the platform stores and in
 * the audit log; a duplicate name is refused under the field with everything typed kept; an agent reads groups
 * without an edit button.
 */
import assert from 'node:assert/strict';
import {
  MOCK_URL,
  captureScreen,
  test,
  expectAbsent,
  expectPath,
  expectText,
  signIn,
  describe,
} from '../support';
import { signInAdmin } from '../support/adminSession';
import { storedAccessToken } from '../support/platform';

describe('groups', () => {
  test('the administrator changes a group’s roles; a taken name is refused', async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Groups' }).click();
    await expectPath(page, '/groups');
    await page.getByText('Escalations').click();
    await expectPath(page, '/groups/g-acme-4/show');
    await expectText(page, 'Handles cases escalated by the support team');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('checkbox', { name: 'Support manager' }).check();
    await page.getByLabel('Name *').fill('Fraud analysts');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'This value is already in use.');
    assert.equal(await page.getByRole('checkbox', { name: 'Support manager' }).isChecked(), true);

    await page.getByLabel('Name *').fill('Escalations (L2)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/groups/g-acme-4/show');
    await expectText(page, 'Escalations (L2)');
    await captureScreen(page, '92-groups-show');

    const token = (await storedAccessToken(page))!;
    const stored = (await (
      await fetch(`${MOCK_URL}/api/v1/groups/g-acme-4`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { name: string; roles: string[]; version: number };
    assert.equal(stored.name, 'Escalations (L2)');
    assert.ok(stored.roles.includes('ROLE_SUPPORT_MANAGER'));
    assert.equal(stored.version, 2);

    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expectText(page, 'Group updated');
  });

  test('an agent reads groups and their members but cannot edit them', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Groups' }).click();
    await page.getByText('Compliance reviewers').click();
    await expectText(page, 'Second-line review of flagged verifications');
    await expectAbsent(page.getByRole('link', { name: 'Edit' }), 'the edit button');
    // The members' table takes its column's width: it once collapsed to its first column, names broken in two.
    const members = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'E-mail' }) });
    // Measured on the box it scrolls in, which is what collapsed (the table inside kept its own width).
    const box = await members.locator('xpath=..').boundingBox();
    assert.ok(box && box.width > 400, `the members' table shows ${box?.width} px of itself`);
  });
});
