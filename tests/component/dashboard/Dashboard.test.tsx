import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider } from '../../support/fakeAuthProvider';
import { authoritiesForRoles, type Role } from '../../../src/contract/permissions';
import { Dashboard } from '../../../src/dashboard/Dashboard';
import { createTestI18nProvider } from '../../support/renderWithI18n';

const STATS = {
  days: [
    { date: '2026-11-20', total: 3, approved: 1, rejected: 0, reviewPending: 1 },
    { date: '2026-11-21', total: 4, approved: 1, rejected: 1, reviewPending: 1 },
    { date: '2026-11-22', total: 5, approved: 2, rejected: 1, reviewPending: 2 },
  ],
  byStatus: {
    INITIATED: 2,
    PROCESSING: 1,
    REVIEW_PENDING: 7,
    APPROVED: 30,
    REJECTED: 9,
    EXPIRED: 1,
  },
  riskBuckets: [
    { min: 0, max: 19, count: 20 },
    { min: 20, max: 39, count: 12 },
    { min: 40, max: 59, count: 9 },
    { min: 60, max: 79, count: 5 },
    { min: 80, max: 100, count: 4 },
  ],
  reviewQueue: 7,
  slaAtRisk: 2,
  slaBreached: 3,
  averageRiskScore: 37.25,
  generatedAt: '2026-11-22T12:00:00.000Z',
};

/** Shows where a link took the user, with the list filter decoded. */
const ListProbe = () => {
  const location = useLocation();
  const filter = new URLSearchParams(location.search).get('filter');
  return <div data-testid="list-probe">{filter}</div>;
};

/** Shows that a link opened the review queue, with its filter. */
const QueueProbe = () => {
  const location = useLocation();
  return <div data-testid="queue-probe">{new URLSearchParams(location.search).get('filter')}</div>;
};

const renderDashboard = (roles: Role[], stats: () => Promise<unknown> = async () => STATS) => {
  const authorities = authoritiesForRoles(roles);
  const dataProvider = { getDashboardVerificationStats: vi.fn(stats) };
  const authProvider = fakeAuthProvider(authorities, {
    id: 'u-1',
    fullName: 'Ada Admin',
    email: 'admin@demo.test',
    tenantId: 't-acme',
    tenantName: 'Acme Bank',
    authorities,
  });
  render(
    <TestMemoryRouter initialEntries={['/dashboard']}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProvider}
        // Like the portal's own client (src/App.tsx): no silent retries, the error state offers one.
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        i18nProvider={createTestI18nProvider('en')}
      >
        <Routes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/verifications" element={<ListProbe />} />
          <Route path="/verifications/review" element={<QueueProbe />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { dataProvider, user: userEvent.setup() };
};

const kpi = (id: string) => screen.findByTestId(`kpi-${id}`, {}, { timeout: 5000 });
const filterShown = async () =>
  JSON.parse((await screen.findByTestId('list-probe')).textContent ?? 'null') as unknown;

describe('Dashboard KYC overview', () => {
  it('renders the key figures of the window and the tenant', async () => {
    const { dataProvider } = renderDashboard(['ROLE_ADMINISTRATOR']);
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
    expect(within(await kpi('verifications')).getByText('12')).toBeInTheDocument();
    // 4 approved of 6 decided in the window.
    expect(within(await kpi('approval-rate')).getByText('66.7%')).toBeInTheDocument();
    expect(within(await kpi('approval-rate')).getByText('4 of 6 decided')).toBeVisible();
    expect(within(await kpi('review-queue')).getByText('7')).toBeInTheDocument();
    expect(within(await kpi('sla-at-risk')).getByText('2')).toBeInTheDocument();
    expect(within(await kpi('sla-breached')).getByText('3')).toBeInTheDocument();
    expect(within(await kpi('average-risk')).getByText('37.3')).toBeInTheDocument();
    expect(dataProvider.getDashboardVerificationStats).toHaveBeenCalledWith(30);
    // Every chart has a title and a text alternative (the charts' module loads on its own).
    for (const title of [
      'Verifications per day',
      'Verifications by status',
      'Risk score distribution',
    ])
      expect(
        await screen.findByRole('region', { name: title }, { timeout: 5000 }),
      ).toBeInTheDocument();
    expect(screen.getByTestId('chart-activity-drawing')).toHaveAccessibleName(
      /12 verifications over the last 3 days.*busiest day 2026-11-22 with 5/,
    );
    expect(screen.getByTestId('chart-risk-drawing')).toHaveAccessibleName(/80–100: 4/);
    expect(within(screen.getByTestId('status-legend-APPROVED')).getByText('30')).toBeVisible();
  });

  it('the review-queue figure opens the list filtered to REVIEW_PENDING', async () => {
    const { user } = renderDashboard(['ROLE_SUPPORT_AGENT']);
    await user.click(
      await screen.findByRole(
        'link',
        { name: /^Open reviews 7 .*Open the filtered verifications list$/ },
        { timeout: 5000 },
      ),
    );
    expect(await filterShown()).toEqual({ status: ['REVIEW_PENDING'] });
  });

  it("'Open review queue' opens the queue itself, for a user who may decide", async () => {
    const { user } = renderDashboard(['ROLE_SUPPORT_MANAGER']);
    await user.click(
      await screen.findByRole('link', { name: 'Open review queue' }, { timeout: 5000 }),
    );
    expect(JSON.parse((await screen.findByTestId('queue-probe')).textContent ?? 'null')).toEqual({
      status: ['REVIEW_PENDING'],
    });
  });

  it('offers no review queue to a user who may list verifications but not decide', async () => {
    renderDashboard(['ROLE_SUPPORT_AGENT']);
    expect(within(await kpi('review-queue')).getByRole('link')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open review queue' })).not.toBeInTheDocument();
  });

  it.each([
    ['sla-at-risk', { status: ['REVIEW_PENDING'], sla: 'AT_RISK' }],
    ['sla-breached', { status: ['REVIEW_PENDING'], sla: 'BREACHED' }],
    ['approval-rate', { status: ['APPROVED'], startDate: '2026-11-20', endDate: '2026-11-22' }],
    ['verifications', { startDate: '2026-11-20', endDate: '2026-11-22' }],
  ])('the %s card links to its filter', async (id, filter) => {
    const { user } = renderDashboard(['ROLE_ADMINISTRATOR']);
    await user.click(within(await kpi(id)).getByRole('link'));
    expect(await filterShown()).toEqual(filter);
  });

  it('chart elements link to their filter (status legend, day and risk tables)', async () => {
    const { user } = renderDashboard(['ROLE_ADMINISTRATOR']);
    const legend = await screen.findByTestId('status-legend-REJECTED', {}, { timeout: 5000 });
    // The charts count the period's verifications, so their links open the same period.
    expect(within(legend).getByRole('link', { name: 'Rejected' })).toHaveAttribute(
      'href',
      `/verifications?filter=${encodeURIComponent(
        '{"status":["REJECTED"],"startDate":"2026-11-20","endDate":"2026-11-22"}',
      )}`,
    );
    const risk = screen.getByRole('region', { name: 'Risk score distribution' });
    // The hidden table's links are out of the tab order until the table view is chosen.
    expect(within(risk).getByRole('link', { name: '80–100' })).toHaveAttribute('tabindex', '-1');
    await user.click(within(risk).getByRole('button', { name: 'Show as table' }));
    const bucket = within(risk).getByRole('link', { name: '80–100' });
    expect(bucket).not.toHaveAttribute('tabindex');
    await user.click(bucket);
    expect(await filterShown()).toEqual({
      riskScoreMin: 80,
      riskScoreMax: 100,
      startDate: '2026-11-20',
      endDate: '2026-11-22',
    });
  });

  it('every chart says which period it counts, and the chosen period is asked for', async () => {
    const { user, dataProvider } = renderDashboard(['ROLE_ADMINISTRATOR']);
    for (const title of [
      'Verifications per day',
      'Verifications by status',
      'Risk score distribution',
    ]) {
      const chart = await screen.findByRole('region', { name: title }, { timeout: 5000 });
      expect(within(chart).getByText('Last 3 days, UTC')).toBeVisible();
    }
    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(period).getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(dataProvider.getDashboardVerificationStats).toHaveBeenLastCalledWith(7),
    );
    expect(within(period).getByRole('button', { name: '7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a day of the activity table opens that UTC day', async () => {
    const { user } = renderDashboard(['ROLE_ADMINISTRATOR']);
    const activity = await screen.findByRole(
      'region',
      { name: 'Verifications per day' },
      { timeout: 5000 },
    );
    await user.click(within(activity).getByRole('button', { name: 'Show as table' }));
    await user.click(within(activity).getByRole('link', { name: '2026-11-21' }));
    expect(await filterShown()).toEqual({ startDate: '2026-11-21', endDate: '2026-11-21' });
  });

  it('shows figures without links when the user may not list verifications', async () => {
    renderDashboard(['ROLE_EXPERIMENT_USER']);
    expect(within(await kpi('review-queue')).getByText('7')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open review queue/ })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('status-legend-APPROVED')).queryByRole('link')).toBeNull();
    expect(screen.getByRole('region', { name: 'Verifications by status' })).toBeInTheDocument();
  });

  it('lists an experiment user’s areas under “What you can open”', async () => {
    renderDashboard(['ROLE_EXPERIMENT_USER']);
    expect(await screen.findByText('What you can open')).toBeInTheDocument();
    expect(await screen.findByText('Experiments')).toBeInTheDocument();
    expect(screen.getByText('Tagging templates')).toBeInTheDocument();
    expect(screen.queryByText('No areas are available for your roles yet.')).toBeNull();
  });

  it('hides every KYC widget without the dashboard permission and loads nothing', async () => {
    const { dataProvider } = renderDashboard(['ROLE_NV_INTEGRATION_ADMIN']);
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('What you can open')).toBeInTheDocument();
    expect(screen.queryByText('KYC overview')).not.toBeInTheDocument();
    expect(screen.queryByTestId('kpi-review-queue')).not.toBeInTheDocument();
    expect(dataProvider.getDashboardVerificationStats).not.toHaveBeenCalled();
  });

  it('shows an error with a retry that loads again', async () => {
    let calls = 0;
    const { user, dataProvider } = renderDashboard(['ROLE_ADMINISTRATOR'], async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return STATS;
    });
    const alert = await screen.findByTestId('kyc-error', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The KYC figures could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await kpi('review-queue')).getByText('7')).toBeInTheDocument();
    expect(dataProvider.getDashboardVerificationStats).toHaveBeenCalledTimes(2);
  });

  it('shows a loading state, then an empty state for a tenant without verifications', async () => {
    let release: (value: unknown) => void = () => undefined;
    const empty = {
      ...STATS,
      days: STATS.days.map((d) => ({ ...d, total: 0, approved: 0, rejected: 0, reviewPending: 0 })),
      byStatus: Object.fromEntries(Object.keys(STATS.byStatus).map((k) => [k, 0])),
      riskBuckets: STATS.riskBuckets.map((b) => ({ ...b, count: 0 })),
      reviewQueue: 0,
      slaAtRisk: 0,
      slaBreached: 0,
      averageRiskScore: null,
    };
    renderDashboard(['ROLE_ADMINISTRATOR'], () => new Promise((resolve) => (release = resolve)));
    expect(await screen.findByTestId('kyc-loading', {}, { timeout: 5000 })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release(empty);
    expect(await screen.findByTestId('kyc-empty')).toHaveTextContent(
      'No verifications in this period.',
    );
    expect(within(await kpi('approval-rate')).getByText('n/a')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verifications per day' })).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('kyc-loading')).toBeNull());
  });
});
