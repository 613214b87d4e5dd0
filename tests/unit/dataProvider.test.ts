import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInFakeSession } from '../support/fakePlatform';
import { z } from 'zod';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createCrudProvider, createDataProvider } from '../../src/dataProvider';
import type { EndpointDef } from '../../src/contract/endpoints';
import { aCurrentUser } from '../support/currentUser';

// A test-only endpoint table and map: no resource exists yet, the mechanism is what is tested.
const table = {
  widgetsFilter: { method: 'POST', path: 'widgets/filter', version: 'v1', access: 'session' },
  widgetsGet: { method: 'GET', path: 'widgets/:id', version: 'v1', access: 'session' },
  widgetsCreate: { method: 'POST', path: 'widgets', version: 'v1', access: 'session' },
  widgetsUpdate: {
    method: 'PUT',
    path: 'widgets/:id',
    version: 'v2',
    access: 'session',
    guarded: true,
  },
  widgetsDelete: { method: 'DELETE', path: 'widgets/:id', version: 'v1', access: 'session' },
  widgetReports: { method: 'GET', path: 'data-report/', version: 'v1', access: 'session' },
} satisfies Record<string, EndpointDef>;
type Key = keyof typeof table;

const widget = z.object({ id: z.number(), name: z.string() });

const setup = (answer: unknown) => {
  signInFakeSession();
  const fetchImpl = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
  const httpClient = createHttpClient<Key>({ table, fetchImpl, apiBase: '/api' });
  const provider = createCrudProvider<Key>({
    httpClient,
    table,
    resources: {
      widgets: {
        record: widget,
        list: { key: 'widgetsFilter', kind: 'page' },
        getOne: 'widgetsGet',
        create: 'widgetsCreate',
        update: 'widgetsUpdate',
        delete: 'widgetsDelete',
      },
      reports: { record: widget, list: { key: 'widgetReports', kind: 'report' } },
    },
  });
  const request = (index = 0) => {
    const [url, init] = fetchImpl.mock.calls[index] as unknown as [string, RequestInit];
    return {
      url,
      method: init.method,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
  };
  return { provider, request, fetchImpl };
};

describe('dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('getList posts the list query and maps the page', async () => {
    const { provider, request } = setup({ content: [{ id: 1, name: 'a' }], totalElements: 11 });
    const result = await provider.getList('widgets', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'a' },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'a' }], total: 11 });
    expect(request()).toEqual({
      url: '/api/v1/widgets/filter',
      method: 'POST',
      body: {
        q: 'a',
        offset: 1,
        pageSize: 10,
        count: true,
        sort: { field: 'name', direction: 'ASC' },
      },
    });
  });

  it('report lists use GET with page/size and map {list,total}', async () => {
    const { provider, request } = setup({ list: [{ id: 2, name: 'r' }], total: 1 });
    const result = await provider.getList('reports', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { reportType: 'KYX' },
    });
    expect(result).toEqual({ data: [{ id: 2, name: 'r' }], total: 1 });
    expect(request()).toEqual({
      url: '/api/v1/data-report/?reportType=KYX&page=2&size=10&direction=DESC',
      method: 'GET',
      body: undefined,
    });
  });

  it('getOne, create and delete address the right URLs', async () => {
    const { provider, request } = setup({ id: 7, name: 'w' });
    await provider.getOne('widgets', { id: 7 });
    await provider.create('widgets', { data: { name: 'w' } });
    await provider.delete('widgets', { id: 7, previousData: { id: 7, name: 'w' } });
    expect(request(0)).toEqual({ url: '/api/v1/widgets/7', method: 'GET', body: undefined });
    expect(request(1)).toEqual({ url: '/api/v1/widgets', method: 'POST', body: { name: 'w' } });
    expect(request(2)).toMatchObject({ url: '/api/v1/widgets/7', method: 'DELETE' });
  });

  it('guarded update sends {entity, password, passCode, reason, classification}', async () => {
    const { provider, request } = setup({ id: 7, name: 'new' });
    const guard = { password: 'p', passCode: '123456', reason: 'why', classification: 'C1' };
    const result = await provider.update('widgets', {
      id: 7,
      data: { id: 7, name: 'new' },
      previousData: { id: 7, name: 'old' },
      meta: { guard },
    });
    expect(result.data).toEqual({ id: 7, name: 'new' });
    expect(request()).toEqual({
      url: '/api/v2/widgets/7',
      method: 'PUT',
      body: { entity: { id: 7, name: 'new' }, ...guard },
    });
  });

  it('refuses a guarded endpoint without guard fields, and unknown resources', async () => {
    const { provider, fetchImpl } = setup({});
    await expect(
      provider.update('widgets', { id: 7, data: {}, previousData: { id: 7 } }),
    ).rejects.toThrow(/guarded/);
    await expect(provider.getOne('nope', { id: 1 })).rejects.toThrow(/No endpoint/);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a response that does not match its schema is a visible error', async () => {
    const { provider } = setup({ id: 'not-a-number' });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(provider.getOne('widgets', { id: 1 })).rejects.toThrow(
      'app.shell.errors.invalidResponse',
    );
    spy.mockRestore();
  });

  it('custom methods: confirmTwoFactorSetup posts the code to the table URL', async () => {
    signInFakeSession();
    const user = aCurrentUser({ passwordChangeRequired: true });
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(user), { status: 200 }));
    const provider = createDataProvider({
      httpClient: createHttpClient({ fetchImpl, apiBase: '/api' }),
    });
    await expect(provider.confirmTwoFactorSetup('123456')).resolves.toEqual(user);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual([
      '/api/v1/auth/2fa/confirm',
      'POST',
      '{"code":"123456"}',
    ]);
  });
});
