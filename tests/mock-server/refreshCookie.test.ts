// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectDescriptor,
  PORTAL,
  REFRESH_COOKIE,
  refresh,
  refreshCookieOf,
  signIn,
  startServer,
  submitSignIn,
  type TestServer,
} from './helpers';

let server: TestServer;
// Starting the emulator can take a while on a busy machine (other suites share it).
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(() => server.close());

/** The emulator's `Set-Cookie` for the refresh token, split into its attributes (lower-case names). */
const refreshCookieAttributes = (headers: Headers) => {
  const raw = headers.getSetCookie().find((value) => value.startsWith(`${REFRESH_COOKIE}=`));
  expect(raw, 'a refresh cookie is set').toBeDefined();
  const [pair, ...attributes] = (raw ?? '').split(';').map((part) => part.trim());
  return {
    value: pair?.slice(REFRESH_COOKIE.length + 1) ?? '',
    attributes: new Map(
      attributes.map((attribute) => {
        const [name, ...value] = attribute.split('=');
        return [name!.toLowerCase(), value.join('=')] as const;
      }),
    ),
  };
};

const expectBrowserCookie = (headers: Headers) => {
  const { value, attributes } = refreshCookieAttributes(headers);
  expect(value.length).toBeGreaterThan(20);
  expect(attributes.has('httponly')).toBe(true);
  expect(attributes.get('samesite')).toBe('Strict');
  expect(attributes.get('path')).toBe('/api/auth/refresh');
  // The test portal is http://localhost: no TLS, so no Secure (see refreshCookie.ts).
  expect(attributes.has('secure')).toBe(false);
  expect(Number(attributes.get('max-age'))).toBeGreaterThan(0);
  return value;
};

describe('the refresh token travels in an httpOnly cookie', () => {
  it('the code exchange sets the cookie and answers no refresh token in the body', async () => {
    const form = await submitSignIn(server.base, 'agent@demo.test');
    const id = new URL(form.location ?? '').searchParams.get('id');
    const login = await call<{ tenants: { redirectUrl: string }[] }>(server.base, '/api/login', {
      body: { id },
    });
    const code = new URL(login.json.tenants[0]!.redirectUrl).searchParams.get('code');
    const answer = await call<Record<string, unknown>>(server.base, '/api/auth/token', {
      body: { code },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(['accessToken', 'expirationDate']);
    const cookie = expectBrowserCookie(answer.headers);
    expect(answer.text).not.toContain(cookie);
  });

  it('the refresh reads the cookie, rotates it and answers no refresh token in the body', async () => {
    const { tokens } = await signIn(server.base, 'agent@demo.test');
    const refreshed = await refresh<Record<string, unknown>>(server.base, tokens.refreshToken, {
      origin: PORTAL,
    });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.json).sort()).toEqual(['accessToken', 'expirationDate']);
    const rotated = expectBrowserCookie(refreshed.headers);
    expect(rotated).not.toBe(tokens.refreshToken);
    expect(refreshed.text).not.toContain(rotated);
    const access = String(refreshed.json.accessToken);
    expect((await call(server.base, '/api/v1/users/current', { token: access })).status).toBe(200);
  });

  it('a refresh token in the body is not accepted: only the cookie counts', async () => {
    const { tokens } = await signIn(server.base, 'agent@demo.test');
    expectDescriptor(
      await call(server.base, '/api/auth/refresh', { body: { refreshToken: tokens.refreshToken } }),
      401,
      'TOKEN_INVALID',
    );
    // Nothing was used up: the cookie still works.
    expect((await refresh(server.base, tokens.refreshToken)).status).toBe(200);
  });

  it('a refused refresh clears the cookie', async () => {
    const answer = await refresh(server.base, 'not-a-token');
    expectDescriptor(answer, 401, 'TOKEN_INVALID');
    expect(refreshCookieOf(answer.headers)).toBe('');
  });

  it('another origin (a sibling host of the same site) may not refresh', async () => {
    const { tokens } = await signIn(server.base, 'agent@demo.test');
    expectDescriptor(
      await refresh(server.base, tokens.refreshToken, { origin: 'http://evil.localhost:5173' }),
      403,
      'ACCESS_DENIED',
    );
    expect((await refresh(server.base, tokens.refreshToken)).status).toBe(200);
  });

  it('logout clears the cookie and ends the refresh token', async () => {
    const { tokens } = await signIn(server.base, 'agent@demo.test');
    const out = await call(server.base, '/api/logout', {
      body: { token: tokens.accessToken, reason: 'USER_LOGOUT' },
    });
    expect(out.status).toBe(204);
    const { value, attributes } = refreshCookieAttributes(out.headers);
    expect(value).toBe('');
    expect(attributes.get('path')).toBe('/api/auth/refresh');
    expectDescriptor(await refresh(server.base, tokens.refreshToken), 401, 'TOKEN_INVALID');
  });

  it('the tenant switch ends the session and clears its cookie; the new code sets a new one', async () => {
    const { tokens } = await signIn(server.base, 'admin@demo.test');
    const tenants = await call<{ tenants: { id: string; current: boolean }[] }>(
      server.base,
      '/api/v1/users/current/tenants',
      { token: tokens.accessToken },
    );
    const other = tenants.json.tenants.find((tenant) => !tenant.current);
    const switched = await call<{ redirectUrl: string }>(
      server.base,
      '/api/v1/users/current/tenant-switch',
      { token: tokens.accessToken, body: { tenantId: other?.id } },
    );
    expect(switched.status).toBe(200);
    expect(refreshCookieOf(switched.headers)).toBe('');
    const code = new URL(switched.json.redirectUrl).searchParams.get('code');
    const next = await call(server.base, '/api/auth/token', { body: { code } });
    expect(next.status).toBe(200);
    expectBrowserCookie(next.headers);
    expectDescriptor(await refresh(server.base, tokens.refreshToken), 401, 'TOKEN_INVALID');
  });

  it('the login call (tenant step) issues no tokens', async () => {
    const { login } = await signIn(server.base, 'agent@demo.test');
    expect(JSON.stringify(login)).not.toMatch(/accessToken|refreshToken/);
  });
});

describe('Secure on an https portal', () => {
  let https: TestServer;
  beforeAll(async () => {
    https = await startServer({ portalOrigin: 'https://portal.example' });
  }, 60_000);
  afterAll(() => https.close());

  it('marks the cookie Secure', async () => {
    const form = await submitSignIn(https.base, 'agent@demo.test', undefined, {
      returnUrl: 'https://portal.example/login',
    });
    const id = new URL(form.location ?? '').searchParams.get('id');
    const login = await call<{ tenants: { redirectUrl: string }[] }>(https.base, '/api/login', {
      body: { id },
    });
    const code = new URL(login.json.tenants[0]!.redirectUrl).searchParams.get('code');
    const answer = await call(https.base, '/api/auth/token', { body: { code } });
    expect(refreshCookieAttributes(answer.headers).attributes.has('secure')).toBe(true);
  });
});
