import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { describe, expect, it, vi } from 'vitest';
import { merchantsResource } from '../../../src/resources/merchants';
import { resourceFromDeclaration } from '../../../src/kit';
import type { AnyResourceDeclaration } from '../../../src/contract/declare';
import { subProcessors } from '../../../src/contract/resources/subProcessors';
import { platformError } from '../guard/renderGuarded';
import { renderViewAt, subProcessorRecord } from './declaredViews';

/** The generated edit page of a declaration with `guarded: ['edit']` (merchants' general details). */
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
  version: 3,
  updatedBy: 'system',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const renderEdit = (
  resource: { name: string; edit?: unknown },
  dataProvider: Record<string, unknown>,
  id: string,
) =>
  renderViewAt(resource.name, resource.edit, {
    route: `/${resource.name}/:id`,
    path: `/${resource.name}/${id}`,
    dataProvider,
  });

const dialog = () => screen.getByRole('dialog', { name: 'Confirm the merchant change' });

const fillGuard = async (user: ReturnType<typeof userEvent.setup>) => {
  const d = dialog();
  const fill = async (label: RegExp, value: string) => {
    await user.click(within(d).getByLabelText(label));
    await user.paste(value);
  };
  await fill(/^Password/, 'Demo!2345');
  await fill(/^Security code/, '123456');
  const select = within(d).getByLabelText(/^Classification/);
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, 'REGULATORY');
  await fill(/^Reason/, 'Renamed after the merger');
};

const setup = (update: (...args: unknown[]) => Promise<unknown>) => {
  const getOne = vi.fn(async () => ({ data: merchant }));
  const updateSpy = vi.fn(update);
  const user = userEvent.setup();
  renderEdit(merchantsResource, { getOne, update: updateSpy }, 'm-acme-1');
  return { user, update: updateSpy };
};

describe('generated edit of a guarded declaration', () => {
  it('sends nothing before the guard, then only the declared fields, the version and the guard', async () => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...merchant, ...params.data, version: 4 },
    }));
    const getOne = vi.fn(async () => ({ data: merchant }));
    const user = userEvent.setup();
    renderEdit(merchantsResource, { getOne, update }, 'm-acme-1');
    const name = await screen.findByLabelText(/^Name/, undefined, { timeout: 10_000 });
    await user.clear(name);
    await user.type(name, 'McClure Holdings');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('You are changing the general details of “McClure Holdings”.'),
    ).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    await fillGuard(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm change' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('merchants', {
      id: 'm-acme-1',
      data: {
        name: 'McClure Holdings',
        merchantName: 'McClure Group',
        merchantInfoId: 'MI-570769',
        enabled: true,
        version: 3,
      },
      previousData: expect.objectContaining({ id: 'm-acme-1' }),
      meta: {
        guard: {
          password: 'Demo!2345',
          passCode: '123456',
          reason: 'Renamed after the merger',
          classification: 'REGULATORY',
        },
      },
    });
    expect(await screen.findByText('Shown')).toBeTruthy();
  });

  it('keeps what the user typed when the guard is cancelled or the save fails on a field', async () => {
    const { user, update } = setup(async () => {
      throw platformError(400, 'VALIDATION_FAILED', [
        { field: 'merchantInfoId', message: 'Missing value or invalid format', code: 'FORMAT' },
      ]);
    });
    const infoId = await screen.findByLabelText(/^Merchant info ID/, undefined, {
      timeout: 10_000,
    });
    await user.clear(infoId);
    await user.type(infoId, 'MI-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();
    expect(infoId).toHaveValue('MI-1');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await fillGuard(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('Missing value or invalid format')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Merchant info ID/)).toHaveValue('MI-1');
    expect(screen.queryByText('Shown')).toBeNull();
  });

  it('asks for no guard where the declaration does not guard the edit', async () => {
    const record = subProcessorRecord;
    const update = vi.fn(async (_r: string, params: { data: object }) => ({
      data: { ...record, ...params.data },
    }));
    const user = userEvent.setup();
    renderEdit(
      resourceFromDeclaration(subProcessors),
      { getOne: vi.fn(async () => ({ data: record })), update },
      'sp-1',
    );
    const purpose = await screen.findByLabelText(/^Purpose/, undefined, { timeout: 10_000 });
    await user.type(purpose, ' and alerts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((update.mock.calls[0] as unknown[])[1]).not.toHaveProperty('meta.guard');
  });
});

describe('a declaration with editableWhen', () => {
  const record = subProcessorRecord;
  // Only records still "in use" (for the test: named Mailjet) may change.
  const final = resourceFromDeclaration({
    ...subProcessors,
    editableWhen: (r: Readonly<Record<string, unknown>>) => r.name === 'Mailjet',
  } as unknown as AnyResourceDeclaration);

  const renderShow = (shown: typeof record) =>
    renderViewAt('sub-processors', final.show, {
      route: '/sub-processors/:id/show',
      path: `/sub-processors/${shown.id}/show`,
      dataProvider: { getOne: vi.fn(async () => ({ data: shown })) },
    });

  it('offers Edit on the show page only for records that may still change', async () => {
    const first = renderShow(record);
    expect(await screen.findByRole('link', { name: 'Edit' }, { timeout: 10_000 })).toBeTruthy();
    first.unmount();

    renderShow({ ...record, id: 'sp-2', name: 'Sendgrid' });
    expect(
      await screen.findByText('Transactional e-mail', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('says so on the edit page of a final record instead of offering a form', async () => {
    const update = vi.fn();
    renderEdit(
      final,
      { getOne: vi.fn(async () => ({ data: { ...record, name: 'Sendgrid' } })), update },
      'sp-1',
    );
    expect(
      await screen.findByText('This entry can no longer be changed.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });
});
