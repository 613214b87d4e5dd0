// @vitest-environment node
import { call, expectDescriptor, signIn, startServer, type TestServer, data } from './helpers';

let server: TestServer;
let admin: string;
let analyst: string;
let agent: string;

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

type Customer = {
  id: string;
  customerId: string;
  customerName: string;
  customerReference: string;
  createdAt: string;
  createdBy: string;
  tenantId: string;
  version: number;
};
type Page<T> = { content: T[]; totalElements: number };

describe('customers API', () => {
  it('seeds about 40 customers per tenant and filters inside the caller’s tenant', async () => {
    const init = await call<{ totalElements: number; sortableFields: string[] }>(
      server.base,
      '/api/v1/customers/filter/init',
      { token: admin },
    );
    expect(init.json.totalElements).toBe(40);
    expect(init.json.sortableFields).toContain('createdAt');
    const page = await call<Page<Customer>>(server.base, '/api/v1/customers/filter', {
      token: admin,
      body: { offset: 1, pageSize: 10, sort: { field: 'customerReference', direction: 'ASC' } },
    });
    expect(page.json.totalElements).toBe(40);
    expect(page.json.content).toHaveLength(10);
    expect(page.json.content.every((c) => c.id.startsWith('c-acme-'))).toBe(true);
  });

  it('denies a role without the permission (403) on every endpoint', async () => {
    const calls: [string, string, string, unknown?][] = [
      [analyst, 'GET', '/api/v1/customers/filter/init'],
      [analyst, 'POST', '/api/v1/customers/filter', {}],
      [analyst, 'GET', '/api/v1/customers/c-acme-1'],
      [
        agent,
        'POST',
        '/api/v1/customers',
        { customerName: 'A', customerReference: 'R-1', name: 'a' },
      ],
      [
        agent,
        'PUT',
        '/api/v1/customers/c-acme-1',
        { customerName: 'A', customerReference: 'R', name: 'a', version: 1 },
      ],
    ];
    for (const [token, method, path, body] of calls)
      expectDescriptor(
        await call(server.base, path, { method, token, body }),
        403,
        'ACCESS_DENIED',
      );
  });

  it("answers 404 for another tenant's customer", async () => {
    expectDescriptor(
      await call(server.base, '/api/v1/customers/c-globex-1', { token: admin }),
      404,
      'NOT_FOUND',
    );
    const put = await call(server.base, '/api/v1/customers/c-globex-1', {
      method: 'PUT',
      token: admin,
      body: { customerName: 'Taken', customerReference: 'X-1', name: 'x', version: 1 },
    });
    expectDescriptor(put, 404, 'NOT_FOUND');
    expect(data(server.mock).customers.find((c) => c.id === 'c-globex-1')?.customerName).not.toBe(
      'Taken',
    );
  });

  it('creates a customer and refuses a duplicate reference in the same tenant as a field error', async () => {
    const body = { customerName: 'Wayne Enterprises', customerReference: 'WAYNE-1', name: 'wayne' };
    const created = await call<Customer>(server.base, '/api/v1/customers', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.json.customerReference).toBe('WAYNE-1');
    const dup = await call(server.base, '/api/v1/customers', {
      token: admin,
      body: { ...body, customerReference: 'wayne-1' },
    });
    const descriptor = expectDescriptor(dup, 409, 'DUPLICATE_ENTITY');
    expect(descriptor.details).toEqual([
      expect.objectContaining({ field: 'customerReference', code: 'DUPLICATE_ENTITY' }),
    ]);
    // Another tenant may use the same reference.
    const globex = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
    const other = await call(server.base, '/api/v1/customers', { token: globex, body });
    expect(other.status).toBe(201);
  });

  it('updates with the version and refuses a reference of another customer', async () => {
    const c2 = data(server.mock).customers.find((c) => c.id === 'c-acme-2');
    const c3 = data(server.mock).customers.find((c) => c.id === 'c-acme-3');
    if (!c2 || !c3) throw new Error('seed changed');
    const put = (body: Record<string, unknown>) =>
      call<Customer>(server.base, '/api/v1/customers/c-acme-2', {
        method: 'PUT',
        token: admin,
        body,
      });
    const fields = { customerName: 'Renamed', name: 'renamed', version: c2.version };
    expectDescriptor(
      await put({ ...fields, customerReference: c3.customerReference }),
      409,
      'DUPLICATE_ENTITY',
    );
    const ok = await put({ ...fields, customerReference: c2.customerReference });
    expect(ok.status).toBe(200);
    expect(ok.json.version).toBe(2);
    expectDescriptor(
      await put({ ...fields, customerReference: 'NEW-REF' }),
      412,
      'VERSION_CONFLICT',
    );
    expect(data(server.mock).auditLog.some((a) => a.action === 'CUSTOMER_UPDATE')).toBe(true);
  });

  it('filters by the created range (createdAtFrom/createdAtTo, whole days) with the spec’s date messages', async () => {
    const seeded = data(server.mock).customers.filter(
      (c) => c.tenantId === 't-acme' && c.id.startsWith('c-acme-'),
    );
    const day = seeded[0]!.createdAt.slice(0, 10);
    const sameDay = seeded.filter((c) => c.createdAt.slice(0, 10) === day).length;
    const page = await call<Page<Customer>>(server.base, '/api/v1/customers/filter', {
      token: admin,
      body: { createdAtFrom: day, createdAtTo: day },
    });
    expect(page.status).toBe(200);
    expect(page.json.totalElements).toBe(sameDay);
    expect(page.json.content.every((c) => c.createdAt.startsWith(day))).toBe(true);
    const order = await call(server.base, '/api/v1/customers/filter', {
      token: admin,
      body: { createdAtFrom: '2025-02-01', createdAtTo: '2025-01-01' },
    });
    expect(expectDescriptor(order, 400, 'VALIDATION_ERROR_CODE').details).toEqual([
      expect.objectContaining({
        field: 'createdAtTo',
        message: 'The order of the dates is incorrect.',
      }),
    ]);
    const format = await call(server.base, '/api/v1/customers/filter', {
      token: admin,
      body: { createdAtFrom: '2025-02-30' },
    });
    expect(expectDescriptor(format, 400, 'VALIDATION_ERROR_CODE').details).toEqual([
      expect.objectContaining({
        field: 'createdAtFrom',
        message: 'Dates should be in YYYY-MM-DD format.',
      }),
    ]);
  });

  it('gives a new customer its public id, its tenant and who created it; search finds it by that id', async () => {
    const created = await call<Customer>(server.base, '/api/v1/customers', {
      token: admin,
      body: { customerName: 'Stark Industries', customerReference: 'STARK-1', name: 'stark' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      tenantId: 't-acme',
      createdBy: 'admin@demo.test',
      version: 1,
    });
    expect(created.json.customerId).toMatch(/^[0-9a-f-]{36}$/);
    const found = await call<Page<Customer>>(server.base, '/api/v1/customers/filter', {
      token: admin,
      body: { q: created.json.customerId },
    });
    expect(found.json.content.map((c) => c.id)).toEqual([created.json.id]);
    const renamed = await call<Customer>(server.base, `/api/v1/customers/${created.json.id}`, {
      method: 'PUT',
      token: admin,
      body: { customerName: 'Stark', customerReference: 'STARK-1', name: 'stark', version: 1 },
    });
    expect(renamed.json.customerId).toBe(created.json.customerId);
  });

  it('answers under the customer portal base path too', async () => {
    const page = await call<Page<Customer>>(
      server.base,
      '/api/v1/customer-portal/customers/filter',
      { token: admin, body: { pageSize: 5 } },
    );
    expect(page.status).toBe(200);
    expect(page.json.content).toHaveLength(5);
    const one = await call<Customer>(server.base, '/api/v1/customer-portal/customers/c-acme-1', {
      token: admin,
    });
    expect(one.json.id).toBe('c-acme-1');
  });
});
