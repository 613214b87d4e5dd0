import { beforeEach, describe, expect, it } from 'vitest';
import { fakePlatform } from '../support/fakePlatform';
import { createApiTokenActions } from '../../src/dataProvider/actions/apiTokens';
import { createDataProvider } from '../../src/dataProvider';
import { apiTokensResource } from '../../src/resources/api-tokens';

const guard = { password: 'pw', passCode: '123456', reason: 'why', classification: 'OTHER' };
const token = {
  id: 'at-1',
  kind: 'API',
  label: 'Backend',
  prefix: 'tdk_abcdefgh',
  status: 'ACTIVE',
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: 'admin@demo.test',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  version: 3,
  updatedBy: 'admin@demo.test',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const secretView = {
  active: { masked: '••••••••abcd', createdAt: '2025-01-01', activatedAt: '2025-01-02' },
  pending: null,
};

const setup = (answer: unknown) => {
  const { httpClient, request } = fakePlatform(answer);
  return { actions: createApiTokenActions(httpClient), httpClient, request };
};

describe('api-tokens custom dataProvider methods', () => {
  beforeEach(() => localStorage.clear());

  it('createApiToken posts the guarded draft and returns the one-time value', async () => {
    const { actions, request } = setup({ token, value: 'tdk_secret' });
    const created = await actions.createApiToken(
      { label: 'Backend', expiresOn: '2999-01-01' },
      guard,
    );
    expect(created).toEqual({ token, value: 'tdk_secret' });
    expect(request()).toEqual({
      url: '/api/v1/api-tokens',
      method: 'POST',
      body: { entity: { label: 'Backend', expiresOn: '2999-01-01' }, ...guard },
    });
  });

  it.each(['activate', 'deactivate', 'revoke'] as const)(
    'runAction %s posts {entity:{version}} plus the guard fields',
    async (action) => {
      const { httpClient, request } = setup(token);
      const provider = createDataProvider({
        httpClient,
        resources: { 'api-tokens': apiTokensResource.endpoints! },
      });
      await expect(
        provider.runAction('api-tokens', action, {
          id: 'at-1',
          data: { version: 3 },
          meta: { guard },
        }),
      ).resolves.toEqual({ data: token });
      expect(request()).toEqual({
        url: `/api/v1/api-tokens/at-1/${action}`,
        method: 'POST',
        body: { entity: { version: 3 }, ...guard },
      });
    },
  );

  it('createOfflineToken posts the expiry day in the guard envelope', async () => {
    const answer = {
      id: 'at-9',
      offlineToken: 'tdk_x',
      expirationDate: '2999-01-01T23:59:59.999Z',
    };
    const { actions, request } = setup(answer);
    await expect(actions.createOfflineToken('2999-01-01', guard)).resolves.toEqual(answer);
    expect(request()).toEqual({
      url: '/api/v1/api-tokens/offline-token',
      method: 'POST',
      body: { entity: { expirationDate: '2999-01-01' }, ...guard },
    });
  });

  it('getDemoAppQr posts the data center and reads qrCode', async () => {
    const { actions, request } = setup({ qrCode: 'trustdesk-demo://connect?dc=US' });
    await expect(actions.getDemoAppQr('US')).resolves.toEqual({
      qrCode: 'trustdesk-demo://connect?dc=US',
    });
    expect(request()).toEqual({
      url: '/api/v1/api-tokens/demo-app/qr',
      method: 'POST',
      body: { dataCenter: 'US' },
    });
  });

  it('getApiSecret, generateApiSecret and activateApiSecret address the secret endpoints', async () => {
    const get = setup(secretView);
    await expect(get.actions.getApiSecret()).resolves.toEqual(secretView);
    expect(get.request()).toEqual({
      url: '/api/v1/api-tokens/secret',
      method: 'GET',
      body: undefined,
    });

    const generated = { ...secretView, secret: 'sk_new' };
    const gen = setup(generated);
    await expect(gen.actions.generateApiSecret(guard)).resolves.toEqual(generated);
    expect(gen.request()).toEqual({
      url: '/api/v1/api-tokens/secret/generate',
      method: 'POST',
      body: { entity: {}, ...guard },
    });

    const act = setup(secretView);
    await act.actions.activateApiSecret();
    expect(act.request()).toEqual({
      url: '/api/v1/api-tokens/secret/activate',
      method: 'POST',
      body: {},
    });
  });

  it('refuses a token record that carries a value (strict record schema)', async () => {
    const { httpClient } = setup({ ...token, value: 'tdk_leak' });
    const provider = createDataProvider({
      httpClient,
      resources: { 'api-tokens': apiTokensResource.endpoints! },
    });
    await expect(
      provider.runAction('api-tokens', 'activate', {
        id: 'at-1',
        data: { version: 3 },
        meta: { guard },
      }),
    ).rejects.toThrow('app.shell.errors.invalidResponse');
  });

  it('CRUD: list posts the filter, update PUTs the label', async () => {
    const { httpClient, request } = setup({ content: [token], totalElements: 1 });
    const provider = createDataProvider({
      httpClient,
      resources: { 'api-tokens': apiTokensResource.endpoints! },
    });
    await provider.getList('api-tokens', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'ACTIVE' },
    });
    expect(request(0)).toEqual({
      url: '/api/v1/api-tokens/filter',
      method: 'POST',
      body: {
        status: 'ACTIVE',
        offset: 0,
        pageSize: 10,
        count: true,
        sort: { field: 'createdAt', direction: 'DESC' },
      },
    });
  });

  it('CRUD update sends PUT api-tokens/:id/label', async () => {
    const { httpClient, request } = setup(token);
    const provider = createDataProvider({
      httpClient,
      resources: { 'api-tokens': apiTokensResource.endpoints! },
    });
    await provider.update('api-tokens', {
      id: 'at-1',
      data: { label: 'Renamed', version: 3 },
      previousData: token,
    });
    expect(request()).toEqual({
      url: '/api/v1/api-tokens/at-1/label',
      method: 'PUT',
      body: { label: 'Renamed', version: 3 },
    });
  });
});
