/**
 * A session through the emulator's API, without a browser: for a test's set-up (an administrator changing
 * something behind the portal's back), never for what is under test. It signs in the way a browser does: the
 * sign-in form first, for its CSRF token and the cookie that token is bound to.
 */
import assert from 'node:assert/strict';
import { BASE_URL, DEMO_PASSWORD, MOCK_URL } from './env';

const postJson = async <T>(path: string, body: unknown): Promise<T> => {
  const res = await fetch(`${MOCK_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, `${path} answered ${res.status}`);
  return (await res.json()) as T;
};

/** Signs `email` in on the sign-in form (as a browser would) and answers the one-time sign-in id. */
export const apiSignInId = async (email: string): Promise<string> => {
  const page = await fetch(`${MOCK_URL}/api/sso/sign-in`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  const cookie = page.headers.get('set-cookie')?.split(';')[0];
  assert.ok(csrf && cookie, 'the sign-in form carries a CSRF token and its cookie');
  const form = await fetch(`${MOCK_URL}/api/sso/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({
      email,
      password: DEMO_PASSWORD,
      returnUrl: `${BASE_URL}/login`,
      csrf,
    }).toString(),
    redirect: 'manual',
  });
  const id = new URL(form.headers.get('location') ?? '').searchParams.get('id');
  assert.ok(id, `the sign-in form signed ${email} in`);
  return id;
};

/** The tenant's one-time sign-in address (`/dashboard/init?code=…`) the login call answers for `email`. */
export const apiTenantAddress = async (email: string, tenantId: string): Promise<string> => {
  const id = await apiSignInId(email);
  const login = await postJson<{ tenants: { id: string; redirectUrl: string }[] }>('/api/login', {
    id,
  });
  const tenant = login.tenants.find((t) => t.id === tenantId);
  assert.ok(tenant, `${email} may work in ${tenantId}`);
  return tenant.redirectUrl;
};

/** The access token of `email` in `tenantId`, signed in through the sign-in form, login and code exchange. */
export const apiAccessToken = async (email: string, tenantId: string): Promise<string> => {
  const code = new URL(await apiTenantAddress(email, tenantId)).searchParams.get('code');
  return (await postJson<{ accessToken: string }>('/api/auth/token', { code })).accessToken;
};

/** Calls an emulator endpoint with a bearer token; answers the status and the JSON body (if any). */
export const apiCall = async (
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> => {
  const res = await fetch(`${MOCK_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
};
