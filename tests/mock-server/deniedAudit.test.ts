// @vitest-environment node
import type { AuditEntry } from '../../mock-server/types';
import { call, data, expectDescriptor, signIn, startServer, type TestServer } from './helpers';

/** Refusals (403) leave an audit entry (issue 16 point 20). */
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const [key, email, tenant] of [
    ['admin', 'admin@demo.test', 't-acme'],
    ['agent', 'agent@demo.test'],
    ['manager', 'manager@demo.test'],
  ] as const)
    tokens[key] = (await signIn(server.base, email, tenant)).tokens.accessToken;
}, 60_000);
afterAll(() => server.close());

const denials = (): AuditEntry[] =>
  data(server.mock).auditLog.filter((entry) => entry.action === 'ACCESS_DENIED');

/** Runs `request` and answers the audit entries it added. */
const added = async (request: () => Promise<unknown>): Promise<AuditEntry[]> => {
  const before = new Set(data(server.mock).auditLog.map((entry) => entry.id));
  await request();
  return data(server.mock).auditLog.filter((entry) => !before.has(entry.id));
};

describe('denied attempts in the audit log', () => {
  it("records the table's refusal of a users-edit call with actor, tenant, address, endpoint and outcome", async () => {
    const entries = await added(async () => {
      const answer = await call(server.base, '/api/v1/users/u-manager/roles', {
        method: 'PUT',
        token: tokens.agent,
        body: { entity: { roles: ['ROLE_ADMINISTRATOR'] } },
      });
      expectDescriptor(answer, 403, 'ACCESS_DENIED');
    });
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'ACCESS_DENIED',
        actorId: 'u-agent',
        actorEmail: 'agent@demo.test',
        tenantId: 't-acme',
        entityType: 'usersEditRoles',
        entityId: 'u-manager',
        result: 'FAILURE',
        errorCode: 'ACCESS_DENIED',
        after: { method: 'PUT', path: '/api/v1/users/u-manager/roles' },
        clientIp: expect.stringMatching(/127\.0\.0\.1$/),
      }),
    ]);
  });

  it("records a denied read, and a handler's own refusal (own account) once, with its code", async () => {
    const read = await added(async () =>
      expectDescriptor(
        await call(server.base, '/api/v1/auditlog/verify', { token: tokens.manager }),
        403,
        'ACCESS_DENIED',
      ),
    );
    expect(read).toEqual([
      expect.objectContaining({
        actorId: 'u-manager',
        entityType: 'auditLogVerify',
        entityId: '',
        errorCode: 'ACCESS_DENIED',
      }),
    ]);

    const own = await added(async () =>
      expectDescriptor(
        await call(server.base, '/api/v1/users/u-manager', {
          method: 'PUT',
          token: tokens.manager,
          body: { entity: { firstName: 'Me', lastName: 'Myself', email: 'manager@demo.test' } },
        }),
        403,
        'ACTION_NOT_ALLOWED',
      ),
    );
    expect(own).toEqual([
      expect.objectContaining({
        action: 'ACCESS_DENIED',
        actorId: 'u-manager',
        entityType: 'users.update',
        entityId: 'u-manager',
        result: 'FAILURE',
        errorCode: 'ACTION_NOT_ALLOWED',
      }),
    ]);
  });

  it('records nothing for callers without a valid session, nor for other errors', async () => {
    const count = denials().length;
    expect(
      (await call(server.base, '/api/v1/users/u-manager/roles', { method: 'PUT' })).status,
    ).toBe(401);
    expect(
      (await call(server.base, '/api/v1/users/nobody-here', { token: tokens.admin })).status,
    ).toBe(404);
    expect(denials()).toHaveLength(count);
  });

  it('shows the entries in the tenant’s audit log list and its filter options', async () => {
    await call(server.base, '/api/v1/users/u-manager/roles', {
      method: 'PUT',
      token: tokens.agent,
      body: { entity: { roles: [] } },
    });
    const init = await call<{ actions: string[] }>(server.base, '/api/v1/auditlog/filter/init', {
      token: tokens.admin,
    });
    expect(init.json.actions).toContain('ACCESS_DENIED');
    const list = await call<{ content: (AuditEntry & { tenantName: string })[] }>(
      server.base,
      '/api/v1/auditlog/filter',
      {
        token: tokens.admin,
        body: { offset: 0, pageSize: 100, action: 'ACCESS_DENIED', result: 'FAILURE' },
      },
    );
    expect(list.status).toBe(200);
    expect(list.json.content.length).toBeGreaterThan(0);
    expect(list.json.content[0]).toMatchObject({
      action: 'ACCESS_DENIED',
      actorEmail: 'agent@demo.test',
      tenantName: 'Acme Bank',
      result: 'FAILURE',
      errorCode: 'ACCESS_DENIED',
    });
  });
});
