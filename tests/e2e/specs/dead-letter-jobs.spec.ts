/**
 * The dead-letter queue (issue 19). As the administrator: break a merchant's callback URL, send test callbacks,
 * see them land in the queue as one error group after their attempts, fix the URL, retry the group and see its
 * jobs DONE with the retry in their attempts; the job's page shows the payload and the stack trace. As a support
 * agent: no queue in the menu and 403 from the platform.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  apiAccessToken,
  apiCall,
  BASE_URL,
  captureScreen,
  describe,
  expectAbsent,
  expectPath,
  expectText,
  expectVisible,
  signInToDashboard,
  test,
} from '../support';
import { confirmGuard, signInAdmin } from '../support/adminSession';

const RECEIVER = 'http://localhost/api/__receiver/e2e-shop';

interface Job {
  id: string;
  status: string;
  target: string;
}

const jobsFor = async (token: string, text: string): Promise<Job[]> =>
  (
    (
      await apiCall(token, 'POST', '/api/v1/dead-letter-jobs/filter', {
        offset: 0,
        pageSize: 50,
        q: text,
      })
    ).json as { content: Job[] }
  ).content;

/** Waits, reading the platform, until `check` holds for the jobs a search finds (the runner works meanwhile). */
const waitForJobs = async (token: string, text: string, check: (jobs: Job[]) => boolean) => {
  for (let turn = 0; turn < 100; turn += 1) {
    const jobs = await jobsFor(token, text);
    if (check(jobs)) return jobs;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the jobs of "${text}" never reached the expected state`);
};

const setCallbackUrl = async (page: Page, url: string, reason: string) => {
  await page.goto(`${BASE_URL}/merchants/m-acme-2/show/callback`);
  const field = page.getByRole('textbox', { name: 'Callback URL' });
  await expectVisible(field);
  await field.fill(url);
  await page.getByRole('button', { name: 'Save callback URL' }).click();
  await confirmGuard(page, reason);
  await expectText(page, 'Callback URL saved');
};

describe('dead-letter queue', () => {
  test('a broken callback URL fills the queue; fixed, the error group is retried to DONE', async ({
    page,
  }) => {
    await signInAdmin(page);
    const token = await apiAccessToken('admin@demo.test', 't-acme');
    await setCallbackUrl(page, `${RECEIVER}?status=500`, 'Merchant moved its endpoint');
    await captureScreen(page, 'merchant-callback');
    for (let i = 0; i < 2; i += 1) {
      await page.getByRole('button', { name: 'Send a test callback' }).click();
      await expectText(page, 'The test callback is on its way.');
    }
    await waitForJobs(
      token,
      'e2e-shop',
      (jobs) => jobs.length === 2 && jobs.every((j) => j.status === 'FAILED'),
    );

    await page.getByRole('menuitem', { name: 'Dead-letter queue' }).click();
    await expectPath(page, '/dead-letter-jobs');
    const group = page.getByRole('row', {
      name: new RegExp(`HTTP 500 from ${RECEIVER.replace(/[/.]/g, '\\$&')}`),
    });
    await expectVisible(group);
    await expectVisible(group.getByRole('cell', { name: '2', exact: true }));
    await expectVisible(page.getByText('Failed in the last 24 h'));
    await captureScreen(page, 'dead-letter-queue');

    // Fixed at the merchant, then the group retried from the queue.
    await setCallbackUrl(page, RECEIVER, 'Endpoint fixed');
    await page.goto(`${BASE_URL}/dead-letter-jobs`);
    await expectVisible(group);
    await group.getByRole('button', { name: /^Retry group \(2 jobs: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Retry 2 jobs?' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Retry 2 jobs' }).click();
    await expectText(page, '2 jobs wait for their retry.');
    const done = await waitForJobs(token, 'e2e-shop', (jobs) =>
      jobs.every((j) => j.status === 'DONE'),
    );
    assert.equal(done.length, 2);

    // The list follows the retry to its end; the job's page tells the whole story.
    await group.getByRole('button', { name: 'Show jobs' }).click();
    // The jobs' rows (the group's own row above names the endpoint too, but has no status).
    const rows = page.getByRole('row').filter({ hasText: 'e2e-shop' }).filter({ hasText: 'Done' });
    await expectVisible(rows.nth(1));
    await rows.first().getByRole('cell', { name: 'Merchant callback' }).click();
    await expectPath(page, /^\/dead-letter-jobs\/.+\/show$/);
    await expectText(page, 'Delivered (200)');
    await expectVisible(page.getByRole('region', { name: 'Stack trace of the last failure' }));
    await expectText(page, 'com.trustdesk.delivery.CallbackDeliveryException: HTTP 500 from');
    await captureScreen(page, 'dead-letter-job');

    const audit = (
      await apiCall(token, 'POST', '/api/v1/auditlog/filter', {
        offset: 0,
        pageSize: 5,
        action: ['DEAD_LETTER_JOBS_RETRY_MATCHING'],
      })
    ).json as { content: { action: string }[] };
    assert.equal(audit.content[0]?.action, 'DEAD_LETTER_JOBS_RETRY_MATCHING');
  });

  test('an administrator of two tenants watches the other tenant’s queue through the tenant filter', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/dead-letter-jobs`);
    const tenantCells = (name: string) => page.getByRole('cell', { name, exact: true });
    // The tenant signed in to by default.
    await expectVisible(page.getByRole('columnheader', { name: 'Tenant' }));
    await expectVisible(tenantCells('Acme Bank').first());
    await expectAbsent(tenantCells('Globex Pay'), 'another tenant’s jobs before asking');

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Tenants' }).click();
    await page.getByRole('combobox', { name: 'Tenants' }).click();
    await page.getByRole('option', { name: 'Globex Pay', exact: true }).click();
    await page.keyboard.press('Escape');
    await expectVisible(tenantCells('Globex Pay').first());
    await expectAbsent(
      tenantCells('Acme Bank'),
      'the session tenant’s jobs once only Globex Pay is asked',
    );
    assert.match(page.url(), /tenantId/, 'the tenant filter is kept in the URL');
    // Reloaded, the filter still names the tenant it shows.
    await page.reload();
    await expectVisible(tenantCells('Globex Pay').first());
    await expectVisible(page.locator('form').getByText('Globex Pay', { exact: true }));

    // A job of the other tenant opens, and says whose it is.
    await tenantCells('Globex Pay').first().click();
    await expectPath(page, /\/dead-letter-jobs\/[^/]+\/show$/);
    await expectVisible(page.getByRole('main').getByText('Globex Pay', { exact: true }));
    // Its merchant is named, not fetched from the tenant signed in to (where it is not found).
    await expectVisible(page.getByText('Merchant', { exact: true }));
    await expectAbsent(page.getByText(/^Not found/), 'a not-found notice');
  });

  test('a support agent has no queue, and the platform refuses it', async ({ page }) => {
    await signInToDashboard(page, 'agent@demo.test');
    await expectVisible(page.getByRole('menuitem', { name: 'Verifications' }));
    await expectAbsent(page.getByRole('menuitem', { name: 'Dead-letter queue' }), 'the queue');
    const token = await apiAccessToken('agent@demo.test', 't-acme');
    for (const [method, path] of [
      ['POST', '/api/v1/dead-letter-jobs/filter'],
      ['GET', '/api/v1/dead-letter-jobs/metrics'],
      ['POST', '/api/v1/dead-letter-jobs/retry'],
    ] as const)
      assert.equal(
        (
          await apiCall(
            token,
            method,
            path,
            method === 'POST' ? { offset: 0, pageSize: 5 } : undefined,
          )
        ).status,
        403,
        path,
      );
  });
});
