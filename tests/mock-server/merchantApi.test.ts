// @vitest-environment node
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import {
  call,
  data,
  expectDescriptor,
  freshTotp,
  signIn,
  startServer,
  type TestServer,
} from './helpers';

const SECRET = 'merchant-api-test-proxy';
const ALLOWED = '203.0.113.9';
const OUTSIDE = '198.51.100.7';
/** Through the trusted proxy, for a client at `address`. */
const from = (address: string) => ({ 'x-forwarded-for': address, 'x-trustdesk-proxy': SECRET });

let server: TestServer;
let admin: string;
let publicId: string;

const guard = () => ({
  password: DEMO_PASSWORD,
  // A security code is accepted once: each mint takes the next unused one.
  passCode: freshTotp(server, DEMO_ACCOUNTS.admin.totpSecret),
  reason: 'Merchant integration',
  classification: 'MAINTENANCE',
});

/** Mints an API token in Acme Bank through the portal's call; answers its id and one-time value. */
const mintToken = async (label: string) => {
  const created = await call<{ token: { id: string }; value: string }>(
    server.base,
    '/api/v1/api-tokens',
    { token: admin, body: { ...guard(), entity: { label } } },
  );
  expect(created.status).toBe(200);
  return { id: created.json.token.id, value: created.json.value };
};

const verificationsOf = (merchantId: string, value: string, headers: Record<string, string> = {}) =>
  call<{ content: { publicId: string }[]; totalElements: number }>(
    server.base,
    `/api/v1/merchant-api/merchants/${merchantId}/verifications?size=5`,
    { token: value, headers },
  );

const refusals = (tokenId: string) =>
  data(server.mock).auditLog.filter(
    (e) => e.action === 'API_TOKEN_USE_REFUSED' && e.entityId === tokenId,
  );

beforeAll(async () => {
  server = await startServer({ proxySecret: SECRET });
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  publicId = data(server.mock).verifications.find((v) => v.tenantId === 't-acme')!.publicId;
  // m-acme-1 takes calls from 203.0.113.0/24 only; m-acme-2 has no list.
  data(server.mock).merchantIpWhitelists = [
    {
      id: 'm-acme-1',
      merchantId: 'm-acme-1',
      entries: ['203.0.113.0/24', '2001:db8::/32'],
      version: 1,
      updatedBy: 'admin@demo.test',
      updatedAt: new Date().toISOString(),
    },
  ];
}, 60_000);
afterAll(() => server.close());

describe('merchant API with API tokens', () => {
  it('answers a token from an address inside the allow-list and stamps its last use', async () => {
    const { id, value } = await mintToken('Shop backend');
    expect(data(server.mock)['api-tokens'].find((t) => t.id === id)?.lastUsedAt).toBeNull();
    const list = await verificationsOf('m-acme-1', value, from(ALLOWED));
    expect(list.status).toBe(200);
    expect(list.json.content).toHaveLength(5);
    expect(list.json.totalElements).toBeGreaterThan(5);
    const one = await call<{ publicId: string; tenantId: string }>(
      server.base,
      `/api/v1/merchant-api/merchants/m-acme-1/verifications/${publicId}`,
      { headers: { ...from(ALLOWED), 'x-api-key': value } },
    );
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ publicId, tenantId: 't-acme' });
    expect(data(server.mock)['api-tokens'].find((t) => t.id === id)?.lastUsedAt).toEqual(
      expect.any(String),
    );
    expect(refusals(id)).toEqual([]);
  });

  it('refuses a call from outside the list with 403 IP_NOT_ALLOWED and audits it', async () => {
    const { id, value } = await mintToken('Leaked key');
    const refused = await verificationsOf('m-acme-1', value, from(OUTSIDE));
    expectDescriptor(refused, 403, 'IP_NOT_ALLOWED');
    expect(refused.text).not.toContain('"content"');
    expect(refusals(id)).toEqual([
      expect.objectContaining({
        actorId: id,
        tenantId: 't-acme',
        entityType: 'apiToken',
        result: 'FAILURE',
        errorCode: 'IP_NOT_ALLOWED',
        clientIp: OUTSIDE,
      }),
    ]);
    // A local client forging the allowed address is judged by its real one.
    expectDescriptor(
      await verificationsOf('m-acme-1', value, { 'x-forwarded-for': ALLOWED }),
      403,
      'IP_NOT_ALLOWED',
    );
    expect(refusals(id).at(-1)?.clientIp).toBe('127.0.0.1');
    expect(data(server.mock)['api-tokens'].find((t) => t.id === id)?.lastUsedAt).toBeNull();
  });

  it('lets any address call a merchant whose list is empty', async () => {
    const { value } = await mintToken('Open merchant');
    expect((await verificationsOf('m-acme-2', value, from(OUTSIDE))).status).toBe(200);
    expect((await verificationsOf('m-acme-2', value)).status).toBe(200);
  });

  it('answers 401 to a revoked, deactivated or expired token and audits the refusal', async () => {
    const { id, value } = await mintToken('Old key');
    const revoked = await call(server.base, `/api/v1/api-tokens/${id}/revoke`, {
      token: admin,
      body: { ...guard(), entity: { version: 1 } },
    });
    expect(revoked.status).toBe(200);
    expectDescriptor(await verificationsOf('m-acme-2', value), 401, 'TOKEN_INVALID');
    expect(refusals(id).at(-1)).toMatchObject({
      errorCode: 'TOKEN_INVALID',
      clientIp: '127.0.0.1',
    });

    const expiring = await mintToken('Expired key');
    const tokens = data(server.mock)['api-tokens'];
    data(server.mock)['api-tokens'] = tokens.map((t) =>
      t.id === expiring.id ? { ...t, expiresAt: '2020-01-01T23:59:59.999Z' } : t,
    );
    expectDescriptor(await verificationsOf('m-acme-2', expiring.value), 401, 'TOKEN_INVALID');
  });

  it('accepts only API tokens, each for the calls its kind permits, in its own tenant', async () => {
    const { value } = await mintToken('Scoped key');
    // A session's access token is no API token, and no token is no caller.
    expectDescriptor(await verificationsOf('m-acme-2', admin), 401, 'TOKEN_INVALID');
    expectDescriptor(
      await call(server.base, '/api/v1/merchant-api/merchants/m-acme-2/verifications'),
      401,
      'TOKEN_INVALID',
    );
    // Another tenant's merchant and verification answer as unknown ones.
    expectDescriptor(await verificationsOf('m-globex-1', value), 404, 'NOT_FOUND');
    const globexId = data(server.mock).verifications.find(
      (v) => v.tenantId === 't-globex',
    )?.publicId;
    if (globexId)
      expectDescriptor(
        await call(
          server.base,
          `/api/v1/merchant-api/merchants/m-acme-2/verifications/${globexId}`,
          {
            token: value,
          },
        ),
        404,
        'NOT_FOUND',
      );
    // An offline token reads one verification, and lists nothing.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const offline = await call<{ id: string; offlineToken: string }>(
      server.base,
      '/api/v1/api-tokens/offline-token',
      { token: admin, body: { ...guard(), entity: { expirationDate: day } } },
    );
    expect(offline.status).toBe(200);
    expect(
      (
        await call(
          server.base,
          `/api/v1/merchant-api/merchants/m-acme-2/verifications/${publicId}`,
          {
            token: offline.json.offlineToken,
          },
        )
      ).status,
    ).toBe(200);
    expectDescriptor(
      await verificationsOf('m-acme-2', offline.json.offlineToken),
      403,
      'ACCESS_DENIED',
    );
    expect(refusals(offline.json.id).at(-1)).toMatchObject({ errorCode: 'ACCESS_DENIED' });
  });
});
