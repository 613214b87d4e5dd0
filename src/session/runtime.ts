import type { EndpointKey } from '../contract/endpoints';

/**
 * The browser capabilities the session behaviours depend on, as small injectable interfaces. Every factory in
 * src/session takes these instead of touching `window` directly, so unit tests drive them with fake clocks and
 * in-memory storage, and the defaults resolve the globals at call time (Vitest fake timers and Playwright's
 * `page.clock` replace the globals after module load).
 */

/** The part of the Web Storage API the session modules use. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TimerHandle = unknown;

export interface Scheduler {
  setTimeout: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
}

/** Calls `listener` with the changed key whenever another tab writes to localStorage (`storage` event). */
export type StorageSubscriber = (listener: (key: string | null) => void) => () => void;

export const browserScheduler: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const browserNow = (): number => Date.now();

export const subscribeToStorageEvents: StorageSubscriber = (listener) => {
  const handler = (event: StorageEvent) => listener(event.key);
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
};

/** A storage that never throws: private-mode browsers and full quotas must not break the portal. */
export const safeStorage = (storage: () => KeyValueStorage): KeyValueStorage => ({
  getItem: (key) => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key, value) => {
    try {
      storage().setItem(key, value);
    } catch {
      // Storage full or disabled: the behaviour degrades to this tab only.
    }
  },
  removeItem: (key) => {
    try {
      storage().removeItem(key);
    } catch {
      // See setItem.
    }
  },
});

export const browserLocalStorage: KeyValueStorage = safeStorage(() => window.localStorage);
export const browserSessionStorage: KeyValueStorage = safeStorage(() => window.sessionStorage);

/**
 * The one way src/session talks to the platform: an endpoint key of the endpoint table plus query/body. The
 * providers' httpClient implements it (auth headers, error mapping); the session modules never build URLs.
 */
export type ApiCall<K extends string = EndpointKey> = (
  key: K,
  options?: { query?: Record<string, string>; body?: unknown },
) => Promise<unknown>;

/** The part of the Web Locks API used here (`navigator.locks`), so tests can pass their own. */
export interface LockManagerLike {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
}

export const browserLocks = (): LockManagerLike | null => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks && typeof locks.request === 'function' ? (locks as LockManagerLike) : null;
};

/**
 * Runs `task` while holding the Web Lock `name`, shared by every tab of the origin, so that no two tabs run it
 * at once (directly where the browser has no Web Locks).
 */
export const withLock = <T>(
  name: string,
  task: () => Promise<T>,
  locks: LockManagerLike | null = browserLocks(),
): Promise<T> => (locks ? locks.request(name, task) : task());
