/**
 * Tenants as an administrator: the list, a tenant's page with its users paged by 10, and moving a merchant from
 * Acme Bank to Globex Pay through the guard dialog (what the user sees and what the platform then reports), and
 * renaming a tenant in the generated edit form, which asks for the guard before anything is sent.
 */
import assert from 'node:assert/strict';
import {
  BASE_URL,
  captureScreen,
  test,
  expectGone,
  expectPath,
  expectText,
  expectVisible,
  MOCK_URL,
  describe,
} from '../support';
import { ADMIN, confirmGuard, signInAdmin } from '../support/adminSession';
import { storedAccessToken } from '../support/platform';

describe('tenants', () => {
  test('the tenants list and a tenant page with its users paged by 10', async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Tenants' }).click();
    await expectPath(page, '/tenants');
    await expectVisible(page.getByRole('cell', { name: 'Acme Bank', exact: true }));
    await expectVisible(page.getByRole('cell', { name: 'Globex Pay', exact: true }));
    await captureScreen(page, '30-tenants-list');

    await page.getByRole('cell', { name: 'Acme Bank', exact: true }).click();
    await expectPath(page, /^\/tenants\/t-acme\/show$/);
    const users = page.getByRole('table', { name: 'Users' });
    await expectVisible(users.getByRole('cell', { name: ADMIN, exact: true }));
    assert.equal(await users.locator('tbody tr').count(), 10);
    await expectText(page, '1–10 of');
    await page.getByRole('button', { name: 'Go to next page' }).first().click();
    await expectText(page, '11–20 of');
    await expectVisible(page.getByRole('table', { name: 'Groups' }).getByText('Escalations'));
    await captureScreen(page, '31-tenant-show');
  });

  test('moves a merchant from Acme Bank to Globex Pay through the guard dialog', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/tenants/t-globex/show`);
    await expectText(page, 'Globex Pay');
    const merchantsBefore = await page.locator('.ra-field-merchantCount').innerText();

    await page.goto(`${BASE_URL}/merchants/m-acme-1/show`);
    await expectText(page, 'Acme Bank');
    const name = (await page.locator('.ra-field-name').first().innerText()).split('\n').pop() ?? '';
    assert.ok(name.length > 0, 'the merchant has a name');
    await page.getByRole('button', { name: 'Transfer' }).click();
    await page.getByRole('combobox', { name: 'Target tenant' }).click();
    await page.getByRole('option', { name: 'Globex Pay' }).click();
    await expectText(page, `Move merchant “${name}” from Acme Bank to Globex Pay?`);
    await captureScreen(page, '32-transfer-dialog');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectText(page, 'Confirm the transfer');
    await expectText(page, `Move merchant “${name}” from Acme Bank to Globex Pay?`);
    await captureScreen(page, '33-transfer-guard');
    await confirmGuard(page, 'Merchant moved to the payments unit');
    await expectText(page, `merchant “${name}” moved from Acme Bank to Globex Pay.`);
    await expectPath(page, '/merchants');

    // The Acme session no longer lists it, and Globex Pay now counts one merchant more.
    await expectText(page, 'of 3');
    await page.goto(`${BASE_URL}/tenants/t-globex/show`);
    await expectText(page, 'Globex Pay');
    const field = page.locator('.ra-field-merchantCount');
    await expectVisible(field);
    const countOf = (text: string) => Number(text.replace(/\D+/g, ''));
    assert.equal(countOf(await field.innerText()), countOf(merchantsBefore) + 1);
  });

  test('renames a tenant through the guard; cancelling keeps the form as typed', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/tenants/t-globex/show`);
    await expectText(page, 'Globex Pay');
    await page.getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, '/tenants/t-globex');
    const name = page.getByLabel('Name *');
    await name.fill('Globex Payments');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the tenant change' });
    await expectVisible(dialog.getByText('You are changing the tenant “Globex Payments”.'));
    await captureScreen(page, '34-tenant-edit-guard');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectGone(dialog, 'the guard dialog');
    assert.equal(await name.inputValue(), 'Globex Payments');

    await page.getByRole('button', { name: 'Save' }).click();
    await confirmGuard(page, 'The unit was renamed');
    await expectPath(page, '/tenants/t-globex/show');
    await expectVisible(page.locator('.ra-field-name').getByText('Globex Payments'));

    const token = (await storedAccessToken(page))!;
    const response = await fetch(`${MOCK_URL}/api/v1/tenants/t-globex`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    const stored = (await response.json()) as { name: string; version: number };
    assert.equal(stored.name, 'Globex Payments');
    assert.equal(stored.version, 2);
  });
});
