// @vitest-environment node
import { endpoints, type EndpointKey } from '../../src/contract/endpoints';
import { BODY_LIMIT_BYTES } from '../../mock-server/http/middleware';
import {
  call,
  expectDescriptor,
  refresh,
  signIn,
  startServer,
  type TestServer,
  data,
} from './helpers';

let now = Date.now();
let server: TestServer;
let agentToken: string;
let analystToken: string;

beforeAll(async () => {
  server = await startServer({ now: () => now, accessTokenTtlMs: 60_000 });
  agentToken = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  analystToken = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

describe('endpoint table coverage', () => {
  it('has a handler for every endpoint of the table', () => {
    expect(server.mock.registry.missingKeys()).toEqual([]);
    expect(server.mock.registry.registeredKeys().sort()).toEqual(
      (Object.keys(endpoints) as EndpointKey[]).sort(),
    );
  });
});

describe('401 TOKEN_INVALID', () => {
  it('answers a missing, malformed or unknown token on any versioned path', async () => {
    expectDescriptor(await call(server.base, '/api/v1/users/current'), 401, 'TOKEN_INVALID');
    expectDescriptor(
      await call(server.base, '/api/v1/users/current', { headers: { authorization: 'Basic abc' } }),
      401,
      'TOKEN_INVALID',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/users/current', { token: 'nope' }),
      401,
      'TOKEN_INVALID',
    );
    expectDescriptor(await call(server.base, '/api/v2/does-not-exist'), 401, 'TOKEN_INVALID');
  });

  it('answers an expired token (injected clock)', async () => {
    const { tokens } = await signIn(server.base, 'agent@demo.test');
    expect(
      (await call(server.base, '/api/v1/users/current', { token: tokens.accessToken })).status,
    ).toBe(200);
    now += 61_000;
    try {
      expectDescriptor(
        await call(server.base, '/api/v1/users/current', { token: tokens.accessToken }),
        401,
        'TOKEN_INVALID',
      );
      // The refresh token still works and gives a fresh access token.
      const refreshed = await refresh(server.base, tokens.refreshToken);
      expect(
        (await call(server.base, '/api/v1/users/current', { token: refreshed.json.accessToken }))
          .status,
      ).toBe(200);
    } finally {
      agentToken = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
      analystToken = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
    }
  });
});

describe('error shapes', () => {
  it('403 ACCESS_DENIED carries the required authorities', async () => {
    const res = await call(server.base, '/api/v1/users/u-agent', { token: analystToken });
    const body = expectDescriptor(res, 403, 'ACCESS_DENIED');
    expect(body.requiredAuthorities).toEqual(['PERM_USERS_VIEW', 'PERM_MERCHANT_USERS_VIEW']);
  });

  it('404 NOT_FOUND as JSON for unknown paths, including json-server /db', async () => {
    expectDescriptor(await call(server.base, '/api/nothing-here'), 404, 'NOT_FOUND');
    expectDescriptor(await call(server.base, '/db'), 404, 'NOT_FOUND');
    expectDescriptor(await call(server.base, '/api/db'), 404, 'NOT_FOUND');
    expectDescriptor(await call(server.base, '/users'), 404, 'NOT_FOUND');
    expectDescriptor(await call(server.base, '/api/__mock/reset', { body: {} }), 404, 'NOT_FOUND');
  });

  it('405 INVALID_METHOD on a known path', async () => {
    expectDescriptor(
      await call(server.base, '/api/login', { method: 'GET' }),
      405,
      'INVALID_METHOD',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/users/current', { method: 'DELETE', token: agentToken }),
      405,
      'INVALID_METHOD',
    );
  });

  it('412 VERSION_CONFLICT names who changed the record and when', async () => {
    const profile = await call<{ version: number }>(server.base, '/api/v1/profile', {
      token: agentToken,
    });
    const first = await call<{ version: number }>(server.base, '/api/v1/profile', {
      method: 'PUT',
      token: agentToken,
      body: { firstName: 'Arthur', lastName: 'Agentson', version: profile.json.version },
    });
    expect(first.status).toBe(200);
    expect(first.json.version).toBe(profile.json.version + 1);
    const stale = await call(server.base, '/api/v1/profile', {
      method: 'PUT',
      token: agentToken,
      body: { firstName: 'Old', lastName: 'Data', version: profile.json.version },
    });
    const body = expectDescriptor(stale, 412, 'VERSION_CONFLICT');
    expect(body.changedBy).toBe('agent@demo.test');
    expect(body.changedAt).toEqual(expect.any(String));
  });

  it('413 PAYLOAD_TOO_LARGE above the body limit', async () => {
    const big = JSON.stringify({
      id: 'x',
      timestamp: 't',
      message: 'a'.repeat(BODY_LIMIT_BYTES + 10),
    });
    expectDescriptor(
      await call(server.base, '/api/log/error', { body: big }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a non-JSON body on a JSON route', async () => {
    const res = await call(server.base, '/api/login', {
      body: 'id=abc',
      headers: { 'content-type': 'text/plain' },
    });
    expectDescriptor(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('400 UNREADABLE_REQUEST for malformed JSON and 400 VALIDATION_ERROR_CODE for wrong shapes', async () => {
    expectDescriptor(
      await call(server.base, '/api/login', { body: '{"id":' }),
      400,
      'UNREADABLE_REQUEST',
    );
    const invalid = expectDescriptor(
      await call(server.base, '/api/login', { body: { id: 42 } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(invalid.details).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('500 UNKNOWN_ERROR without internals for an unexpected failure', async () => {
    const users = data(server.mock).users;
    const agent = users.find((u) => u.id === 'u-agent')!;
    // A corrupt record (role missing from the table) makes the handler throw a TypeError.
    server.mock.store.table('users').update({ ...agent, roles: ['ROLE_UNKNOWN' as never] });
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await call(server.base, '/api/v1/users/current', { token: agentToken });
      const body = expectDescriptor(res, 500, 'UNKNOWN_ERROR');
      expect(JSON.stringify(body)).not.toMatch(/TypeError|node_modules|mock-server/);
      expect(errorLog).toHaveBeenCalled();
    } finally {
      server.mock.store.table('users').update(agent);
      errorLog.mockRestore();
    }
  });
});

describe('json-server defaults are not there', () => {
  it('answers no JSONP', async () => {
    const res = await call(server.base, '/api/config?callback=alert');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.text.startsWith('{')).toBe(true);
    expect(res.text).not.toContain('alert(');
  });

  it('ignores X-HTTP-Method-Override', async () => {
    const res = await call(server.base, '/api/v1/users/current', {
      method: 'POST',
      token: agentToken,
      body: {},
      headers: { 'X-HTTP-Method-Override': 'GET' },
    });
    expectDescriptor(res, 405, 'INVALID_METHOD');
    const del = await call(server.base, '/api/login?_method=GET', { body: { id: 'x' } });
    expect(del.status).toBe(401);
  });

  it('sets the client version and security headers on every response', async () => {
    for (const path of ['/api/config', '/api/nothing', '/api/v1/users/current']) {
      const res = await call(server.base, path);
      expect(res.headers.get('x-client-version')).toBe('test-1');
      expect(res.headers.get('access-control-expose-headers')).toContain('X-Client-Version');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});
