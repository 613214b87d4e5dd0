// @vitest-environment node
import type { ReportRecord } from '../../mock-server/types';
import type { Job } from '../../src/contract/schemas/jobs';
import {
  call,
  data,
  expectDescriptor,
  jobEnded,
  signIn,
  startServer,
  type TestServer,
} from './helpers';

let server: TestServer;
let clock = Date.now();
const tokens: Record<string, string> = {};

type Report = Omit<ReportRecord, 'tenantId' | 'readyAt'>;
type ReportPage = { list: Report[]; total: number };
type OutboxMail = { mailKey: string; text: string; recipient: string; locale: string };

beforeAll(async () => {
  server = await startServer({ now: () => clock });
  const who: [string, string, string?][] = [
    ['admin', 'admin@demo.test', 't-acme'],
    ['adminGlobex', 'admin@demo.test', 't-globex'],
    ['agent', 'agent@demo.test'],
    ['manager', 'manager@demo.test'],
    ['analyst', 'analyst@demo.test'],
  ];
  for (const [key, email, tenant] of who)
    tokens[key] = (await signIn(server.base, email, tenant)).tokens.accessToken;
});
afterAll(() => server.close());

const list = (token: string, query = '') =>
  call<ReportPage>(server.base, `/api/v1/data-report/${query}`, { token });
const create = (token: string, body: Record<string, unknown>) =>
  call<Report>(server.base, '/api/v1/data-report/criteria', { token, body });
const day = (offsetDays: number) =>
  new Date(clock + offsetDays * 86_400_000).toISOString().slice(0, 10);
const store = () => data(server.mock);

describe('data report API', () => {
  it('lists {list,total} by page (0-based) and size, newest first or oldest first', async () => {
    const all = await list(tokens.admin!, '?page=0&size=100');
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(store().reports.filter((r) => r.tenantId === 't-acme').length);
    const newest = all.json.list.map((r) => r.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const second = await list(tokens.admin!, '?page=1&size=5&direction=DESC');
    expect(second.json.list.map((r) => r.id)).toEqual(all.json.list.slice(5, 10).map((r) => r.id));
    const oldest = await list(tokens.admin!, '?page=0&size=3&direction=ASC');
    expect(oldest.json.list.map((r) => r.id)).toEqual(
      all.json.list
        .slice(-3)
        .reverse()
        .map((r) => r.id),
    );
    const kyx = await list(tokens.admin!, '?reportType=KYX&size=100');
    expect(kyx.json.list.every((r) => r.reportType === 'KYX')).toBe(true);
  });

  it('shows only the types the user may view, and refuses a type filter outside them', async () => {
    const agent = await list(tokens.agent!, '?size=100');
    expect(agent.json.list.length).toBeGreaterThan(0);
    expect(agent.json.list.every((r) => r.reportType === 'VERIFICATION')).toBe(true);
    const denied = expectDescriptor(
      await list(tokens.agent!, '?reportType=KYX'),
      403,
      'ACCESS_DENIED',
    );
    expect(denied.requiredAuthorities).toEqual(['PERM_KYX_REPORTS_VIEW']);
    expectDescriptor(await list(tokens.analyst!), 403, 'ACCESS_DENIED');
    const kyx = store().reports.find((r) => r.tenantId === 't-acme' && r.reportType === 'KYX')!;
    expectDescriptor(
      await call(server.base, `/api/v1/data-report/${kyx.id}`, { token: tokens.agent }),
      404,
      'NOT_FOUND',
    );
  });

  it('checks create per report type and validates the criteria', async () => {
    const period = { startDate: day(-30), endDate: day(0) };
    expectDescriptor(
      await create(tokens.agent!, { reportType: 'VERIFICATION', ...period }),
      403,
      'ACCESS_DENIED',
    );
    const kyx = expectDescriptor(
      await create(tokens.manager!, { reportType: 'KYX', ...period }),
      403,
      'ACCESS_DENIED',
    );
    expect(kyx.requiredAuthorities).toEqual(['PERM_KYX_REPORTS_CREATE']);
    const format = expectDescriptor(
      await create(tokens.manager!, {
        reportType: 'VERIFICATION',
        startDate: '1.1.2026',
        endDate: day(0),
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(format.details).toEqual([
      { field: 'startDate', code: 'DATE_FORMAT', message: 'Dates should be in YYYY-MM-DD format.' },
    ]);
    const order = expectDescriptor(
      await create(tokens.manager!, {
        reportType: 'VERIFICATION',
        startDate: day(0),
        endDate: day(-1),
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(order.details).toEqual([
      { field: 'endDate', code: 'DATE_ORDER', message: 'The order of the dates is incorrect.' },
    ]);
    const missing = expectDescriptor(
      await create(tokens.manager!, { reportType: 'VERIFICATION' }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect((missing.details as { field: string }[]).map((d) => d.field)).toEqual([
      'startDate',
      'endDate',
    ]);
    expectDescriptor(
      await create(tokens.manager!, { reportType: 'VERIFICATION', ...period, statuses: ['NOPE'] }),
      400,
      'VALIDATION_ERROR_CODE',
    );
  });

  it('runs a new report PENDING → DONE and downloads the tenant’s matching rows as CSV', async () => {
    const created = await create(tokens.manager!, {
      reportType: 'VERIFICATION',
      startDate: day(-60),
      endDate: day(0),
      statuses: 'APPROVED',
      countries: ['de'],
    });
    expect(created.status).toBe(201);
    expect(created.json.status).toBe('PENDING');
    expect(created.json.criteria).toMatchObject({ statuses: ['APPROVED'], countries: ['DE'] });
    expectDescriptor(
      await call(server.base, `/api/v1/data-report/${created.json.id}/result`, {
        token: tokens.manager,
      }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    clock += 2_500;
    const done = await call<Report>(server.base, `/api/v1/data-report/${created.json.id}`, {
      token: tokens.manager,
    });
    expect(done.json.status).toBe('DONE');
    const expected = store().verifications.filter(
      (v) =>
        v.tenantId === 't-acme' &&
        v.status === 'APPROVED' &&
        v.country.alpha2 === 'DE' &&
        v.transactionCreationDate.slice(0, 10) >= day(-60),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(done.json.rowCount).toBe(expected.length);

    const csv = await call(server.base, `/api/v1/data-report/${created.json.id}/result`, {
      token: tokens.manager,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'publicId,status,country,documentType,riskScore,transactionCreationDate,decision',
    );
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines.slice(1).every((line) => line.includes(',APPROVED,DE,'))).toBe(true);
    expect(csv.text).not.toContain('v-globex');
    expect(
      store().auditLog.some((e) => e.action === 'REPORT_CREATE' && e.entityId === created.json.id),
    ).toBe(true);
  });

  it('tells the requester once that the report is ready, in the language they asked in', async () => {
    const created = await call<Report>(server.base, '/api/v1/data-report/criteria', {
      token: tokens.manager,
      headers: { 'accept-language': 'de-DE, de;q=0.9' },
      body: {
        reportType: 'VERIFICATION',
        name: 'Genehmigte, Oktober',
        startDate: day(-90),
        endDate: day(0),
        statuses: 'APPROVED',
        countries: [],
      },
    });
    expect(created.status).toBe(201);
    const notices = () =>
      (store()['mail-outbox'] as unknown as OutboxMail[]).filter(
        (mail) =>
          mail.mailKey === 'REPORT_READY' && String(mail.text).includes('Genehmigte, Oktober'),
      );
    expect(notices()).toHaveLength(0);
    clock += 2_500;
    const done = await call<Report>(server.base, `/api/v1/data-report/${created.json.id}`, {
      token: tokens.manager,
    });
    expect(done.json.status).toBe('DONE');
    // Read again (the list, the record): still one notice.
    await list(tokens.manager!);
    await call(server.base, `/api/v1/data-report/${created.json.id}`, { token: tokens.manager });
    const [notice, ...more] = notices();
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      recipient: 'manager@demo.test',
      locale: 'de',
      kind: 'PLATFORM',
      tenantId: 't-acme',
    });
    expect(String(notice!.text)).toContain(
      new Intl.NumberFormat('de').format(done.json.rowCount ?? -1),
    );
    expect(String(notice!.text)).toContain('/reports');
    // The language is the platform's own record of the report, never part of its answer.
    expect(done.json).not.toHaveProperty('mailLocale');
  });

  it('downloads through a job: a small report at once, a large one in the background, the file its user’s only', async () => {
    const small = store().reports.find(
      (r) =>
        r.tenantId === 't-acme' &&
        r.reportType === 'VERIFICATION' &&
        r.status === 'DONE' &&
        (r.rowCount ?? 0) > 0 &&
        (r.rowCount ?? 0) <= 1_000,
    )!;
    const now = await call<Job>(server.base, `/api/v1/data-report/${small.id}/export`, {
      method: 'POST',
      token: tokens.manager,
    });
    expect(now.status).toBe(200);
    expect(now.json).toMatchObject({
      kind: 'REPORT_DOWNLOAD',
      state: 'DONE',
      rowCount: small.rowCount,
    });
    const smallFile = await call(server.base, `/api/v1/jobs/${now.json.id}/file`, {
      token: tokens.manager,
    });
    const direct = await call(server.base, `/api/v1/data-report/${small.id}/result`, {
      token: tokens.manager,
    });
    expect(smallFile.text.trim()).toBe(direct.text.trim().replace(/\r?\n/g, '\r\n'));

    const everything = await create(tokens.manager!, {
      reportType: 'VERIFICATION',
      name: 'Everything this year',
      startDate: day(-365),
      endDate: day(0),
    });
    clock += 2_500;
    const big = await call<Report>(server.base, `/api/v1/data-report/${everything.json.id}`, {
      token: tokens.manager,
    });
    expect(big.json.rowCount).toBeGreaterThan(1_000);
    const started = await call<Job>(server.base, `/api/v1/data-report/${big.json.id}/export`, {
      method: 'POST',
      token: tokens.manager,
    });
    expect(started.status).toBe(202);
    expect(started.json).toMatchObject({
      kind: 'REPORT_DOWNLOAD',
      state: 'RUNNING',
      total: big.json.rowCount,
      subject: { type: 'Report', id: big.json.id, name: 'Everything this year' },
      fileName: 'report-everything-this-year.csv',
    });
    expectDescriptor(
      await call(server.base, `/api/v1/jobs/${started.json.id}/file`, { token: tokens.admin }),
      404,
      'NOT_FOUND',
    );
    const done = await jobEnded(server.base, tokens.manager!, started.json.id);
    expect(done).toMatchObject({ state: 'DONE', rowCount: big.json.rowCount });
    const file = await call(server.base, `/api/v1/jobs/${done.id}/file`, { token: tokens.manager });
    const lines = file.text.trim().split('\r\n');
    expect(lines).toHaveLength(big.json.rowCount! + 1);
    expect(new Set(lines.slice(1)).size).toBe(big.json.rowCount);
    const whole = await call(server.base, `/api/v1/data-report/${big.json.id}/result`, {
      token: tokens.manager,
    });
    expect(file.text.trim()).toBe(whole.text.trim().replace(/\r?\n/g, '\r\n'));
    expect(
      store().auditLog.filter((e) => e.action === 'REPORT_DOWNLOAD' && e.entityId === big.json.id)
        .length,
    ).toBeGreaterThan(0);
    // A pending report has nothing to download yet; a type the user may not download: 403.
    const pending = await create(tokens.manager!, {
      reportType: 'VERIFICATION',
      startDate: day(-1),
      endDate: day(0),
    });
    expectDescriptor(
      await call(server.base, `/api/v1/data-report/${pending.json.id}/export`, {
        method: 'POST',
        token: tokens.manager,
      }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    const kyx = store().reports.find(
      (r) => r.tenantId === 't-acme' && r.reportType === 'KYX' && r.status === 'DONE',
    )!;
    expectDescriptor(
      await call(server.base, `/api/v1/data-report/${kyx.id}/export`, {
        method: 'POST',
        token: tokens.manager,
      }),
      403,
      'ACCESS_DENIED',
    );
  });

  it('checks download per type (403) and escapes formulas in the CSV', async () => {
    const target = store().verifications.find((v) => v.tenantId === 't-acme')!;
    server.mock.store.table('verifications').update({
      ...target,
      firstName: '=cmd|" /C calc"!A0',
      lastName: '@SUM(1+1)',
    });
    const kyx = await create(tokens.admin!, {
      reportType: 'KYX',
      startDate: target.transactionCreationDate.slice(0, 10),
      endDate: target.transactionCreationDate.slice(0, 10),
    });
    clock += 2_500;
    const csv = await call(server.base, `/api/v1/data-report/${kyx.json.id}/result`, {
      token: tokens.admin,
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(csv.text).toContain("'@SUM(1+1)");
    // No download permission at all: refused by the endpoint table; one type only: refused per type.
    const verification = store().reports.find(
      (r) => r.tenantId === 't-acme' && r.reportType === 'VERIFICATION' && r.status === 'DONE',
    )!;
    expectDescriptor(
      await call(server.base, `/api/v1/data-report/${verification.id}/result`, {
        token: tokens.agent,
      }),
      403,
      'ACCESS_DENIED',
    );
    expect(
      (
        await call(server.base, `/api/v1/data-report/${verification.id}/result`, {
          token: tokens.manager,
        })
      ).status,
    ).toBe(200);
    const denied = expectDescriptor(
      await call(server.base, `/api/v1/data-report/${kyx.json.id}/result`, {
        token: tokens.manager,
      }),
      403,
      'ACCESS_DENIED',
    );
    expect(denied.requiredAuthorities).toEqual(['PERM_KYX_REPORTS_DOWNLOAD']);
  });

  it('makes a failed report again: per-type create permission, failed ones only, audited', async () => {
    const failed = store().reports.find(
      (r) => r.tenantId === 't-acme' && r.status === 'FAILED' && r.reportType === 'VERIFICATION',
    );
    expect(failed, 'the seed has a failed verification report').toBeDefined();
    const retry = (token: string | undefined, id: string) =>
      call<Report>(server.base, `/api/v1/data-report/${id}/retry`, { token, body: {} });
    // The agent may view verification reports but not create them.
    expectDescriptor(await retry(tokens.agent, failed!.id), 403, 'ACCESS_DENIED');
    const otherTenant = store().reports.find(
      (r) => r.tenantId === 't-globex' && r.status === 'FAILED',
    );
    if (otherTenant) expectDescriptor(await retry(tokens.admin, otherTenant.id), 404, 'NOT_FOUND');
    expect(store().reports.find((r) => r.id === failed!.id)?.status).toBe('FAILED');

    const ok = await retry(tokens.admin, failed!.id);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id: failed!.id, status: 'PENDING', errorMessage: null });
    expect(
      store().auditLog.some((e) => e.action === 'REPORT_RETRY' && e.entityId === failed!.id),
    ).toBe(true);
    // Only a failed report is made again.
    expectDescriptor(await retry(tokens.admin, failed!.id), 409, 'ACTION_NOT_ALLOWED');
    clock += 60_000;
    const done = await call<Report>(server.base, `/api/v1/data-report/${failed!.id}`, {
      token: tokens.admin,
    });
    expect(done.json.status).toBe('DONE');
    expect(typeof done.json.rowCount).toBe('number');
  });

  it('bulk-deletes all or nothing: per-type permission, tenant isolation, audited', async () => {
    const acme = store().reports.filter((r) => r.tenantId === 't-acme');
    const globex = store().reports.find((r) => r.tenantId === 't-globex')!;
    const ids = acme.slice(0, 2).map((r) => r.id);
    expectDescriptor(
      await call(server.base, '/api/v1/reports/bulk-delete', {
        token: tokens.manager,
        body: { ids },
      }),
      403,
      'ACCESS_DENIED',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/reports/bulk-delete', {
        token: tokens.admin,
        body: { ids: [...ids, globex.id] },
      }),
      404,
      'NOT_FOUND',
    );
    expect(store().reports.filter((r) => ids.includes(r.id))).toHaveLength(2);
    expectDescriptor(
      await call(server.base, `/api/v1/data-report/${globex.id}/result`, { token: tokens.admin }),
      404,
      'NOT_FOUND',
    );
    const ok = await call<{ deleted: number }>(server.base, '/api/v1/reports/bulk-delete', {
      token: tokens.admin,
      body: { ids },
    });
    expect(ok.json).toEqual({ deleted: 2 });
    expect(store().reports.some((r) => ids.includes(r.id))).toBe(false);
    expect(store().reports.some((r) => r.id === globex.id)).toBe(true);
    for (const id of ids)
      expect(store().auditLog.some((e) => e.action === 'REPORT_DELETE' && e.entityId === id)).toBe(
        true,
      );
  });

  it('reads and validates the report configuration; the delimiter and columns shape the CSV', async () => {
    const read = await call<{ delimiter: string; version: number; availableColumns: object }>(
      server.base,
      '/api/v1/reports/configuration',
      { token: tokens.agent },
    );
    expect(read.json).toMatchObject({ delimiter: ',', retentionDays: 90, version: 0 });
    const update = {
      delimiter: ';',
      retentionDays: 30,
      columns: {
        VERIFICATION: ['publicId', 'riskScore'],
        KYX: ['publicId'],
        WORKFLOW: ['publicId'],
      },
      version: 0,
    };
    expectDescriptor(
      await call(server.base, '/api/v1/reports/configuration', {
        method: 'PUT',
        token: tokens.manager,
        body: update,
      }),
      403,
      'ACCESS_DENIED',
    );
    for (const bad of [
      { ...update, retentionDays: 0 },
      { ...update, delimiter: '|' },
      { ...update, columns: { ...update.columns, KYX: [] } },
      { ...update, columns: { ...update.columns, KYX: ['passwordHash'] } },
    ])
      expectDescriptor(
        await call(server.base, '/api/v1/reports/configuration', {
          method: 'PUT',
          token: tokens.admin,
          body: bad,
        }),
        400,
        'VALIDATION_ERROR_CODE',
      );
    const saved = await call<{ version: number }>(server.base, '/api/v1/reports/configuration', {
      method: 'PUT',
      token: tokens.admin,
      body: update,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.version).toBe(1);
    expectDescriptor(
      await call(server.base, '/api/v1/reports/configuration', {
        method: 'PUT',
        token: tokens.admin,
        body: update,
      }),
      412,
      'VERSION_CONFLICT',
    );
    const report = store().reports.find(
      (r) => r.tenantId === 't-acme' && r.reportType === 'VERIFICATION' && r.status === 'DONE',
    )!;
    const csv = await call(server.base, `/api/v1/data-report/${report.id}/result`, {
      token: tokens.admin,
    });
    expect(csv.text.split(/\r?\n/)[0]).toBe('publicId;riskScore');
    // The other tenant keeps its own (default) configuration.
    const globex = await call<{ delimiter: string }>(server.base, '/api/v1/reports/configuration', {
      token: tokens.adminGlobex,
    });
    expect(globex.json.delimiter).toBe(',');
  });

  it('deletes reports past the tenant’s retention on its next read, each audited as the platform', async () => {
    const longAgo = new Date(clock - 4000 * 86_400_000).toISOString();
    const acmeOld = store().reports.find((r) => r.tenantId === 't-acme')!;
    const globexOld = store().reports.find((r) => r.tenantId === 't-globex')!;
    const reports = server.mock.store.table('reports');
    reports.update({ ...acmeOld, createdAt: longAgo });
    reports.update({ ...globexOld, createdAt: longAgo });
    const auditBefore = store().auditLog.length;

    const page = await list(tokens.admin!, '?size=100');
    expect(page.json.list.some((r) => r.id === acmeOld.id)).toBe(false);
    // Only the tenant that was read is cleaned up; the other keeps its report until its own next read.
    expect(store().reports.some((r) => r.id === globexOld.id)).toBe(true);

    const written = store().auditLog.slice(auditBefore);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: 'REPORT_RETENTION_DELETE',
      entityType: 'report',
      entityId: acmeOld.id,
      actorId: 'system',
      actorEmail: 'system',
      tenantId: 't-acme',
      result: 'SUCCESS',
      after: null,
    });
    expect((written[0]!.before as { id: string }).id).toBe(acmeOld.id);
    expect(written[0]!.reason).toMatch(/retention period of \d+ days/);

    // A second read finds nothing more to delete and writes nothing.
    await list(tokens.admin!, '?size=100');
    expect(store().auditLog.length).toBe(auditBefore + 1);
  });
});
