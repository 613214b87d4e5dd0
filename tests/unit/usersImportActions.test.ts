import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInFakeSession } from '../support/fakePlatform';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createDataProvider } from '../../src/dataProvider';
import { groupsResource } from '../../src/resources/groups';
import { rolesResource } from '../../src/resources/roles';
import type { ImportRow } from '../../src/contract/schemas/usersImport';

type Answer = (url: string, body: unknown) => unknown;

const setup = (answer: Answer) => {
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    return new Response(JSON.stringify(answer(url, body)), { status: 200 });
  });
  const provider = createDataProvider({
    httpClient: createHttpClient({ fetchImpl: fetchImpl as never, apiBase: '/api' }),
    resources: { groups: groupsResource.endpoints!, roles: rolesResource.endpoints! },
  });
  const calls = () =>
    fetchImpl.mock.calls.map(([url, init]) => ({
      url,
      method: (init as RequestInit).method,
      body:
        (init as RequestInit).body === undefined
          ? undefined
          : JSON.parse(String((init as RequestInit).body)),
    }));
  return { provider, calls };
};

const rows = (n: number): ImportRow[] =>
  Array.from({ length: n }, (_, i) => ({
    rowNumber: i + 2,
    email: `u${i}@example.test`,
    firstName: 'A',
    lastName: 'B',
    roles: 'ROLE_SUPPORT_AGENT',
  }));

beforeEach(() => signInFakeSession());

describe('users import custom methods', () => {
  it('usersCsvParse posts the rows in chunks of 1000 to v1/users/csv/parse and joins the answers', async () => {
    const { provider, calls } = setup((_url, body) => ({
      results: (body as { rows: ImportRow[] }).rows.map((r) => ({
        rowNumber: r.rowNumber,
        valid: r.rowNumber !== 5,
        errors: r.rowNumber === 5 ? [{ field: 'email', code: 'DUPLICATE_EXISTING' }] : [],
      })),
    }));
    const progress: number[] = [];
    const input = rows(2500);
    const answer = await provider.usersCsvParse(input, {
      onProgress: (done) => progress.push(done),
    });
    const sent = calls();
    expect(sent.map((c) => [c.url, c.method])).toEqual([
      ['/api/v1/users/csv/parse', 'POST'],
      ['/api/v1/users/csv/parse', 'POST'],
      ['/api/v1/users/csv/parse', 'POST'],
    ]);
    expect(sent[0]?.body).toEqual({ rows: input.slice(0, 1000) });
    expect(sent[1]?.body).toEqual({ rows: input.slice(1000, 2000) });
    expect(sent[2]?.body).toEqual({ rows: input.slice(2000) });
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(answer.results).toHaveLength(2500);
    expect(answer.results[3]).toEqual({
      rowNumber: 5,
      valid: false,
      errors: [{ field: 'email', code: 'DUPLICATE_EXISTING' }],
    });
  });

  it('usersBulkAdd posts to v1/users/bulk-add and totals created and rejected rows', async () => {
    const { provider, calls } = setup((_url, body) => {
      const sent = (body as { rows: ImportRow[] }).rows;
      return {
        results: sent.map((r, i) => ({
          rowNumber: r.rowNumber,
          created: i > 0,
          userId: i > 0 ? `u-${r.rowNumber}` : null,
          errors: i > 0 ? [] : [{ field: 'email', code: 'DUPLICATE_EXISTING' }],
        })),
        createdCount: sent.length - 1,
        rejectedCount: 1,
      };
    });
    const input = rows(3);
    const answer = await provider.usersBulkAdd(input);
    expect(calls()).toEqual([
      { url: '/api/v1/users/bulk-add', method: 'POST', body: { rows: input } },
    ]);
    expect(answer.createdCount).toBe(2);
    expect(answer.rejectedCount).toBe(1);
  });

  it('a malformed answer is a visible error, not swallowed', async () => {
    const { provider } = setup(() => ({ results: [{ rowNumber: 'x' }] }));
    await expect(provider.usersCsvParse(rows(1))).rejects.toThrow(
      'app.shell.errors.invalidResponse',
    );
  });

  it('stops between chunks when aborted', async () => {
    const controller = new AbortController();
    const { provider, calls } = setup((_url, body) => {
      controller.abort();
      return {
        results: (body as { rows: ImportRow[] }).rows.map((r) => ({
          rowNumber: r.rowNumber,
          valid: true,
          errors: [],
        })),
      };
    });
    await expect(
      provider.usersCsvParse(rows(1500), { signal: controller.signal }),
    ).rejects.toThrow();
    expect(calls()).toHaveLength(1);
  });
});

const group = {
  id: 'g-1',
  name: 'Night shift',
  description: '',
  roles: ['ROLE_SUPPORT_AGENT'],
  memberIds: ['u-1'],
  memberCount: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: 'admin@demo.test',
  version: 3,
  updatedBy: 'admin@demo.test',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('groups and roles through the CRUD provider', () => {
  it('groups: list, one, create, update hit the table’s paths with the exact bodies', async () => {
    const { provider, calls } = setup((url) =>
      url.endsWith('/filter') ? { content: [group], totalElements: 1 } : group,
    );
    await provider.getList('groups', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'night' },
    });
    await provider.getOne('groups', { id: 'g-1' });
    await provider.create('groups', {
      data: { name: 'Night shift', description: '', roles: [], memberIds: ['u-1'] },
    });
    await provider.update('groups', {
      id: 'g-1',
      data: {
        name: 'Night shift',
        description: '',
        roles: [],
        memberIds: ['u-1', 'u-2'],
        version: 3,
      },
      previousData: group,
    });
    expect(calls()).toEqual([
      {
        url: '/api/v1/groups/filter',
        method: 'POST',
        body: {
          offset: 1,
          pageSize: 10,
          count: true,
          sort: { field: 'name', direction: 'ASC' },
          q: 'night',
        },
      },
      { url: '/api/v1/groups/g-1', method: 'GET', body: undefined },
      {
        url: '/api/v1/groups',
        method: 'POST',
        body: { name: 'Night shift', description: '', roles: [], memberIds: ['u-1'] },
      },
      {
        url: '/api/v1/groups/g-1',
        method: 'PUT',
        body: {
          name: 'Night shift',
          description: '',
          roles: [],
          memberIds: ['u-1', 'u-2'],
          version: 3,
        },
      },
    ]);
  });

  it('roles: list and one', async () => {
    const role = {
      id: 'ROLE_SUPPORT_AGENT',
      admin: false,
      permissions: ['PERM_SCANS_VIEW'],
      permissionCount: 1,
      userCount: 4,
    };
    const { provider, calls } = setup((url) =>
      url.endsWith('/filter') ? { content: [role], totalElements: 1 } : role,
    );
    await provider.getList('roles', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await provider.getOne('roles', { id: 'ROLE_SUPPORT_AGENT' });
    expect(calls().map((c) => [c.url, c.method])).toEqual([
      ['/api/v1/roles/filter', 'POST'],
      ['/api/v1/roles/ROLE_SUPPORT_AGENT', 'GET'],
    ]);
  });
});
