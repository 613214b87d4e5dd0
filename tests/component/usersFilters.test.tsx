import { describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider } from '../support/fakeAuthProvider';
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { DeclarationProvider } from '../../src/kit/declared/DeclarationContext';
import { users } from '../../src/contract/resources/users';
import { createTestI18nProvider } from '../support/renderWithI18n';
import { UserList } from '../../src/resources/users/UserList';
import { roleChoices, statusChoices } from '../../src/resources/users/filters';
import { authoritiesForRoles } from '../../src/contract/permissions';
import { writeCurrentUser } from '../../src/session/auth/sessionStore';

const user = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `u-${i}`,
  tenantId: 't-acme',
  userName: `user${i}@acme.test`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  email: `user${i}@acme.test`,
  status: 'ACTIVE',
  accountStatus: { code: 'ACTIVE', label: 'activated' },
  registrationDate: '2025-01-01T00:00:00.000Z',
  intruderLockOutUntil: null,
  twoFactorEnabled: true,
  roles: ['ROLE_SUPPORT_AGENT'],
  permissions: [],
  invitationPending: false,
  emailVerified: true,
  version: 1,
  updatedBy: 'system',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const TENANTS = [
  { id: 't-acme', name: 'Acme Bank' },
  { id: 't-globex', name: 'Globex Pay' },
];

const renderList = (
  role: 'ROLE_ADMINISTRATOR' | 'ROLE_SUPPORT_AGENT',
  { url = '/users' }: { url?: string } = {},
) => {
  const authorities = authoritiesForRoles([role]);
  // The tab's signed-in user, as the sign-in leaves it (the filters read the authorities from it at once).
  writeCurrentUser({
    id: 'u-me',
    name: 'Me',
    firstName: 'Me',
    lastName: 'Myself',
    email: 'me@acme.test',
    tenantId: 't-acme',
    tenantName: 'Acme Bank',
    authorities: [...authorities],
    twoFactorSetupRequired: false,
    twoFactorQrData: null,
    passwordChangeRequired: false,
  });
  const getList = vi.fn(async (resource: string, _params?: unknown) =>
    resource === 'tenants'
      ? { data: TENANTS, total: TENANTS.length }
      : {
          data: [
            user(1),
            user(2, { accountStatus: { code: 'LOCKED', label: 'locked' }, status: 'LOCKED' }),
          ],
          total: 25,
        },
  );
  const dataProvider = { getList } as unknown as DataProvider;
  const authProvider = fakeAuthProvider(authorities, {
    id: 'u-me',
    email: 'me@acme.test',
    tenantId: 't-acme',
  });
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={createTestI18nProvider('en')}
      >
        <ResourceContextProvider value="users">
          <DeclarationProvider declaration={users}>
            <UserList />
          </DeclarationProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList };
};

describe('users list', { timeout: 30000 }, () => {
  it('shows the columns with readable status and role names', async () => {
    renderList('ROLE_ADMINISTRATOR');
    expect(
      (await screen.findAllByText('user1@acme.test', {}, { timeout: 8000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.getAllByText('Support agent').length).toBeGreaterThan(0);
    expect(screen.getByText('Two-factor')).toBeInTheDocument();
  });

  it('sends the search to the dataProvider (server-side filtering)', async () => {
    const { getList } = renderList('ROLE_ADMINISTRATOR');
    const search = await screen.findByPlaceholderText('Search', {}, { timeout: 8000 });
    await userEvent.type(search, 'ada');
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'users',
          expect.objectContaining({
            filter: { q: 'ada' },
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'email', order: 'ASC' },
          }),
        ),
      { timeout: 5000 },
    );
  });

  it('offers status and role filters with the spec labels', async () => {
    expect(statusChoices.map((c) => c.id)).toEqual(['ACTIVE', 'DEACTIVATED', 'LOCKED', 'EXPIRED']);
    expect(roleChoices).toContainEqual({
      id: 'ROLE_SUPPORT_AGENT',
      name: 'roles.ROLE_SUPPORT_AGENT',
    });
    renderList('ROLE_ADMINISTRATOR');
    expect(
      await screen.findByRole('button', { name: 'Add filter' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('offers invite and bulk selection to an admin, not to an agent', async () => {
    renderList('ROLE_ADMINISTRATOR');
    expect(
      await screen.findByRole('link', { name: 'Invite user' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByRole('checkbox', {}, { timeout: 8000 })).length).toBeGreaterThan(
      0,
    );
  });

  it('is read-only for an agent', async () => {
    renderList('ROLE_SUPPORT_AGENT');
    expect(
      (await screen.findAllByText('user1@acme.test', {}, { timeout: 8000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Invite user' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('offers the tenant filter to an admin, with their tenants', async () => {
    const { getList } = renderList('ROLE_ADMINISTRATOR');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add filter' }, { timeout: 8000 }),
    );
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Tenant' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('tenants', expect.anything());
  });

  it('offers no tenant filter to an agent and never lists tenants', async () => {
    const { getList } = renderList('ROLE_SUPPORT_AGENT');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add filter' }, { timeout: 8000 }),
    );
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Tenant' })).toBeNull();
    expect(getList).not.toHaveBeenCalledWith('tenants', expect.anything());
  });

  it("shows another tenant's users read-only: note, tenant column, no bulk selection", async () => {
    const filter = encodeURIComponent(JSON.stringify({ tenantId: 't-globex' }));
    const { getList } = renderList('ROLE_ADMINISTRATOR', { url: `/users?filter=${filter}` });
    expect(
      await screen.findByText(
        'The users of Globex Pay are shown read-only. To manage them, choose Globex Pay when signing in.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ filter: { tenantId: 't-globex' } }),
    );
    expect(screen.getAllByText('Tenant').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
