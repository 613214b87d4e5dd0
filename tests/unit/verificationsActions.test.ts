import { beforeEach, describe, expect, it } from 'vitest';
import { fakeDataProvider, type FakeAnswerOptions } from '../support/fakePlatform';

const guard = { password: 'pw', passCode: '123456', reason: 'why', classification: 'OTHER' };

export const verificationRow = {
  id: 'v-1',
  publicId: 'PUB-1',
  status: 'REVIEW_PENDING',
  source: 'WEB',
  country: { code: 'DEU', label: 'Germany', alpha2: 'DE' },
  documentType: 'ID_CARD',
  credentialCategories: ['ID', 'SELFIE'],
  riskScore: 42,
  matchType: 'NO_MATCH',
  firstName: 'Erika',
  lastName: 'Mustermann',
  documentNumber: 'L01X00T47',
  createdAt: '2026-11-01T10:00:00.000Z',
  transactionCreationDate: '2026-11-01T09:59:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  completedAt: null,
  workflowName: 'Standard KYC',
  wipedOutAt: null,
  reviewDueAt: '2026-11-02T09:59:00.000Z',
};
export const verificationDetail = {
  ...verificationRow,
  version: 3,
  updatedBy: 'system',
  issuingCountry: 'DE',
  idSpecType: 'DE_ID_2010',
  workflowId: 'w-1',
  workflowStatus: 'COMPLETED',
  workflowExecutionId: 'we-1',
  credentials: [],
  result: null,
  maskingRequestedAt: null,
  replayCount: 0,
};

const setup = (answer: unknown, options: FakeAnswerOptions = {}) =>
  fakeDataProvider(answer, options);

describe('verifications dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('getList: POST v1/verifications/filter with page, size, sort and the filter body', async () => {
    const { provider, request } = setup({ content: [verificationRow], totalElements: 31 });
    const result = await provider.getList('verifications', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { status: ['REVIEW_PENDING'], country: ['DE'], riskScoreMin: 10, q: 'erika' },
    });
    expect(result).toEqual({ data: [verificationRow], total: 31 });
    expect(request()).toEqual({
      url: '/api/v1/verifications/filter',
      method: 'POST',
      body: {
        status: ['REVIEW_PENDING'],
        country: ['DE'],
        riskScoreMin: 10,
        q: 'erika',
        offset: 2,
        pageSize: 10,
        count: true,
        sort: { field: 'createdAt', direction: 'ASC' },
      },
    });
  });

  it('getOne: GET v1/verifications/:id, parsed as the detail', async () => {
    const { provider, request } = setup(verificationDetail);
    const { data } = await provider.getOne('verifications', { id: 'v 1' });
    expect(data).toMatchObject({ version: 3, workflowExecutionId: 'we-1' });
    expect(request()).toEqual({
      url: '/api/v1/verifications/v%201',
      method: 'GET',
      body: undefined,
    });
  });

  it('a list answer that breaks the contract is an error, not a silent empty list', async () => {
    const { provider } = setup({ content: [{ id: 'v-1' }], totalElements: 1 });
    await expect(
      provider.getList('verifications', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toThrow();
  });

  it('getVerificationStatusCounts: POST filter/counts without the status part', async () => {
    const counts = { ALL: 9, REVIEW_PENDING: 4, APPROVED: 5 };
    const { provider, request } = setup(counts);
    expect(
      await provider.getVerificationStatusCounts({ status: ['APPROVED'], country: ['DE'] }),
    ).toEqual(counts);
    expect(request()).toEqual({
      url: '/api/v1/verifications/filter/counts',
      method: 'POST',
      body: { country: ['DE'] },
    });
  });

  it('getVerificationImage: GET the part through the verificationsImage key as a blob', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { provider, request } = setup(bytes, { raw: true });
    const blob = await provider.getVerificationImage('v-1', 'p-2');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(request()).toEqual({
      url: '/api/v1/verifications/v-1/images/p-2',
      method: 'GET',
      body: undefined,
    });
  });

  it('getVerificationAuditLog: GET audit-log?page&size', async () => {
    const entry = {
      id: 'a-1',
      actorEmail: 'admin@demo.test',
      action: 'VERIFICATION_REPLAY',
      entityType: 'verification',
      entityId: 'v-1',
      result: 'SUCCESS',
      before: { status: 'APPROVED' },
      after: { status: 'PROCESSING' },
      reason: null,
      classification: null,
      timestamp: '2026-11-01T10:00:00.000Z',
    };
    const { provider, request } = setup({ content: [entry], totalElements: 1 });
    expect((await provider.getVerificationAuditLog('v-1', 2, 10)).content[0]?.id).toBe('a-1');
    expect(request()).toEqual({
      url: '/api/v1/verifications/v-1/audit-log?page=2&size=10',
      method: 'GET',
      body: undefined,
    });
  });

  it('CSV export: start (POST filter body), status (GET) and file (GET, blob)', async () => {
    const start = setup({ jobId: 'j-1', total: 2500 });
    expect(await start.provider.startVerificationCsvExport({ status: ['APPROVED'] })).toEqual({
      jobId: 'j-1',
      total: 2500,
    });
    expect(start.request()).toEqual({
      url: '/api/v1/verifications/download-csv',
      method: 'POST',
      body: { status: ['APPROVED'] },
    });
    const progress = { jobId: 'j-1', status: 'RUNNING', processed: 500, total: 2500 };
    const status = setup(progress);
    expect(await status.provider.getVerificationCsvExportStatus('j-1')).toEqual(progress);
    expect(status.request()).toEqual({
      url: '/api/v1/verifications/download-csv/j-1',
      method: 'GET',
      body: undefined,
    });
    const file = setup('a,b\n1,2', { raw: true });
    expect(await (await file.provider.getVerificationCsvExportFile('j-1')).text()).toBe('a,b\n1,2');
    expect(file.request().url).toBe('/api/v1/verifications/download-csv/j-1/file');
  });

  it('updateVerificationResult: PUT result with {entity, guard fields}', async () => {
    const { provider, request } = setup({ ...verificationDetail, status: 'APPROVED' });
    const change = { decision: 'APPROVED', reason: 'Documents match', version: 3 } as const;
    expect((await provider.updateVerificationResult('v-1', change, guard)).status).toBe('APPROVED');
    expect(request()).toEqual({
      url: '/api/v1/verifications/v-1/result',
      method: 'PUT',
      body: { entity: change, ...guard },
    });
  });

  it('requestVerificationMasking: POST images/masking-request without a body', async () => {
    const { provider, request } = setup(verificationDetail);
    await provider.requestVerificationMasking('v-1');
    expect(request()).toEqual({
      url: '/api/v1/verifications/v-1/images/masking-request',
      method: 'POST',
      body: undefined,
    });
  });

  it('maskVerificationCredentials: PUT credentials/mask {credentialIds}', async () => {
    const { provider, request } = setup(verificationDetail);
    await provider.maskVerificationCredentials('v-1', ['c-1', 'c-2']);
    expect(request()).toEqual({
      url: '/api/v1/verifications/v-1/credentials/mask',
      method: 'PUT',
      body: { credentialIds: ['c-1', 'c-2'] },
    });
  });

  it('wipeOutVerification: POST wipe-out with an empty entity and the guard fields', async () => {
    const { provider, request } = setup({
      ...verificationDetail,
      wipedOutAt: '2026-11-02T00:00:00.000Z',
    });
    await provider.wipeOutVerification('v-1', guard);
    expect(request()).toEqual({
      url: '/api/v1/verifications/v-1/wipe-out',
      method: 'POST',
      body: { entity: {}, ...guard },
    });
  });

  it('replayVerification: POST replay', async () => {
    const { provider, request } = setup({ ...verificationDetail, status: 'PROCESSING' });
    expect((await provider.replayVerification('v-1')).status).toBe('PROCESSING');
    expect(request()).toEqual({
      url: '/api/v1/verifications/v-1/replay',
      method: 'POST',
      body: undefined,
    });
  });

  it('a refusal reaches the caller as an HttpError with its status', async () => {
    const { provider } = setup(
      {
        error: 'Forbidden',
        code: 'ACCESS_DENIED',
        status: 403,
        details: [],
        timestamp: '2026-11-01T00:00:00.000Z',
        url: '/api/v1/verifications/v-1/wipe-out',
        message: 'Access denied',
        requiredAuthorities: ['PERM_SCANS_WIPE_OUT'],
      },
      { status: 403 },
    );
    await expect(provider.wipeOutVerification('v-1', guard)).rejects.toMatchObject({ status: 403 });
  });
});
