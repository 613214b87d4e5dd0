/**
 * API tokens: an administrator creates a token through the guard dialog, copies it once, and after a reload the
 * value is nowhere on the page or in browser storage; the list keeps only its short prefix.
 */
import assert from 'node:assert/strict';
import {
  BASE_URL,
  DEMO_PASSWORD,
  captureScreen,
  test,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  totpFor,
  describe,
} from '../support';

const ADMIN = 'admin@demo.test';
const LABEL = 'E2E payments backend';

describe('api tokens', () => {
  test('admin creates a token, copies it once and never sees it again', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await signIn(page, ADMIN);
    await expectPath(page, '/login');
    await page.getByRole('combobox', { name: 'Tenant' }).click();
    await page.getByRole('option', { name: 'Acme Bank', exact: true }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectPath(page, '/dashboard');

    await page.getByRole('menuitem', { name: 'API tokens' }).click();
    await expectPath(page, '/api-tokens');
    await expectText(page, 'Onboarding backend');
    await captureScreen(page, '40-api-tokens-list');

    await page.getByRole('button', { name: 'Create token' }).first().click();
    const form = page.getByRole('dialog', { name: 'Create API token' });
    await form.getByRole('textbox', { name: 'Label' }).fill(LABEL);
    await form.getByRole('button', { name: 'Create', exact: true }).click();

    const guard = page.getByRole('dialog', { name: `Create API token "${LABEL}"` });
    await expectVisible(guard);
    await guard.getByLabel('Password').fill(DEMO_PASSWORD);
    await guard.getByLabel('Security code').fill(totpFor(ADMIN));
    await guard.getByLabel('Classification').selectOption('MAINTENANCE');
    await guard.getByLabel('Reason').fill('New payments integration');
    await guard.getByRole('button', { name: 'Confirm change' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API token' });
    await expectVisible(shown);
    const value = (await shown.getByText(/^tdk_/).textContent())?.trim() ?? '';
    assert.match(value, /^tdk_[A-Za-z0-9_-]{40}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expectVisible(shown.getByText('Copied to the clipboard'));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), value);
    await captureScreen(page, '41-api-token-shown-once');

    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await shown.waitFor({ state: 'detached' });
    // The list shows the new token by its prefix only.
    await expectText(page, LABEL);
    await expectText(page, `${value.slice(0, 12)}…`);
    assert.ok(!(await page.content()).includes(value), 'value still in the page after closing');

    await page.reload();
    await expectText(page, LABEL);
    await expectText(page, `${value.slice(0, 12)}…`);
    assert.ok(!(await page.content()).includes(value), 'value in the page after a reload');
    const storage = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
    );
    assert.ok(!storage.includes(value), 'value in localStorage or sessionStorage');
    await captureScreen(page, '42-api-tokens-after-reload');

    // An offline token is a credential too: it is minted only through the guard dialog.
    await page.getByLabel('Expiry date (YYYY-MM-DD)').fill('2999-12-31');
    await page.getByRole('button', { name: 'Create offline token' }).click();
    const offlineGuard = page.getByRole('dialog', { name: 'Create an offline token' });
    await expectVisible(offlineGuard);
    await offlineGuard.getByLabel('Password').fill(DEMO_PASSWORD);
    await offlineGuard.getByLabel('Security code').fill(totpFor(ADMIN));
    await offlineGuard.getByLabel('Classification').selectOption('MAINTENANCE');
    await offlineGuard.getByLabel('Reason').fill('Batch system without refresh');
    await offlineGuard.getByRole('button', { name: 'Confirm change' }).click();
    const offline = page.getByRole('dialog', { name: 'Your new offline token' });
    await expectVisible(offline);
    assert.match((await offline.getByText(/^tdk_/).textContent())?.trim() ?? '', /^tdk_/);
  });
});
