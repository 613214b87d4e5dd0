/**
 * Users CSV import as the administrator: a file with two bad rows (bad e-mail, unknown role) is checked, exactly
 * those two rows are listed as rejected, the valid rows are imported ("import valid rows only"), and they appear
 * in the users list and on the server.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  captureScreen,
  test,
  expectDisabled,
  expectEnabled,
  expectPath,
  expectText,
  expectVisible,
  describe,
} from '../support';
import { signInAdmin } from '../support/adminSession';
import { storedAccessToken } from '../support/platform';

const CSV = [
  'email,firstName,lastName,roles,groups',
  'e2e.import.one@example.test,Ada,Lovelace,Support agent,Fraud analysts',
  'e2e.import.two@example.test,Grace,Hopper,ROLE_SUPPORT_MANAGER;ROLE_SUPPORT_AGENT,',
  'not-an-address,Bad,Mail,ROLE_SUPPORT_AGENT,',
  'e2e.import.three@example.test,Alan,Turing,ROLE_WIZARD,',
  'e2e.import.four@example.test,Katherine,Johnson,Product manager,',
].join('\n');

/** Users on the server, asked with the page's own session (what the platform stores, not what the page shows). */
const serverEmails = async (page: Page, q: string): Promise<string[]> => {
  const token = (await storedAccessToken(page)) ?? '';
  return page.evaluate(
    async ({ query, accessToken }) => {
      const response = await fetch('/api/v1/users/filter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ offset: 0, pageSize: 100, count: true, q: query }),
      });
      const body = (await response.json()) as { content: { email: string }[] };
      return body.content.map((u) => u.email).sort();
    },
    { query: q, accessToken: token },
  );
};

describe('users CSV import', () => {
  test('two bad rows are rejected, the valid ones are imported', async ({ page }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/users`);
    await expectPath(page, '/users');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users from a CSV file' });
    await expectVisible(dialog);
    await captureScreen(page, '60-users-import-choose');

    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'new-users.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf8'),
    });
    await expectText(page, '5 rows checked: 3 valid, 2 with errors.');
    const table = dialog.getByRole('table', { name: 'Rows of the file and their problems' });
    const rejected = table.locator('tbody tr');
    assert.equal(await rejected.count(), 2);
    await expectVisible(table.getByText('E-mail: Wrong e-mail format!'));
    await expectVisible(table.getByText('Roles: unknown role “ROLE_WIZARD”'));
    assert.deepEqual(
      (await rejected.locator('td:first-child').allTextContents()).map((t) => t.trim()),
      ['4', '5'],
    );
    const commit = dialog.getByRole('button', { name: 'Import 3 users' });
    await expectDisabled(commit, 'Import (rows with errors)');
    await captureScreen(page, '61-users-import-dry-run');

    await dialog
      .getByRole('checkbox', {
        name: 'Import only the 3 valid rows and skip the 2 rows with errors',
      })
      .check();
    await expectEnabled(commit, 'Import (valid rows only)');
    await commit.click();
    await expectText(page, '3 users were created and invited.');
    await captureScreen(page, '62-users-import-done');
    await dialog.getByRole('button', { name: 'Close' }).click();

    assert.deepEqual(await serverEmails(page, 'e2e.import.'), [
      'e2e.import.four@example.test',
      'e2e.import.one@example.test',
      'e2e.import.two@example.test',
    ]);
    await page.goto(
      `${BASE_URL}/users?filter=${encodeURIComponent(JSON.stringify({ q: 'e2e.import.' }))}`,
    );
    await expectText(page, 'e2e.import.one@example.test');
    await expectText(page, 'e2e.import.two@example.test');
    await expectText(page, 'e2e.import.four@example.test');
    assert.equal(await page.getByText('e2e.import.three@example.test').count(), 0);
    await captureScreen(page, '63-users-after-import');
  });
});
