/**
 * Transactions as an administrator: open one from the list, follow the link to its workflow execution (status
 * timeline), come back and delete the transaction through the guard dialog; the execution stays.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { MOCK_URL, captureScreen, test, expectPath, expectText, describe } from '../support';
import { confirmGuard, signInAdmin } from '../support/adminSession';
import { storedAccessToken } from '../support/platform';

const apiStatus = async (page: Page, path: string): Promise<number> => {
  const token = await storedAccessToken(page);
  const res = await fetch(`${MOCK_URL}/api/${path}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  return res.status;
};

describe('transactions', () => {
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
