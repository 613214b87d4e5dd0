import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import type { Tokens } from '../../../src/contract/schemas/auth';
import { createSessionStore, type TokenChannel } from '../../../src/session/auth/sessionStore';
import type { LockManagerLike } from '../../../src/session/runtime';
import { createMemoryStorage } from './fakes';
import { aCurrentUser } from '../../support/currentUser';

/** An in-memory BroadcastChannel: like the real one, a tab does not hear its own messages. */
const createBus = () => {
  const members = new Set<{ listeners: Set<(event: MessageEvent) => void> }>();
  return (): TokenChannel => {
    const member = { listeners: new Set<(event: MessageEvent) => void>() };
    members.add(member);
    return {
      postMessage: (data) =>
        members.forEach((other) => {
          if (other !== member)
            other.listeners.forEach((listener) => listener({ data } as MessageEvent));
        }),
      addEventListener: (_type, listener) => member.listeners.add(listener),
    };
  };
};

/** Web Locks for one origin: callbacks of one name run one after the other. */
const createLocks = (): LockManagerLike => {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: <T>(name: string, callback: () => Promise<T>): Promise<T> => {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
};

/**
 * The platform's refresh as the browser sees it: one cookie jar for the origin, the refresh token rotating on
 * every refresh, and a used token presented again ending the session (reuse detection).
 */
const createPlatform = () => {
  let generation = 0;
  const jar = { cookie: 'r0' as string | null };
  const used = new Set<string>();
  let revoked = false;
  const presented: string[] = [];
  const refresh = async (): Promise<Tokens> => {
    const cookie = jar.cookie;
    presented.push(cookie ?? '');
    // The answer takes a moment, so that a second tab's refresh would overlap it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!cookie || revoked || used.has(cookie)) {
      revoked = true;
      throw Object.assign(new Error('TOKEN_INVALID'), { status: 401 });
    }
    used.add(cookie);
    generation += 1;
    jar.cookie = `r${generation}`;
    return {
      accessToken: `a${generation}`,
      expirationDate: new Date(Date.now() + 900_000 + generation).toISOString(),
    };
  };
  return { refresh, jar, presented, revoked: () => revoked };
};

const user = aCurrentUser();

const twoTabs = () => {
  const shared = createMemoryStorage({ [STORAGE_KEYS.currentUser]: JSON.stringify(user) });
  const bus = createBus();
  const locks = createLocks();
  const tab = () =>
    createSessionStore({ createChannel: bus, locks: () => locks, storage: shared.storage });
  return { a: tab(), b: tab(), shared };
};

describe('session store', () => {
  it('keeps tokens in memory only: nothing of them in storage, and never a refresh token', () => {
    const { a, shared } = twoTabs();
    a.writeSession({
      accessToken: 'secret-access',
      refreshToken: 'secret-refresh',
      expirationDate: new Date(Date.now() + 60_000).toISOString(),
    } as Tokens);
    expect(a.readSession()).toEqual({
      accessToken: 'secret-access',
      expirationDate: expect.any(String),
    });
    expect([...shared.data.values()].join(' ')).not.toMatch(/secret-/);
    expect(shared.writes.map(([key]) => key)).toEqual([]);
  });

  it('removes the tokens an earlier version kept in localStorage', () => {
    const shared = createMemoryStorage({ session: '{"accessToken":"old","refreshToken":"old"}' });
    createSessionStore({ createChannel: () => null, storage: shared.storage });
    expect(shared.data.has('session')).toBe(false);
  });

  it('a new tab with a signed-in user refreshes; without one it does not', async () => {
    const platform = createPlatform();
    const { a, shared } = twoTabs();
    expect(a.readSession()).toBeNull();
    expect(a.mayRefresh()).toBe(true);
    await expect(a.refreshSession(platform.refresh)).resolves.toMatchObject({ accessToken: 'a1' });
    shared.data.delete(STORAGE_KEYS.currentUser);
    const fresh = createSessionStore({ createChannel: () => null, storage: shared.storage });
    expect(fresh.mayRefresh()).toBe(false);
    await expect(fresh.refreshSession(platform.refresh)).resolves.toBeNull();
    expect(platform.presented).toEqual(['r0']);
  });

  it('two tabs refreshing at once never present the same refresh token twice', async () => {
    const platform = createPlatform();
    const { a, b } = twoTabs();
    const [fromA, fromA2, fromB] = await Promise.all([
      a.refreshSession(platform.refresh),
      a.refreshSession(platform.refresh),
      b.refreshSession(platform.refresh),
    ]);
    expect(platform.revoked()).toBe(false);
    expect(new Set(platform.presented).size).toBe(platform.presented.length);
    // One refresh for the origin: the tab that waited took the other tab's new token.
    expect(platform.presented).toEqual(['r0']);
    expect(fromA).toEqual(fromA2);
    expect(fromB).toEqual(fromA);
    expect(b.readSession()).toEqual(a.readSession());
  });

  it('a refreshed token reaches the other tabs, so they do not refresh for themselves', async () => {
    const platform = createPlatform();
    const { a, b } = twoTabs();
    await a.refreshSession(platform.refresh);
    expect(b.readSession()?.accessToken).toBe('a1');
    // Later refreshes (the token about to expire) go on from the newest cookie.
    await b.refreshSession(platform.refresh);
    await a.refreshSession(platform.refresh);
    expect(platform.presented).toEqual(['r0', 'r1', 'r2']);
    expect(platform.revoked()).toBe(false);
  });

  it('a refused refresh ends the session once, tells the listeners and stops refreshing', async () => {
    const platform = createPlatform();
    platform.jar.cookie = null;
    const { a } = twoTabs();
    const ended: string[] = [];
    a.onSessionEnded(() => ended.push('ended'));
    await expect(a.refreshSession(platform.refresh)).resolves.toBeNull();
    await expect(a.refreshSession(platform.refresh)).resolves.toBeNull();
    expect(ended).toEqual(['ended']);
    expect(platform.presented).toHaveLength(1);
    expect(a.mayRefresh()).toBe(false);
    // The signed-in user stays (other tabs are not thrown out); a new session starts over.
    expect(a.readCurrentUser()).toMatchObject({ id: 'u' });
    a.writeSession({
      accessToken: 'n',
      expirationDate: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(a.mayRefresh()).toBe(true);
  });

  it('a network failure keeps the session for the next try', async () => {
    const { a } = twoTabs();
    a.writeSession({
      accessToken: 'kept',
      expirationDate: new Date(Date.now() + 10_000).toISOString(),
    });
    const down = () => Promise.reject(Object.assign(new Error('down'), { status: 0 }));
    await expect(a.refreshSession(down)).resolves.toBeNull();
    expect(a.readSession()?.accessToken).toBe('kept');
    expect(a.mayRefresh()).toBe(true);
  });

  it('logout clears the token and the signed-in user', () => {
    const { a, shared } = twoTabs();
    a.writeSession({
      accessToken: 'x',
      expirationDate: new Date(Date.now() + 60_000).toISOString(),
    });
    a.clearSession();
    expect(a.readSession()).toBeNull();
    expect(shared.data.has(STORAGE_KEYS.currentUser)).toBe(false);
  });
});
