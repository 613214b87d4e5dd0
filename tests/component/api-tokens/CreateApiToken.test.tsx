import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateApiTokenButton } from '../../../src/resources/api-tokens/actions/CreateApiTokenButton';
import { FeatureFlagsProvider } from '../../../src/session/platform/FeatureFlagsContext';
import { createTestI18nProvider } from '../../support/renderWithI18n';

const VALUE = 'tdk_ONE_TIME_VALUE_1234567890abcdefghijklmn';
const PASSWORD = 'Guard!Pass1';

const token = {
  id: 'at-new',
  kind: 'API',
  label: 'Payments backend',
  prefix: VALUE.slice(0, 12),
  status: 'ACTIVE',
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: 'admin@demo.test',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  version: 1,
  updatedBy: 'admin@demo.test',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  canAccess: async () => true,
};

const renderButton = () => {
  const queryClient = new QueryClient();
  const createApiToken = vi.fn(async () => ({ token, value: VALUE }));
  const dataProvider = {
    getGuardClassifications: async () => [{ code: 'OTHER', label: 'Other' }],
    createApiToken,
  } as unknown as DataProvider;
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        queryClient={queryClient}
        i18nProvider={createTestI18nProvider('en')}
      >
        <FeatureFlagsProvider load={() => Promise.resolve({})}>
          <CreateApiTokenButton />
        </FeatureFlagsProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { queryClient, createApiToken, user: userEvent.setup({ delay: null }) };
};

/** Everything react-query holds: query data and mutation data/variables. */
const cacheText = (client: QueryClient): string =>
  JSON.stringify([
    client
      .getQueryCache()
      .getAll()
      .map((q) => q.state.data),
    client
      .getMutationCache()
      .getAll()
      .map((m) => [m.state.data, m.state.variables]),
  ]);

const storageText = (): string => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('creating an API token: the value is shown once', () => {
  it('shows the value, copies it, and forgets it on close (DOM, storage, query cache)', async () => {
    const { queryClient, createApiToken, user } = renderButton();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const form = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.type(within(form).getByRole('textbox', { name: /^Label/ }), 'Payments backend');
    // The form enables Create once it has checked what was typed (asynchronously: later on a busy machine).
    const create = within(form).getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    const guardDialog = await screen.findByRole('dialog', {
      name: 'Create API token "Payments backend"',
    });
    await user.type(within(guardDialog).getByLabelText(/^Password/), PASSWORD);
    await user.type(within(guardDialog).getByLabelText(/^Security code/), '123456');
    const select = within(guardDialog).getByLabelText(/^Classification/);
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, 'OTHER');
    await user.type(within(guardDialog).getByLabelText(/^Reason/), 'New integration');
    await user.click(within(guardDialog).getByRole('button', { name: 'Confirm change' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(createApiToken).toHaveBeenCalledWith(
      { label: 'Payments backend', expiresOn: null },
      {
        password: PASSWORD,
        passCode: '123456',
        reason: 'New integration',
        classification: 'OTHER',
      },
    );
    expect(within(shown).getByText(VALUE)).toBeInTheDocument();
    expect(within(shown).getByText(/will not be shown again/)).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(VALUE);
    expect(await within(shown).findByRole('status')).toHaveTextContent('Copied to the clipboard');

    // While shown, the value is only in the DOM: never in storage or in react-query's caches.
    expect(storageText()).not.toContain(VALUE);
    expect(cacheText(queryClient)).not.toContain(VALUE);
    expect(cacheText(queryClient)).not.toContain(PASSWORD);

    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your new API token' })).toBeNull(),
    );
    expect(document.body.innerHTML).not.toContain(VALUE);
    expect(storageText()).not.toContain(VALUE);
    expect(cacheText(queryClient)).not.toContain(VALUE);
    expect(cacheText(queryClient)).not.toContain(PASSWORD);
  }, 60_000);

  it('validates the label before anything is sent', async () => {
    const { user } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const form = await screen.findByRole('dialog', { name: 'Create API token' });
    const label = within(form).getByRole('textbox', { name: /^Label/ });
    await user.type(label, 'x'.repeat(81));
    // The form validates on change: Save stays disabled while the last keystroke is being validated.
    const create = within(form).getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await within(form).findByText('The value must not exceed 80 characters.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: /^Create API token "/ })).toBeNull();
  }, 60_000);
});
