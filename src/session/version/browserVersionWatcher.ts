import { pendingChanges } from '../pending/pendingChanges';
import { browserLocalStorage, browserScheduler, browserSessionStorage } from '../runtime';
import { createVersionWatcher, type VersionWatcher } from './versionWatcher';

let instance: VersionWatcher | null = null;

/** The portal's one version watcher, bound to the browser; created on first use. */
export const getVersionWatcher = (): VersionWatcher =>
  (instance ??= createVersionWatcher({
    tabStorage: browserSessionStorage,
    sharedStorage: browserLocalStorage,
    reload: () => window.location.reload(),
    scheduler: browserScheduler,
    hasPendingChanges: pendingChanges.hasPending,
    subscribePendingChanges: pendingChanges.subscribe,
    currentPath: () => window.location.pathname,
  }));

/** For the httpClient: pass `response.headers.get('X-Client-Version')` of every response. */
export const observeClientVersion = (headerValue: string | null | undefined): void =>
  getVersionWatcher().observe(headerValue);

export const CLIENT_VERSION_HEADER = 'X-Client-Version';

/**
 * Feeds a header source (the httpClient's `onResponseHeaders`) into the watcher; returns the unsubscribe
 * function. Typed structurally so src/session does not depend on the providers.
 */
export const connectVersionWatcher = (
  source: {
    onResponseHeaders: (listener: (event: { clientVersion: string | null }) => void) => () => void;
  },
  watcher: VersionWatcher = getVersionWatcher(),
): (() => void) => source.onResponseHeaders((event) => watcher.observe(event.clientVersion));
