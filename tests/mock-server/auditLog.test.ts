// @vitest-environment node
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import type { AuditEntry } from '../../mock-server/types';
import {
  call,
  expectDescriptor,
  signIn,
  startServer,
  type TestServer,
  data,
  freshTotp,
} from './helpers';

let server: TestServer;
const tokens: Record<string, string> = {};

type Dto = AuditEntry & { tenantName: string };
type Page = { content: Dto[]; totalElements: number };

beforeAll(async () => {
  server = await startServer();
  const who: [string, string, string?][] = [
    ['admin', 'admin@demo.test', 't-acme'],
    ['adminGlobex', 'admin@demo.test', 't-globex'],
    ['agent', 'agent@demo.test'],
    ['manager', 'manager@demo.test'],
    ['merchant', 'merchant@demo.test'],
    ['analyst', 'analyst@demo.test'],
  ];
  for (const [key, email, tenant] of who)
    tokens[key] = (await signIn(server.base, email, tenant)).tokens.accessToken;
});
afterAll(() => server.close());

const filter = (token: string, body: Record<string, unknown> = {}) =>
  call<Page>(server.base, '/api/v1/auditlog/filter', {
    token,
    body: { offset: 0, pageSize: 100, ...body },
  });

const store = () => data(server.mock);

describe('audit log API', () => {
  it('is seeded with a history in both tenants, with before/after values', () => {
    for (const tenantId of ['t-acme', 't-globex']) {
      const entries = store().auditLog.filter((e) => e.tenantId === tenantId);
      expect(entries.length).toBeGreaterThan(40);
      const actions = new Set(entries.map((e) => e.action));
      for (const action of ['USER_EDIT_ROLES', 'MERCHANT_DETAILS_UPDATE', 'CUSTOMER_CREATE'])
        expect(actions).toContain(action);
      expect(entries.some((e) => e.before !== null && e.after !== null)).toBe(true);
    }
  });

  it('answers newest first with the tenant name, and filters by user, action, result, entity', async () => {
    const all = await filter(tokens.admin!);
    expect(all.status).toBe(200);
    const times = all.json.content.map((e) => e.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.json.content[0]?.tenantName).toBe('Acme Bank');

    const byAction = await filter(tokens.admin!, { action: 'MERCHANT_DETAILS_UPDATE' });
    expect(byAction.json.totalElements).toBeGreaterThan(0);
    expect(byAction.json.content.every((e) => e.action === 'MERCHANT_DETAILS_UPDATE')).toBe(true);

    const byActor = await filter(tokens.admin!, { actor: 'manager@demo' });
    expect(byActor.json.content.every((e) => e.actorEmail === 'manager@demo.test')).toBe(true);
    const byActorId = await filter(tokens.admin!, { actor: 'u-manager' });
    expect(byActorId.json.totalElements).toBe(byActor.json.totalElements);

    const failures = await filter(tokens.admin!, { result: 'FAILURE' });
    expect(failures.json.content.every((e) => e.result === 'FAILURE')).toBe(true);

    const first = byAction.json.content[0]!;
    const byEntity = await filter(tokens.admin!, {
      entityType: 'merchant',
      entityId: first.entityId,
    });
    expect(byEntity.json.content.map((e) => e.id)).toContain(first.id);
    expect(byEntity.json.content.every((e) => e.entityId === first.entityId)).toBe(true);
  });

  it('answers the same query again with the entries written since (no stale total)', async () => {
    const entry = (
      await call<{ content: { id: string; version: number }[] }>(
        server.base,
        '/api/v1/fraud-entries/filter',
        { token: tokens.admin, body: { offset: 0, pageSize: 1, status: 'FRAUD' } },
      )
    ).json.content[0]!;
    const query = {
      entityId: entry.id,
      count: true,
      sort: { field: 'timestamp', direction: 'DESC' },
    };
    expect((await filter(tokens.admin!, query)).json.totalElements).toBe(0);
    await call(server.base, `/api/v1/fraud-entries/${entry.id}/reopen`, {
      token: tokens.admin,
      body: { version: entry.version },
    });
    const after = await filter(tokens.admin!, query);
    expect(after.json.totalElements).toBe(1);
    expect(after.json.content.map((e) => e.action)).toEqual(['FRAUD_ENTRY_REOPEN']);
  });

  it('filters by an inclusive UTC day range and refuses bad dates with the spec messages', async () => {
    const day = store()
      .auditLog.find((e) => e.tenantId === 't-acme')!
      .timestamp.slice(0, 10);
    const oneDay = await filter(tokens.admin!, { startDate: day, endDate: day });
    expect(oneDay.json.totalElements).toBeGreaterThan(0);
    expect(oneDay.json.content.every((e) => e.timestamp.startsWith(day))).toBe(true);

    const badFormat = expectDescriptor(
      await filter(tokens.admin!, { startDate: '22.11.2026' }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(badFormat.details).toEqual([
      { field: 'startDate', code: 'DATE_FORMAT', message: 'Dates should be in YYYY-MM-DD format.' },
    ]);
    const badOrder = expectDescriptor(
      await filter(tokens.admin!, { startDate: '2026-11-02', endDate: '2026-11-01' }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(badOrder.details).toEqual([
      { field: 'endDate', code: 'DATE_ORDER', message: 'The order of the dates is incorrect.' },
    ]);
  });

  it('isolates tenants: lists, filter init, details and downloads stay inside the session tenant', async () => {
    const acme = await filter(tokens.admin!);
    const globex = await filter(tokens.adminGlobex!);
    expect(acme.json.content.every((e) => e.tenantId === 't-acme')).toBe(true);
    expect(globex.json.content.every((e) => e.tenantId === 't-globex')).toBe(true);
    const merchant = await filter(tokens.merchant!);
    expect(merchant.json.content.every((e) => e.tenantId === 't-globex')).toBe(true);

    const acmeEntry = acme.json.content[0]!;
    expect(
      (await call(server.base, `/api/v1/auditlog/${acmeEntry.id}`, { token: tokens.admin })).status,
    ).toBe(200);
    expectDescriptor(
      await call(server.base, `/api/v1/auditlog/${acmeEntry.id}`, { token: tokens.adminGlobex }),
      404,
      'NOT_FOUND',
    );
    const init = await call<{ actors: { email: string }[]; totalElements: number }>(
      server.base,
      '/api/v1/auditlog/filter/init',
      { token: tokens.adminGlobex },
    );
    expect(init.json.totalElements).toBe(
      store().auditLog.filter((e) => e.tenantId === 't-globex').length,
    );
    const csv = await call(server.base, '/api/v1/auditlog/download-csv', {
      token: tokens.adminGlobex,
      body: {},
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(',Globex Pay,');
    expect(csv.text).not.toContain(',Acme Bank,');
    expect(csv.text).not.toContain(acmeEntry.id);
  });

  it('needs PERM_AUDIT_LOG_VIEW to read and PERM_AUDIT_LOG_DOWNLOAD to download', async () => {
    expectDescriptor(await filter(tokens.analyst!), 403, 'ACCESS_DENIED');
    expectDescriptor(
      await call(server.base, '/api/v1/auditlog/filter/init', { token: tokens.analyst }),
      403,
      'ACCESS_DENIED',
    );
    const denied = expectDescriptor(
      await call(server.base, '/api/v1/auditlog/download-csv', { token: tokens.agent, body: {} }),
      403,
      'ACCESS_DENIED',
    );
    expect(denied.requiredAuthorities).toEqual(['PERM_AUDIT_LOG_DOWNLOAD']);
    expect((await filter(tokens.agent!)).status).toBe(200);
  });

  it('downloads formula-safe CSV of every matching entry, and records the download', async () => {
    const marker = 'e-formula-test';
    const base = store().auditLog.find((e) => e.tenantId === 't-acme')!;
    server.mock.store.table('auditLog').insert({
      ...base,
      id: 'al-formula',
      entityId: marker,
      actorEmail: '+attacker@x.test',
      reason: '=HYPERLINK("http://evil.test","x")',
      classification: '@SUM(A1)',
      clientIp: '-1',
    });
    const res = await call(server.base, '/api/v1/auditlog/download-csv', {
      token: tokens.manager,
      body: { entityId: marker },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('timestamp (UTC)');
    expect(lines).toHaveLength(2);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(res.text).toContain("'+attacker@x.test");
    expect(res.text).toContain("'@SUM(A1)");
    // A plain number stays a number (issue 16): the client IP '-1' is written as it is.
    expect(res.text).toContain(',-1,');
    expect(res.text).not.toContain("'-1");
    expect(
      store().auditLog.some(
        (e) => e.action === 'AUDIT_LOG_DOWNLOAD' && e.actorEmail === 'manager@demo.test',
      ),
    ).toBe(true);

    const everything = await call(server.base, '/api/v1/auditlog/download-csv', {
      token: tokens.admin,
      body: {},
    });
    const rows = everything.text.trim().split(/\r?\n/).length - 1;
    // Every entry of the tenant (more than one page of 100), minus nothing.
    expect(rows).toBeGreaterThanOrEqual(
      store().auditLog.filter((e) => e.tenantId === 't-acme').length - 1,
    );
  });

  it('answers 405 INVALID_METHOD to every update or delete, for every role and without a token', async () => {
    const entry = store().auditLog.find((e) => e.tenantId === 't-acme')!;
    const before = JSON.stringify(entry);
    const count = store().auditLog.length;
    const paths = [
      '/api/v1/auditlog',
      `/api/v1/auditlog/${entry.id}`,
      '/api/v1/auditlog/filter',
      '/api/v1/auditlog/filter/init',
    ];
    const callers = [undefined, ...Object.values(tokens)];
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      for (const path of paths)
        for (const token of callers) {
          const res = await call(server.base, path, {
            method,
            token,
            body: { reason: 'tamper', after: null },
          });
          const body = expectDescriptor(res, 405, 'INVALID_METHOD');
          expect(body.message).toMatch(/append-only/);
        }
    expect(JSON.stringify(store().auditLog.find((e) => e.id === entry.id))).toBe(before);
    expect(store().auditLog.length).toBe(count);
  });

  it('keeps every entry when other records are deleted (transaction wipe-out, report bulk delete)', async () => {
    const idsBefore = store().auditLog.map((e) => e.id);
    const transaction = store().transactions.find((t) => t.tenantId === 't-acme')!;
    const history = store().auditLog.filter((e) => e.entityId === transaction.id).length;
    const deleted = await call(server.base, `/api/v1/transactions/${transaction.id}`, {
      method: 'DELETE',
      token: tokens.admin,
      body: {
        entity: {},
        password: DEMO_PASSWORD,
        passCode: freshTotp(server, DEMO_ACCOUNTS.admin.totpSecret),
        reason: 'Customer asked for erasure',
        classification: 'CUSTOMER_REQUEST',
      },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(store().transactions.some((t) => t.id === transaction.id)).toBe(false);

    const reports = store()
      .reports.filter((r) => r.tenantId === 't-acme')
      .slice(0, 2);
    const bulk = await call(server.base, '/api/v1/reports/bulk-delete', {
      token: tokens.admin,
      body: { ids: reports.map((r) => r.id) },
    });
    expect(bulk.status).toBe(200);

    const idsAfter = new Set(store().auditLog.map((e) => e.id));
    expect(idsBefore.every((id) => idsAfter.has(id))).toBe(true);
    expect(store().auditLog.filter((e) => e.entityId === transaction.id).length).toBe(history + 1);
    for (const report of reports)
      expect(
        store().auditLog.some((e) => e.action === 'REPORT_DELETE' && e.entityId === report.id),
      ).toBe(true);
  });
});
