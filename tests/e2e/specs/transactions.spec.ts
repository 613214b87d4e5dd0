/**
 * Transactions as an administrator: open one from the list, follow the link to its workflow execution (status
 * timeline), come back and delete the transaction through the guard dialog; the execution stays.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  MOCK_URL,
  captureScreen,
  test,
  expectPath,
  expectText,
  expectVisible,
  describe,
} from '../support';
import { confirmGuard, signInAdmin } from '../support/adminSession';
import { storedAccessToken } from '../support/platform';

const apiStatus = async (page: Page, path: string): Promise<number> => {
  const token = await storedAccessToken(page);
  const res = await fetch(`${MOCK_URL}/api/${path}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  return res.status;
};

const apiJson = async <T>(page: Page, path: string, body?: unknown): Promise<T> => {
  const token = await storedAccessToken(page);
  const res = await fetch(`${MOCK_URL}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
};

interface TransactionDto {
  id: string;
  publicId: string;
  workflowId: string;
  workflowName: string;
  workflowExecutionId: string;
  verificationId: string | null;
}

/** The link texts of the page's main area: what a user reads, never an internal id. */
const mainText = async (page: Page) => (await page.locator('main').innerText()).trim();

describe('transactions', () => {
  test('cross-references name the record as the user knows it, not by its internal id', async ({
    page,
  }) => {
    await signInAdmin(page);
    const { list } = await apiJson<{ list: TransactionDto[] }>(page, 'v1/transactions/filter', {
      offset: 0,
      pageSize: 50,
    });
    const transaction = list.find((row) => row.verificationId);
    assert.ok(transaction?.verificationId, 'a transaction of a verification');
    const verification = await apiJson<{ publicId: string }>(
      page,
      `v1/verifications/${encodeURIComponent(transaction.verificationId)}`,
    );

    await page.goto(`${BASE_URL}/transactions/${encodeURIComponent(transaction.id)}/show`);
    const verificationLink = page.getByRole('link', { name: verification.publicId, exact: true });
    await expectVisible(verificationLink);
    assert.equal(
      await verificationLink.getAttribute('href'),
      `/verifications/${encodeURIComponent(transaction.verificationId)}/show`,
    );
    // The workflow, in both places the page names it, by its name.
    const workflowLinks = page.locator(`a[href="/workflows/${transaction.workflowId}/show"]`);
    await expectVisible(workflowLinks.last());
    for (const text of await workflowLinks.allInnerTexts())
      assert.equal(text.trim(), transaction.workflowName);
    const shown = await mainText(page);
    assert.ok(!shown.includes(transaction.verificationId), 'no verification id as text');
    assert.ok(!shown.includes(transaction.workflowId), 'no workflow id as text');
    await captureScreen(page, 'transaction-cross-references');

    // The execution names its transaction and verification by their public ids.
    await page.goto(
      `${BASE_URL}/workflow-executions/${encodeURIComponent(transaction.workflowExecutionId)}/show`,
    );
    await expectVisible(page.getByRole('link', { name: transaction.publicId, exact: true }));
    await expectVisible(page.getByRole('link', { name: verification.publicId, exact: true }));
    const executionText = await mainText(page);
    assert.ok(!executionText.includes(transaction.verificationId), 'no verification id as text');
    assert.ok(!executionText.includes(transaction.id), 'no transaction id as text');
    await captureScreen(page, 'execution-cross-references');
  });

  test('open a transaction, follow it to its execution, delete it via the guard', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Transactions', exact: true }).click();
    await expectPath(page, '/transactions');
    await expectText(page, 'Workflow status');
    await captureScreen(page, '90-transactions-list');

    await page.locator('tbody tr').first().click();
    await expectPath(page, /^\/transactions\/[^/]+\/show$/);
    await expectText(page, 'Workflow execution');
    const transactionPath = new URL(page.url()).pathname;
    const id = decodeURIComponent(transactionPath.split('/')[2]!);
    await captureScreen(page, '91-transaction-show');

    const executionLink = page.locator('a[href^="/workflow-executions/"]').first();
    const executionId = (await executionLink.innerText()).trim();
    await executionLink.click();
    await expectPath(page, `/workflow-executions/${executionId}/show`);
    await expectText(page, 'Status timeline');
    await captureScreen(page, '92-transaction-execution');

    await page.goBack();
    await expectPath(page, transactionPath);
    await page.getByRole('button', { name: 'Delete transaction' }).click();
    await expectText(page, 'Its data is wiped out; the workflow execution stays.');
    await captureScreen(page, '93-transaction-delete-guard');
    await confirmGuard(page, 'Customer asked for erasure');
    await expectPath(page, '/transactions');
    await expectText(page, 'The transaction was deleted. Its workflow execution is kept.');
    assert.equal(await apiStatus(page, `v1/transactions/${encodeURIComponent(id)}`), 404);
    assert.equal(await apiStatus(page, `v1/workflow-executions/${executionId}`), 200);
  });
});
