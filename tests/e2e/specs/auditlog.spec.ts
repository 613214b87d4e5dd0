/**
 * Audit log. As admin: filter by action and result, open an entry and read its field-by-field diff, download the
 * filtered log as CSV (content checked). As agent: the list is readable, there is no download button, the API
 * refuses the download (403) and any delete (405).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  captureScreen,
  test,
  expectAbsent,
  expectPath,
  expectText,
  expectVisible,
  MOCK_URL,
  signIn,
  expectListFilter,
  describe,
} from '../support';
import { confirmGuard, signInAdmin } from '../support/adminSession';
import { storedAccessToken } from '../support/platform';

const api = async (page: Page, path: string, method = 'GET', body?: unknown) => {
  const token = await storedAccessToken(page);
  const res = await fetch(`${MOCK_URL}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
};

const chooseOption = async (page: Page, field: string, option: string) => {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
};

describe('audit log', () => {
  test('admin filters the log, reads an entry’s diff and downloads CSV', async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expectPath(page, '/auditlog');
    await expectText(page, 'All times are UTC.');
    await expectVisible(page.getByRole('columnheader', { name: 'Time (UTC)' }));
    await captureScreen(page, 'h3-10-auditlog-list');

    await chooseOption(page, 'Action', 'Merchant details updated');
    await chooseOption(page, 'Result', 'Success');
    // Every Merchant entry is a success, so the count alone cannot tell whether the second filter landed.
    await expectListFilter(page, { action: 'MERCHANT_DETAILS_UPDATE', result: 'SUCCESS' });
    const rows = page.locator('table:has(th:has-text("Client IP")) tbody tr');
    await expectVisible(rows.first());
    await expectText(page, 'of 4');
    for (const text of await rows.allInnerTexts()) assert.match(text, /Merchant details updated/);
    await captureScreen(page, 'h3-11-auditlog-filtered');

    // The filtered copy: the same four entries, with a UTC header.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.match(lines[0] ?? '', /^timestamp \(UTC\),actor,tenant,action,result/);
    assert.equal(lines.length, 5);
    for (const line of lines.slice(1))
      assert.match(line, /,Acme Bank,MERCHANT_DETAILS_UPDATE,SUCCESS,/);

    await rows.first().click();
    await expectPath(page, /^\/auditlog\/[^/]+\/show$/);
    await expectText(page, 'Changes');
    await expectVisible(page.getByRole('columnheader', { name: 'Before' }));
    // Fields by their labels, nested ones under their parent's.
    await expectVisible(page.getByRole('rowheader', { name: 'Contact › E-mail' }));
    await expectAbsent(page.getByRole('rowheader', { name: 'contact.email' }), 'field path');
    await expectVisible(page.getByText('Changed').first());
    await expectVisible(
      page
        .getByRole('button', { name: 'Open Merchant' })
        .or(page.getByRole('link', { name: 'Open Merchant' })),
    );
    assert.ok(!(await page.locator('main').innerText()).includes('{"'), 'no raw JSON on the page');
    await captureScreen(page, 'h3-12-auditlog-entry-diff');
  });

  test('the entry of a created API token names the token and opens it', async ({ page }) => {
    const label = 'E2E audited token';
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'API tokens' }).click();
    await expectPath(page, '/api-tokens');
    await page.getByRole('button', { name: 'Create token' }).first().click();
    const form = page.getByRole('dialog', { name: 'Create API token' });
    await form.getByRole('textbox', { name: 'Label' }).fill(label);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expectVisible(page.getByRole('dialog', { name: `Create API token "${label}"` }));
    await confirmGuard(page, 'Audited integration');
    const shown = page.getByRole('dialog', { name: 'Your new API token' });
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await shown.waitFor({ state: 'detached' });

    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expectPath(page, '/auditlog');
    await chooseOption(page, 'Action', 'API token created');
    await expectListFilter(page, { action: 'API_TOKEN_CREATE' });
    const rows = page.locator('table:has(th:has-text("Client IP")) tbody tr');
    await expectVisible(rows.first().getByText('API token created'));
    // Newest first: the token just created. Its entity is the token's id, not a placeholder.
    const entity = (await rows.first().innerText()).match(/\bat-[0-9a-f-]{36}\b/)?.[0];
    assert.ok(entity, 'the entry names the created token by its id');
    await rows.first().click();
    await expectPath(page, /^\/auditlog\/[^/]+\/show$/);
    await expectText(page, 'API token created');
    await expectText(page, entity);
    // The change reads with the token screens' words.
    await expectVisible(page.getByRole('rowheader', { name: 'Label' }));
    await expectText(page, label);
    await expectVisible(page.getByRole('rowheader', { name: 'Status' }));
    await expectText(page, 'Active');
    await captureScreen(page, 'h3-13-auditlog-created-token');

    await page
      .getByRole('link', { name: 'Open API token' })
      .or(page.getByRole('button', { name: 'Open API token' }))
      .click();
    await expectPath(page, `/api-tokens/${entity}/show`);
    await expectText(page, label);
    await expectAbsent(page.getByText('Not found'), 'Not found page');
  });

  test('an agent reads the log but cannot download it or change it', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expectPath(page, '/auditlog');
    await expectVisible(page.locator('table:has(th:has-text("Client IP")) tbody tr').first());
    await expectAbsent(page.getByRole('button', { name: 'Download CSV' }), 'Download CSV button');
    await captureScreen(page, 'h3-13-auditlog-agent');
    const download = await api(page, 'v1/auditlog/download-csv', 'POST', {});
    assert.equal(download.status, 403);
    const list = await api(page, 'v1/auditlog/filter', 'POST', { offset: 0, pageSize: 1 });
    const id = (JSON.parse(list.text) as { content: { id: string }[] }).content[0]?.id ?? 'x';
    const removed = await api(page, `v1/auditlog/${id}`, 'DELETE');
    assert.equal(removed.status, 405);
    assert.match(removed.text, /INVALID_METHOD/);
    assert.equal((await api(page, `v1/auditlog/${id}`)).status, 200);
  });
});
