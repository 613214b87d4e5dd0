import { beforeEach, describe, expect, it } from 'vitest';
import { endpointsOf } from '../../src/contract/declare';
import { transactions } from '../../src/contract/resources/transactions';
import { workflows } from '../../src/contract/resources/workflows';
import { endpointsOfDeclaration } from '../../src/kit/fromDeclaration';
import { fakeDataProvider } from '../support/fakePlatform';

const guard = { password: 'pw', passCode: '123456', reason: 'why', classification: 'OTHER' };
const country = { code: 'DEU', label: 'Germany', alpha2: 'DE' };
const transaction = {
  id: 'tx-1',
  publicId: 'p-1',
  status: 'COMPLETED',
  source: 'WEB',
  country,
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'system',
  updatedAt: '2026-11-01T10:05:00.000Z',
  updatedBy: 'system',
  version: 1,
  transactionCreationDate: '2026-11-01T10:00:00.000Z',
  completedAt: '2026-11-01T10:05:00.000Z',
  workflowId: 'wf-acme-1',
  workflowName: 'Standard KYC onboarding',
  workflowStatus: 'COMPLETED',
  workflowExecutionId: 'we-1',
  verificationId: null,
  riskScore: 12,
  customerReference: 'ACME-01000',
};
// A declared record: the system stamp and the counts; the tenant stays inside the platform.
const workflow = {
  id: 'wf-acme-1',
  name: 'Standard KYC onboarding',
  description: '',
  status: 'ACTIVE',
  definition: '{}',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'system',
  version: 3,
  updatedBy: 'system',
  updatedAt: '2026-01-01T00:00:00.000Z',
  steps: 0,
  executionCount: 4,
};

const setup = (answer: unknown, status = 200, raw = false) =>
  fakeDataProvider(answer, { status, raw });

describe('transactions dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('getList posts the list query to transactions/filter and maps {list, total}', async () => {
    const { provider, request } = setup({ list: [transaction], total: 31 });
    const result = await provider.getList('transactions', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'transactionCreationDate', order: 'DESC' },
      filter: { status: 'COMPLETED', q: 'p-' },
    });
    expect(result).toEqual({ data: [transaction], total: 31 });
    expect(request()).toEqual({
      url: '/api/v1/transactions/filter',
      method: 'POST',
      body: {
        status: 'COMPLETED',
        q: 'p-',
        offset: 2,
        pageSize: 10,
        count: true,
        sort: { field: 'transactionCreationDate', direction: 'DESC' },
      },
    });
  });

  it('rejects a {content, totalElements} answer on a list/total endpoint', async () => {
    const { provider } = setup({ content: [transaction], totalElements: 1 });
    await expect(
      provider.getList('transactions', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toThrow();
  });

  it('getTransactionsInit: GET v1/transactions/init', async () => {
    const init = {
      statuses: ['COMPLETED'],
      workflowStatuses: ['COMPLETED'],
      sources: ['WEB'],
      countries: [country],
      workflows: [{ id: 'wf-acme-1', name: 'Standard KYC onboarding' }],
      sortableFields: ['createdAt'],
      defaultSort: { field: 'createdAt', direction: 'DESC' },
    };
    const { provider, request } = setup(init);
    expect(await provider.getTransactionsInit()).toEqual(init);
    expect(request()).toEqual({ url: '/api/v1/transactions/init', method: 'GET', body: undefined });
  });

  it('delete: DELETE with the guard fields (meta.guard) and an empty entity', async () => {
    const { provider, request } = setup(null, 204);
    await provider.delete('transactions', { id: 'tx-1', meta: { guard } });
    expect(request()).toEqual({
      url: '/api/v1/transactions/tx-1',
      method: 'DELETE',
      body: { entity: {}, ...guard },
    });
  });

  it('refuses to delete a transaction without the guard fields; nothing is sent', async () => {
    const { provider, fetchImpl } = setup(null, 204);
    await expect(provider.delete('transactions', { id: 'tx-1' })).rejects.toThrow(/guarded/);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('the declaration: a guarded delete and a {list, total} list', () => {
    expect(endpointsOf(transactions)['transactions.delete']).toMatchObject({
      method: 'DELETE',
      path: 'transactions/:id',
      guarded: true,
      access: ['PERM_TRANSACTIONS_WIPE_OUT'],
    });
    expect(endpointsOfDeclaration(transactions).list).toEqual({
      key: 'transactions.list',
      kind: 'filterList',
    });
  });

  it('getOne: GET v1/transactions/:id', async () => {
    const { provider, request } = setup(transaction);
    expect((await provider.getOne('transactions', { id: 'tx-1' })).data).toEqual(transaction);
    expect(request()).toMatchObject({ url: '/api/v1/transactions/tx-1', method: 'GET' });
  });
});

describe('workflows dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('getList: GET v1/workflows with page, size and direction, mapping {list, total}', async () => {
    const { provider, request } = setup({ list: [workflow], total: 8 });
    const result = await provider.getList('workflows', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'updatedAt', order: 'ASC' },
      filter: { status: 'ACTIVE' },
    });
    expect(result).toEqual({ data: [workflow], total: 8 });
    expect(request()).toEqual({
      url: '/api/v1/workflows?status=ACTIVE&page=1&size=10&direction=ASC',
      method: 'GET',
      body: undefined,
    });
  });

  it('the declaration keeps the spec’s rows: GET list with URL parameters, guarded PUT, DELETE', () => {
    const view = ['PERM_WORKFLOWS_VIEW'];
    const edit = ['PERM_WORKFLOWS_EDIT'];
    expect(endpointsOf(workflows)).toEqual({
      'workflows.list': { method: 'GET', path: 'workflows', version: 'v1', access: view },
      'workflows.get': { method: 'GET', path: 'workflows/:id', version: 'v1', access: view },
      'workflows.create': {
        method: 'POST',
        path: 'workflows',
        version: 'v1',
        access: edit,
        guarded: false,
        idempotent: true,
      },
      'workflows.update': {
        method: 'PUT',
        path: 'workflows/:id',
        version: 'v1',
        access: edit,
        guarded: true,
      },
      'workflows.delete': {
        method: 'DELETE',
        path: 'workflows/:id',
        version: 'v1',
        access: edit,
        guarded: false,
      },
    });
    expect(endpointsOfDeclaration(workflows).list).toEqual({
      key: 'workflows.list',
      kind: 'report',
    });
  });

  it('update is guarded: PUT with {entity, guard fields}; without a guard nothing is sent', async () => {
    const { provider, request } = setup(workflow);
    const data = { name: 'n', description: '', status: 'ACTIVE', definition: '{}', version: 3 };
    await provider.update('workflows', {
      id: 'wf-acme-1',
      data,
      previousData: workflow,
      meta: { guard },
    });
    expect(request()).toEqual({
      url: '/api/v1/workflows/wf-acme-1',
      method: 'PUT',
      body: { entity: data, ...guard },
    });
    await expect(
      provider.update('workflows', { id: 'wf-acme-1', data, previousData: workflow }),
    ).rejects.toThrow(/guarded/);
  });

  it('create and delete address POST v1/workflows and DELETE v1/workflows/:id', async () => {
    const { provider, request } = setup(workflow);
    const data = { name: 'n', description: '', status: 'DRAFT', definition: '{}' };
    await provider.create('workflows', { data });
    await provider.delete('workflows', { id: 'wf-acme-1', previousData: workflow });
    expect(request(0)).toEqual({ url: '/api/v1/workflows', method: 'POST', body: data });
    expect(request(1)).toEqual({
      url: '/api/v1/workflows/wf-acme-1',
      method: 'DELETE',
      body: undefined,
    });
  });

  it('downloadWorkflowDefinition: GET v1/workflows/:id/download answers the text as is', async () => {
    const text = '{\n  "start": "a"\n}';
    const { provider, request } = setup(text, 200, true);
    expect(await provider.downloadWorkflowDefinition('wf-acme-1')).toBe(text);
    expect(request()).toEqual({
      url: '/api/v1/workflows/wf-acme-1/download',
      method: 'GET',
      body: undefined,
    });
  });

  it('executions: POST v1/workflow-executions/filter ({content, totalElements}) and GET by id', async () => {
    // A declared record: the system stamp instead of the tenant, which stays inside the platform.
    const row = {
      id: 'we-1',
      workflowId: 'wf-acme-1',
      workflowName: 'W',
      status: 'RUNNING',
      startedAt: '2026-11-01T10:00:00.000Z',
      completedAt: null,
      transactionId: 'tx-we-1',
      verificationId: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      createdBy: 'system',
      updatedAt: '2026-11-01T10:00:00.000Z',
      updatedBy: 'system',
      version: 1,
    };
    const { provider, request } = setup({ content: [row], totalElements: 1 });
    const result = await provider.getList('workflow-executions', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'startedAt', order: 'DESC' },
      filter: { workflowId: 'wf-acme-1', status: 'RUNNING' },
    });
    expect(result).toEqual({ data: [row], total: 1 });
    expect(request()).toEqual({
      url: '/api/v1/workflow-executions/filter',
      method: 'POST',
      body: {
        workflowId: 'wf-acme-1',
        status: 'RUNNING',
        offset: 0,
        pageSize: 10,
        count: true,
        sort: { field: 'startedAt', direction: 'DESC' },
      },
    });
  });
});
