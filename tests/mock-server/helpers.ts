import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import {
  createMockServer,
  type MockServer,
  type MockServerOptions,
} from '../../mock-server/createMockServer';
import {
  totpCode,
  totpStepAt,
  TOTP_STEP_SECONDS,
  TOTP_WINDOW_STEPS,
} from '../../mock-server/auth/totp';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import type { CollectionName } from '../../mock-server/store/catalogue';
import { openStore, type Store } from '../../mock-server/store/store';
import type { DatabaseShape } from '../../mock-server/types';
import type { Job } from '../../src/contract/schemas/jobs';

export const PORTAL = 'http://localhost:5173';

export interface TestServer {
  base: string;
  mock: MockServer;
  close(): Promise<void>;
  /** The server's clock: real time plus what `advanceClock` added (unless the test passed its own `now`). */
  now(): number;
  advanceClock(ms: number): void;
}

let seedImage: Buffer | undefined;
/**
 * The run's seeded database (seedImage.globalSetup.ts), read once per test file; undefined outside a run that
 * provides it (the server then seeds its own).
 */
const sharedSeedImage = (): Buffer | undefined => {
  if (seedImage) return seedImage;
  const path = inject('seedImagePath');
  seedImage = path ? readFileSync(path) : undefined;
  return seedImage;
};

/** The real mock server, in-process, in-memory, on a random port. */
export const startServer = async (options: MockServerOptions = {}): Promise<TestServer> => {
  let offset = 0;
  const now = options.now ?? (() => Date.now() + offset);
  // An in-memory server of the demo data starts from the run's seeded image instead of seeding again.
  const ownData =
    Boolean(options.dataFile) || options.scale !== undefined || Boolean(options.legacyJsonFile);
  const mock = createMockServer({
    dataFile: null,
    portalOrigin: PORTAL,
    clientVersion: 'test-1',
    ...(ownData ? {} : { seedImage: sharedSeedImage() }),
    ...options,
    now,
  });
  const running = await mock.listen(0);
  return {
    base: `http://127.0.0.1:${running.port}`,
    mock,
    close: running.close,
    now,
    advanceClock: (ms) => {
      if (options.now) throw new Error('This server runs on the clock the test passed.');
      offset += ms;
    },
  };
};

/**
 * A security code the server accepts now for the account with this TOTP secret: the guard takes a code once
 * (only time steps after the last one a change was made with), and a code of the step before or after the
 * current one too. So this is the earliest unused step from the current one on (the step before would expire
 * if the request reached the server after the next step began, as it may on a busy machine); when both are
 * used, the server's clock moves on to the next step (never a wait in real time).
 */
export const freshTotp = (server: TestServer, secret: string): string => {
  const user = server.mock.store
    .table('users')
    .all()
    .find((u) => u.twoFactorSecret === secret);
  const last = user ? server.mock.store.table('guardStates').get(user.id)?.lastTotpStep : null;
  const current = totpStepAt(server.now());
  const step = Math.max(current, (last ?? -Infinity) + 1);
  if (step > current + TOTP_WINDOW_STEPS)
    server.advanceClock((step - current - TOTP_WINDOW_STEPS) * TOTP_STEP_SECONDS * 1000);
  return totpCode(secret, step * TOTP_STEP_SECONDS * 1000);
};

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

/** One HTTP call; records every body so tests can scan all responses for secrets. */
export const responseLog: string[] = [];

export const call = async <T = unknown>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  responseLog.push(text);
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json: json as T };
};

/** Polls one of the caller's jobs until it has ended (DONE, FAILED or CANCELLED). */
export const jobEnded = async (base: string, token: string, id: string): Promise<Job> => {
  for (let i = 0; i < 1000; i += 1) {
    const job = (await call<Job>(base, `/api/v1/jobs/${id}`, { token })).json;
    if (job.state !== 'RUNNING') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Job ${id} is still running`);
};

/** The sign-in form as a browser gets it: its CSRF token and the cookie it is bound to. */
export const openSignInForm = async (base: string, query = '') => {
  const res = await fetch(`${base}/api/sso/sign-in${query}`);
  const page = await res.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!csrf || !cookie) throw new Error('the sign-in page carries no CSRF token or cookie');
  return { csrf, cookie, page };
};

/**
 * Submits the mock sign-in form the way a browser does (the page first, for its CSRF token and cookie); returns
 * the redirect target (or the page HTML when there is none). `fields` add to or replace the form's fields.
 */
export const submitSignIn = async (
  base: string,
  email: string,
  password = DEMO_PASSWORD,
  fields: Record<string, string> = {},
) => {
  const form = await openSignInForm(base);
  const res = await fetch(`${base}/api/sso/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: form.cookie },
    body: new URLSearchParams({
      email,
      password,
      returnUrl: `${PORTAL}/login`,
      csrf: form.csrf,
      ...fields,
    }).toString(),
    redirect: 'manual',
  });
  const text = await res.text();
  responseLog.push(text);
  return { status: res.status, location: res.headers.get('location'), text };
};

export interface LoginAnswer {
  email: string;
  backUrl: string;
  tenants: { id: string; name: string; redirectUrl: string }[];
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expirationDate: string;
}

/** The whole brief flow: sign-in page → id → login → tenant code → tokens. */
export const signIn = async (
  base: string,
  email: string,
  tenantId?: string,
  password = DEMO_PASSWORD,
): Promise<{ tokens: Tokens; login: LoginAnswer }> => {
  const form = await submitSignIn(base, email, password);
  if (form.status !== 302 || !form.location) throw new Error(`sign-in failed for ${email}`);
  const id = new URL(form.location).searchParams.get('id');
  if (!id) throw new Error(`no id in ${form.location}`);
  const login = await call<LoginAnswer>(base, '/api/login', { body: { id } });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  const tenant = tenantId
    ? login.json.tenants.find((t) => t.id === tenantId)
    : login.json.tenants[0];
  if (!tenant) throw new Error(`no tenant for ${email}`);
  const code = new URL(tenant.redirectUrl).searchParams.get('code');
  const token = await call<Omit<Tokens, 'refreshToken'>>(base, '/api/auth/token', {
    body: { code },
  });
  if (token.status !== 200) throw new Error(`token exchange failed: ${token.text}`);
  const refreshToken = refreshCookieOf(token.headers);
  if (!refreshToken) throw new Error('no refresh cookie in the token exchange');
  return { tokens: { ...token.json, refreshToken }, login: login.json };
};

/** The refresh cookie's name, as the emulator sets it (the browser sends it back to the refresh call only). */
export const REFRESH_COOKIE = 'trustdesk_refresh';

/** The refresh token of an answer's `Set-Cookie` (null when it sets none, '' when it clears it). */
export const refreshCookieOf = (headers: Headers): string | null => {
  const cookie = headers.getSetCookie().find((value) => value.startsWith(`${REFRESH_COOKIE}=`));
  return cookie === undefined
    ? null
    : decodeURIComponent(cookie.split(';')[0]!.split('=')[1] ?? '');
};

/** `POST /api/auth/refresh` the way the browser sends it: the refresh token in its cookie, no body. */
export const refresh = <T = { accessToken: string; expirationDate: string }>(
  base: string,
  refreshToken: string,
  headers: Record<string, string> = {},
) =>
  call<T>(base, '/api/auth/refresh', {
    method: 'POST',
    headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}`, ...headers },
  });

export const expectDescriptor = (
  result: CallResult,
  status: number,
  code: string,
): Record<string, unknown> => {
  expect(result.status).toBe(status);
  const body = result.json as Record<string, unknown>;
  expect(body).toMatchObject({
    code,
    status,
    error: expect.any(String),
    message: expect.any(String),
  });
  expect(body.id).toEqual(expect.any(String));
  expect(body.timestamp).toEqual(expect.any(String));
  expect(body.url).toEqual(expect.any(String));
  expect(Array.isArray(body.details)).toBe(true);
  expect(result.text).not.toMatch(/at .+\.(ts|js):\d+/);
  return body;
};

/**
 * The emulator's collections as arrays, read fresh from its store on every access (in the order records were
 * stored), for assertions: `data(server.mock).auditLog.at(-1)`. Changing a returned array changes nothing;
 * assigning one replaces the collection's records in one transaction (`data(mock).verifications = [...]`).
 */
export const data = <S extends object = DatabaseShape>(mock: Pick<MockServer, 'store'>): S =>
  new Proxy({} as S, {
    get: (_target, name) =>
      typeof name === 'string' ? mock.store.table(name as keyof DatabaseShape).all() : undefined,
    set: (_target, name, records: { id: string }[]) => {
      if (typeof name !== 'string') return false;
      const table = mock.store.table(name as keyof DatabaseShape);
      mock.store.transaction(() => {
        table.deleteIf(() => true);
        for (const record of records) table.insert(record as never);
      });
      return true;
    },
  });

/** An in-memory store holding exactly `records` (collections by name), for handlers tested without HTTP. */
export const memoryStore = (records: Record<string, readonly object[]>): Store =>
  openStore({
    file: null,
    seed: () => records as unknown as DatabaseShape,
    collections: [...Object.keys(records), 'auditLog'] as CollectionName[],
  });
