// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectDescriptor, signIn, startServer, type TestServer, data } from './helpers';

let server: TestServer;
let admin: string;
let agent: string;
let analyst: string;
let merchant: string;

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  merchant = (await signIn(server.base, 'merchant@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

interface GroupDto {
  id: string;
  name: string;
  roles: string[];
  memberIds: string[];
  memberCount: number;
  version: number;
  members?: { id: string; email: string }[];
}

const list = (token: string, body: Record<string, unknown> = {}) =>
  call<{ content: GroupDto[]; totalElements: number }>(server.base, '/api/v1/groups/filter', {
    token,
    body: { offset: 0, pageSize: 10, count: true, ...body },
  });

describe('groups API', () => {
  it('lists only the caller’s tenant, sorted and filtered', async () => {
    const res = await list(agent);
    expect(res.status).toBe(200);
    expect(res.json.totalElements).toBe(4);
    expect(res.json.content.every((g) => g.id.startsWith('g-acme-'))).toBe(true);
    expect(res.json.content.map((g) => g.name)).toEqual(
      [...res.json.content.map((g) => g.name)].sort(),
    );
    const filtered = await list(agent, { q: 'fraud' });
    expect(filtered.json.content.map((g) => g.name)).toEqual(['Fraud analysts']);
    const globex = await list(merchant);
    expect(globex.json.content.every((g) => g.id.startsWith('g-globex-'))).toBe(true);
  });

  it('403 without PERM_GROUPS_VIEW / PERM_GROUPS_EDIT', async () => {
    expectDescriptor(await list(analyst), 403, 'ACCESS_DENIED');
    expectDescriptor(
      await call(server.base, '/api/v1/groups/g-acme-1', { token: analyst }),
      403,
      'ACCESS_DENIED',
    );
    const create = await call(server.base, '/api/v1/groups', {
      token: agent,
      body: { name: 'Agents cannot', roles: [], memberIds: [] },
    });
    expect(expectDescriptor(create, 403, 'ACCESS_DENIED').requiredAuthorities).toEqual([
      'PERM_GROUPS_EDIT',
    ]);
    expectDescriptor(
      await call(server.base, '/api/v1/groups/g-acme-1', {
        method: 'PUT',
        token: agent,
        body: { name: 'x', version: 1 },
      }),
      403,
      'ACCESS_DENIED',
    );
  });

  it('404 for another tenant’s group (read and write)', async () => {
    expectDescriptor(
      await call(server.base, '/api/v1/groups/g-globex-1', { token: agent }),
      404,
      'NOT_FOUND',
    );
    const before = JSON.stringify(data(server.mock).groups.find((g) => g.id === 'g-globex-1'));
    expectDescriptor(
      await call(server.base, '/api/v1/groups/g-globex-1', {
        method: 'PUT',
        token: admin,
        body: { name: 'Taken over', roles: [], memberIds: [], version: 1 },
      }),
      404,
      'NOT_FOUND',
    );
    expect(JSON.stringify(data(server.mock).groups.find((g) => g.id === 'g-globex-1'))).toBe(
      before,
    );
  });

  it('details carry members (people of the tenant) and roles', async () => {
    const res = await call<GroupDto>(server.base, '/api/v1/groups/g-acme-1', { token: agent });
    expect(res.status).toBe(200);
    expect(res.json.roles).toEqual(['ROLE_SUPPORT_MANAGER', 'ROLE_VERIFICATION_BACKOFFICE']);
    expect(res.json.members?.map((m) => m.id)).toEqual(res.json.memberIds);
    expect(res.text).not.toMatch(/passwordHash|twoFactorSecret/);
  });

  it('creates a group, then edits membership with optimistic concurrency, audited', async () => {
    const created = await call<GroupDto>(server.base, '/api/v1/groups', {
      token: admin,
      body: {
        name: 'Night shift',
        description: 'Weekend cover',
        roles: ['ROLE_SUPPORT_AGENT'],
        memberIds: ['u-agent'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Night shift', memberIds: ['u-agent'], version: 1 });
    const id = created.json.id;

    const updated = await call<GroupDto>(server.base, `/api/v1/groups/${id}`, {
      method: 'PUT',
      token: admin,
      body: {
        name: 'Night shift',
        description: 'Weekend cover',
        roles: ['ROLE_SUPPORT_AGENT'],
        memberIds: ['u-agent', 'u-manager'],
        version: 1,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.memberIds).toEqual(['u-agent', 'u-manager']);
    expect(updated.json.version).toBe(2);

    const stale = await call(server.base, `/api/v1/groups/${id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Night shift', roles: [], memberIds: [], version: 1 },
    });
    const body = expectDescriptor(stale, 412, 'VERSION_CONFLICT');
    expect(body.changedBy).toBe('admin@demo.test');

    const audit = data(server.mock).auditLog.filter((e) => e.entityId === id);
    expect(audit.map((e) => e.action)).toEqual(['GROUP_CREATE', 'GROUP_UPDATE']);
    expect(audit[1]).toMatchObject({
      before: { memberIds: ['u-agent'] },
      after: { memberIds: ['u-agent', 'u-manager'] },
      tenantId: 't-acme',
    });
  });

  it('refuses members from another tenant, duplicate names and bad input', async () => {
    const foreign = await call(server.base, '/api/v1/groups', {
      token: admin,
      body: { name: 'Mixed', memberIds: ['u-merchant'] },
    });
    expect(expectDescriptor(foreign, 400, 'VALIDATION_ERROR_CODE').details).toEqual([
      expect.objectContaining({ field: 'memberIds', code: 'UNKNOWN_MEMBER' }),
    ]);
    expectDescriptor(
      await call(server.base, '/api/v1/groups', { token: admin, body: { name: 'fraud ANALYSTS' } }),
      409,
      'DUPLICATE_ENTITY',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/groups', { token: admin, body: { name: '' } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/groups', {
        token: admin,
        body: { name: 'Wizards', roles: ['ROLE_WIZARD'] },
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
  });
});
