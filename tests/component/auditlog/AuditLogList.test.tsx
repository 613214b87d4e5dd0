import { describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider } from '../../support/fakeAuthProvider';
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { DeclarationProvider } from '../../../src/kit/declared/DeclarationContext';
import { auditLog } from '../../../src/contract/resources/auditLog';
import { createTestI18nProvider } from '../../support/renderWithI18n';
import { AuditLogList } from '../../../src/resources/auditlog/AuditLogList';
import { authoritiesForRoles, type Role } from '../../../src/contract/permissions';

const entry = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `al-${i}`,
  actorId: 'u-admin',
  actorEmail: 'admin@demo.test',
  tenantId: 't-acme',
  tenantName: 'Acme Bank',
  action: 'USER_EDIT_ROLES',
  entityType: 'user',
  entityId: `u-${i}`,
  result: 'SUCCESS',
  errorCode: null,
  before: { roles: [] },
  after: { roles: ['ROLE_SUPPORT_AGENT'] },
  reason: 'Quarterly access review',
  classification: 'REGULATORY',
  timestamp: '2026-11-20T10:00:00.000Z',
  clientIp: '10.20.1.14',
  ...extra,
});

const renderList = (role: Role, url = '/auditlog') => {
  const authorities = authoritiesForRoles([role]);
  const getList = vi.fn(async () => ({
    data: [
      entry(1),
      entry(2, { action: 'SOMETHING_NEW', result: 'FAILURE', reason: null }),
      entry(3, {
        actorId: 'system',
        actorEmail: 'system',
        action: 'REPORT_RETENTION_DELETE',
        entityType: 'report',
        clientIp: '',
        reason: 'Older than the retention period of 90 days.',
        classification: null,
      }),
    ],
    total: 3,
  }));
  const getAuditLogFilterInit = vi.fn(async () => ({
    actions: ['USER_EDIT_ROLES', 'SOMETHING_NEW'],
    entityTypes: ['user'],
    actors: [{ id: 'u-admin', email: 'admin@demo.test' }],
    totalElements: 2,
  }));
  const dataProvider = { getList, getAuditLogFilterInit } as unknown as DataProvider;
  const authProvider = fakeAuthProvider(authorities);
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={createTestI18nProvider('en')}
      >
        <ResourceContextProvider value="auditlog">
          <DeclarationProvider declaration={auditLog}>
            <AuditLogList />
          </DeclarationProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList };
};

describe('audit log list', { timeout: 30000 }, () => {
  it('shows readable actions, result chips, UTC times, reason and classification', async () => {
    renderList('ROLE_ADMINISTRATOR');
    expect(
      await screen.findByText('User roles changed', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    // An action the portal has no words for (every one the platform writes has some, see
    // tests/unit/auditActionLabels.test.ts) stays its code instead of being dressed up as words.
    expect(screen.getByText('SOMETHING_NEW')).toBeInTheDocument();
    expect(screen.queryByText('Something new')).not.toBeInTheDocument();
    expect(screen.getAllByText('Success')).toHaveLength(2);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getAllByText('2026-11-20 10:00:00')).toHaveLength(3);
    // The platform's own entries name it rather than a pseudo e-mail address.
    expect(screen.getByText('Report deleted after its retention period')).toBeInTheDocument();
    expect(screen.getByText('Platform (automatic)')).toBeInTheDocument();
    expect(screen.getByText('Time (UTC)')).toBeInTheDocument();
    expect(screen.getByText('All times are UTC.')).toBeInTheDocument();
    expect(screen.getByText('Quarterly access review')).toBeInTheDocument();
    expect(screen.getAllByText('Regulatory requirement')).toHaveLength(2);
    expect(screen.getAllByText('Acme Bank')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('sends the chosen filters to the platform, newest first', async () => {
    const { getList } = renderList('ROLE_ADMINISTRATOR');
    await screen.findByText('User roles changed', {}, { timeout: 8000 });
    expect(getList).toHaveBeenCalledWith(
      'auditlog',
      expect.objectContaining({ sort: { field: 'timestamp', order: 'DESC' } }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Result' }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByText('Failed'));
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'auditlog',
          expect.objectContaining({ filter: { result: 'FAILURE' } }),
        ),
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByText('User roles changed'),
    );
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'auditlog',
          expect.objectContaining({ filter: { result: 'FAILURE', action: 'USER_EDIT_ROLES' } }),
        ),
      { timeout: 5000 },
    );
  });

  it('reads date filters from the URL and has no download for a support agent', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ startDate: '2026-11-01', endDate: '2026-11-30' }),
    );
    const { getList } = renderList('ROLE_SUPPORT_AGENT', `/auditlog?filter=${filter}`);
    await screen.findByText('User roles changed', {}, { timeout: 8000 });
    expect(getList).toHaveBeenCalledWith(
      'auditlog',
      expect.objectContaining({ filter: { startDate: '2026-11-01', endDate: '2026-11-30' } }),
    );
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
