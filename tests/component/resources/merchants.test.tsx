import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { IpWhitelistEditor } from '../../../src/resources/merchants/IpWhitelistEditor';
import { merchantsResource } from '../../../src/resources/merchants';
import { createTestI18nProvider } from '../../support/renderWithI18n';

const merchant = {
  id: 'm-acme-1',
  merchantId: 'm-acme-1',
  name: 'McClure Group',
  merchantName: 'McClure Group',
  merchantInfoId: 'MI-570769',
  merchantPublicGuid: '952709ef',
  enabled: true,
  createdAt: '2025-03-22T12:32:00.000Z',
  tenantId: 't-acme',
  tenantName: 'Acme Bank',
  version: 1,
  updatedBy: 'system',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const renderInAdmin = (ui: React.ReactElement, dataProvider: Record<string, unknown>, path = '/') =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider as never} i18nProvider={createTestI18nProvider()}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('merchants list filters', () => {
  it('refuses a start date after the end date and does not search with it', async () => {
    const getList = vi.fn(async () => ({ data: [merchant], total: 1 }));
    const MerchantList = merchantsResource.list as React.ComponentType;
    renderInAdmin(
      <ResourceContextProvider value="merchants">
        <MerchantList />
      </ResourceContextProvider>,
      { getList },
      '/merchants',
    );
    await screen.findAllByText('McClure Group', undefined, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2025-01-01' } });
    expect(
      (await screen.findAllByText('The order of the dates is incorrect.')).length,
    ).toBeGreaterThan(0);
    // Give the debounced filter form time to (not) apply the invalid range.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const filters = getList.mock.calls.map((call) => (call as unknown[])[1] as { filter: object });
    expect(filters.some((p) => 'createdTo' in p.filter)).toBe(false);

    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2025-12-31' } });
    await waitFor(
      () =>
        expect(getList).toHaveBeenLastCalledWith(
          'merchants',
          expect.objectContaining({
            filter: expect.objectContaining({ createdFrom: '2025-03-01', createdTo: '2025-12-31' }),
          }),
        ),
      { timeout: 10_000 },
    );
    expect(screen.queryByText('The order of the dates is incorrect.')).toBeNull();
  });
});

describe('IP whitelist editor', () => {
  const setup = () => {
    const saveIpWhitelist = vi.fn();
    const dataProvider = {
      getIpWhitelist: vi.fn(async () => ({
        entries: ['127.0.0.1', '2001:db8::/32'],
        clientIp: '127.0.0.1',
        version: 1,
      })),
      saveIpWhitelist,
      getGuardClassifications: vi.fn(async () => [{ code: 'OTHER', label: 'Other' }]),
    };
    renderInAdmin(<IpWhitelistEditor merchantId="m-acme-1" />, dataProvider);
    return { saveIpWhitelist };
  };

  it('refuses invalid entries with "Incorrect input" and keeps the list', async () => {
    setup();
    await screen.findByText('2001:db8::/32');
    const input = screen.getByLabelText('Address or range');
    for (const bad of ['300.1.1.1', '10.0.0.1/8', 'fe80::1%eth0']) {
      fireEvent.change(input, { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      expect(await screen.findByText('Incorrect input')).toBeTruthy();
      expect(screen.queryByText(bad)).toBeNull();
    }
    fireEvent.change(input, { target: { value: '10.0.0.0/8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('10.0.0.0/8')).toBeTruthy();
    expect(screen.queryByText('Incorrect input')).toBeNull();
  });

  it('asks before saving a list without the editor’s own address; nothing is sent before the guard', async () => {
    const { saveIpWhitelist } = setup();
    await screen.findByText('Your address as the platform sees it: 127.0.0.1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove 127.0.0.1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save whitelist' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Your address 127.0.0.1 is not in this list/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save whitelist' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Confirm the IP whitelist change')).toBeTruthy();
    expect(screen.getByText('The whitelist will hold 1 entries.')).toBeTruthy();
    expect(saveIpWhitelist).not.toHaveBeenCalled();
  });
});
