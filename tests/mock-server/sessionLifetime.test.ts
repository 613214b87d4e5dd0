// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer } from '../../mock-server/createMockServer';
import { REFRESH_RETRY_GRACE_MS } from '../../mock-server/auth/tokens';
import { DEMO_ACCOUNTS } from '../../mock-server/seed/demoAccounts';
import { MIGRATIONS } from '../../mock-server/store/migrations';
import { openStore } from '../../mock-server/store/store';
import { emptyDatabase } from '../../mock-server/seed';
import type { CollectionName } from '../../mock-server/store/catalogue';
import type { SessionRecord } from '../../mock-server/types';
import { IDLE_TIMEOUT_MS } from '../../src/contract/constants';
import {
  call,
  data,
  expectDescriptor,
  refresh as refreshCall,
  refreshCookieOf,
  signIn,
  startServer,
  type TestServer,
  type Tokens,
} from './helpers';

/**
 * Issue 16 point 2: refresh-token reuse ends the whole session; a session has an absolute lifetime no refresh
 * extends, and an idle timeout equal to the portal's.
 */
// Each test starts its own emulator (with its own clock) and signs in: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** A clock the test moves by hand. */
const manualClock = () => {
  let now = Date.now();
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

/** A refresh as the browser makes it (the token in its cookie), with the rotated token taken from the new cookie. */
const refresh = async (base: string, refreshToken: string) => {
  const answer = await refreshCall<Tokens>(base, refreshToken);
  return {
    ...answer,
    json: { ...answer.json, refreshToken: refreshCookieOf(answer.headers) ?? '' },
  };
};

const currentUser = (base: string, token: string) => call(base, '/api/v1/users/current', { token });

describe('refresh-token reuse', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('revokes the whole session, the newest pair included, and audits it', async () => {
    const { tokens: first } = await signIn(server.base, DEMO_ACCOUNTS.agent.email);
    const second = await refresh(server.base, first.refreshToken);
    expect(second.status).toBe(200);
    expect((await currentUser(server.base, second.json.accessToken)).status).toBe(200);

    // The rotated-out token comes back (a thief's copy, or a replay).
    expectDescriptor(await refresh(server.base, first.refreshToken), 401, 'TOKEN_INVALID');

    // The newest pair dies with it.
    expectDescriptor(await currentUser(server.base, second.json.accessToken), 401, 'TOKEN_INVALID');
    expectDescriptor(await refresh(server.base, second.json.refreshToken), 401, 'TOKEN_INVALID');

    const entry = data(server.mock).auditLog.find((e) => e.action === 'SESSION_REFRESH_REUSE');
    expect(entry).toMatchObject({
      entityType: 'users',
      entityId: 'u-agent',
      result: 'FAILURE',
      tenantId: DEMO_ACCOUNTS.agent.tenantIds[0],
    });
    expect(JSON.stringify(entry)).not.toContain(first.refreshToken);
  });

  it('leaves other sessions of the same user alone', async () => {
    const { tokens: stolen } = await signIn(server.base, DEMO_ACCOUNTS.manager.email);
    const { tokens: other } = await signIn(server.base, DEMO_ACCOUNTS.manager.email);
    const rotated = await refresh(server.base, stolen.refreshToken);
    expect(rotated.status).toBe(200);
    expect((await currentUser(server.base, rotated.json.accessToken)).status).toBe(200);
    expect((await refresh(server.base, stolen.refreshToken)).status).toBe(401);
    expect((await currentUser(server.base, other.accessToken)).status).toBe(200);
  });
});

describe('a refresh whose answer never reached the browser', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('lets the replaced token ask once more while the new pair is unused; the unseen pair dies', async () => {
    const { tokens: first } = await signIn(server.base, DEMO_ACCOUNTS.agent.email);
    // The page went away while this answer was on its way: the browser kept the old cookie.
    const lost = await refresh(server.base, first.refreshToken);
    expect(lost.status).toBe(200);
    const again = await refresh(server.base, first.refreshToken);
    expect(again.status).toBe(200);
    expect((await currentUser(server.base, again.json.accessToken)).status).toBe(200);
    expectDescriptor(await currentUser(server.base, lost.json.accessToken), 401, 'TOKEN_INVALID');
    expectDescriptor(await refresh(server.base, lost.json.refreshToken), 401, 'TOKEN_INVALID');
    // The unseen pair's refresh token coming back counts as a reuse: the session ends.
    expectDescriptor(await currentUser(server.base, again.json.accessToken), 401, 'TOKEN_INVALID');
  });

  it('is a reuse once the new pair was used, or after the grace', async () => {
    const { tokens: used } = await signIn(server.base, DEMO_ACCOUNTS.manager.email);
    const next = await refresh(server.base, used.refreshToken);
    expect((await currentUser(server.base, next.json.accessToken)).status).toBe(200);
    expectDescriptor(await refresh(server.base, used.refreshToken), 401, 'TOKEN_INVALID');
    expectDescriptor(await currentUser(server.base, next.json.accessToken), 401, 'TOKEN_INVALID');

    const { tokens: late } = await signIn(server.base, DEMO_ACCOUNTS.analyst.email);
    const unseen = await refresh(server.base, late.refreshToken);
    expect(unseen.status).toBe(200);
    server.advanceClock(REFRESH_RETRY_GRACE_MS + 1);
    expectDescriptor(await refresh(server.base, late.refreshToken), 401, 'TOKEN_INVALID');
    expectDescriptor(await refresh(server.base, unseen.json.refreshToken), 401, 'TOKEN_INVALID');
  });
});

describe('session lifetime and idle timeout', () => {
  it('ends a session at its absolute lifetime, however often it is refreshed', async () => {
    const clock = manualClock();
    const server = await startServer({ now: clock.now, sessionLifetimeMs: 30 * MINUTE });
    try {
      const signedInAt = clock.now();
      const { tokens } = await signIn(server.base, DEMO_ACCOUNTS.agent.email);
      let current = tokens;
      for (const step of [10, 10, 9]) {
        clock.advance(step * MINUTE);
        const next = await refresh(server.base, current.refreshToken);
        expect(next.status).toBe(200);
        // No token outlives the session: the refresh does not move its end.
        expect(Date.parse(next.json.expirationDate)).toBeLessThanOrEqual(signedInAt + 30 * MINUTE);
        current = next.json;
      }
      expect(Date.parse(current.expirationDate)).toBe(signedInAt + 30 * MINUTE);
      clock.advance(1 * MINUTE);
      expectDescriptor(await currentUser(server.base, current.accessToken), 401, 'TOKEN_INVALID');
      expectDescriptor(await refresh(server.base, current.refreshToken), 401, 'TOKEN_INVALID');
    } finally {
      await server.close();
    }
  });

  it('lasts 12 hours by default: refreshed every 10 minutes, it is refused at the 12th hour', async () => {
    const clock = manualClock();
    const server = await startServer({ now: clock.now });
    try {
      expect(server.mock.context.sessionLifetimeMs).toBe(12 * HOUR);
      const { tokens } = await signIn(server.base, DEMO_ACCOUNTS.agent.email);
      let current = tokens;
      for (let elapsed = 10 * MINUTE; elapsed < 12 * HOUR; elapsed += 10 * MINUTE) {
        clock.advance(10 * MINUTE);
        const next = await refresh(server.base, current.refreshToken);
        expect(next.status, `refresh after ${elapsed / MINUTE} minutes`).toBe(200);
        current = next.json;
      }
      clock.advance(10 * MINUTE);
      expectDescriptor(await refresh(server.base, current.refreshToken), 401, 'TOKEN_INVALID');
    } finally {
      await server.close();
    }
  });

  it('reads the lifetime from SESSION_LIFETIME_MS', () => {
    const before = process.env.SESSION_LIFETIME_MS;
    process.env.SESSION_LIFETIME_MS = String(2 * HOUR);
    try {
      const mock = createMockServer({ dataFile: null });
      expect(mock.context.sessionLifetimeMs).toBe(2 * HOUR);
      mock.store.close();
    } finally {
      if (before === undefined) delete process.env.SESSION_LIFETIME_MS;
      else process.env.SESSION_LIFETIME_MS = before;
    }
  });

  it('refuses a session unused for the idle timeout (the portal’s 15 minutes), tokens still unexpired', async () => {
    expect(IDLE_TIMEOUT_MS).toBe(15 * MINUTE);
    const clock = manualClock();
    // Access tokens that would outlive the idle timeout, so only the idle rule can end the session.
    const server = await startServer({ now: clock.now, accessTokenTtlMs: 2 * HOUR });
    try {
      const { tokens } = await signIn(server.base, DEMO_ACCOUNTS.agent.email);
      // Used every 14 minutes, it lives on past the idle timeout.
      for (let i = 0; i < 3; i += 1) {
        clock.advance(14 * MINUTE);
        expect((await currentUser(server.base, tokens.accessToken)).status).toBe(200);
      }
      clock.advance(IDLE_TIMEOUT_MS);
      expectDescriptor(await currentUser(server.base, tokens.accessToken), 401, 'TOKEN_INVALID');
      expectDescriptor(await refresh(server.base, tokens.refreshToken), 401, 'TOKEN_INVALID');

      // The refresh token alone cannot revive an idle session either.
      const { tokens: quiet } = await signIn(server.base, DEMO_ACCOUNTS.agent.email);
      clock.advance(IDLE_TIMEOUT_MS);
      expectDescriptor(await refresh(server.base, quiet.refreshToken), 401, 'TOKEN_INVALID');
    } finally {
      await server.close();
    }
  });
});

describe('store migration 2', () => {
  it('gives sessions stored before it an absolute end, a last use and no used refresh tokens', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sessions-migration-'));
    const file = join(dir, 'db.sqlite');
    const createdAt = '2026-01-01T08:00:00.000Z';
    const old = {
      id: 's-old',
      userId: 'u-agent',
      tenantId: 't-acme',
      accessTokenHash: 'a'.repeat(64),
      refreshTokenHash: 'b'.repeat(64),
      accessExpiresAt: Date.parse(createdAt) + 15 * MINUTE,
      refreshExpiresAt: Date.parse(createdAt) + 12 * HOUR,
      revokedAt: null,
      createdAt,
    };
    const collections = Object.keys(emptyDatabase()) as CollectionName[];
    try {
      // A database written before the migration existed (user_version 0).
      const before = openStore({
        file,
        seed: () => ({ ...emptyDatabase(), sessions: [old as unknown as SessionRecord] }),
        collections,
      });
      before.close();
      const after = openStore({ file, seed: emptyDatabase, collections, migrations: MIGRATIONS });
      expect(after.table('sessions').get('s-old')).toEqual({
        ...old,
        absoluteExpiresAt: Date.parse(createdAt) + 12 * HOUR,
        lastUsedAt: Date.parse(createdAt),
        usedRefreshTokenHashes: [],
      });
      after.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
