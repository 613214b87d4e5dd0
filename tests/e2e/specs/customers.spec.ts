/**
 * Customers as an administrator: create one, then try the same reference again: the field error sits under
 * "Customer reference" and the form keeps what was typed.
 */
import assert from 'node:assert/strict';
import { BASE_URL, captureScreen, test, expectPath, expectText, describe } from '../support';
import { signInAdmin } from '../support/adminSession';

describe('customers', () => {
  test('create a customer, then a duplicate reference is a field error', async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Customers' }).click();
    await expectPath(page, '/customers');
    await expectText(page, 'of 40');
    await captureScreen(page, '50-customers-list');

    await page.goto(`${BASE_URL}/customers/create`);
    await page.getByLabel('Customer name').fill('Wayne Enterprises');
    await page.getByLabel('Customer reference').fill('E2E-WAYNE-1');
    await page.getByLabel('Short name').fill('wayne');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, /^\/customers\/[^/]+\/show$/);
    await expectText(page, 'E2E-WAYNE-1');
    await captureScreen(page, '51-customer-show');

    await page.goto(`${BASE_URL}/customers/create`);
    await page.getByLabel('Customer name').fill('Wayne Duplicate');
    await page.getByLabel('Customer reference').fill('E2E-WAYNE-1');
    await page.getByLabel('Short name').fill('wayne2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'This customer reference is already used in this tenant.');
    await expectPath(page, '/customers/create');
    assert.equal(await page.getByLabel('Customer name').inputValue(), 'Wayne Duplicate');
    assert.equal(await page.getByLabel('Short name').inputValue(), 'wayne2');
    await captureScreen(page, '52-customer-duplicate');
  });
});
