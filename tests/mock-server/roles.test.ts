// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, ROLES } from '../../src/contract/permissions';
import { call, expectDescriptor, signIn, startServer, type TestServer, data } from './helpers';

let server: TestServer;
let agent: string;
let analyst: string;

beforeAll(async () => {
  server = await startServer();
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

interface RoleDto {
  id: string;
  permissions: string[];
  permissionCount: number;
  userCount: number;
  admin: boolean;
}

describe('roles API', () => {
  it('answers every role with exactly the permissions of ROLE_PERMISSIONS', async () => {
    const res = await call<{ content: RoleDto[]; totalElements: number }>(
      server.base,
      '/api/v1/roles/filter',
      { token: agent, body: { offset: 0, pageSize: 100, count: true } },
    );
    expect(res.status).toBe(200);
    expect(res.json.totalElements).toBe(ROLES.length);
    for (const role of res.json.content)
      expect(role.permissions).toEqual([...ROLE_PERMISSIONS[role.id as (typeof ROLES)[number]]]);
    const agents = res.json.content.find((r) => r.id === 'ROLE_SUPPORT_AGENT');
    // Holders are counted in the caller's tenant only.
    const expected = data(server.mock).users.filter(
      (u) => u.tenantIds.includes('t-acme') && u.roles.includes('ROLE_SUPPORT_AGENT'),
    ).length;
    expect(agents?.userCount).toBe(expected);
    expect(res.json.content.find((r) => r.id === 'ROLE_ADMINISTRATOR')?.admin).toBe(true);
  });

  it('sorts by permission count and pages by 10', async () => {
    const res = await call<{ content: RoleDto[] }>(server.base, '/api/v1/roles/filter', {
      token: agent,
      body: {
        offset: 0,
        pageSize: 10,
        count: true,
        sort: { field: 'permissionCount', direction: 'DESC' },
      },
    });
    expect(res.json.content).toHaveLength(10);
    expect(res.json.content[0]?.id).toBe('ROLE_ADMINISTRATOR');
  });

  it('one role; unknown role is 404; no PERM_ROLES_VIEW is 403', async () => {
    const one = await call<RoleDto>(server.base, '/api/v1/roles/ROLE_SUPPORT_AGENT', {
      token: agent,
    });
    expect(one.json.permissions).toEqual([...ROLE_PERMISSIONS.ROLE_SUPPORT_AGENT]);
    expectDescriptor(
      await call(server.base, '/api/v1/roles/ROLE_WIZARD', { token: agent }),
      404,
      'NOT_FOUND',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/roles/ROLE_SUPPORT_AGENT', { token: analyst }),
      403,
      'ACCESS_DENIED',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/roles/filter', { token: analyst, body: {} }),
      403,
      'ACCESS_DENIED',
    );
  });
});
