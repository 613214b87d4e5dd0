import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { peekAccountBlock } from '../../src/session/auth/sessionEndedBy';
import {
  clearSession,
  readSession,
  writeCurrentUser,
  writeSession,
} from '../../src/session/auth/sessionStore';
import { aCurrentUser } from '../support/currentUser';
import { unauthorized } from '../support/errorDescriptor';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const user = aCurrentUser();
const setSession = (accessToken: string, expiresInMs: number) =>
  writeSession({ accessToken, expirationDate: new Date(Date.now() + expiresInMs).toISOString() });

describe('httpClient', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearSession();
  });

  it('sends the bearer token to the endpoint-table URL and exposes X-Client-Version', async () => {
    setSession('A', 3600_000);
    const fetchImpl = vi.fn(async () => json(200, user, { 'X-Client-Version': '1.2.3' }));
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    const seen: (string | null)[] = [];
    client.onResponseHeaders((event) => seen.push(event.clientVersion));
    const response = await client.call('currentUser');
    expect(response.body).toEqual(user);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/users/current');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer A');
    expect(seen).toEqual(['1.2.3']);
  });

  it('sends no token to public endpoints, JSON bodies and query strings', async () => {
    setSession('A', 3600_000);
    const fetchImpl = vi.fn(async () => json(200, { url: 'x' }));
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    await client.call('signInAddress', { query: { returnUrl: 'http://p/login', skip: undefined } });
    await client.call('login', { body: { id: 'X' } });
    const [url1, init1] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url1).toBe('/api/external/sign-in-address?returnUrl=http%3A%2F%2Fp%2Flogin');
    expect(new Headers(init1.headers).get('Authorization')).toBeNull();
    const [url2, init2] = fetchImpl.mock.calls[1] as unknown as [string, RequestInit];
    expect(url2).toBe('/api/login');
    expect(init2).toMatchObject({ method: 'POST', body: '{"id":"X"}' });
  });

  it('turns error bodies into HttpError with the parsed descriptor', async () => {
    const descriptor = {
      error: 'Forbidden',
      code: 'ACCESS_DENIED',
      status: 403,
      details: [],
      timestamp: 't',
      url: '/x',
      message: 'no',
      requiredAuthorities: ['PERM_USERS_EDIT'],
    };
    const client = createHttpClient({
      fetchImpl: async () => json(403, descriptor),
      apiBase: '/api',
    });
    const error = await client.call('login', { body: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect((error as HttpError).body).toEqual(descriptor);
    expect((error as HttpError).message).toBe('app.messages.unauthorized');
  });

  it('reports network failures as status 0 (server down)', async () => {
    const client = createHttpClient({
      fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')),
      apiBase: '/api',
    });
    const error = (await client.call('login', { body: {} }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('app.messages.serverDown');
  });

  it.each([
    ['an empty 500 (a development proxy whose target is down)', 500, '', 'text/plain'],
    ["a reverse proxy's HTML 502 page", 502, '<html><body>Bad Gateway</body></html>', 'text/html'],
    [
      "a reverse proxy's HTML 504 page",
      504,
      '<html><body>Gateway Timeout</body></html>',
      'text/html',
    ],
    [
      'a JSON 503 that is not an error descriptor',
      503,
      '{"message":"upstream down"}',
      'application/json',
    ],
  ])(
    'reports %s as status 0 (server down): the platform was not reached',
    async (_, status, text, type) => {
      const client = createHttpClient({
        fetchImpl: async () => new Response(text, { status, headers: { 'Content-Type': type } }),
        apiBase: '/api',
      });
      const error = (await client
        .call('login', { body: {} })
        .catch((e: unknown) => e)) as HttpError;
      expect(error.status).toBe(0);
      expect(error.message).toBe('app.messages.serverDown');
    },
  );

  it("keeps the platform's own server errors (with a descriptor) as they are", async () => {
    const descriptor = {
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      details: [],
      timestamp: 't',
      url: '/x',
      message: 'down for a moment',
    };
    const client = createHttpClient({
      fetchImpl: async () => json(503, descriptor),
      apiBase: '/api',
    });
    const error = (await client.call('login', { body: {} }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(503);
    expect(error.message).toBe('app.errors.SERVICE_UNAVAILABLE');
  });

  it('refreshes once for concurrent calls when the token is about to expire', async () => {
    setSession('OLD', 1000);
    let refreshes = 0;
    const fetchImpl = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
      if (String(url).endsWith('/auth/refresh')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, {
          accessToken: 'NEW',
          refreshToken: 'r2',
          expirationDate: new Date(Date.now() + 3600_000).toISOString(),
        });
      }
      return json(200, user);
    });
    const client = createHttpClient({
      fetchImpl,
      apiBase: '/api',
      sleep: (ms) => new Promise((r) => setTimeout(r, ms / 100)),
    });
    await Promise.all([
      client.call('currentUser'),
      client.call('currentUser'),
      client.call('currentUser'),
    ]);
    expect(refreshes).toBe(1);
    const authHeaders = fetchImpl.mock.calls
      .filter(([url]) => String(url).endsWith('/users/current'))
      .map(([, init]) => new Headers((init as RequestInit).headers).get('Authorization'));
    expect(authHeaders).toEqual(['Bearer NEW', 'Bearer NEW', 'Bearer NEW']);
    // The refresh call carries neither a token nor a body: the browser sends the httpOnly cookie.
    const [refreshCall] = fetchImpl.mock.calls.filter(([url]) => String(url).endsWith('/refresh'));
    expect(new Headers(refreshCall?.[1]?.headers).get('Authorization')).toBeNull();
    expect(refreshCall?.[1]?.body).toBeUndefined();
    // It outlives the page: a reload mid-call must not lose the rotated cookie.
    expect(refreshCall?.[1]?.keepalive).toBe(true);
    // A refresh token in an answer is never kept.
    expect(readSession()).toEqual({ accessToken: 'NEW', expirationDate: expect.any(String) });
  });

  it('a new tab (signed-in user, no token in memory) gets its token by refreshing first', async () => {
    clearSession();
    writeCurrentUser(user);
    const calls: string[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(`${String(url)} ${new Headers(init?.headers).get('Authorization') ?? ''}`);
      if (String(url).endsWith('/auth/refresh'))
        return json(200, {
          accessToken: 'FROM-COOKIE',
          expirationDate: new Date(Date.now() + 3600_000).toISOString(),
        });
      return json(200, user);
    });
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    await client.call('currentUser');
    expect(calls).toEqual(['/api/auth/refresh ', '/api/v1/users/current Bearer FROM-COOKIE']);
  });

  it('nobody signed in: no refresh, the call goes without a token', async () => {
    clearSession();
    const fetchImpl = vi.fn(async () => json(200, user));
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    await client.call('currentUser');
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it('after a 401 refreshes once and retries once', async () => {
    setSession('DEAD', 3600_000);
    const calls: string[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('Authorization');
      calls.push(`${String(url)} ${auth ?? ''}`);
      if (String(url).endsWith('/auth/refresh'))
        return json(200, {
          accessToken: 'FRESH',
          refreshToken: 'r3',
          expirationDate: new Date(Date.now() + 3600_000).toISOString(),
        });
      return auth === 'Bearer FRESH'
        ? json(200, user)
        : json(401, unauthorized('TOKEN_INVALID', 'm'));
    });
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    await expect(client.call('currentUser')).resolves.toMatchObject({ status: 200 });
    expect(calls).toEqual([
      '/api/v1/users/current Bearer DEAD',
      '/api/auth/refresh ',
      '/api/v1/users/current Bearer FRESH',
    ]);
  });

  it('passes a blocked account on without a refresh, so the sign-in page can say why', async () => {
    setSession('LIVE', 3600_000);
    const calls: string[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request) => {
      calls.push(String(url));
      return json(
        401,
        unauthorized('ACCOUNT_DISABLED', 'Your account is disabled. Contact your administrator.'),
      );
    });
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    const error = (await client.call('currentUser').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(401);
    expect((error.body as { code: string }).code).toBe('ACCOUNT_DISABLED');
    expect(calls).toEqual(['/api/v1/users/current']);
    // The tab keeps why its session ended, for the sign-in page.
    expect(peekAccountBlock()).toBe('ACCOUNT_DISABLED');
  });

  it('a reloaded tab whose refresh is refused for a locked account keeps why', async () => {
    clearSession();
    writeCurrentUser(user);
    const fetchImpl = vi.fn(async (_url: string | URL | Request) =>
      json(401, unauthorized('ACCOUNT_LOCKED', 'Your account is locked.')),
    );
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    await client.call('currentUser').catch(() => undefined);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('/api/auth/refresh');
    expect(peekAccountBlock()).toBe('ACCOUNT_LOCKED');
  });

  it('keeps no reason for a session that simply ended (TOKEN_INVALID)', async () => {
    setSession('DEAD', 3600_000);
    const fetchImpl = vi.fn(async () =>
      json(401, { code: 'TOKEN_INVALID', status: 401, message: 'Invalid token' }),
    );
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    await client.call('currentUser').catch(() => undefined);
    expect(peekAccountBlock()).toBeNull();
  });
});
