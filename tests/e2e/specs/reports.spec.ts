/**
 * Data reports. As admin: create a report from criteria, wait for it to be done, download it (content checked),
 * open the configuration, then delete it with the bulk action after confirming. As agent: only verification
 * reports, and no create, download or delete.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  apiAccessToken,
  apiCall,
  BASE_URL,
  captureScreen,
  test,
  expectAbsent,
  expectGone,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  describe,
} from '../support';
import { signInAdmin } from '../support/adminSession';

const NAME = 'E2E German approvals';

describe('reports', () => {
  test('admin creates, downloads and bulk-deletes a report', async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await expectPath(page, '/reports');
    await expectVisible(page.locator('table:has(th:has-text("Report type")) tbody tr').first());
    await captureScreen(page, 'h3-20-reports-list');

    await page.getByRole('link', { name: 'Create' }).click();
    await expectPath(page, '/reports/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
    await page.getByRole('combobox', { name: 'Verification statuses' }).click();
    await page.getByRole('option', { name: 'Approved', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Countries' }).fill('Germ');
    await page.getByRole('option', { name: 'Germany (DE)' }).click();
    await captureScreen(page, 'h3-21-report-criteria');
    await page.getByRole('button', { name: 'Create report' }).click();
    await expectPath(page, '/reports');
    await expectText(page, 'The report has been requested.');

    const row = page.getByRole('row', { name: new RegExp(NAME) });
    await expectVisible(row);
    // PENDING turns DONE by itself (the list polls while a report is pending).
    await expectVisible(row.getByText('Done'), 15_000);
    await captureScreen(page, 'h3-22-report-done');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download ${NAME}` }).click(),
    ]);
    assert.match(download.suggestedFilename(), /\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(
      lines[0],
      'publicId,status,country,documentType,riskScore,transactionCreationDate,decision',
    );
    assert.ok(lines.length > 1, 'the report has rows');
    for (const line of lines.slice(1)) assert.match(line, /,APPROVED,DE,/);
    const rowCount = (await row.getByRole('cell').nth(7).innerText()).trim();
    assert.equal(Number(rowCount), lines.length - 1);

    await page.getByRole('button', { name: 'Configuration' }).click();
    await expectText(page, 'Report configuration');
    await expectVisible(page.getByLabel('Keep reports for (days)'));
    await captureScreen(page, 'h3-23-report-configuration');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).first().click();
    const dialog = page.getByRole('dialog');
    await expectText(page, 'Delete 1 selected report? This cannot be undone.');
    await captureScreen(page, 'h3-24-report-bulk-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectText(page, '1 report deleted');
    await expectGone(page.getByRole('row', { name: new RegExp(NAME) }), 'the deleted report');
  });

  test('a large report downloads through a job in the tray', async ({ page }) => {
    const big = 'E2E everything this year';
    const token = await apiAccessToken('admin@demo.test', 't-acme');
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const created = await apiCall(token, 'POST', '/api/v1/data-report/criteria', {
      reportType: 'VERIFICATION',
      name: big,
      startDate: yearAgo,
      endDate: today,
    });
    assert.equal(created.status, 201);
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/reports`);
    const row = page.getByRole('row', { name: new RegExp(big) });
    await expectVisible(row.getByText('Done'), 15_000);
    const rowCount = Number((await row.getByRole('cell').nth(7).innerText()).replace(/\D/g, ''));
    assert.ok(rowCount > 1000, 'larger than a download at once');
    await row.getByRole('button', { name: `Download ${big}` }).click();
    await expectText(page, 'The report is large, so its file is written in the background.');
    await page.getByRole('button', { name: /^Background jobs/ }).click();
    const tray = page.getByRole('dialog', { name: 'Background jobs' });
    const job = tray.getByTestId('job').filter({ hasText: `Download of report “${big}”` });
    await expectVisible(job.getByText('Done'));
    await captureScreen(page, 'report-download-job');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      job.getByRole('button', { name: `Download: Download of report “${big}”` }).click(),
    ]);
    const lines = readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\r\n');
    assert.equal(lines.length, rowCount + 1);
    assert.equal(
      lines[0],
      'publicId,status,country,documentType,riskScore,transactionCreationDate,decision',
    );
  });

  test('a failed report says why, and trying again makes it', async ({ page }) => {
    await signInAdmin(page);
    // Up to 25 a page: the seeded history (14 a tenant) with its failed ones on one page.
    await page.goto(`${BASE_URL}/reports?perPage=25`);
    const rows = page.locator('tbody tr');
    const retry = page.getByRole('button', { name: /^Try again: / }).first();
    await expectVisible(retry);
    const name = ((await retry.getAttribute('aria-label')) ?? '').replace(/^Try again: /, '');
    // Seeded names repeat: the row is held by its place (the list is ordered by creation, which a retry keeps).
    const index = await rows.evaluateAll((trs) =>
      trs.findIndex((tr) => tr.querySelector('button[aria-label^="Try again: "]')),
    );
    const row = rows.nth(index);
    await expectVisible(row.getByText('The data source did not answer in time.'));
    await expectVisible(row.getByText('Failed'));
    await captureScreen(page, 'report-failed-retry');
    await retry.click();
    await expectText(page, 'The report is being prepared again.');
    // Pending, then done by itself; the reason and the retry are gone.
    await expectVisible(row.getByText('Done'), 15_000);
    await expectAbsent(row.getByText('The data source did not answer in time.'), 'old reason');
    await expectAbsent(row.getByRole('button', { name: /^Try again/ }), 'retry');
    const download = row.getByRole('button', { name: `Download ${name}` });
    await expectVisible(download);
    assert.ok(await download.isEnabled());
  });

  test('an agent sees verification reports only, without create, download or delete', async ({
    page,
  }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await expectPath(page, '/reports');
    const rows = page.locator('table:has(th:has-text("Report type")) tbody tr');
    await expectVisible(rows.first());
    for (const text of await rows.allInnerTexts()) assert.match(text, /Verification/);
    await expectAbsent(page.getByRole('link', { name: 'Create' }), 'Create');
    await expectAbsent(page.getByRole('button', { name: /^Download / }), 'download buttons');
    await expectAbsent(page.getByRole('checkbox'), 'row selection');
    await captureScreen(page, 'h3-25-reports-agent');
  });
});
