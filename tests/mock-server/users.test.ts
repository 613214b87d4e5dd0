// @vitest-environment node
import type { UserRecord } from '../../mock-server/types';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import { DEMO_VERIFICATION_KEYS } from '../../mock-server/seed/users';
import {
  call,
  expectDescriptor,
  signIn,
  startServer,
  submitSignIn,
  type TestServer,
  data,
  freshTotp,
} from './helpers';

interface UserDto {
  id: string;
  tenantId: string;
  tenantName?: string;
  email: string;
  status: string;
  accountStatus: { code: string; label: string };
  intruderLockOutUntil: string | null;
  twoFactorEnabled: boolean;
  invitationPending: boolean;
  roles: string[];
  permissions: string[];
  version: number;
}
interface Page {
  content: UserDto[];
  totalElements: number;
}
interface BulkAnswer {
  results: { id: string; email: string | null; ok: boolean; code?: string }[];
  succeeded: number;
  failed: number;
}

let server: TestServer;
let admin: string;
let agent: string;
let manager: string;
let merchant: string;
let globexUserId: string;

const token = async (email: string, tenantId?: string) =>
  (await signIn(server.base, email, tenantId)).tokens.accessToken;
const audits = (action: string, entityId?: string) =>
  data(server.mock).auditLog.filter(
    (a) => a.action === action && (!entityId || a.entityId === entityId),
  );
const acmeUser = (predicate: (u: UserRecord) => boolean) =>
  data(server.mock).users.find((u) => u.tenantIds.join() === 't-acme' && predicate(u))!;

beforeAll(async () => {
  server = await startServer({ control: true });
  admin = await token('admin@demo.test', 't-acme');
  agent = await token('agent@demo.test');
  manager = await token('manager@demo.test');
  merchant = await token('merchant@demo.test');
  globexUserId = data(server.mock).users.find(
    (u) => u.tenantIds.join() === 't-globex' && u.passwordHash === null,
  )!.id;
});
afterAll(() => server.close());

const OPERATIONS = ['activate', 'deactivate', 'resend', 'unlock', 'reset-2fa', 'expire-sessions'];

describe('permissions and tenant isolation', () => {
  it('an agent reads but every change answers 403 ACCESS_DENIED', async () => {
    expect((await call(server.base, '/api/v1/users/u-manager', { token: agent })).status).toBe(200);
    expect(
      (await call(server.base, '/api/v1/users/filter', { token: agent, body: {} })).status,
    ).toBe(200);
    for (const op of OPERATIONS)
      expectDescriptor(
        await call(server.base, `/api/v1/users/u-manager/${op}`, { token: agent, method: 'POST' }),
        403,
        'ACCESS_DENIED',
      );
    const denied = [
      [
        '/api/v1/users/register',
        'POST',
        { email: 'x@y.test', firstName: 'X', lastName: 'Y', roles: ['ROLE_SUPPORT_AGENT'] },
      ],
      [
        '/api/v1/users/u-manager',
        'PUT',
        { firstName: 'M', lastName: 'M', email: 'manager@demo.test', version: 1 },
      ],
      ['/api/v1/users/u-manager/roles', 'PUT', { roles: ['ROLE_SUPPORT_AGENT'], version: 1 }],
      ['/api/v1/users/bulk/activate', 'POST', { ids: ['u-manager'] }],
      ['/api/v1/users/bulk/deactivate', 'POST', { ids: ['u-manager'] }],
    ] as const;
    for (const [path, method, body] of denied)
      expectDescriptor(
        await call(server.base, path, { token: agent, method, body }),
        403,
        'ACCESS_DENIED',
      );
  });

  it('an experiment user cannot even read users', async () => {
    const analyst = await token('analyst@demo.test');
    expectDescriptor(
      await call(server.base, '/api/v1/users/u-agent', { token: analyst }),
      403,
      'ACCESS_DENIED',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/users/bulk/download', {
        token: analyst,
        body: { ids: ['u-agent'] },
      }),
      403,
      'ACCESS_DENIED',
    );
  });

  it("another tenant's ids answer 404 on every endpoint", async () => {
    expectDescriptor(
      await call(server.base, `/api/v1/users/${globexUserId}`, { token: manager }),
      404,
      'NOT_FOUND',
    );
    for (const op of OPERATIONS)
      expectDescriptor(
        await call(server.base, `/api/v1/users/${globexUserId}/${op}`, {
          token: manager,
          method: 'POST',
        }),
        404,
        'NOT_FOUND',
      );
    expectDescriptor(
      await call(server.base, `/api/v1/users/${globexUserId}`, {
        token: manager,
        method: 'PUT',
        body: { firstName: 'A', lastName: 'B', email: 'a@b.test', version: 1 },
      }),
      404,
      'NOT_FOUND',
    );
    const bulk = await call<BulkAnswer>(server.base, '/api/v1/users/bulk/deactivate', {
      token: manager,
      body: { ids: [globexUserId] },
    });
    expect(bulk.json.results).toEqual([
      expect.objectContaining({ id: globexUserId, ok: false, code: 'NOT_FOUND', email: null }),
    ]);
  });

  it('a merchant admin manages its own merchant users with the MERCHANT variants, not administrators', async () => {
    const page = await call<Page>(server.base, '/api/v1/users/filter', {
      token: merchant,
      body: {},
    });
    expect(page.status).toBe(200);
    expect(page.json.totalElements).toBeGreaterThan(0);
    expectDescriptor(
      await call(server.base, '/api/v1/users/u-admin/deactivate', {
        token: merchant,
        method: 'POST',
      }),
      403,
      'ACCESS_DENIED',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/users/register', {
        token: merchant,
        body: {
          email: 'boss@globex.test',
          firstName: 'B',
          lastName: 'Oss',
          roles: ['ROLE_ADMINISTRATOR'],
        },
      }),
      403,
      'ACCESS_DENIED',
    );
  });
});

describe('tenant filter (administrators, own tenants only, read-only)', () => {
  const filter = (tok: string, body: Record<string, unknown>) =>
    call<Page>(server.base, '/api/v1/users/filter', {
      token: tok,
      body: { offset: 0, pageSize: 100, count: true, ...body },
    });
  const tenantUserIds = (tenantId: string) =>
    new Set(
      data(server.mock)
        .users.filter((u) => u.tenantIds.includes(tenantId))
        .map((u) => u.id),
    );

  it('an admin signed in to Acme Bank lists the users of Globex Pay, labelled with the tenant', async () => {
    const res = await filter(admin, { tenantId: 't-globex', email: 'merchant@demo.test' });
    expect(res.status).toBe(200);
    expect(res.json.content.map((u) => u.email)).toEqual(['merchant@demo.test']);
    const all = await filter(admin, { tenantId: 't-globex' });
    const globex = tenantUserIds('t-globex');
    expect(all.json.totalElements).toBe(globex.size);
    expect(all.json.content.every((u) => globex.has(u.id))).toBe(true);
    expect(
      all.json.content.every((u) => u.tenantId === 't-globex' && u.tenantName === 'Globex Pay'),
    ).toBe(true);
    const own = await filter(admin, {});
    expect(
      own.json.content.every((u) => u.tenantId === 't-acme' && u.tenantName === 'Acme Bank'),
    ).toBe(true);
    expect(own.json.content.some((u) => u.email === 'merchant@demo.test')).toBe(false);
  });

  it('an admin naming a tenant outside their own tenants, or an unknown one, gets 404', async () => {
    const tenants = server.mock.store.table('tenants');
    if (!tenants.get('t-foreign-test'))
      tenants.insert({
        id: 't-foreign-test',
        name: 'Foreign Test',
        enabled: true,
        createdAt: '2025-01-01T00:00:00.000Z',
        createdBy: 'system',
        version: 1,
        updatedBy: 'system',
        updatedAt: '2025-01-01T00:00:00.000Z',
      });
    expectDescriptor(await filter(admin, { tenantId: 't-foreign-test' }), 404, 'NOT_FOUND');
    expectDescriptor(await filter(admin, { tenantId: 't-does-not-exist' }), 404, 'NOT_FOUND');
  });

  it('an agent or a manager passing tenantId still gets only Acme users', async () => {
    const acme = tenantUserIds('t-acme');
    for (const tok of [agent, manager]) {
      const res = await filter(tok, { tenantId: 't-globex' });
      expect(res.status).toBe(200);
      expect(res.json.totalElements).toBe(acme.size);
      expect(res.json.content.every((u) => acme.has(u.id) && u.tenantId === 't-acme')).toBe(true);
      const byEmail = await filter(tok, { tenantId: 't-globex', email: 'merchant@demo.test' });
      expect(byEmail.json.totalElements).toBe(0);
      // Not even an unknown tenant changes anything for them.
      expect((await filter(tok, { tenantId: 't-does-not-exist' })).status).toBe(200);
    }
  });

  it('the filter is read-only: a Globex user by id is still 404 for the Acme session', async () => {
    expectDescriptor(
      await call(server.base, `/api/v1/users/${globexUserId}`, { token: admin }),
      404,
      'NOT_FOUND',
    );
    expectDescriptor(
      await call(server.base, `/api/v1/users/${globexUserId}?tenantId=t-globex`, { token: admin }),
      404,
      'NOT_FOUND',
    );
    expectDescriptor(
      await call(server.base, `/api/v1/users/${globexUserId}/deactivate`, {
        token: admin,
        method: 'POST',
        body: { tenantId: 't-globex' },
      }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('own account', () => {
  const spellings = [
    'u-manager',
    'U-MANAGER',
    ' u-manager ',
    'u-\u200bmanager',
    'manager@demo.test',
    'MANAGER@DEMO.TEST',
    'm\u0430nager@demo.test', // Cyrillic а
    'manager@dem\u03bf.test', // Greek ο
    'ｍａｎａｇｅｒ@demo.test', // full-width
  ];

  it.each(spellings)('refuses every operation on %j with 403', async (spelling) => {
    for (const op of OPERATIONS) {
      const result = await call(
        server.base,
        `/api/v1/users/${encodeURIComponent(spelling)}/${op}`,
        {
          token: manager,
          method: 'POST',
          // The two-factor reset is guarded: with the guard passed, the own account is still refused.
          ...(op === 'reset-2fa'
            ? {
                body: {
                  entity: {},
                  password: DEMO_PASSWORD,
                  passCode: freshTotp(server, DEMO_ACCOUNTS.manager.totpSecret),
                  reason: 'Own account',
                  classification: 'OTHER',
                },
              }
            : {}),
        },
      );
      expectDescriptor(result, 403, 'ACTION_NOT_ALLOWED');
    }
  });

  it('bulk requests name the own account as a failure, nothing skipped', async () => {
    // A support agent: a role the manager may manage.
    const target = acmeUser(
      (u) => u.status === 'DEACTIVATED' && u.roles.join() === 'ROLE_SUPPORT_AGENT',
    );
    const bulk = await call<BulkAnswer>(server.base, '/api/v1/users/bulk/activate', {
      token: manager,
      body: { ids: ['MANAGER@demo.test', target.id] },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.json).toMatchObject({ succeeded: 1, failed: 1 });
    expect(bulk.json.results).toContainEqual(
      expect.objectContaining({ ok: false, code: 'OWN_ACCOUNT', email: 'manager@demo.test' }),
    );
    expect(bulk.json.results).toContainEqual(expect.objectContaining({ id: target.id, ok: true }));
    expect(audits('USER_ACTIVATE', target.id).at(-1)).toMatchObject({
      result: 'SUCCESS',
      actorEmail: 'manager@demo.test',
    });
  });
});

describe('operations', () => {
  it('expire sessions kills the target user tokens at once and is audited', async () => {
    const agentToken = await token('agent@demo.test');
    expect((await call(server.base, '/api/v1/users/current', { token: agentToken })).status).toBe(
      200,
    );
    const res = await call<UserDto>(server.base, '/api/v1/users/u-agent/expire-sessions', {
      token: manager,
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expectDescriptor(
      await call(server.base, '/api/v1/users/current', { token: agentToken }),
      401,
      'TOKEN_INVALID',
    );
    expect(audits('USER_EXPIRE_SESSIONS', 'u-agent').at(-1)).toMatchObject({ result: 'SUCCESS' });
    agent = await token('agent@demo.test');
  });

  it('unlock clears the lockout and lets the locked demo account sign in', async () => {
    const before = await submitSignIn(server.base, 'locked@demo.test');
    expect(before.location).toContain('error=ACCOUNT_LOCKED');
    const res = await call<UserDto>(server.base, '/api/v1/users/u-locked/unlock', {
      token: manager,
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'ACTIVE',
      intruderLockOutUntil: null,
      accountStatus: { code: 'UNLOCKED', label: 'unlocked' },
    });
    const signedIn = await signIn(server.base, 'locked@demo.test');
    expect(signedIn.tokens.accessToken).toEqual(expect.any(String));
    expect(audits('USER_UNLOCK', 'u-locked').at(-1)).toMatchObject({ result: 'SUCCESS' });
    // Unlocking an unlocked user is refused and the refusal is audited.
    expectDescriptor(
      await call(server.base, '/api/v1/users/u-locked/unlock', { token: manager, method: 'POST' }),
      400,
      'ACTION_NOT_ALLOWED',
    );
    expect(audits('USER_UNLOCK', 'u-locked').at(-1)).toMatchObject({ result: 'FAILURE' });
  });

  it('reset two-factor clears the flag; deactivate and activate switch the status', async () => {
    const target = acmeUser(
      (u) =>
        u.status === 'ACTIVE' &&
        u.twoFactorEnabled &&
        u.passwordHash === null &&
        u.roles.join() === 'ROLE_SUPPORT_AGENT',
    );
    const resetPath = `/api/v1/users/${target.id}/reset-2fa`;
    // Resetting a credential is a guarded POST: a GET does not exist, and without the guard nothing changes.
    expectDescriptor(await call(server.base, resetPath, { token: manager }), 405, 'INVALID_METHOD');
    expectDescriptor(
      await call(server.base, resetPath, { token: manager, method: 'POST' }),
      400,
      'PASSWORD_REQUIRED_ERROR',
    );
    expect(data(server.mock).users.find((u) => u.id === target.id)?.twoFactorEnabled).toBe(true);
    expect(audits('USER_RESET_2FA', target.id).at(-1)).toMatchObject({
      result: 'FAILURE',
      errorCode: 'PASSWORD_REQUIRED_ERROR',
    });
    const reset = await call<UserDto>(server.base, resetPath, {
      token: manager,
      method: 'POST',
      body: {
        entity: {},
        password: DEMO_PASSWORD,
        passCode: freshTotp(server, DEMO_ACCOUNTS.manager.totpSecret),
        reason: 'Lost phone',
        classification: 'CUSTOMER_REQUEST',
      },
    });
    expect(reset.json.twoFactorEnabled).toBe(false);
    expect(audits('USER_RESET_2FA', target.id).at(-1)).toMatchObject({
      result: 'SUCCESS',
      reason: 'Lost phone',
      classification: 'CUSTOMER_REQUEST',
    });
    const off = await call<UserDto>(server.base, `/api/v1/users/${target.id}/deactivate`, {
      token: manager,
      method: 'POST',
    });
    expect(off.json.status).toBe('DEACTIVATED');
    const on = await call<UserDto>(server.base, `/api/v1/users/${target.id}/activate`, {
      token: manager,
      method: 'POST',
    });
    expect(on.json.status).toBe('ACTIVE');
    for (const action of ['USER_RESET_2FA', 'USER_DEACTIVATE', 'USER_ACTIVATE'])
      expect(audits(action, target.id).at(-1)).toMatchObject({
        result: 'SUCCESS',
        tenantId: 't-acme',
      });
    const entry = audits('USER_DEACTIVATE', target.id).at(-1)!;
    expect(JSON.stringify(entry)).not.toMatch(/passwordHash|twoFactorSecret/);
  });
});

describe('register, invitation, activation', () => {
  it('validates the fields', async () => {
    const res = expectDescriptor(
      await call(server.base, '/api/v1/users/register', {
        token: admin,
        body: { email: 'not-an-email', firstName: '', lastName: 'X', roles: [] },
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    const fields = (res.details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'firstName', 'roles']));
    expectDescriptor(
      await call(server.base, '/api/v1/users/register', {
        token: admin,
        body: {
          email: 'AGENT@demo.test',
          firstName: 'A',
          lastName: 'B',
          roles: ['ROLE_SUPPORT_AGENT'],
        },
      }),
      409,
      'DUPLICATE_ENTITY',
    );
  });

  it('invites, resends, and the invitation key activates the account', async () => {
    const email = 'new.person@acme.test';
    const created = await call<UserDto>(server.base, '/api/v1/users/register', {
      token: admin,
      body: { email, firstName: 'New', lastName: 'Person', roles: ['ROLE_SUPPORT_AGENT'] },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ email, invitationPending: true, status: 'ACTIVE' });
    expect(created.text).not.toMatch(/key|hash|secret/i);
    const invitation = data(server.mock).invitations.find((i) => i.email === email)!;
    expect(invitation).toMatchObject({
      sentCount: 1,
      invitedBy: 'admin@demo.test',
      tenantId: 't-acme',
    });
    const first = (
      await call<{ key: string }>(server.base, `/api/__mock/last-invitation?email=${email}`)
    ).json.key;

    const resent = await call(server.base, `/api/v1/users/${created.json.id}/resend`, {
      token: admin,
      method: 'POST',
    });
    expect(resent.status).toBe(200);
    expect(data(server.mock).invitations.find((i) => i.email === email)!.sentCount).toBe(2);
    const key = (
      await call<{ key: string }>(server.base, `/api/__mock/last-invitation?email=${email}`)
    ).json.key;
    expect(key).not.toBe(first);
    // The earlier link stopped working with the resend.
    expect((await call(server.base, `/api/v1/users/keys/${first}`)).status).toBe(404);

    const check = await call(server.base, `/api/v1/users/keys/${key}`);
    expect(check.json).toMatchObject({ purpose: 'ACTIVATION', email, firstName: 'New' });
    expectDescriptor(
      await call(server.base, `/api/v1/users/keys/${key}/register`, { body: { password: 'weak' } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    const done = await call(server.base, `/api/v1/users/keys/${key}/register`, {
      body: { password: 'Str0ng!Passw0rd' },
    });
    expect(done.status).toBe(200);
    expect((await call(server.base, `/api/v1/users/keys/${key}`)).status).toBe(404);
    const signedIn = await submitSignIn(server.base, email, 'Str0ng!Passw0rd');
    expect(signedIn.location).toContain('?id=');
    expect(audits('USER_REGISTER').at(-1)).toMatchObject({ result: 'SUCCESS' });
    expect(audits('USER_RESEND_INVITATION', created.json.id).at(-1)).toMatchObject({
      result: 'SUCCESS',
    });
  });

  it('an activated account with two-factor on has no pending invitation', async () => {
    const used = acmeUser((u) => u.status === 'ACTIVE' && u.twoFactorEnabled && !u.passwordHash);
    const res = await call<UserDto>(server.base, `/api/v1/users/${used.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      accountStatus: { code: 'ACTIVE' },
      twoFactorEnabled: true,
      invitationPending: false,
    });
    const page = await call<Page>(server.base, '/api/v1/users/filter', {
      token: admin,
      body: { pageSize: 100 },
    });
    const contradictions = page.json.content.filter(
      (u) => u.twoFactorEnabled && u.invitationPending,
    );
    expect(contradictions).toEqual([]);
  });

  it('seeded keys: expired ones say so, unknown ones are unknown', async () => {
    const expired = expectDescriptor(
      await call(server.base, `/api/v1/users/keys/${DEMO_VERIFICATION_KEYS.activationExpired.key}`),
      404,
      'NOT_FOUND',
    );
    expect(expired.details).toEqual([expect.objectContaining({ code: 'KEY_EXPIRED' })]);
    const unknown = expectDescriptor(
      await call(server.base, '/api/v1/users/keys/nope'),
      404,
      'NOT_FOUND',
    );
    expect(unknown.details).toEqual([expect.objectContaining({ code: 'KEY_UNKNOWN' })]);
    const confirm = await call(
      server.base,
      `/api/v1/users/keys/${DEMO_VERIFICATION_KEYS.emailVerificationValid.key}/confirm`,
      { body: {} },
    );
    expect(confirm.status).toBe(200);
  });

  it('forgot and reset password without revealing whether an address exists', async () => {
    const unknown = await call(server.base, '/api/v1/auth/forgot-password', {
      body: { email: 'nobody@nowhere.test' },
    });
    const known = await call(server.base, '/api/v1/auth/forgot-password', {
      body: { email: 'analyst@demo.test' },
    });
    expect([unknown.status, known.status]).toEqual([204, 204]);
    const key = (
      await call<{ key: string }>(
        server.base,
        '/api/__mock/last-invitation?email=analyst@demo.test&purpose=PASSWORD_RESET',
      )
    ).json.key;
    expect(
      (
        await call(server.base, '/api/v1/auth/reset-password', {
          body: { key, password: 'N3w!Password' },
        })
      ).status,
    ).toBe(204);
    expect(
      (await submitSignIn(server.base, 'analyst@demo.test', 'N3w!Password')).location,
    ).toContain('?id=');
    expectDescriptor(
      await call(server.base, '/api/v1/auth/reset-password', {
        body: { key: DEMO_VERIFICATION_KEYS.passwordResetExpired.key, password: 'N3w!Password' },
      }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('lists and bulk over all matching', () => {
  it('filters by status and role, never by another tenant; bulk download by filter returns every match', async () => {
    const locked = await call<Page>(server.base, '/api/v1/users/filter', {
      token: admin,
      body: { status: 'DEACTIVATED', pageSize: 10 },
    });
    expect(locked.json.content.every((u) => u.status === 'DEACTIVATED')).toBe(true);
    // A tenant in the body is ignored: the session's tenant only.
    const foreign = await call<Page>(server.base, '/api/v1/users/filter', {
      token: manager,
      body: { tenantId: 't-globex', pageSize: 100 },
    });
    expect(foreign.json.content.map((u) => u.id)).not.toContain(globexUserId);
    const byRole = await call<Page>(server.base, '/api/v1/users/filter', {
      token: admin,
      body: { roles: 'ROLE_SUPPORT_MANAGER', pageSize: 100 },
    });
    expect(byRole.json.content.every((u) => u.roles.includes('ROLE_SUPPORT_MANAGER'))).toBe(true);
    const all = await call<Page>(server.base, '/api/v1/users/filter', { token: admin, body: {} });
    const download = await call<{ content: UserDto[] }>(
      server.base,
      '/api/v1/users/bulk/download',
      {
        token: admin,
        body: { filter: {} },
      },
    );
    expect(download.json.content).toHaveLength(all.json.totalElements);
    expect(all.json.totalElements).toBeGreaterThan(10);
  });
});
