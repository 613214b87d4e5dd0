// @vitest-environment node
import { totpCode } from '../../mock-server/auth/totp';
import { DEMO_ACCOUNTS, TENANT_ACME } from '../../mock-server/seed/demoAccounts';
import { endpoints, type EndpointKey } from '../../src/contract/endpoints';
import { call, data, expectDescriptor, signIn, startServer, type TestServer } from './helpers';

/**
 * Issue 16 point 1: a session whose first sign-in is not finished (newbie@demo.test: two-factor set-up, then the
 * forced password change) reaches the set-up steps, the current user and logout, and nothing else.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const ENTRY_PAGE = { offset: 0, pageSize: 25, count: true };

/** What a support agent's permissions would grant newbie once set up: lists, a record, the audit log. */
const guardedReads = (verificationId: string): [string, string, unknown][] => [
  ['POST', '/api/v1/verifications/filter', ENTRY_PAGE],
  ['POST', '/api/v1/verifications/filter/counts', {}],
  ['GET', `/api/v1/verifications/${verificationId}`, undefined],
  ['POST', '/api/v1/users/filter', ENTRY_PAGE],
  ['GET', '/api/v1/users/u-agent', undefined],
  ['POST', '/api/v1/auditlog/filter', ENTRY_PAGE],
  ['GET', '/api/v1/users/current/tenants', undefined],
  ['GET', '/api/v1/profile', undefined],
];

const acmeVerification = (): string => {
  const record = data(server.mock).verifications.find((v) => v.tenantId === TENANT_ACME.id);
  if (!record) throw new Error('no Acme verification seeded');
  return record.id;
};

describe('a session with first sign-in set-up pending', () => {
  it('marks only the set-up steps and the current user as callable during set-up', () => {
    const marked = (Object.keys(endpoints) as EndpointKey[]).filter(
      (key) => (endpoints[key] as { duringSetup?: boolean }).duringSetup === true,
    );
    expect(marked.sort()).toEqual([
      'currentUser',
      'initialPasswordChange',
      'twoFactorSetupConfirm',
    ]);
  });

  it('is refused 403 SETUP_REQUIRED on data calls while two-factor set-up is pending', async () => {
    const { tokens } = await signIn(server.base, DEMO_ACCOUNTS.newbie.email);
    const token = tokens.accessToken;
    for (const [method, path, body] of guardedReads(acmeVerification())) {
      const res = await call(server.base, path, { method, token, body });
      const descriptor = expectDescriptor(res, 403, 'SETUP_REQUIRED');
      expect(descriptor.message, path).toMatch(/two-factor/i);
      expect(res.text, path).not.toMatch(/documentNumber|"content"/);
    }
    // The set-up calls and the current user still answer.
    const me = await call<{ twoFactorSetupRequired: boolean }>(
      server.base,
      '/api/v1/users/current',
      { token },
    );
    expect(me.status).toBe(200);
    expect(me.json.twoFactorSetupRequired).toBe(true);
  });

  it('can still log out (a public call) and keeps public calls public', async () => {
    const { tokens } = await signIn(server.base, DEMO_ACCOUNTS.newbie.email);
    const token = tokens.accessToken;
    expect((await call(server.base, '/api/config', { token })).status).toBe(200);
    const logout = await call(server.base, '/api/logout', {
      token,
      body: { token, reason: 'USER_LOGOUT' },
    });
    expect(logout.status).toBe(204);
    expectDescriptor(
      await call(server.base, '/api/v1/users/current', { token }),
      401,
      'TOKEN_INVALID',
    );
  });

  it('leaves fully set-up accounts alone', async () => {
    const { tokens } = await signIn(server.base, DEMO_ACCOUNTS.agent.email);
    const res = await call(server.base, '/api/v1/verifications/filter', {
      token: tokens.accessToken,
      body: ENTRY_PAGE,
    });
    expect(res.status).toBe(200);
  });
  // Last: it finishes newbie's set-up on the shared server.
  it('stays confined through the password change and is released once set-up is complete', async () => {
    const { tokens } = await signIn(server.base, DEMO_ACCOUNTS.newbie.email);
    const token = tokens.accessToken;
    const confirm = await call(server.base, '/api/v1/auth/2fa/confirm', {
      token,
      body: { code: totpCode(DEMO_ACCOUNTS.newbie.totpSecret) },
    });
    expect(confirm.status).toBe(200);
    // Two-factor done, the forced password change still pending: still confined.
    expectDescriptor(
      await call(server.base, '/api/v1/verifications/filter', { token, body: ENTRY_PAGE }),
      403,
      'SETUP_REQUIRED',
    );
    const changed = await call(server.base, '/api/v1/auth/password', {
      method: 'PUT',
      token,
      body: { newPassword: 'Fresh-Start-2026!' },
    });
    expect(changed.status).toBe(200);
    // The same session now reaches what the role grants.
    const list = await call<{ totalElements?: number; content: unknown[] }>(
      server.base,
      '/api/v1/verifications/filter',
      { token, body: ENTRY_PAGE },
    );
    expect(list.status).toBe(200);
    expect(list.json.content.length).toBeGreaterThan(0);
  });
});
