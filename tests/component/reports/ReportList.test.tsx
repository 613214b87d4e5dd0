import { describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider } from '../../support/fakeAuthProvider';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { DeclarationProvider } from '../../../src/kit/declared/DeclarationContext';
import { reports } from '../../../src/contract/resources/reports';
import { createTestI18nProvider } from '../../support/renderWithI18n';
import { ReportList } from '../../../src/resources/reports/ReportList';
import { authoritiesForRoles, type Role } from '../../../src/contract/permissions';

const report = (id: string, reportType: string, status: string, extra = {}) => ({
  id,
  name: `Report ${id}`,
  reportType,
  status,
  criteria: { startDate: '2026-10-01', endDate: '2026-10-31', statuses: [], countries: ['DE'] },
  createdAt: '2026-11-01T08:00:00.000Z',
  createdBy: 'admin@demo.test',
  completedAt: status === 'DONE' ? '2026-11-01T08:00:02.000Z' : null,
  rowCount: status === 'DONE' ? 12 : null,
  errorMessage: status === 'FAILED' ? 'The data source did not answer in time.' : null,
  ...extra,
});

const renderList = (
  role: Role,
  locale: 'en' | 'de' = 'en',
  rows = [report('a', 'VERIFICATION', 'DONE'), report('b', 'VERIFICATION', 'FAILED')],
) => {
  const authorities = authoritiesForRoles([role]);
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const retryReport = vi.fn(async (id: string) => ({ ...report(id, 'VERIFICATION', 'PENDING') }));
  const dataProvider = { getList, retryReport } as unknown as DataProvider;
  const authProvider = fakeAuthProvider(authorities);
  render(
    <MemoryRouter initialEntries={['/reports']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={createTestI18nProvider(locale)}
      >
        <ResourceContextProvider value="reports">
          <DeclarationProvider declaration={reports}>
            <ReportList />
          </DeclarationProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList, retryReport };
};

describe('reports list', { timeout: 30000 }, () => {
  it('shows status icons with text, criteria in words, and per-row download for a manager', async () => {
    const { getList } = renderList('ROLE_SUPPORT_MANAGER');
    expect(await screen.findByText('Report a', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'reports',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }),
    );
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getAllByText('2026-10-01 to 2026-10-31')).toHaveLength(2);
    expect(screen.getAllByText(/all statuses · Germany/)).toHaveLength(2);
    // Download only where the report is done; the manager may create verification reports but not delete.
    expect(screen.getByRole('button', { name: 'Download Report a' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download Report b' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('hides create, download and row selection for an agent', async () => {
    renderList('ROLE_SUPPORT_AGENT');
    const row = (await screen.findByText('Report a', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('lets an administrator select rows for bulk deletion', async () => {
    renderList('ROLE_ADMINISTRATOR');
    await screen.findByText('Report a', {}, { timeout: 8000 });
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(1);
  });

  it('groups the row count as the portal language writes numbers', async () => {
    renderList('ROLE_ADMINISTRATOR', 'de', [
      report('a', 'VERIFICATION', 'DONE', { rowCount: 1274 }),
    ]);
    await screen.findByText('Report a', {}, { timeout: 8000 });
    expect(screen.getByText('1.274')).toBeInTheDocument();
  });

  it('a failed report says why and offers to try again, which asks the platform to make it again', async () => {
    const { retryReport, getList } = renderList('ROLE_SUPPORT_MANAGER');
    const row = (await screen.findByText('Report b', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('The data source did not answer in time.')).toBeInTheDocument();
    const calls = getList.mock.calls.length;
    fireEvent.click(within(row).getByRole('button', { name: 'Try again: Report b' }));
    await waitFor(() => expect(retryReport).toHaveBeenCalledWith('b'));
    // The list asks again, so the report shows as pending.
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
    // A done report offers no retry.
    const done = screen.getByText('Report a').closest('tr')!;
    expect(within(done).queryByRole('button', { name: /^Try again/ })).not.toBeInTheDocument();
  });

  it('says so in German, and offers no retry to whoever may not create the report', async () => {
    renderList('ROLE_SUPPORT_AGENT', 'de');
    const row = (await screen.findByText('Report b', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('The data source did not answer in time.')).toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: /^Erneut versuchen/ }),
    ).not.toBeInTheDocument();
  });
});
