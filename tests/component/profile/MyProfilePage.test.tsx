import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider } from '../../support/fakeAuthProvider';
import { MyProfilePage } from '../../../src/profile';
import { FeatureFlagsProvider } from '../../../src/session/platform/FeatureFlagsContext';
import { createTestI18nProvider } from '../../support/renderWithI18n';
import { platformError } from '../guard/renderGuarded';

const PROFILE = {
  name: 'Ada Admin',
  email: 'admin@demo.test',
  firstName: 'Ada',
  lastName: 'Admin',
  version: 3,
  updatedBy: 'system',
  updatedAt: '2025-06-01T08:00:00Z',
};
const ALL = [
  'PERM_OWN_NAME_VIEW',
  'PERM_OWN_NAME_EDIT',
  'PERM_OWN_EMAIL_VIEW',
  'PERM_OWN_EMAIL_EDIT',
  'PERM_OWN_PASSWORD_CHANGE',
];

const renderPage = (authorities: string[], overrides: Record<string, unknown> = {}) => {
  const dataProvider = {
    getProfile: vi.fn(async () => PROFILE),
    getGuardClassifications: vi.fn(async () => [{ code: 'OTHER', label: 'Other' }]),
    getCurrentUser: vi.fn(async () => ({})),
    updateProfileName: vi.fn(),
    updateProfileEmail: vi.fn(),
    changeProfilePassword: vi.fn(),
    ...overrides,
  };
  const authProvider = fakeAuthProvider(authorities);
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={createTestI18nProvider('en')}
      >
        <FeatureFlagsProvider load={async () => ({})}>
          <MyProfilePage />
        </FeatureFlagsProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { dataProvider, user: userEvent.setup() };
};

describe('MyProfilePage', () => {
  it('shows each section by its own permission', async () => {
    renderPage(['PERM_OWN_NAME_VIEW', 'PERM_OWN_EMAIL_VIEW']);
    expect(await screen.findByText('admin@demo.test')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toBeDisabled();
    expect(screen.queryByLabelText(/^New e-mail address/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();
  });

  it('password: weak and mismatched values are field errors and nothing is sent', async () => {
    const { dataProvider, user } = renderPage(ALL);
    const section = await screen.findByRole('region', { name: 'Password' }, { timeout: 5000 });
    await user.click(within(section).getByLabelText(/^Current password/));
    await user.paste('Demo!2345');
    await user.click(within(section).getByLabelText(/^New password/));
    await user.paste('short');
    await user.click(within(section).getByLabelText(/^Repeat the new password/));
    await user.paste('different');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const rule =
      'At least 10 characters with an upper-case letter, a lower-case letter, a digit and a symbol.';
    await waitFor(() =>
      expect(within(section).getByLabelText(/^New password/)).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(within(section).getByText(rule)).toBeInTheDocument();
    expect(within(section).getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Current password/)).toHaveValue('Demo!2345');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dataProvider.changeProfilePassword).not.toHaveBeenCalled();
  });

  it('name: saves with the loaded version; a 412 is explained and the typed value stays', async () => {
    const conflict = platformError(412, 'VERSION_CONFLICT', [], {
      changedBy: 'manager@demo.test',
      changedAt: '2025-06-02T10:00:00Z',
    });
    const { dataProvider, user } = renderPage(ALL, {
      updateProfileName: vi.fn().mockRejectedValue(conflict),
    });
    const first = await screen.findByLabelText(/^First name/, {}, { timeout: 5000 });
    await user.clear(first);
    await user.paste('Adaline');
    await user.click(
      within(screen.getByRole('region', { name: 'Name' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('Someone else changed your profile')).toBeInTheDocument();
    expect(screen.getByText(/This record was changed by manager@demo.test/)).toBeInTheDocument();
    expect(dataProvider.updateProfileName).toHaveBeenCalledWith({
      firstName: 'Adaline',
      lastName: 'Admin',
      version: 3,
    });
    expect(first).toHaveValue('Adaline');
  });
});
