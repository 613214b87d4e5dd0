// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORAGE_KEYS } from '../../src/contract/storageKeys';
import { createMockServer } from '../../mock-server/createMockServer';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import { seedDatabase } from '../../mock-server/seed';
import { totpCode } from '../../mock-server/auth/totp';
import {
  call,
  expectDescriptor,
  responseLog,
  signIn,
  startServer,
  submitSignIn,
  type TestServer,
  PORTAL,
  data,
} from './helpers';

describe('platform endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers feature flags and monitoring init', async () => {
    expect((await call(server.base, '/api/config')).json).toEqual({
      secondFactorWindow: false,
      confirmationUrl: `${PORTAL}/api/mfa/confirm`,
    });
    expect((await call(server.base, '/api/init?version=1.2.3')).json).toEqual({
      enabled: true,
      version: '1.2.3',
    });
    expectDescriptor(await call(server.base, '/api/init'), 400, 'VALIDATION_ERROR_CODE');
  });

  it('takes validated client log entries (the file they go to: clientLog.test.ts)', async () => {
    const ok = await call(server.base, '/api/log/warn', {
      body: { id: 'l1', timestamp: '2025-01-01T00:00:00Z', message: 'hello' },
    });
    expect(ok.status).toBe(204);
    expectDescriptor(
      await call(server.base, '/api/log/error', {
        body: { id: 'l1', timestamp: 't', message: 'x'.repeat(4001) },
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
  });

  it('serves the second-factor confirmation page with the portal storage keys and a script nonce', async () => {
    const res = await fetch(`${server.base}/api/mfa/confirm?nonce=abc-123`);
    const page = await res.text();
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(page).toContain(`<script nonce="${nonce}">`);
    expect(page).toContain('data-nonce="abc-123"');
    expect(page).toContain('>Confirm</button>');
    expect(page).toContain('>Reject</button>');
    expect(page).toContain(JSON.stringify(STORAGE_KEYS.confirmationResult));
    expect(page).toContain(JSON.stringify(STORAGE_KEYS.mfaError));
    expect(page).toContain("'Second factor rejected'".replace(/'/g, '"'));
    const bad = await fetch(
      `${server.base}/api/mfa/confirm?nonce=${encodeURIComponent('"><script>')}`,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).not.toContain('<script>');
  });

  it('has no control routes unless enabled', async () => {
    expectDescriptor(
      await call(server.base, '/api/__mock/outage', { body: { mode: 'unavailable' } }),
      404,
      'NOT_FOUND',
    );
  });

  it('never sends a password hash, TOTP secret or token hash in any response body', async () => {
    const { tokens } = await signIn(server.base, 'admin@demo.test');
    const token = tokens.accessToken;
    await call(server.base, '/api/v1/users/current', { token });
    await call(server.base, '/api/v1/profile', { token });
    await call(server.base, '/api/v1/users/filter', {
      token,
      body: { offset: 0, pageSize: 100, count: true },
    });
    await call(server.base, '/api/v1/users/u-agent', { token });
    await call(server.base, '/api/v1/users/u-newbie', { token });
    await submitSignIn(server.base, 'agent@demo.test', 'wrong');
    const db = data(server.mock);
    const secrets = [
      ...db.users.flatMap((u) => [u.passwordHash, u.twoFactorSecret]),
      ...db.sessions.flatMap((s) => [s.accessTokenHash, s.refreshTokenHash]),
    ].filter((s): s is string => typeof s === 'string' && s.length > 0);
    const everything = responseLog.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/passwordHash|twoFactorSecret|scrypt\$/);
    expect(everything).not.toContain(DEMO_PASSWORD);
  });
});

describe('mock control routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ control: true });
  });
  afterAll(() => server.close());

  it('switches outages on and off', async () => {
    await call(server.base, '/api/__mock/outage', { body: { mode: 'maintenance' } });
    expectDescriptor(await call(server.base, '/api/config'), 503, 'MAINTENANCE');
    await call(server.base, '/api/__mock/outage', { body: { mode: 'unavailable' } });
    expectDescriptor(await call(server.base, '/api/v1/users/current'), 503, 'SERVICE_UNAVAILABLE');
    await call(server.base, '/api/__mock/outage', { body: { mode: 'off' } });
    expect((await call(server.base, '/api/config')).status).toBe(200);
    expectDescriptor(
      await call(server.base, '/api/__mock/outage', { body: { mode: 'down' } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
  });

  it('sets feature flags and re-seeds', async () => {
    await call(server.base, '/api/__mock/feature-flags', { body: { secondFactorWindow: true } });
    expect(
      (await call<{ secondFactorWindow: boolean }>(server.base, '/api/config')).json
        .secondFactorWindow,
    ).toBe(true);
    const users = server.mock.store.table('users');
    users.update({ ...users.get('u-agent')!, firstName: 'Changed' });
    expect(users.get('u-agent')!.firstName).toBe('Changed');
    expect((await call(server.base, '/api/__mock/reset', { body: {} })).status).toBe(204);
    expect(data(server.mock).users.find((u) => u.id === 'u-agent')!.firstName).toBe('Arthur');
    expect(
      (await call<{ secondFactorWindow: boolean }>(server.base, '/api/config')).json
        .secondFactorWindow,
    ).toBe(false);
  });
});

describe('seed and persistence', () => {
  // Seeding speed is a performance target, not a test assertion: it is not timed here.
  it('seeds deterministically for the same seeding instant', () => {
    const now = Date.parse('2026-03-04T05:06:07.000Z');
    const a = seedDatabase(now);
    const b = seedDatabase(now);
    const strip = (db: ReturnType<typeof seedDatabase>) =>
      JSON.stringify({ ...db, users: db.users.map((u) => ({ ...u, passwordHash: null })) });
    expect(strip(a)).toBe(strip(b));
    expect(a.tenants.map((t) => t.id)).toEqual(['t-acme', 't-globex']);
    for (const tenant of a.tenants)
      expect(a.users.filter((u) => u.tenantIds.includes(tenant.id)).length).toBeGreaterThanOrEqual(
        30,
      );
    expect(new Set(a.users.map((u) => u.status))).toEqual(
      new Set(['ACTIVE', 'DEACTIVATED', 'LOCKED', 'EXPIRED']),
    );
    expect(a.merchants.length).toBeGreaterThan(0);
    expect(a.groups.length).toBeGreaterThan(0);
    expect(a.users.find((u) => u.email === 'admin@demo.test')!.tenantIds).toEqual([
      't-acme',
      't-globex',
    ]);
  });

  it('keeps every change across a stop and start (file store)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-db-'));
    const dataFile = join(dir, 'db.sqlite');
    try {
      const first = createMockServer({ dataFile, portalOrigin: 'http://localhost:5173' });
      expect(first.store.seededOnOpen).toBe(true);
      const running = await first.listen(0);
      const base = `http://127.0.0.1:${running.port}`;
      const { tokens } = await signIn(base, 'analyst@demo.test');
      const profile = await call<{ version: number }>(base, '/api/v1/profile', {
        token: tokens.accessToken,
      });
      await call(base, '/api/v1/profile', {
        method: 'PUT',
        token: tokens.accessToken,
        body: { firstName: 'Persisted', lastName: 'Name', version: profile.json.version },
      });
      await running.close();
      first.store.close();

      const second = createMockServer({ dataFile, portalOrigin: 'http://localhost:5173' });
      expect(second.store.seededOnOpen).toBe(false);
      const again = await second.listen(0);
      const me = await call<{ firstName: string }>(
        `http://127.0.0.1:${again.port}`,
        '/api/v1/profile',
        {
          token: tokens.accessToken,
        },
      );
      expect(me.json.firstName).toBe('Persisted');
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exports demo TOTP secrets that the server accepts', () => {
    for (const account of Object.values(DEMO_ACCOUNTS))
      expect(totpCode(account.totpSecret)).toMatch(/^\d{6}$/);
  });
});
