// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_IMPORT_MAX_ROWS_PER_REQUEST } from '../../src/contract/constants';
import { call, expectDescriptor, signIn, startServer, type TestServer, data } from './helpers';

let server: TestServer;
let admin: string;
let agent: string;
let merchant: string;

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  merchant = (await signIn(server.base, 'merchant@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

const PARSE = '/api/v1/users/csv/parse';
const BULK_ADD = '/api/v1/users/bulk-add';

interface RowResult {
  rowNumber: number;
  valid?: boolean;
  created?: boolean;
  userId?: string | null;
  errors: { field: string; code: string; value?: string }[];
}

const row = (rowNumber: number, overrides: Record<string, string | undefined> = {}) => ({
  rowNumber,
  email: `import.${rowNumber}@example.test`,
  firstName: 'Ada',
  lastName: 'Import',
  roles: 'ROLE_SUPPORT_AGENT',
  groups: '',
  ...overrides,
});

const codesOf = (results: RowResult[], rowNumber: number) =>
  results.find((r) => r.rowNumber === rowNumber)?.errors.map((e) => e.code) ?? [];

describe('users CSV import: dry run', () => {
  it('403 without the register permission, naming the permissions', async () => {
    const res = await call(server.base, PARSE, { token: agent, body: { rows: [row(2)] } });
    const body = expectDescriptor(res, 403, 'ACCESS_DENIED');
    expect(body.requiredAuthorities).toEqual([
      'PERM_USERS_REGISTER',
      'PERM_MERCHANT_USERS_REGISTER',
    ]);
    const commit = await call(server.base, BULK_ADD, { token: agent, body: { rows: [row(2)] } });
    expectDescriptor(commit, 403, 'ACCESS_DENIED');
  });

  it('401 without a token', async () => {
    expectDescriptor(
      await call(server.base, PARSE, { body: { rows: [row(2)] } }),
      401,
      'TOKEN_INVALID',
    );
  });

  it('reports every kind of row error and stores nothing, not even an audit entry', async () => {
    const before = data(server.mock).users.length;
    const auditBefore = data(server.mock).auditLog.length;
    const rows = [
      row(2),
      row(3, { roles: 'ROLE_SUPPORT_AGENT;ROLE_WIZARD' }),
      row(4, { email: 'not-an-email' }),
      row(5, { email: 'IMPORT.2@example.test' }),
      row(6, { email: 'agent@demo.test' }),
      row(7, { lastName: undefined }),
      row(8, { firstName: '=HYPERLINK("http://evil")' }),
      row(9, { firstName: '\tTabbed' }),
      row(10, { groups: 'Fraud analysts;No such group' }),
      row(11, { firstName: '' }),
    ];
    const res = await call<{ results: RowResult[] }>(server.base, PARSE, {
      token: admin,
      body: { rows },
    });
    expect(res.status).toBe(200);
    const { results } = res.json;
    expect(results.map((r) => r.rowNumber)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(results[0]).toEqual({ rowNumber: 2, valid: true, errors: [] });
    expect(results.find((r) => r.rowNumber === 3)?.errors).toEqual([
      { field: 'roles', code: 'UNKNOWN_ROLE', value: 'ROLE_WIZARD' },
    ]);
    expect(codesOf(results, 4)).toEqual(['INVALID_EMAIL']);
    expect(results.find((r) => r.rowNumber === 5)?.errors).toEqual([
      { field: 'email', code: 'DUPLICATE_IN_FILE', value: '2' },
    ]);
    expect(codesOf(results, 6)).toEqual(['DUPLICATE_EXISTING']);
    expect(results.find((r) => r.rowNumber === 7)?.errors).toEqual([
      { field: 'lastName', code: 'MISSING_COLUMN' },
    ]);
    expect(codesOf(results, 8)).toEqual(['FORMULA_CELL']);
    expect(codesOf(results, 9)).toEqual(['FORMULA_CELL']);
    expect(results.find((r) => r.rowNumber === 10)?.errors).toEqual([
      { field: 'groups', code: 'UNKNOWN_GROUP', value: 'No such group' },
    ]);
    expect(codesOf(results, 11)).toEqual(['REQUIRED']);
    expect(results.filter((r) => r.valid).map((r) => r.rowNumber)).toEqual([2]);
    expect(data(server.mock).users.length).toBe(before);
    // A preview changes nothing, so the log has nothing to record.
    expect(data(server.mock).auditLog.length).toBe(auditBefore);
  });

  it('a merchant admin may not grant roles beyond their own permissions', async () => {
    const res = await call<{ results: RowResult[] }>(server.base, PARSE, {
      token: merchant,
      body: {
        rows: [row(2, { roles: 'ROLE_ADMINISTRATOR' }), row(3, { roles: 'ROLE_MERCHANT_ADMIN' })],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.results[0]?.errors).toEqual([
      { field: 'roles', code: 'ROLE_NOT_ALLOWED', value: 'ROLE_ADMINISTRATOR' },
    ]);
    expect(res.json.results[1]?.valid).toBe(true);
  });

  it('groups are looked up in the caller’s tenant only', async () => {
    // Globex has a group of the same name, but an Acme session must not see Globex data as "known".
    server.mock.store.table('groups').insert({
      ...data(server.mock).groups.find((g) => g.tenantId === 't-globex')!,
      id: 'g-globex-only',
      name: 'Globex only group',
    });
    const res = await call<{ results: RowResult[] }>(server.base, PARSE, {
      token: admin,
      body: { rows: [row(2, { groups: 'Globex only group' })] },
    });
    expect(codesOf(res.json.results, 2)).toEqual(['UNKNOWN_GROUP']);
  });

  it('refuses more rows than one request may carry, and malformed bodies', async () => {
    const rows = Array.from({ length: USERS_IMPORT_MAX_ROWS_PER_REQUEST + 1 }, (_, i) =>
      row(i + 2),
    );
    expectDescriptor(
      await call(server.base, PARSE, { token: admin, body: { rows } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expectDescriptor(
      await call(server.base, PARSE, { token: admin, body: { rows: [] } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
  });
});

describe('users CSV import: commit', () => {
  it('re-validates and creates exactly the valid rows, with groups and audit', async () => {
    const db = data(server.mock);
    const usersBefore = db.users.length;
    const auditBefore = db.auditLog.length;
    const group = db.groups.find((g) => g.id === 'g-acme-2')!;
    const groupVersion = group.version;
    const rows = [
      row(2, { email: 'commit.one@example.test', groups: group.name }),
      row(3, {
        email: 'commit.two@example.test',
        roles: 'ROLE_SUPPORT_MANAGER;ROLE_SUPPORT_AGENT',
      }),
      row(4, { email: 'agent@demo.test' }),
      row(5, { email: 'commit.one@example.test' }),
      row(6, { email: 'commit.three@example.test', lastName: '@SUM(A1)' }),
      row(7, { email: 'commit.four@example.test', roles: 'Support agent' }),
    ];
    const res = await call<{ results: RowResult[]; createdCount: number; rejectedCount: number }>(
      server.base,
      BULK_ADD,
      { token: admin, body: { rows } },
    );
    expect(res.status).toBe(200);
    expect(res.json.createdCount).toBe(2);
    expect(res.json.rejectedCount).toBe(4);
    expect(res.json.results.filter((r) => r.created).map((r) => r.rowNumber)).toEqual([2, 3]);
    expect(codesOf(res.json.results, 4)).toEqual(['DUPLICATE_EXISTING']);
    expect(codesOf(res.json.results, 5)).toEqual(['DUPLICATE_IN_FILE']);
    expect(codesOf(res.json.results, 6)).toEqual(['FORMULA_CELL']);
    // The server takes role codes only; readable names are resolved by the portal before sending.
    expect(codesOf(res.json.results, 7)).toEqual(['UNKNOWN_ROLE']);

    expect(db.users.length).toBe(usersBefore + 2);
    const one = db.users.find((u) => u.email === 'commit.one@example.test')!;
    expect(one).toMatchObject({
      tenantIds: ['t-acme'],
      firstName: 'Ada',
      roles: ['ROLE_SUPPORT_AGENT'],
      passwordHash: null,
    });
    expect(res.json.results[0]?.userId).toBe(one.id);
    const two = db.users.find((u) => u.email === 'commit.two@example.test')!;
    expect(two.roles).toEqual(['ROLE_SUPPORT_MANAGER', 'ROLE_SUPPORT_AGENT']);
    const joined = server.mock.store.table('groups').get(group.id)!;
    expect(joined.memberIds).toContain(one.id);
    expect(joined.version).toBe(groupVersion + 1);
    expect(db.invitations.some((i) => i.userId === one.id)).toBe(true);

    const entries = db.auditLog.slice(auditBefore);
    expect(entries.filter((e) => e.action === 'USER_IMPORT_CREATE').map((e) => e.entityId)).toEqual(
      [one.id, two.id],
    );
    expect(entries.at(-1)).toMatchObject({
      action: 'USERS_BULK_ADD',
      tenantId: 't-acme',
      result: 'SUCCESS',
      after: { rows: 6, created: 2 },
    });
    expect(entries.every((e) => e.clientIp && e.timestamp)).toBe(true);

    // The new users appear in the users list of the tenant.
    const list = await call<{ content: { email: string }[] }>(server.base, '/api/v1/users/filter', {
      token: admin,
      body: { offset: 0, pageSize: 10, count: true, q: 'commit.' },
    });
    expect(list.json.content.map((u) => u.email).sort()).toEqual([
      'commit.one@example.test',
      'commit.two@example.test',
    ]);
  });

  it('a second commit of the same rows creates nothing (duplicates against existing users)', async () => {
    const res = await call<{ results: RowResult[]; createdCount: number }>(server.base, BULK_ADD, {
      token: admin,
      body: { rows: [row(2, { email: 'commit.one@example.test' })] },
    });
    expect(res.json.createdCount).toBe(0);
    expect(codesOf(res.json.results, 2)).toEqual(['DUPLICATE_EXISTING']);
  });

  it('users created by a Globex session belong to Globex, not to Acme', async () => {
    const res = await call<{ createdCount: number }>(server.base, BULK_ADD, {
      token: merchant,
      body: {
        rows: [row(2, { email: 'globex.import@example.test', roles: 'ROLE_MERCHANT_ADMIN' })],
      },
    });
    expect(res.json.createdCount).toBe(1);
    const user = data(server.mock).users.find((u) => u.email === 'globex.import@example.test');
    expect(user?.tenantIds).toEqual(['t-globex']);
  });
});
