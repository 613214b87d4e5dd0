import { VERSION_RELOAD_DELAY_MS } from '../../contract/constants';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import type { KeyValueStorage, Scheduler, TimerHandle } from '../runtime';

/** The deployed-versions list keeps this many entries, newest last. */
export const MAX_DEPLOYED_VERSIONS = 20;

export interface DeployedVersion {
  path: string;
  version: string;
  commitHash: string;
}

export type VersionWatcherState =
  | { status: 'current' }
  /** A reload for `version` happens after the forced-reload delay. */
  | { status: 'scheduled'; version: string }
  /** The reload for `version` waits until no form has unsaved changes. */
  | { status: 'waitingForChanges'; version: string };

export interface VersionWatcherOptions {
  /**
   * Per-tab storage (sessionStorage) for the version this tab runs and the version it last reloaded for: a tab
   * that reloaded must not make the other tabs, still on the old code, believe they are current.
   */
  tabStorage: KeyValueStorage;
  /** localStorage, for the deployed-versions history shared by all tabs. */
  sharedStorage: KeyValueStorage;
  reload: () => void;
  scheduler: Scheduler;
  hasPendingChanges: () => boolean;
  /** Calls the listener whenever the pending-changes count changes; returns the unsubscribe function. */
  subscribePendingChanges: (listener: () => void) => () => void;
  /** The current path, recorded with each newly seen version. */
  currentPath: () => string;
  delayMs?: number;
  maxVersions?: number;
}

export interface VersionWatcher {
  /** Feed every response's `X-Client-Version` header value (null/empty when absent). */
  observe: (headerValue: string | null | undefined) => void;
  getState: () => VersionWatcherState;
  subscribe: (listener: (state: VersionWatcherState) => void) => () => void;
  dispose: () => void;
}

/** `version` or `version+commitHash` (semver build metadata style); null when empty. */
export const parseClientVersion = (
  headerValue: string | null | undefined,
): { raw: string; version: string; commitHash: string } | null => {
  const raw = (headerValue ?? '').trim();
  if (raw === '') return null;
  const plus = raw.indexOf('+');
  const version = plus === -1 ? raw : raw.slice(0, plus);
  const commitHash = plus === -1 ? '' : raw.slice(plus + 1);
  if (version === '') return null;
  return { raw, version, commitHash };
};

export const readDeployedVersions = (storage: KeyValueStorage): DeployedVersion[] => {
  const raw = storage.getItem(STORAGE_KEYS.deployedVersions);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is DeployedVersion =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as DeployedVersion).path === 'string' &&
        typeof (entry as DeployedVersion).version === 'string' &&
        typeof (entry as DeployedVersion).commitHash === 'string',
    );
  } catch {
    return [];
  }
};

const recordDeployedVersion = (
  storage: KeyValueStorage,
  entry: DeployedVersion,
  maxVersions: number,
): void => {
  const list = readDeployedVersions(storage);
  if (list.some((v) => v.version === entry.version && v.commitHash === entry.commitHash)) return;
  const next = [...list, entry].slice(-maxVersions);
  storage.setItem(STORAGE_KEYS.deployedVersions, JSON.stringify(next));
};

/**
 * Forces a reload when the platform announces another client version (spec section 4). The first version a
 * tab sees is its own; a different one reloads after the delay, once per new version: before reloading, the
 * new version becomes this tab's version and is remembered as reloaded-for, so a reload never loops. Unsaved
 * form changes hold the reload back until they are saved or discarded.
 */
export const createVersionWatcher = (options: VersionWatcherOptions): VersionWatcher => {
  const { tabStorage, sharedStorage, reload, scheduler, hasPendingChanges } = options;
  const delayMs = options.delayMs ?? VERSION_RELOAD_DELAY_MS;
  const maxVersions = options.maxVersions ?? MAX_DEPLOYED_VERSIONS;

  let state: VersionWatcherState = { status: 'current' };
  let handle: TimerHandle | undefined;
  let reloaded = false;
  const listeners = new Set<(state: VersionWatcherState) => void>();

  const setState = (next: VersionWatcherState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  const doReload = (version: string) => {
    if (reloaded) return;
    reloaded = true;
    tabStorage.setItem(STORAGE_KEYS.clientVersion, version);
    tabStorage.setItem(STORAGE_KEYS.clientVersionReloadedFor, version);
    reload();
  };

  const reloadWhenSafe = () => {
    if (state.status === 'current') return;
    if (hasPendingChanges()) {
      if (state.status !== 'waitingForChanges')
        setState({ status: 'waitingForChanges', version: state.version });
      return;
    }
    doReload(state.version);
  };

  const unsubscribePending = options.subscribePendingChanges(() => {
    if (state.status === 'waitingForChanges') reloadWhenSafe();
  });

  return {
    observe: (headerValue) => {
      const parsed = parseClientVersion(headerValue);
      if (!parsed || reloaded) return;
      recordDeployedVersion(
        sharedStorage,
        { path: options.currentPath(), version: parsed.version, commitHash: parsed.commitHash },
        maxVersions,
      );
      const stored = tabStorage.getItem(STORAGE_KEYS.clientVersion);
      if (stored === null || stored === '') {
        tabStorage.setItem(STORAGE_KEYS.clientVersion, parsed.raw);
        return;
      }
      if (stored === parsed.raw) return;
      if (tabStorage.getItem(STORAGE_KEYS.clientVersionReloadedFor) === parsed.raw) {
        // Already reloaded for this version once: adopt it rather than reloading again.
        tabStorage.setItem(STORAGE_KEYS.clientVersion, parsed.raw);
        return;
      }
      if (state.status !== 'current' && state.version === parsed.raw) return;
      if (handle !== undefined) scheduler.clearTimeout(handle);
      setState({ status: 'scheduled', version: parsed.raw });
      handle = scheduler.setTimeout(() => {
        handle = undefined;
        reloadWhenSafe();
      }, delayMs);
    },
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      if (handle !== undefined) scheduler.clearTimeout(handle);
      handle = undefined;
      unsubscribePending();
      listeners.clear();
    },
  };
};
