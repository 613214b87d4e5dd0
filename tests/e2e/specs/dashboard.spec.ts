/**
 * The KYC dashboard through the real sign-in: the administrator sees the key figures and charts of the tenant
 * and opens the review queue itself (the pending reviews, the most overdue first) from it; an analyst (dashboard
 * permission, no verifications list) sees the figures without links; a user whose role lacks the dashboard
 * permission sees no KYC widget at all.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  apiAccessToken,
  DEMO_PASSWORD,
  MOCK_URL,
  captureScreen,
  test,
  expectAbsent,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  describe,
  totpFor,
} from '../support';
import { signInAdmin } from '../support/adminSession';

const KPI_IDS = [
  'verifications',
  'approval-rate',
  'review-queue',
  'sla-at-risk',
  'sla-breached',
  'average-risk',
];
const CHARTS = ['Verifications per day', 'Verifications by status', 'Risk score distribution'];

/** The administrator's access token, signed in through the mock's API (setup only, not under test). */
const adminApiToken = (): Promise<string> => apiAccessToken('admin@demo.test', 't-acme');

/** Gives a user other roles through the users API, as an administrator would in the portal. */
const setRoles = async (userId: string, roles: string[]): Promise<void> => {
  const token = await adminApiToken();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const user = await fetch(`${MOCK_URL}/api/v1/users/${userId}`, { headers });
  assert.equal(user.status, 200);
  const { version } = (await user.json()) as { version: number };
  const res = await fetch(`${MOCK_URL}/api/v1/users/${userId}/roles`, {
    method: 'PUT',
    headers,
    // A change of roles is a protected change: the administrator's password, code, reason and classification.
    body: JSON.stringify({
      password: DEMO_PASSWORD,
      passCode: totpFor('admin@demo.test'),
      reason: 'Test set-up: another role',
      classification: 'CUSTOMER_REQUEST',
      entity: { roles, version },
    }),
  });
  assert.equal(res.status, 200, `role change answered ${res.status}`);
};

const answerCookieBar = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'No', exact: true }).click();
};

describe('KYC dashboard', () => {
  test('the administrator sees figures and charts and opens the review queue', async ({ page }) => {
    await signInAdmin(page);
    await expectVisible(page.getByRole('heading', { name: 'KYC overview' }));
    for (const id of KPI_IDS) await expectVisible(page.getByTestId(`kpi-${id}`));
    for (const name of CHARTS) await expectVisible(page.getByRole('region', { name }));
    // The seed always has open reviews: the queue figure is a positive number.
    const queue = (await page.getByTestId('kpi-review-queue-value').textContent()) ?? '';
    assert.ok(Number(queue.replace(/\D/g, '')) > 0, `review queue figure: ${queue}`);
    // Charts are drawn (SVG), each with a text alternative.
    await expectVisible(
      page.getByTestId('chart-activity-drawing').locator('svg .recharts-bar-rectangle'),
    );
    const summary = await page.getByTestId('chart-activity-drawing').getAttribute('aria-label');
    assert.match(summary ?? '', /verifications over the last 30 days/);
    await captureScreen(page, 'dashboard-admin');

    await page.getByRole('link', { name: 'Open review queue', exact: true }).click();
    // The queue itself over the pending reviews, as many as the dashboard counts.
    const url = await expectPath(page, '/verifications/review');
    assert.deepEqual(JSON.parse(url.searchParams.get('filter') ?? 'null'), {
      status: ['REVIEW_PENDING'],
    });
    await expectVisible(page.getByTestId('review-position').getByText(`1 of ${queue.trim()}`));
    await expectVisible(page.getByRole('link', { name: 'Open full details' }));
    await captureScreen(page, 'dashboard-review-queue');
  });

  test('an SLA figure and a risk bar open the list filtered to them', async ({ page }) => {
    await signInAdmin(page);
    await page.getByTestId('kpi-sla-at-risk').getByRole('link').click();
    let url = await expectPath(page, '/verifications');
    assert.deepEqual(JSON.parse(url.searchParams.get('filter') ?? 'null'), {
      status: ['REVIEW_PENDING'],
      sla: 'AT_RISK',
    });
    await page.goBack();
    await expectPath(page, '/dashboard');
    // The highest risk bucket's bar in the chart itself.
    await page.getByTestId('chart-risk-drawing').locator('.recharts-bar-rectangle').last().click();
    url = await expectPath(page, '/verifications');
    const riskFilter = JSON.parse(url.searchParams.get('filter') ?? 'null') as Record<
      string,
      unknown
    >;
    assert.equal(riskFilter.riskScoreMin, 80);
    assert.equal(riskFilter.riskScoreMax, 100);
    // The bar counts the period's verifications, so the list opens the same period.
    assert.match(String(riskFilter.startDate), /^\d{4}-\d{2}-\d{2}$/);
    assert.match(String(riskFilter.endDate), /^\d{4}-\d{2}-\d{2}$/);
  });

  test('every widget counts the chosen period: the charts add up to the verifications figure', async ({
    page,
  }) => {
    await signInAdmin(page);
    const figure = async () =>
      Number(
        ((await page.getByTestId('kpi-verifications-value').textContent()) ?? '').replace(
          /\D/g,
          '',
        ),
      );
    const chartTotal = async (id: 'status' | 'risk') => {
      const label =
        (await page.getByTestId(`chart-${id}-drawing`).getAttribute('aria-label')) ?? '';
      return Number((/of ([\d,]+) verifications/.exec(label)?.[1] ?? '').replace(/\D/g, ''));
    };
    for (const period of ['30 days', '7 days', '90 days']) {
      await page
        .getByRole('group', { name: 'Period' })
        .getByRole('button', { name: period })
        .click();
      const days = period.split(' ')[0]!;
      await expectVisible(page.getByText(`Last ${days} days, UTC`).first());
      await expectVisible(
        page
          .getByRole('region', { name: 'Verifications by status' })
          .getByText(`Last ${days} days, UTC`),
      );
      const total = await figure();
      assert.ok(total > 0, `${period}: some verifications`);
      assert.equal(await chartTotal('status'), total, `${period}: status chart total`);
      assert.equal(await chartTotal('risk'), total, `${period}: risk chart total`);
    }
  });

  test('an analyst sees the figures without links to the verifications list', async ({ page }) => {
    await signIn(page, 'analyst@demo.test');
    await expectPath(page, '/dashboard');
    await answerCookieBar(page);
    await expectVisible(page.getByTestId('kpi-review-queue'));
    await expectAbsent(page.getByTestId('kpi-review-queue').getByRole('link'), 'link on a figure');
    await expectAbsent(page.getByRole('link', { name: 'Open review queue' }), 'review queue link');
    // The experiment areas are all there: listed under "What you can open".
    await expectText(page, 'What you can open');
    await expectVisible(page.getByRole('link', { name: 'Experiments' }));
    await expectVisible(page.getByRole('link', { name: 'Tagging templates' }));
    await expectAbsent(page.getByText('No areas are available for your roles yet.'), 'dead end');
    await captureScreen(page, 'dashboard-analyst');
  });

  test('without the dashboard permission no KYC widget is shown', async ({ page }) => {
    // No demo account lacks the permission; give the analyst a role without it (integration admin).
    await setRoles('u-analyst', ['ROLE_NV_INTEGRATION_ADMIN']);
    await signIn(page, 'analyst@demo.test');
    await expectPath(page, '/dashboard');
    await answerCookieBar(page);
    await expectText(page, 'Welcome, Ana Analyst');
    await expectText(page, 'What you can open');
    await expectAbsent(page.getByRole('heading', { name: 'KYC overview' }), 'KYC overview');
    for (const id of KPI_IDS) await expectAbsent(page.getByTestId(`kpi-${id}`), `${id} figure`);
    for (const name of CHARTS) await expectAbsent(page.getByRole('region', { name }), name);
    await captureScreen(page, 'dashboard-no-permission');
  });
});
