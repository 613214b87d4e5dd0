/**
 * Workflows as an administrator: create one with a JSON error (the error is shown at its line), fix it and save;
 * change it through the guard dialog; try to delete a workflow that executions reference (refused, with the
 * count); download a definition file; open an execution's status timeline.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  MOCK_URL,
  captureScreen,
  test,
  expectPath,
  expectText,
  describe,
  replaceCode,
} from '../support';
import { confirmGuard, signInAdmin } from '../support/adminSession';
import { storedAccessToken } from '../support/platform';

const api = async <T>(page: Page, path: string): Promise<{ status: number; body: T }> => {
  const token = await storedAccessToken(page);
  const res = await fetch(`${MOCK_URL}/api/${path}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  return { status: res.status, body: (await res.json()) as T };
};

type Workflow = {
  id: string;
  name: string;
  description: string;
  version: number;
  executionCount: number;
};

const BROKEN = `{
  "start": "capture",
  "steps": [
    { "id": "capture" "type": "DOCUMENT_CAPTURE", "next": "decision" },
    { "id": "decision", "type": "DECISION", "next": "END" }
  ]
}`;
const FIXED = BROKEN.replace('"capture" "type"', '"capture", "type"');

describe('workflows', () => {
  test('create with a line error, fix, edit through the guard', async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Workflows', exact: true }).click();
    await expectPath(page, '/workflows');
    await expectText(page, 'Standard KYC onboarding');
    await captureScreen(page, '80-workflows-list');

    await page.getByRole('link', { name: 'Create' }).first().click();
    await expectPath(page, '/workflows/create');
    await page.getByLabel(/^Name/).fill('E2E screening flow');
    // The definition editor (CodeMirror, loaded on demand): its editable area carries the label. It renders only
    // the lines in view, so its innerText is the whole text only for a short definition like these.
    const editor = page.getByRole('textbox', { name: 'Definition (JSON)' });
    await replaceCode(page, editor, BROKEN);
    await expectText(page, 'Line 4');
    assert.equal(await page.locator('.cm-lineNumbers .cm-errorLineNumber').innerText(), '4');
    await captureScreen(page, '81-workflow-line-error');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/workflows/create');
    await expectText(page, 'The form is not valid');
    assert.equal(await editor.innerText(), BROKEN, 'the typed definition is kept');
    // Dismiss the notification so it does not cover the toolbar of the next page.
    await page.locator('section[aria-label="Notifications"] button').first().click();

    await replaceCode(page, editor, FIXED);
    await expectText(page, 'JSON object with "start"');
    // Tab is not kept by the editor: a keyboard user moves on to the next control.
    await editor.press('Tab');
    assert.equal(await editor.evaluate((element) => element === document.activeElement), false);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, /^\/workflows\/[^/]+\/show$/);
    await expectText(page, 'E2E screening flow');
    const id = decodeURIComponent(page.url().split('/workflows/')[1]!.split('/')[0]!);
    const stored = await api<Workflow & { definition: string }>(page, `v1/workflows/${id}`);
    assert.equal(stored.body.definition, FIXED);
    await captureScreen(page, '82-workflow-show');

    await page.getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, `/workflows/${id}`);
    assert.equal(await page.getByRole('textbox', { name: 'Definition (JSON)' }).innerText(), FIXED);
    await captureScreen(page, '83-workflow-edit');
    await page.getByLabel('Description').fill('Screening before onboarding');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Change workflow');
    await captureScreen(page, '83-workflow-guard');
    await confirmGuard(page, 'Tune the flow');
    await expectPath(page, `/workflows/${id}/show`);
    await expectText(page, 'Screening before onboarding');
    const changed = await api<Workflow>(page, `v1/workflows/${id}`);
    assert.equal(changed.body.version, 2);
    assert.equal(changed.body.description, 'Screening before onboarding');
  });

  test('a referenced workflow cannot be deleted; its definition downloads', async ({ page }) => {
    await signInAdmin(page);
    const { body: workflow } = await api<Workflow>(page, 'v1/workflows/wf-acme-1');
    assert.ok(workflow.executionCount > 0);
    await page.goto(`${BASE_URL}/workflows/wf-acme-1/show`);
    await expectText(page, 'Standard KYC onboarding');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download definition' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'standard-kyc-onboarding.json');
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    assert.equal(JSON.parse(text).start, 'document-capture');

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectText(
      page,
      `This workflow cannot be deleted: ${workflow.executionCount} executions reference it.`,
    );
    await captureScreen(page, '84-workflow-delete-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await api(page, 'v1/workflows/wf-acme-1')).status, 200);

    // The executions link of the show page opens the list filtered to this workflow; one shows its timeline.
    await page.getByRole('link', { name: `${workflow.executionCount} executions` }).click();
    await expectPath(page, '/workflow-executions');
    await expectText(page, `of ${workflow.executionCount}`);
    await captureScreen(page, '85-executions-list');
    await page.locator('tbody tr').first().click();
    await expectPath(page, /^\/workflow-executions\/[^/]+\/show$/);
    await expectText(page, 'Status timeline');
    await expectText(page, 'Started');
    await captureScreen(page, '86-execution-timeline');
  });
});
