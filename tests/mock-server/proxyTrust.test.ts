// @vitest-environment node
import { parseTrustedProxies } from '../../mock-server/http/proxyTrust';
import type { MockServerOptions } from '../../mock-server/createMockServer';
import { call, data, signIn, startServer, type TestServer } from './helpers';

const SECRET = 'proxy-secret-for-tests';
const FORGED = '203.0.113.9';

/** Adds a merchant note (an audited change) with the given headers; answers the audit entry's client address. */
const auditedAddress = async (
  server: TestServer,
  token: string,
  headers: Record<string, string>,
) => {
  const added = await call(server.base, '/api/v1/merchants/m-acme-1/notes', {
    token,
    body: { text: 'Where did this come from?' },
    headers,
  });
  expect(added.status).toBe(201);
  const entry = data(server.mock)
    .auditLog.filter((e) => e.action === 'MERCHANT_NOTE_ADD')
    .at(-1);
  return entry?.clientIp;
};

const withServer = async (
  options: MockServerOptions,
  work: (server: TestServer, token: string) => Promise<void>,
) => {
  const server = await startServer(options);
  try {
    const { tokens } = await signIn(server.base, 'admin@demo.test', 't-acme');
    await work(server, tokens.accessToken);
  } finally {
    await server.close();
  }
};

describe('X-Forwarded-For is believed only from a trusted proxy', () => {
  it('records the socket address of a direct client that forges X-Forwarded-For', () =>
    withServer({ proxySecret: SECRET }, async (server, token) => {
      expect(await auditedAddress(server, token, { 'x-forwarded-for': FORGED })).toBe('127.0.0.1');
      // The IP allow-list screen shows the same address the audit log records.
      const list = await call<{ clientIp: string }>(
        server.base,
        '/api/v1/merchants/m-acme-1/ip-whitelist',
        { token, headers: { 'x-forwarded-for': FORGED } },
      );
      expect(list.json.clientIp).toBe('127.0.0.1');
    }));

  it('does not believe a loopback client that guesses the secret wrong', () =>
    withServer({ proxySecret: SECRET }, async (server, token) => {
      expect(
        await auditedAddress(server, token, {
          'x-forwarded-for': FORGED,
          'x-trustdesk-proxy': `${SECRET}x`,
        }),
      ).toBe('127.0.0.1');
    }));

  it('believes the address a listed proxy with the secret forwards (its own hop only)', () =>
    withServer({ proxySecret: SECRET }, async (server, token) => {
      // The client claimed 198.51.100.1; the proxy appended the address it saw, 203.0.113.9.
      expect(
        await auditedAddress(server, token, {
          'x-forwarded-for': `198.51.100.1, ${FORGED}`,
          'x-trustdesk-proxy': SECRET,
        }),
      ).toBe(FORGED);
    }));

  it('does not believe a proxy outside TRUST_PROXY, secret or not', () =>
    withServer(
      { proxySecret: SECRET, trustProxy: '10.0.0.5,192.168.0.0/16' },
      async (server, token) => {
        expect(
          await auditedAddress(server, token, {
            'x-forwarded-for': FORGED,
            'x-trustdesk-proxy': SECRET,
          }),
        ).toBe('127.0.0.1');
      },
    ));

  it('believes nobody without a configured secret', () =>
    withServer({ trustProxy: 'loopback' }, async (server, token) => {
      expect(await auditedAddress(server, token, { 'x-forwarded-for': FORGED })).toBe('127.0.0.1');
    }));

  it('reads TRUST_PROXY as addresses, CIDR ranges and "loopback", and refuses anything else', () => {
    expect(parseTrustedProxies('loopback, 10.0.0.5 ,fd00::/8')).toHaveLength(4);
    expect(() => parseTrustedProxies('10.0.0.1/8')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustedProxies('everyone')).toThrow(/TRUST_PROXY/);
  });
});
