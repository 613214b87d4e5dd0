import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { fakeAuthProvider } from '../../support/fakeAuthProvider';
import { createTestI18nProvider } from '../../support/renderWithI18n';
import { DeclarationProvider } from '../../../src/kit/declared/DeclarationContext';
import { auditLog } from '../../../src/contract/resources/auditLog';
import { AuditLogList } from '../../../src/resources/auditlog/AuditLogList';
import { authoritiesForRoles, type Role } from '../../../src/contract/permissions';
import type { AuditChainReport } from '../../../src/contract/schemas/auditLog';

/** A refused attempt as the platform writes it (issue 16 point 20). */
const denial = {
  id: 'al-denied',
  actorId: 'u-agent',
  actorEmail: 'agent@demo.test',
  tenantId: 't-acme',
  tenantName: 'Acme Bank',
  action: 'ACCESS_DENIED',
  entityType: 'usersEditRoles',
  entityId: 'u-manager',
  result: 'FAILURE',
  errorCode: 'ACCESS_DENIED',
  before: null,
  after: { method: 'PUT', path: '/api/v1/users/u-manager/roles' },
  reason: null,
  classification: null,
  timestamp: '2026-11-20T10:00:00.000Z',
  clientIp: '10.20.1.14',
};

const renderList = (role: Role, report: AuditChainReport, locale: 'en' | 'de' = 'en') => {
  const verifyAuditChain = vi.fn(async () => report);
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [denial], total: 1 })),
    getAuditLogFilterInit: vi.fn(async () => ({
      actions: ['ACCESS_DENIED'],
      entityTypes: ['usersEditRoles'],
      actors: [{ id: 'u-agent', email: 'agent@demo.test' }],
      totalElements: 1,
    })),
    verifyAuditChain,
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={['/auditlog']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider(authoritiesForRoles([role]))}
        i18nProvider={createTestI18nProvider(locale)}
      >
        <ResourceContextProvider value="auditlog">
          <DeclarationProvider declaration={auditLog}>
            <AuditLogList />
          </DeclarationProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { verifyAuditChain };
};

const broken: AuditChainReport = {
  ok: false,
  checked: 40,
  firstBrokenId: 'al-acme-0040',
  firstBrokenAt: '2026-10-01T09:00:00.000Z',
  reason: 'ENTRY_CHANGED',
};

describe('audit log: denied attempts and the chain check', { timeout: 30000 }, () => {
  it('shows a denied attempt with its words', async () => {
    renderList('ROLE_SUPPORT_AGENT', broken);
    expect(await screen.findByText('Access denied', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('shows the denied attempt in German', async () => {
    renderList('ROLE_SUPPORT_AGENT', broken, 'de');
    expect(
      await screen.findByText('Zugriff verweigert', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('lets an administrator verify the chain and names the first broken entry', async () => {
    const { verifyAuditChain } = renderList('ROLE_ADMINISTRATOR', broken);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Verify chain' }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Audit log chain' });
    expect(verifyAuditChain).toHaveBeenCalledTimes(1);
    expect(
      await within(dialog).findByText(
        'The chain breaks at entry al-acme-0040 (2026-10-01T09:00:00.000Z): the entry was changed after it was written. 40 entries before it are intact.',
      ),
    ).toBeInTheDocument();
  });

  it('reports an intact chain', async () => {
    renderList('ROLE_ADMINISTRATOR', {
      ok: true,
      checked: 167,
      firstBrokenId: null,
      firstBrokenAt: null,
      reason: null,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Verify chain' }, { timeout: 8000 }),
    );
    expect(
      await screen.findByText(
        'The chain is intact: 167 entries checked, none changed, removed or added.',
      ),
    ).toBeInTheDocument();
  });

  it('has no chain check for a support manager', async () => {
    renderList('ROLE_SUPPORT_MANAGER', broken);
    await screen.findByText('Access denied', {}, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Verify chain' })).not.toBeInTheDocument();
  });
});
