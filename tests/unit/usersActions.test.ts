import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, signInFakeSession } from '../support/fakePlatform';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createUserActions } from '../../src/dataProvider/actions/users';
import { createDataProvider } from '../../src/dataProvider';
import { usersResource } from '../../src/resources/users';

const user = {
  id: 'u-1',
  tenantId: 't-acme',
  userName: 'a@b.test',
  firstName: 'A',
  lastName: 'B',
  email: 'a@b.test',
  status: 'ACTIVE',
  accountStatus: { code: 'ACTIVE', label: 'activated' },
  registrationDate: '2025-01-01T00:00:00.000Z',
  intruderLockOutUntil: null,
  twoFactorEnabled: true,
  roles: ['ROLE_SUPPORT_AGENT'],
  permissions: ['PERM_USERS_VIEW'],
  invitationPending: false,
  emailVerified: true,
  version: 2,
  updatedBy: 'system',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const bulkAnswer = {
  results: [{ id: 'u-1', email: 'a@b.test', ok: false, code: 'OWN_ACCOUNT', message: 'no' }],
  succeeded: 0,
  failed: 1,
};

const setup = (answer: unknown, status = 200) => {
  const { fetchImpl, httpClient, request: sent } = fakePlatform(answer, { status });
  // These calls also prove the session's bearer token goes with them.
  const request = () => {
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    return { ...sent(), authorization: new Headers(init.headers).get('Authorization') };
  };
  return { actions: createUserActions(httpClient), request };
};

beforeEach(() => localStorage.clear());

describe('user operations (one endpoint each, no body)', () => {
  it.each([
    ['activateUser', 'activate'],
    ['deactivateUser', 'deactivate'],
    ['resendUserInvitation', 'resend'],
    ['unlockUser', 'unlock'],
    ['expireUserSessions', 'expire-sessions'],
  ] as const)('%s → POST /api/v1/users/:id/%s', async (method, segment) => {
    const { actions, request } = setup(user);
    await expect(actions[method]('u 1/x')).resolves.toMatchObject({ id: 'u-1' });
    expect(request()).toMatchObject({
      url: `/api/v1/users/u%201%2Fx/${segment}`,
      method: 'POST',
      body: undefined,
      authorization: 'Bearer T',
    });
  });

  it('runUserOperation dispatches by name', async () => {
    const { actions, request } = setup(user);
    await actions.runUserOperation('unlock', 'u-1');
    expect(request()).toMatchObject({ url: '/api/v1/users/u-1/unlock', method: 'POST' });
  });

  it('resetUserTwoFactor → POST reset-2fa with the guard envelope', async () => {
    const { actions, request } = setup(user);
    const guard = { password: 'pw', passCode: '123456', reason: 'why', classification: 'OTHER' };
    await actions.resetUserTwoFactor('u-1', guard);
    expect(request()).toMatchObject({
      url: '/api/v1/users/u-1/reset-2fa',
      method: 'POST',
      body: { entity: {}, ...guard },
    });
  });

  it('editUserRoles → PUT roles with the version, through the guard', async () => {
    const { actions, request } = setup(user);
    const guard = {
      password: 'pw',
      passCode: '123456',
      reason: 'Team change',
      classification: 'CUSTOMER_REQUEST',
    };
    await actions.editUserRoles('u-1', ['ROLE_SUPPORT_MANAGER'], 2, guard);
    expect(request()).toEqual({
      url: '/api/v1/users/u-1/roles',
      method: 'PUT',
      body: { entity: { roles: ['ROLE_SUPPORT_MANAGER'], version: 2 }, ...guard },
      authorization: 'Bearer T',
    });
  });

  it('rejects an answer that is not a user (visible, not swallowed)', async () => {
    const { actions } = setup({ id: 'u-1' });
    await expect(actions.unlockUser('u-1')).rejects.toThrow('app.shell.errors.invalidResponse');
  });
});

describe('bulk operations', () => {
  it.each([
    ['bulkActivateUsers', 'activate'],
    ['bulkDeactivateUsers', 'deactivate'],
  ] as const)('%s posts ids or a filter to users/bulk/%s', async (method, segment) => {
    const { actions, request } = setup(bulkAnswer);
    await expect(actions[method]({ ids: ['u-1', 'u-2'] })).resolves.toEqual(bulkAnswer);
    expect(request()).toMatchObject({
      url: `/api/v1/users/bulk/${segment}`,
      method: 'POST',
      body: { ids: ['u-1', 'u-2'] },
    });
    const second = setup(bulkAnswer);
    await second.actions[method]({ filter: { status: 'LOCKED', q: 'x' } });
    expect(second.request().body).toEqual({ filter: { status: 'LOCKED', q: 'x' } });
  });

  it('bulkDownloadUsers posts the selection and parses users plus results', async () => {
    const { actions, request } = setup({ content: [user], results: bulkAnswer.results });
    const result = await actions.bulkDownloadUsers({ filter: {} });
    expect(result.content).toHaveLength(1);
    expect(request()).toMatchObject({
      url: '/api/v1/users/bulk/download',
      method: 'POST',
      body: { filter: {} },
    });
  });
});

describe('public verification-key flows (no bearer token)', () => {
  it('checkVerificationKey → GET /api/v1/users/keys/:key', async () => {
    const info = { purpose: 'ACTIVATION', email: 'a@b.test', firstName: 'A', expiresAt: 'x' };
    const { actions, request } = setup(info);
    await expect(actions.checkVerificationKey('k-1')).resolves.toEqual(info);
    expect(request()).toMatchObject({
      url: '/api/v1/users/keys/k-1',
      method: 'GET',
      authorization: null,
    });
  });

  it('registerWithVerificationKey → POST register {password}', async () => {
    const { actions, request } = setup({ email: 'a@b.test' });
    await actions.registerWithVerificationKey('k-1', 'Pw!12345678');
    expect(request()).toMatchObject({
      url: '/api/v1/users/keys/k-1/register',
      method: 'POST',
      body: { password: 'Pw!12345678' },
      authorization: null,
    });
  });

  it('confirmVerificationKey → POST confirm', async () => {
    const { actions, request } = setup({ email: 'a@b.test' });
    await actions.confirmVerificationKey('k-1');
    expect(request()).toMatchObject({
      url: '/api/v1/users/keys/k-1/confirm',
      method: 'POST',
      body: {},
    });
  });

  it('requestPasswordReset and resetPassword', async () => {
    const first = setup(null, 204);
    await first.actions.requestPasswordReset('a@b.test');
    expect(first.request()).toMatchObject({
      url: '/api/v1/auth/forgot-password',
      method: 'POST',
      body: { email: 'a@b.test' },
      authorization: null,
    });
    const second = setup(null, 204);
    await second.actions.resetPassword('k-2', 'Pw!12345678');
    expect(second.request()).toMatchObject({
      url: '/api/v1/auth/reset-password',
      method: 'POST',
      body: { key: 'k-2', password: 'Pw!12345678' },
    });
  });
});

describe('CRUD through the resource endpoints', () => {
  it('create registers (POST users/register) and update PUTs users/:id', async () => {
    signInFakeSession();
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(user), { status: 200 }));
    const dp = createDataProvider({
      httpClient: createHttpClient({ fetchImpl, apiBase: '/api' }),
      resources: { users: usersResource.endpoints! },
    });
    const draft = {
      email: 'a@b.test',
      firstName: 'A',
      lastName: 'B',
      roles: ['ROLE_SUPPORT_AGENT'],
    };
    await dp.create('users', { data: draft });
    await dp.update('users', {
      id: 'u-1',
      data: { firstName: 'A', lastName: 'B', email: 'a@b.test', version: 2 },
      previousData: user,
    });
    const calls = fetchImpl.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [url, init.method, JSON.parse(String(init.body))])).toEqual([
      ['/api/v1/users/register', 'POST', draft],
      [
        '/api/v1/users/u-1',
        'PUT',
        { firstName: 'A', lastName: 'B', email: 'a@b.test', version: 2 },
      ],
    ]);
  });
});
