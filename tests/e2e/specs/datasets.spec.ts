/**
 * Datasets through the real sign-in and the real emulator: an administrator makes a dataset from a filter of the
 * verifications (the count first), sees its contents, renames and archives it; makes one from a file of public
 * ids (a bad row left out), takes back the input file, exports it at once, runs a full preview, and follows the
 * export of a large dataset in the job tray to its download; a dataset being rebuilt answers the spec's
 * "dataset maintenance" and offers no work; an experiment user reads datasets but makes none; a support agent
 * reaches none of it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  BASE_URL,
  apiAccessToken,
  apiCall,
  captureScreen,
  describe,
  expectAbsent,
  expectDisabled,
  expectEnabled,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  signInToDashboard,
  test,
} from '../support';
import { signInAdmin } from '../support/adminSession';

const UNAUTHORIZED = "Unauthorized. You don't have the required permission to view this page.";

interface Dataset {
  id: string;
  name: string;
  status: string;
  itemCount: number;
  criteria: string;
  version: number;
}
type Page<T> = { content: T[]; totalElements: number };

describe('datasets', () => {
  test('an administrator makes a dataset from a filter, sees its contents, renames and archives it', async ({
    page,
  }) => {
    const token = await apiAccessToken('admin@demo.test', 't-acme');
    await signInAdmin(page, 'Acme Bank');
    await page.getByRole('menuitem', { name: 'Datasets' }).click();
    await expectPath(page, '/datasets');
    await expectText(page, 'Rejected verifications');
    await captureScreen(page, 'datasets-list');

    await page.getByRole('button', { name: 'New from a filter' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'New dataset from a filter of the verifications',
    });
    await dialog.getByLabel('Name').fill('Rejected passports');
    await dialog.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Document type').click();
    await page.getByRole('option', { name: 'Passport' }).click();
    await page.keyboard.press('Escape');
    const make = dialog.getByRole('button', { name: 'Make the dataset' });
    // The count comes first: nothing is made from a filter whose size the user has not seen.
    await expectDisabled(make, 'Make the dataset before counting');
    await dialog.getByRole('button', { name: 'Count the verifications' }).click();
    const expected = (
      (
        await apiCall(token, 'POST', '/api/v1/verifications/filter', {
          offset: 0,
          pageSize: 1,
          status: ['REJECTED'],
          documentType: ['PASSPORT'],
        })
      ).json as Page<unknown>
    ).totalElements;
    await expectVisible(dialog.getByText(`${expected} verifications match`));
    await expectEnabled(make, 'Make the dataset');
    await captureScreen(page, 'datasets-new-from-filter');
    await make.click();
    await expectText(page, `Dataset “Rejected passports” made of ${expected} verifications.`);
    await expectPath(page, /^\/datasets\/.+\/show$/);
    const id = decodeURIComponent(page.url().split('/').at(-2)!);
    const contents = page.getByRole('region', { name: 'Contents' });
    await expectVisible(contents.getByText(`Rejected · ${expected}`));
    await expectVisible(contents.getByText(`Passport · ${expected}`));
    await expectText(page, `The first 20 of ${expected} verifications`);
    await captureScreen(page, 'dataset-show');

    const stored = (await apiCall(token, 'GET', `/api/v1/datasets/${id}`)).json as Dataset;
    assert.equal(stored.itemCount, expected);
    assert.deepEqual(JSON.parse(stored.criteria), {
      status: ['REJECTED'],
      documentType: ['PASSPORT'],
    });

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Name *').fill('Rejected passports, November');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, `/datasets/${id}/show`);
    await expectText(page, 'Rejected passports, November');
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expectText(page, 'The dataset is archived.');
    const archived = (await apiCall(token, 'GET', `/api/v1/datasets/${id}`)).json as Dataset;
    assert.equal(archived.status, 'ARCHIVED');
    assert.equal(archived.name, 'Rejected passports, November');
  });

  test('an administrator makes a dataset from a file, leaving a bad row out, then exports and previews it', async ({
    page,
  }) => {
    const token = await apiAccessToken('admin@demo.test', 't-acme');
    const ids = (
      (
        await apiCall(token, 'POST', '/api/v1/verifications/filter', {
          offset: 0,
          pageSize: 3,
          status: ['APPROVED'],
        })
      ).json as Page<{ publicId: string }>
    ).content.map((v) => v.publicId);
    const content = `publicId\r\n${ids.join('\r\n')}\r\nnot-a-public-id\r\n`;
    await signInAdmin(page, 'Acme Bank');
    await page.getByRole('menuitem', { name: 'Datasets' }).click();
    await page.getByRole('button', { name: 'New from a file' }).click();
    const dialog = page.getByRole('dialog', { name: 'New dataset from a file of public ids' });
    await dialog.getByLabel('Name').fill('Partner ids, November');
    await dialog.getByLabel('Choose a file').setInputFiles({
      name: 'partner-ids.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(content),
    });
    await expectVisible(dialog.getByText('4 rows read: 3 usable, 1 with a problem.'));
    const errors = dialog.getByRole('table', { name: 'Rows that cannot be used' });
    await expectVisible(errors.getByText('not-a-public-id'));
    await expectVisible(errors.getByText('No verification of this tenant has this public id.'));
    const make = dialog.getByRole('button', { name: 'Make the dataset' });
    await expectDisabled(make, 'Make the dataset with a bad row');
    await captureScreen(page, 'datasets-new-from-file');
    await dialog
      .getByLabel('Make the dataset of the 3 usable rows and leave the others out')
      .check();
    await make.click();
    await expectText(page, 'Dataset “Partner ids, November” made of 3 verifications.');
    await expectPath(page, /^\/datasets\/.+\/show$/);

    const [input] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Input file' }).click(),
    ]);
    assert.equal(input.suggestedFilename(), 'partner-ids.csv');
    assert.equal(readFileSync(await input.path(), 'utf8'), content);

    // Three verifications export at once.
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const lines = readFileSync(await exported.path(), 'utf8')
      .trim()
      .split('\r\n');
    assert.equal(lines.length, 4);
    assert.ok(lines[0]!.startsWith('position,id,publicId'));
    assert.deepEqual(
      lines.slice(1).map((line) => line.split(',')[2]),
      ids,
    );
    await expectText(page, 'Exported 3 verifications.');
    const work = page.getByRole('region', { name: 'Your exports and full previews' });
    await expectVisible(work.getByText(/: 3 rows, /));

    await page.getByRole('button', { name: 'Full preview' }).click();
    await expectVisible(
      work.getByText(/3 verifications are there, 0 were deleted since and 0 wiped out\./),
    );
    await captureScreen(page, 'dataset-show-work');
  });

  test('the export of a large dataset runs as a job the user follows in the tray to its download', async ({
    page,
  }) => {
    const token = await apiAccessToken('admin@demo.test', 't-acme');
    const big = (
      await apiCall(token, 'POST', '/api/v1/datasets/indirect', {
        name: 'Everything of Acme Bank',
        filter: {},
      })
    ).json as Dataset;
    assert.ok(big.itemCount > 1000, 'larger than a synchronous export');
    await signInAdmin(page, 'Acme Bank');
    await page.goto(`${BASE_URL}/datasets/${big.id}/show`);
    await page.getByRole('button', { name: 'Export' }).click();
    await expectText(page, 'The export runs in the background.');
    await page.getByRole('button', { name: /^Background jobs/ }).click();
    const tray = page.getByRole('dialog', { name: 'Background jobs' });
    const row = tray.getByTestId('job').filter({ hasText: 'Export of “Everything of Acme Bank”' });
    await expectVisible(row);
    await expectVisible(row.getByText('Done'));
    await expectVisible(
      row.getByText(new RegExp(`${big.itemCount.toLocaleString('en-US')} rows, `)),
    );
    await captureScreen(page, 'jobs-tray');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download: Export of “Everything of Acme Bank”' }).click(),
    ]);
    const rows = readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\r\n');
    assert.equal(rows.length, big.itemCount + 1);
    // The job's end was told once; a reload does not tell it again.
    await expectText(page, 'Export of “Everything of Acme Bank” is done.');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('button', { name: /^Background jobs/ }).click();
    await expectVisible(
      page.getByRole('dialog', { name: 'Background jobs' }).getByText('Done').first(),
    );
    await expectAbsent(
      page.getByText('Export of “Everything of Acme Bank” is done.'),
      'a second notification',
    );
    // Another user does not see it.
    const analyst = await apiAccessToken('analyst@demo.test', 't-acme');
    const theirs = (await apiCall(analyst, 'GET', '/api/v1/jobs')).json as { items: unknown[] };
    assert.equal(theirs.items.length, 0);
  });

  test('a dataset being rebuilt answers "dataset maintenance"', async ({ page }) => {
    const token = await apiAccessToken('admin@demo.test', 't-acme');
    const rebuilding = (
      (
        await apiCall(token, 'POST', '/api/v1/datasets/filter', {
          offset: 0,
          pageSize: 10,
          status: 'MAINTENANCE',
        })
      ).json as Page<Dataset>
    ).content[0]!;
    const refused = await apiCall(token, 'DELETE', `/api/v1/datasets/${rebuilding.id}`);
    assert.equal(refused.status, 409);
    assert.equal((refused.json as { code: string }).code, 'DATASET_MAINTENANCE');
    await signInAdmin(page, 'Acme Bank');
    await page.goto(`${BASE_URL}/datasets/${rebuilding.id}/show`);
    await expectText(page, 'Being rebuilt');
    // Nothing to archive or edit while it is rebuilt, and neither export nor preview.
    await expectAbsent(page.getByRole('button', { name: 'Archive' }), 'the archive button');
    await expectAbsent(page.getByRole('link', { name: 'Edit' }), 'the edit link');
    await expectText(
      page,
      `The system is currently undergoing maintenance. “${rebuilding.name}” is being rebuilt`,
    );
    await expectDisabled(page.getByRole('button', { name: 'Export' }), 'Export');
    await expectDisabled(page.getByRole('button', { name: 'Full preview' }), 'Full preview');
  });

  test('an experiment user reads datasets but makes none', async ({ page }) => {
    await signInToDashboard(page, 'analyst@demo.test');
    await page.getByRole('menuitem', { name: 'Datasets' }).click();
    await expectText(page, 'German ID cards');
    await expectAbsent(page.getByRole('button', { name: 'New from a filter' }), 'the creation');
    const analyst = await apiAccessToken('analyst@demo.test', 't-acme');
    assert.equal(
      (await apiCall(analyst, 'POST', '/api/v1/datasets/indirect/count', { filter: {} })).status,
      403,
    );
  });

  test('a support agent reaches none of it', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await expectAbsent(page.getByRole('menuitem', { name: 'Datasets' }), 'the menu entry');
    await page.goto(`${BASE_URL}/datasets`);
    await expectText(page, UNAUTHORIZED);
    const agent = await apiAccessToken('agent@demo.test', 't-acme');
    assert.equal(
      (await apiCall(agent, 'POST', '/api/v1/datasets/filter', { offset: 0, pageSize: 10 })).status,
      403,
    );
  });
});
