import { beforeEach, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/contract/endpoints';
import { fakeDataProvider } from '../support/fakePlatform';

const guard = { password: 'pw', passCode: '123456', reason: 'why', classification: 'OTHER' };
const stamp = { version: 2, updatedBy: 'system', updatedAt: '2025-01-01T00:00:00.000Z' };
const tenant = {
  id: 't-acme',
  name: 'Acme Bank',
  enabled: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  createdBy: 'system',
  merchantCount: 4,
  customerCount: 40,
  userCount: 36,
  ...stamp,
};
const merchant = {
  id: 'm-acme-1',
  merchantId: 'm-acme-1',
  name: 'McClure Group',
  merchantName: 'McClure Group',
  merchantInfoId: 'MI-570769',
  merchantPublicGuid: '952709ef-46f3-41fc-9d8c-000000000000',
  enabled: true,
  createdAt: '2025-03-22T12:32:00.000Z',
  createdBy: 'system',
  tenantId: 't-acme',
  tenantName: 'Acme Bank',
  ...stamp,
};
const customer = {
  id: 'c-acme-1',
  customerId: 'a8c1',
  customerName: 'Wayne Enterprises',
  customerReference: 'WAYNE-1',
  name: 'wayne',
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: 'admin@demo.test',
  tenantId: 't-acme',
  ...stamp,
};

const setup = (answer: unknown, status = 200) => fakeDataProvider(answer, { status });

describe('tenants dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('getTenantChoices: GET v1/tenants/init', async () => {
    const { provider, request } = setup({ tenants: [{ id: 't-acme', name: 'Acme Bank' }] });
    expect(await provider.getTenantChoices()).toEqual([{ id: 't-acme', name: 'Acme Bank' }]);
    expect(request()).toEqual({ url: '/api/v1/tenants/init', method: 'GET', body: undefined });
  });

  it('getTenantUsers / getTenantGroups: GET with page and size', async () => {
    const users = setup({
      content: [
        {
          id: 'u-1',
          email: 'a@b.test',
          firstName: 'A',
          lastName: 'B',
          status: 'ACTIVE',
          roles: ['ROLE_ADMINISTRATOR'],
        },
      ],
      totalElements: 11,
    });
    expect((await users.provider.getTenantUsers('t-acme', 1, 10)).totalElements).toBe(11);
    expect(users.request()).toEqual({
      url: '/api/v1/tenants/t-acme/users?page=1&size=10',
      method: 'GET',
      body: undefined,
    });
    const groups = setup({ content: [], totalElements: 0 });
    await groups.provider.getTenantGroups('t/x', 0, 10);
    expect(groups.request().url).toBe('/api/v1/tenants/t%2Fx/groups?page=0&size=10');
  });

  it('transferToTenant: POST v1/tenants/transfer with the guarded payload', async () => {
    const result = {
      entityType: 'MERCHANT',
      entityId: 'm-acme-1',
      sourceTenantId: 't-acme',
      sourceTenantName: 'Acme Bank',
      targetTenantId: 't-globex',
      targetTenantName: 'Globex Pay',
    };
    const { provider, request } = setup(result);
    const entity = {
      entityType: 'MERCHANT',
      entityId: 'm-acme-1',
      targetTenantId: 't-globex',
    } as const;
    expect(await provider.transferToTenant(entity, guard)).toEqual(result);
    expect(request()).toEqual({
      url: '/api/v1/tenants/transfer',
      method: 'POST',
      body: { entity, ...guard },
    });
  });

  it('CRUD: filter, add and guarded update', async () => {
    const list = setup({ content: [tenant], totalElements: 1 });
    await list.provider.getList('tenants', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'acme' },
    });
    expect(list.request()).toEqual({
      url: '/api/v1/tenants/filter',
      method: 'POST',
      body: {
        q: 'acme',
        offset: 1,
        pageSize: 10,
        count: true,
        sort: { field: 'name', direction: 'ASC' },
      },
    });
    const add = setup(tenant);
    await add.provider.create('tenants', { data: { name: 'Acme Bank', enabled: true } });
    expect(add.request()).toEqual({
      url: '/api/v1/tenants/add',
      method: 'POST',
      body: { name: 'Acme Bank', enabled: true },
    });
    const update = setup(tenant);
    const data = { name: 'Acme', enabled: true, version: 2 };
    await update.provider.update('tenants', {
      id: 't-acme',
      data,
      previousData: tenant,
      meta: { guard },
    });
    expect(update.request()).toEqual({
      url: '/api/v1/tenants/t-acme',
      method: 'PUT',
      body: { entity: data, ...guard },
    });
    await expect(
      setup(tenant).provider.update('tenants', { id: 't-acme', data, previousData: tenant }),
    ).rejects.toThrow(/guarded/);
  });
});

describe('merchants dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('getMerchantNotes: GET notes with page and size; addMerchantNote: POST {text}', async () => {
    const note = {
      id: 'n-1',
      merchantId: 'm-acme-1',
      text: '<img src=x onerror=alert(1)>',
      authorEmail: 'admin@demo.test',
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    const list = setup({ content: [note], totalElements: 1 });
    expect((await list.provider.getMerchantNotes('m-acme-1', 0, 10)).content).toEqual([note]);
    expect(list.request()).toEqual({
      url: '/api/v1/merchants/m-acme-1/notes?page=0&size=10',
      method: 'GET',
      body: undefined,
    });
    const add = setup(note);
    expect(await add.provider.addMerchantNote('m-acme-1', note.text)).toEqual(note);
    expect(add.request()).toEqual({
      url: '/api/v1/merchants/m-acme-1/notes',
      method: 'POST',
      body: { text: note.text },
    });
  });

  it('getIpWhitelist: GET; saveIpWhitelist: PUT with the guarded payload', async () => {
    const answer = { entries: ['10.0.0.0/8'], clientIp: '127.0.0.1', version: 1 };
    const get = setup(answer);
    expect(await get.provider.getIpWhitelist('m-acme-1')).toEqual(answer);
    expect(get.request()).toEqual({
      url: '/api/v1/merchants/m-acme-1/ip-whitelist',
      method: 'GET',
      body: undefined,
    });
    const put = setup(answer);
    const change = { entries: ['10.0.0.0/8'], version: 0 };
    await put.provider.saveIpWhitelist('m-acme-1', change, guard);
    expect(put.request()).toEqual({
      url: '/api/v1/merchants/m-acme-1/ip-whitelist',
      method: 'PUT',
      body: { entity: change, ...guard },
    });
  });

  it('CRUD: details GET and guarded PUT; filter with the date range', async () => {
    const one = setup(merchant);
    await one.provider.getOne('merchants', { id: 'm-acme-1' });
    expect(one.request().url).toBe('/api/v1/merchants/m-acme-1/details');
    const update = setup(merchant);
    const data = {
      name: 'X',
      merchantName: 'X',
      merchantInfoId: 'MI-1',
      enabled: false,
      version: 2,
    };
    await update.provider.update('merchants', {
      id: 'm-acme-1',
      data,
      previousData: merchant,
      meta: { guard },
    });
    expect(update.request()).toEqual({
      url: '/api/v1/merchants/m-acme-1/details',
      method: 'PUT',
      body: { entity: data, ...guard },
    });
    const list = setup({ content: [merchant], totalElements: 1 });
    await list.provider.getList('merchants', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { createdFrom: '2025-01-01', createdTo: '2025-02-01', enabled: true },
    });
    expect(list.request()).toEqual({
      url: '/api/v1/merchants/filter',
      method: 'POST',
      body: {
        createdFrom: '2025-01-01',
        createdTo: '2025-02-01',
        enabled: true,
        offset: 0,
        pageSize: 10,
        count: true,
        sort: { field: 'name', direction: 'DESC' },
      },
    });
  });
});

describe('customers dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('the customer portal variant reaches customers under customer-portal/customers', () => {
    const customerPortal = { variant: 'customer', sandbox: false } as const;
    expect(buildPath('customers.list', {}, customerPortal)).toBe(
      'v1/customer-portal/customers/filter',
    );
    expect(buildPath('customers.get', { id: 'c-1' }, customerPortal)).toBe(
      'v1/customer-portal/customers/c-1',
    );
    expect(buildPath('customers.update', { id: 'c-1' }, customerPortal)).toBe(
      'v1/customer-portal/customers/c-1',
    );
    expect(buildPath('customers.create', {}, customerPortal)).toBe('v1/customer-portal/customers');
    expect(buildPath('customersInit', {}, customerPortal)).toBe(
      'v1/customer-portal/customers/filter/init',
    );
    expect(buildPath('customers.create')).toBe('v1/customers');
  });

  it('getCustomerFilterInit: GET v1/customers/filter/init', async () => {
    const init = {
      sortableFields: ['createdAt'],
      defaultSort: { field: 'createdAt', direction: 'DESC' },
      totalElements: 40,
    };
    const { provider, request } = setup(init);
    expect(await provider.getCustomerFilterInit()).toEqual(init);
    expect(request()).toEqual({
      url: '/api/v1/customers/filter/init',
      method: 'GET',
      body: undefined,
    });
  });

  it('CRUD: filter, get, create and update', async () => {
    const list = setup({ content: [customer], totalElements: 1 });
    await list.provider.getList('customers', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(list.request().url).toBe('/api/v1/customers/filter');
    const one = setup(customer);
    await one.provider.getOne('customers', { id: 'c-acme-1' });
    expect(one.request()).toEqual({
      url: '/api/v1/customers/c-acme-1',
      method: 'GET',
      body: undefined,
    });
    const draft = { customerName: 'W', customerReference: 'W-1', name: 'w' };
    const create = setup(customer);
    await create.provider.create('customers', { data: draft });
    expect(create.request()).toEqual({ url: '/api/v1/customers', method: 'POST', body: draft });
    const update = setup(customer);
    await update.provider.update('customers', {
      id: 'c-acme-1',
      data: { ...draft, version: 2 },
      previousData: customer,
    });
    expect(update.request()).toEqual({
      url: '/api/v1/customers/c-acme-1',
      method: 'PUT',
      body: { ...draft, version: 2 },
    });
  });
});
