import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider';
import { authoritiesForRoles, type Role } from '../../src/contract/permissions';
import { createI18nProvider } from '../../src/i18n';
import { RequireAccess } from '../../src/kit/RequireAccess';
import { AccessDeniedPage } from '../../src/pages/AccessDeniedPage';

const signIn = (role: Role) =>
  localStorage.setItem(
    'currentUser',
    JSON.stringify({
      id: 'u1',
      name: 'Test User',
      firstName: 'Test',
      lastName: 'User',
      email: 't@demo.test',
      tenantId: 't1',
      tenantName: 'Acme Bank',
      authorities: authoritiesForRoles([role]),
      twoFactorSetupRequired: false,
      twoFactorQrData: null,
      passwordChangeRequired: false,
    }),
  );

const renderGuarded = () =>
  render(
    <TestMemoryRouter initialEntries={['/administration']}>
      <AdminContext authProvider={createAuthProvider()} i18nProvider={createI18nProvider('en')}>
        <Routes>
          <Route
            path="/administration"
            element={
              <RequireAccess resource="administration" action="access">
                <p>Administration area</p>
              </RequireAccess>
            }
          />
          <Route path="/access-denied" element={<AccessDeniedPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('route guard', () => {
  afterEach(() => localStorage.clear());

  it('a user without the permission lands on the access-denied page naming it', async () => {
    signIn('ROLE_SUPPORT_AGENT');
    renderGuarded();
    expect(
      await screen.findByText(
        "Unauthorized. You don't have the required permission to view this page.",
      ),
    ).toBeInTheDocument();
    // The readable name from the 'permissions' i18n area, not the raw constant.
    expect(screen.getByTestId('missing-permission')).toHaveTextContent('Administrator access');
    expect(screen.getByTestId('missing-permission')).not.toHaveTextContent('PERM_ADMIN_ACCESS');
    expect(screen.queryByText('Administration area')).toBeNull();
  });

  it('a user with the permission sees the page', async () => {
    signIn('ROLE_ADMINISTRATOR');
    renderGuarded();
    expect(await screen.findByText('Administration area')).toBeInTheDocument();
  });
});
