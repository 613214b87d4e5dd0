import { beforeEach, describe, expect, it } from 'vitest';
import { fakeDataProvider } from '../support/fakePlatform';

const report = {
  id: 'rep-1',
  name: 'Monthly verification export',
  reportType: 'VERIFICATION',
  status: 'DONE',
  criteria: { startDate: '2026-10-01', endDate: '2026-10-31', statuses: [], countries: ['DE'] },
  createdAt: '2026-11-01T08:00:00.000Z',
  createdBy: 'admin@demo.test',
  completedAt: '2026-11-01T08:00:02.000Z',
  rowCount: 12,
  errorMessage: null,
  updatedAt: '2026-11-01T08:00:02.000Z',
  updatedBy: 'system',
  version: 2,
};
const entry = {
  id: 'al-1',
  actorId: 'u-admin',
  actorEmail: 'admin@demo.test',
  tenantId: 't-acme',
  tenantName: 'Acme Bank',
  action: 'CUSTOMER_UPDATE',
  entityType: 'customer',
  entityId: 'c-1',
  result: 'SUCCESS',
  errorCode: null,
  before: { name: 'a' },
  after: { name: 'b' },
  reason: null,
  classification: null,
  timestamp: '2026-11-01T08:00:00.000Z',
  clientIp: '10.0.0.1',
};
const configuration = {
  delimiter: ';',
  retentionDays: 30,
  columns: { VERIFICATION: ['publicId'], KYX: ['publicId'], WORKFLOW: ['publicId'] },
  availableColumns: {
    VERIFICATION: ['publicId', 'status'],
    KYX: ['publicId'],
    WORKFLOW: ['publicId'],
  },
  version: 1,
  updatedBy: 'admin@demo.test',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const setup = (answer: unknown, raw = false) => fakeDataProvider(answer, { raw });

describe('reports dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('getList: GET data-report/ with page = offset/10, size, direction and the type filter', async () => {
    const { provider, request } = setup({ list: [report], total: 31 });
    const answer = await provider.getList('reports', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { reportType: 'VERIFICATION' },
    });
    expect(answer).toEqual({ data: [report], total: 31 });
    expect(request()).toEqual({
      url: '/api/v1/data-report/?reportType=VERIFICATION&page=2&size=10&direction=ASC',
      method: 'GET',
      body: undefined,
    });
  });

  it('getList: the first page is page 0, newest first', async () => {
    const { provider, request } = setup({ list: [], total: 0 });
    await provider.getList('reports', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(request().url).toBe('/api/v1/data-report/?page=0&size=10&direction=DESC');
  });

  it('create (criteria form): POST data-report/criteria with the criteria as body', async () => {
    const { provider, request } = setup({ ...report, status: 'PENDING', completedAt: null });
    const body = {
      reportType: 'KYX',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      countries: ['DE'],
    };
    const { data } = await provider.create('reports', { data: body });
    expect(data.status).toBe('PENDING');
    expect(request()).toEqual({ url: '/api/v1/data-report/criteria', method: 'POST', body });
  });

  it('createReport: POST data-report/criteria', async () => {
    const { provider, request } = setup(report);
    const criteria = {
      reportType: 'VERIFICATION' as const,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    };
    expect((await provider.createReport(criteria)).id).toBe('rep-1');
    expect(request()).toEqual({
      url: '/api/v1/data-report/criteria',
      method: 'POST',
      body: criteria,
    });
  });

  it('startReportDownload: POST data-report/:id/export answers the job', async () => {
    const job = {
      id: 'job-1',
      kind: 'REPORT_DOWNLOAD',
      state: 'DONE',
      subject: { type: 'Report', id: 'rep 1', name: 'October' },
      processed: 3,
      total: 3,
      rowCount: 3,
      sizeBytes: 40,
      fileName: 'report-october.csv',
      result: null,
      errorCode: null,
      error: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      finishedAt: '2026-11-01T00:00:00.000Z',
      acknowledgedAt: '2026-11-01T00:00:00.000Z',
    };
    const { provider, request } = setup(job);
    expect(await provider.startReportDownload('rep 1')).toEqual(job);
    expect(request()).toEqual({
      url: '/api/v1/data-report/rep%201/export',
      method: 'POST',
      body: undefined,
    });
  });

  it('bulkDeleteReports: POST reports/bulk-delete {ids}', async () => {
    const { provider, request } = setup({ deleted: 2 });
    expect(await provider.bulkDeleteReports(['a', 'b'])).toBe(2);
    expect(request()).toEqual({
      url: '/api/v1/reports/bulk-delete',
      method: 'POST',
      body: { ids: ['a', 'b'] },
    });
  });

  it('get/updateReportConfiguration: GET and PUT reports/configuration', async () => {
    const read = setup(configuration);
    expect((await read.provider.getReportConfiguration()).delimiter).toBe(';');
    expect(read.request()).toEqual({
      url: '/api/v1/reports/configuration',
      method: 'GET',
      body: undefined,
    });
    const write = setup(configuration);
    const update = {
      delimiter: ';' as const,
      retentionDays: 30,
      columns: configuration.columns,
      version: 0,
    };
    await write.provider.updateReportConfiguration(update);
    expect(write.request()).toEqual({
      url: '/api/v1/reports/configuration',
      method: 'PUT',
      body: update,
    });
  });
});

describe('audit log dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('getList: POST auditlog/filter with page number, size, sort and filters', async () => {
    const { provider, request } = setup({ content: [entry], totalElements: 1 });
    const answer = await provider.getList('auditlog', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'timestamp', order: 'DESC' },
      filter: { action: 'CUSTOMER_UPDATE', startDate: '2026-11-01' },
    });
    expect(answer).toEqual({ data: [entry], total: 1 });
    expect(request()).toEqual({
      url: '/api/v1/auditlog/filter',
      method: 'POST',
      body: {
        action: 'CUSTOMER_UPDATE',
        startDate: '2026-11-01',
        offset: 1,
        pageSize: 10,
        count: true,
        sort: { field: 'timestamp', direction: 'DESC' },
      },
    });
  });

  it('getOne: GET auditlog/:id', async () => {
    const { provider, request } = setup(entry);
    expect((await provider.getOne('auditlog', { id: 'al-1' })).data.action).toBe('CUSTOMER_UPDATE');
    expect(request()).toEqual({ url: '/api/v1/auditlog/al-1', method: 'GET', body: undefined });
  });

  it('getAuditLogFilterInit: GET auditlog/filter/init', async () => {
    const init = {
      actions: ['CUSTOMER_UPDATE'],
      entityTypes: ['customer'],
      actors: [{ id: 'u-admin', email: 'admin@demo.test' }],
      totalElements: 1,
    };
    const { provider, request } = setup(init);
    expect(await provider.getAuditLogFilterInit()).toEqual(init);
    expect(request()).toEqual({
      url: '/api/v1/auditlog/filter/init',
      method: 'GET',
      body: undefined,
    });
  });

  it('downloadAuditLogCsv: POST auditlog/download-csv with the filter, read as a blob', async () => {
    const { provider, request } = setup('timestamp (UTC),actor\n', true);
    const blob = await provider.downloadAuditLogCsv({ result: 'FAILURE' });
    expect(await blob.text()).toBe('timestamp (UTC),actor\n');
    expect(request()).toEqual({
      url: '/api/v1/auditlog/download-csv',
      method: 'POST',
      body: { result: 'FAILURE' },
    });
  });
});
