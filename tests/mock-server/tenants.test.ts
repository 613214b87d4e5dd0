// @vitest-environment node
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
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
let admin: string;
let manager: string;
const ADMIN = 'admin@demo.test';

const guard = (extra: Record<string, unknown> = {}) => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, DEMO_ACCOUNTS.admin.totpSecret),
  reason: 'Reorganisation',
  classification: 'CUSTOMER_REQUEST',
  ...extra,
});

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
  // A tenant the admin does not belong to: invisible to them (membership isolates tenants).
  server.mock.store.table('tenants').insert({
    id: 't-initech',
    name: 'Initech Finance',
    enabled: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    createdBy: 'system',
    version: 1,
    updatedBy: 'system',
    updatedAt: '2024-01-01T00:00:00.000Z',
  });
});
afterAll(() => server.close());

const tenant = (id: string) => data(server.mock).tenants.find((t) => t.id === id);

describe('tenants API', () => {
  it('lists only the tenants the caller belongs to', async () => {
    const res = await call<{ content: { id: string; name: string }[]; totalElements: number }>(
      server.base,
      '/api/v1/tenants/filter',
      { token: admin, body: { offset: 0, pageSize: 10, count: true } },
    );
    expect(res.status).toBe(200);
    expect(res.json.content.map((t) => t.name)).toEqual(['Acme Bank', 'Globex Pay']);
    const init = await call<{ tenants: { id: string }[] }>(server.base, '/api/v1/tenants/init', {
      token: admin,
    });
    expect(init.json.tenants.map((t) => t.id)).toEqual(['t-acme', 't-globex']);
  });

  it('denies every endpoint to a role without tenant permissions (403)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/tenants/init'],
      ['POST', '/api/v1/tenants/filter', {}],
      ['GET', '/api/v1/tenants/t-acme'],
      ['POST', '/api/v1/tenants/add', { name: 'X Corp' }],
      [
        'PUT',
        '/api/v1/tenants/t-acme',
        guard({ entity: { name: 'X', enabled: true, version: 1 } }),
      ],
      ['POST', '/api/v1/tenants/transfer', guard()],
      ['GET', '/api/v1/tenants/t-acme/groups'],
      ['GET', '/api/v1/tenants/t-acme/users'],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(server.base, path, { method, token: manager, body });
      expectDescriptor(res, 403, 'ACCESS_DENIED');
    }
  });

  it('answers 404 for a tenant the caller does not belong to', async () => {
    for (const path of ['', '/groups', '/users'])
      expectDescriptor(
        await call(server.base, `/api/v1/tenants/t-initech${path}`, { token: admin }),
        404,
        'NOT_FOUND',
      );
    const put = await call(server.base, '/api/v1/tenants/t-initech', {
      method: 'PUT',
      token: admin,
      body: guard({ entity: { name: 'Mine now', enabled: true, version: 1 } }),
    });
    expectDescriptor(put, 404, 'NOT_FOUND');
    expect(tenant('t-initech')?.name).toBe('Initech Finance');
    const transfer = await call(server.base, '/api/v1/tenants/transfer', {
      token: admin,
      body: guard({
        entity: { entityType: 'MERCHANT', entityId: 'm-acme-1', targetTenantId: 't-initech' },
      }),
    });
    expectDescriptor(transfer, 404, 'NOT_FOUND');
    expect(data(server.mock).merchants.find((m) => m.id === 'm-acme-1')?.tenantId).toBe('t-acme');
  });

  it('pages the users and groups of a tenant by 10', async () => {
    const first = await call<{ content: { email: string }[]; totalElements: number }>(
      server.base,
      '/api/v1/tenants/t-acme/users?page=0&size=10',
      { token: admin },
    );
    expect(first.json.content).toHaveLength(10);
    expect(first.json.totalElements).toBeGreaterThan(10);
    expect(first.text).not.toMatch(/passwordHash|twoFactorSecret/);
    const second = await call<{ content: { email: string }[] }>(
      server.base,
      '/api/v1/tenants/t-acme/users?page=1',
      { token: admin },
    );
    expect(second.json.content[0]?.email).not.toBe(first.json.content[0]?.email);
    const groups = await call<{ content: { name: string }[]; totalElements: number }>(
      server.base,
      '/api/v1/tenants/t-globex/groups',
      { token: admin },
    );
    expect(groups.json.totalElements).toBe(4);
  });

  it('rejects missing or wrong guard fields on update and leaves the tenant unchanged', async () => {
    const entity = { name: 'Acme Renamed', enabled: false, version: 1 };
    const put = (body: unknown) =>
      call(server.base, '/api/v1/tenants/t-acme', { method: 'PUT', token: admin, body });
    expectDescriptor(await put({ entity }), 400, 'PASSWORD_REQUIRED_ERROR');
    expectDescriptor(await put(guard({ entity, password: 'nope' })), 400, 'WRONG_PASSWORD_ERROR');
    expectDescriptor(
      await put(guard({ entity, passCode: '' })),
      400,
      'SECURITY_CODE_REQUIRED_ERROR',
    );
    expectDescriptor(
      await put(guard({ entity, passCode: '000000' })),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    expectDescriptor(await put(guard({ entity, reason: '' })), 400, 'VALIDATION_ERROR_CODE');
    expect(tenant('t-acme')).toMatchObject({ name: 'Acme Bank', enabled: true, version: 1 });
    const ok = await put(guard({ entity: { ...entity, enabled: true } }));
    expect(ok.status).toBe(200);
    expect(tenant('t-acme')).toMatchObject({ name: 'Acme Renamed', version: 2 });
    expect(data(server.mock).merchants.find((m) => m.id === 'm-acme-1')?.tenantName).toBe(
      'Acme Renamed',
    );
    const audit = data(server.mock).auditLog.filter((a) => a.action === 'TENANT_UPDATE');
    expect(audit.at(-1)).toMatchObject({ result: 'SUCCESS', reason: 'Reorganisation' });
    expect(JSON.stringify(audit)).not.toContain(DEMO_PASSWORD);
    // Back to the seeded name for the tests below.
    await put(guard({ entity: { name: 'Acme Bank', enabled: true, version: 2 } }));
  });

  it('adds a tenant, makes the creator a member and refuses a duplicate name', async () => {
    const add = await call<{ id: string; name: string }>(server.base, '/api/v1/tenants/add', {
      token: admin,
      body: { name: 'Umbrella Trust' },
    });
    expect(add.status).toBe(200);
    expect(data(server.mock).users.find((u) => u.id === 'u-admin')?.tenantIds).toContain(
      add.json.id,
    );
    expect(add.json).toMatchObject({ name: 'Umbrella Trust', enabled: true, createdBy: ADMIN });
    const added = data(server.mock).auditLog.filter((a) => a.action === 'TENANT_ADD');
    expect(added.at(-1)).toMatchObject({ entityId: add.json.id, result: 'SUCCESS' });
    // The creator now lists it beside their other tenants; a tenant they do not belong to stays hidden.
    const listed = await call<{ content: { id: string }[] }>(
      server.base,
      '/api/v1/tenants/filter',
      {
        token: admin,
        body: { offset: 0, pageSize: 10, count: true },
      },
    );
    expect(listed.json.content.map((t) => t.id)).toContain(add.json.id);
    expect(listed.json.content.map((t) => t.id)).not.toContain('t-initech');
    const again = await call(server.base, '/api/v1/tenants/add', {
      token: admin,
      body: { name: 'umbrella trust' },
    });
    const body = expectDescriptor(again, 409, 'DUPLICATE_ENTITY');
    expect(body.details).toEqual([expect.objectContaining({ field: 'name' })]);
  });

  it('transfers a merchant between two of the caller’s tenants, guarded', async () => {
    const entity = { entityType: 'MERCHANT', entityId: 'm-acme-2', targetTenantId: 't-globex' };
    const post = (body: unknown) =>
      call<Record<string, unknown>>(server.base, '/api/v1/tenants/transfer', {
        token: admin,
        body,
      });
    expectDescriptor(await post({ entity }), 400, 'PASSWORD_REQUIRED_ERROR');
    expectDescriptor(
      await post(guard({ entity, passCode: '123456' })),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    const merchant = () => data(server.mock).merchants.find((m) => m.id === 'm-acme-2');
    expect(merchant()?.tenantId).toBe('t-acme');
    const ok = await post(guard({ entity }));
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      sourceTenantName: 'Acme Bank',
      targetTenantName: 'Globex Pay',
    });
    expect(merchant()).toMatchObject({ tenantId: 't-globex', tenantName: 'Globex Pay' });
    // The admin's Acme session no longer sees it; it is Globex's now.
    expectDescriptor(
      await call(server.base, '/api/v1/merchants/m-acme-2/details', { token: admin }),
      404,
      'NOT_FOUND',
    );
    const same = await post(guard({ entity }));
    expectDescriptor(same, 400, 'VALIDATION_ERROR_CODE');
  });

  it('refuses to transfer a customer onto a reference the target tenant already uses', async () => {
    const customers = server.mock.store.table('customers');
    const acme = customers.get('c-acme-1');
    const globex = customers.get('c-globex-1');
    if (!acme || !globex) throw new Error('seed changed');
    customers.update({ ...globex, customerReference: acme.customerReference });
    const res = await call(server.base, '/api/v1/tenants/transfer', {
      token: admin,
      body: guard({
        entity: { entityType: 'CUSTOMER', entityId: 'c-acme-1', targetTenantId: 't-globex' },
      }),
    });
    expectDescriptor(res, 409, 'DUPLICATE_ENTITY');
    expect(customers.get('c-acme-1')?.tenantId).toBe('t-acme');
  });
});
