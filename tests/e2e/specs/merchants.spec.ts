/**
 * Merchants as an administrator: a note that looks like HTML is stored and shown as plain text, and the list's
 * date filter refuses a range in the wrong order.
 */
import assert from 'node:assert/strict';
import {
  BASE_URL,
  captureScreen,
  test,
  expectPath,
  expectText,
  expectVisible,
  describe,
} from '../support';
import { signInAdmin } from '../support/adminSession';

const HTML_NOTE = '<img src=x onerror=alert(1)>';

describe('merchants', () => {
  test('a note with HTML-looking text is shown literally', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/merchants/m-acme-3/show/notes`);
    await page.getByLabel('New note').fill(HTML_NOTE);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectText(page, 'Note added');
    const note = page.getByTestId('merchant-note-text').filter({ hasText: HTML_NOTE });
    await expectVisible(note);
    assert.equal(await note.first().innerText(), HTML_NOTE);
    assert.equal(await page.locator('[data-testid="merchant-note-text"] img').count(), 0);
    assert.deepEqual(dialogs, [], 'no script ran');
    await captureScreen(page, '40-merchant-notes');
  });

  test('the list filters and refuses a date range in the wrong order', async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Merchants' }).click();
    await expectPath(page, '/merchants');
    await expectText(page, '1-4 of 4');
    await page.getByLabel('Created from').fill('2025-03-01');
    await page.getByLabel('Created to').fill('2025-01-01');
    await expectText(page, 'The order of the dates is incorrect.');
    await captureScreen(page, '41-merchants-date-order');
    await page.getByLabel('Created to').fill('2025-12-31');
    await expectVisible(page.getByRole('table'));
    await page.goto(`${BASE_URL}/merchants/m-acme-1/show/ip-whitelist`);
    await expectText(page, 'Your address as the platform sees it');
    await captureScreen(page, '42-merchant-ip-whitelist');
  });
});
