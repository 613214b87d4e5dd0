// @vitest-environment node
import { call, expectDescriptor, signIn, startServer, type TestServer, data } from './helpers';

interface UserDto {
  id: string;
  tenantId: string;
  email: string;
}
interface Page {
  content: UserDto[];
  totalElements: number;
}

let server: TestServer;
let managerToken: string;
let globexUserId: string;
let globexEmail: string;

beforeAll(async () => {
  server = await startServer();
  managerToken = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
  const globex = data(server.mock).users.find(
    (u) => u.tenantIds.join() === 't-globex' && u.passwordHash === null,
  )!;
  globexUserId = globex.id;
  globexEmail = globex.email;
});
afterAll(() => server.close());

describe('tenant isolation (tenant comes from the token only)', () => {
  it('reads an own-tenant user by id, and answers 404 for another tenant', async () => {
    const own = await call<UserDto>(server.base, '/api/v1/users/u-agent', { token: managerToken });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ id: 'u-agent', tenantId: 't-acme' });
    expectDescriptor(
      await call(server.base, `/api/v1/users/${globexUserId}`, { token: managerToken }),
      404,
      'NOT_FOUND',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/users/does-not-exist', { token: managerToken }),
      404,
      'NOT_FOUND',
    );
  });

  it('ignores tenantId in the query and headers', async () => {
    expectDescriptor(
      await call(server.base, `/api/v1/users/${globexUserId}?tenantId=t-globex`, {
        token: managerToken,
        headers: { 'X-Tenant-Id': 't-globex', tenantId: 't-globex' },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('filters only within the own tenant, whatever the body says', async () => {
    const all = await call<Page>(server.base, '/api/v1/users/filter', {
      token: managerToken,
      body: { offset: 0, pageSize: 100, count: true, tenantId: 't-globex' },
      headers: { 'X-Tenant-Id': 't-globex' },
    });
    expect(all.status).toBe(200);
    expect(all.json.totalElements).toBeGreaterThan(30);
    expect(all.json.content.every((u) => u.tenantId === 't-acme')).toBe(true);
    const acmeIds = new Set(
      data(server.mock)
        .users.filter((u) => u.tenantIds.includes('t-acme'))
        .map((u) => u.id),
    );
    expect(all.json.content.every((u) => acmeIds.has(u.id))).toBe(true);
    const byEmail = await call<Page>(server.base, '/api/v1/users/filter', {
      token: managerToken,
      body: { offset: 0, pageSize: 10, count: true, email: globexEmail },
    });
    expect(byEmail.json.totalElements).toBe(0);
  });

  it('binds the admin session to one tenant: Globex records only with a Globex session', async () => {
    const acme = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
    const globex = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
    expect((await call(server.base, `/api/v1/users/${globexUserId}`, { token: acme })).status).toBe(
      404,
    );
    expect(
      (await call(server.base, `/api/v1/users/${globexUserId}`, { token: globex })).status,
    ).toBe(200);
  });

  it('matches a regex-looking filter value as plain text', async () => {
    const res = await call<Page>(server.base, '/api/v1/users/filter', {
      token: managerToken,
      body: { offset: 0, pageSize: 10, count: true, q: '(a+)+$' },
    });
    expect(res.status).toBe(200);
    expect(res.json.totalElements).toBe(0);
    const dot = await call<Page>(server.base, '/api/v1/users/filter', {
      token: managerToken,
      body: { offset: 0, pageSize: 10, count: true, email: '.*' },
    });
    expect(dot.json.totalElements).toBe(0);
  });

  it('clamps the page size and validates sort fields', async () => {
    const res = await call<Page>(server.base, '/api/v1/users/filter', {
      token: managerToken,
      body: { offset: 0, pageSize: 5000, count: true, sort: { field: 'email', direction: 'DESC' } },
    });
    expect(res.json.content.length).toBeLessThanOrEqual(100);
    const emails = res.json.content.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expectDescriptor(
      await call(server.base, '/api/v1/users/filter', {
        token: managerToken,
        body: {
          offset: 0,
          pageSize: 10,
          count: true,
          sort: { field: 'passwordHash', direction: 'ASC' },
        },
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
  });
});
