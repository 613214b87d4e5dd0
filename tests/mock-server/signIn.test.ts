// @vitest-environment node
import { totpCode } from '../../mock-server/auth/totp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import {
  call,
  expectDescriptor,
  PORTAL,
  refresh,
  refreshCookieOf,
  signIn,
  startServer,
  submitSignIn,
  type TestServer,
  data,
} from './helpers';

interface CurrentUser {
  email: string;
  tenantId: string;
  tenantName: string;
  authorities: string[];
  twoFactorSetupRequired: boolean;
  twoFactorQrData: string | null;
  passwordChangeRequired: boolean;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('sign-in flow (brief sections 1-5)', () => {
  it('answers the login context and the sign-in address, keeping only portal return addresses', async () => {
    const context = await call(server.base, '/api/external/ac/user/', {
      body: { returnUrl: '/x' },
    });
    expect(context.json).toEqual({ loginAddress: `${PORTAL}/login`, realm: expect.any(String) });
    const address = await call<{ url: string }>(
      server.base,
      `/api/external/sign-in-address?returnUrl=${encodeURIComponent(`${PORTAL}/login`)}`,
    );
    expect(address.json.url).toBe(
      `/api/sso/sign-in?returnUrl=${encodeURIComponent(`${PORTAL}/login`)}`,
    );
    const evil = await call<{ url: string }>(
      server.base,
      `/api/external/sign-in-address?returnUrl=${encodeURIComponent('https://evil.test/login')}`,
    );
    expect(evil.json.url).toContain(encodeURIComponent(`${PORTAL}/login`));
    expect(evil.json.url).not.toContain('evil');
  });

  it('serves an escaped sign-in page with labelled fields and a CSP', async () => {
    const res = await fetch(
      `${server.base}/api/sso/sign-in?returnUrl=${encodeURIComponent(`${PORTAL}/login"><script>alert(1)</script>`)}`,
    );
    const page = await res.text();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain('>Sign in</button>');
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it.each(['admin', 'agent', 'manager', 'merchant', 'analyst'] as const)(
    '%s signs in through the real HTTP flow',
    async (name) => {
      const account = DEMO_ACCOUNTS[name];
      const { tokens, login } = await signIn(server.base, account.email);
      expect(login.email).toBe(account.email);
      expect(login.backUrl).toBe(`${PORTAL}/login`);
      expect(login.tenants.map((t) => t.id)).toEqual(account.tenantIds);
      for (const tenant of login.tenants)
        expect(tenant.redirectUrl).toMatch(new RegExp(`^${PORTAL}/dashboard/init\\?code=`));
      const me = await call<CurrentUser>(server.base, '/api/v1/users/current', {
        token: tokens.accessToken,
      });
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({
        email: account.email,
        tenantId: account.tenantIds[0],
        twoFactorSetupRequired: false,
        twoFactorQrData: null,
        passwordChangeRequired: false,
      });
      expect(me.json.authorities).toContain(account.role);
      expect(me.headers.get('x-client-version')).toBe('test-1');
    },
  );

  it('binds the admin session to the chosen one of two tenants', async () => {
    const { tokens, login } = await signIn(server.base, DEMO_ACCOUNTS.admin.email, 't-globex');
    expect(login.tenants.map((t) => t.name)).toEqual(['Acme Bank', 'Globex Pay']);
    const me = await call<CurrentUser>(server.base, '/api/v1/users/current', {
      token: tokens.accessToken,
    });
    expect(me.json).toMatchObject({ tenantId: 't-globex', tenantName: 'Globex Pay' });
  });

  it('redirects a locked account with ACCOUNT_LOCKED', async () => {
    const form = await submitSignIn(server.base, DEMO_ACCOUNTS.locked.email);
    expect(form.status).toBe(302);
    const target = new URL(form.location!);
    expect(`${target.origin}${target.pathname}`).toBe(`${PORTAL}/login`);
    expect(target.searchParams.get('error')).toBe('ACCOUNT_LOCKED');
    expect(target.searchParams.get('error_description')).toMatch(/locked/i);
    expect(target.searchParams.get('id')).toBeNull();
  });

  it('gives nobody no tenants', async () => {
    const form = await submitSignIn(server.base, DEMO_ACCOUNTS.nobody.email);
    const id = new URL(form.location!).searchParams.get('id');
    const login = await call(server.base, '/api/login', { body: { id } });
    expect(login.json).toEqual({
      email: 'nobody@demo.test',
      backUrl: `${PORTAL}/login`,
      tenants: [],
    });
  });

  it('shows the page again on wrong credentials, keeping the e-mail escaped', async () => {
    const form = await submitSignIn(server.base, 'agent@demo.test', 'wrong');
    expect(form.status).toBe(200);
    expect(form.text).toContain('Wrong e-mail or password.');
    expect(form.text).toContain('value="agent@demo.test"');
    const xss = await submitSignIn(server.base, '"><img src=x onerror=alert(1)>', 'x');
    expect(xss.text).not.toContain('<img src=x');
  });

  it('locks an account after five wrong passwords', async () => {
    for (let i = 0; i < 5; i++) await submitSignIn(server.base, 'manager@demo.test', `wrong-${i}`);
    const user = data(server.mock).users.find((u) => u.email === 'manager@demo.test')!;
    expect(Date.parse(user.intruderLockOutUntil!)).toBeGreaterThan(Date.now());
    const form = await submitSignIn(server.base, 'manager@demo.test', DEMO_PASSWORD);
    expect(new URL(form.location!).searchParams.get('error')).toBe('ACCOUNT_LOCKED');
    server.mock.store.table('users').update({ ...user, intruderLockOutUntil: null });
  });

  it('makes ids and codes single-use', async () => {
    const form = await submitSignIn(server.base, 'agent@demo.test');
    const id = new URL(form.location!).searchParams.get('id');
    const first = await call<{ tenants: { redirectUrl: string }[] }>(server.base, '/api/login', {
      body: { id },
    });
    expect(first.status).toBe(200);
    expectDescriptor(await call(server.base, '/api/login', { body: { id } }), 401, 'TOKEN_INVALID');
    const code = new URL(first.json.tenants[0]!.redirectUrl).searchParams.get('code');
    expect((await call(server.base, '/api/auth/token', { body: { code } })).status).toBe(200);
    expectDescriptor(
      await call(server.base, '/api/auth/token', { body: { code } }),
      401,
      'TOKEN_INVALID',
    );
  });

  it('walks newbie through 2FA setup and the initial password change', async () => {
    const { tokens } = await signIn(server.base, DEMO_ACCOUNTS.newbie.email);
    const token = tokens.accessToken;
    const me = await call<CurrentUser>(server.base, '/api/v1/users/current', { token });
    expect(me.json.twoFactorSetupRequired).toBe(true);
    expect(me.json.passwordChangeRequired).toBe(true);
    expect(me.json.twoFactorQrData).toMatch(
      /^otpauth:\/\/totp\/TrustDesk:newbie%40demo\.test\?secret=/,
    );

    const wrong = await call(server.base, '/api/v1/auth/2fa/confirm', {
      token,
      body: { code: '000000' },
    });
    expectDescriptor(wrong, 400, 'WRONG_SECURITYPASS_ERROR');
    const confirmed = await call<CurrentUser>(server.base, '/api/v1/auth/2fa/confirm', {
      token,
      body: { code: totpCode(DEMO_ACCOUNTS.newbie.totpSecret) },
    });
    expect(confirmed.json).toMatchObject({ twoFactorSetupRequired: false, twoFactorQrData: null });

    const weak = await call(server.base, '/api/v1/auth/password', {
      token,
      method: 'PUT',
      body: { newPassword: 'short' },
    });
    const body = expectDescriptor(weak, 400, 'VALIDATION_ERROR_CODE');
    expect(body.details).toEqual([
      {
        field: 'newPassword',
        code: 'WEAK_PASSWORD',
        message: expect.stringMatching(/at least 10 characters/),
      },
    ]);
    const changed = await call<CurrentUser>(server.base, '/api/v1/auth/password', {
      token,
      method: 'PUT',
      body: { newPassword: 'Str0ng!Passw0rd' },
    });
    expect(changed.json.passwordChangeRequired).toBe(false);
    await expect(signIn(server.base, 'newbie@demo.test')).rejects.toThrow();
    await expect(
      signIn(server.base, 'newbie@demo.test', undefined, 'Str0ng!Passw0rd'),
    ).resolves.toBeTruthy();
  });

  it('rotates refresh tokens and revokes both tokens on logout', async () => {
    const { tokens } = await signIn(server.base, 'agent@demo.test');
    const refreshed = await refresh(server.base, tokens.refreshToken);
    expect(refreshed.status).toBe(200);
    const rotated = refreshCookieOf(refreshed.headers);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(tokens.refreshToken);
    // (Presenting the rotated-out refresh token again would end the whole session: sessionLifetime.test.ts.)
    expectDescriptor(
      await call(server.base, '/api/v1/users/current', { token: tokens.accessToken }),
      401,
      'TOKEN_INVALID',
    );
    const access = refreshed.json.accessToken;
    expect((await call(server.base, '/api/v1/users/current', { token: access })).status).toBe(200);
    const out = await call(server.base, '/api/logout', {
      body: { token: access, reason: 'USER_LOGOUT' },
    });
    expect(out.status).toBe(204);
    expectDescriptor(
      await call(server.base, '/api/v1/users/current', { token: access }),
      401,
      'TOKEN_INVALID',
    );
    for (const refreshToken of [rotated ?? '', tokens.refreshToken])
      expectDescriptor(await refresh(server.base, refreshToken), 401, 'TOKEN_INVALID');
  });
});
