/**
 * Datasets through the real sign-in and the real emulator: an administrator makes a dataset from a filter of the
 * verifications (the count first), sees its contents, renames and archives it; a dataset being rebuilt answers
 * the spec's "dataset maintenance"; an experiment user reads datasets but makes none; a support agent reaches
 * none of it.
 */
import assert from 'node:assert/strict';
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
    // Nothing to archive or edit while it is rebuilt.
    await expectAbsent(page.getByRole('button', { name: 'Archive' }), 'the archive button');
    await expectAbsent(page.getByRole('link', { name: 'Edit' }), 'the edit link');
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
