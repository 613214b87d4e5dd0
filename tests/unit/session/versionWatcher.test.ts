import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_RELOAD_DELAY_MS } from '../../../src/contract/constants';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import { createPendingChangesRegistry } from '../../../src/session/pending/pendingChanges';
import { browserScheduler } from '../../../src/session/runtime';
import {
  MAX_DEPLOYED_VERSIONS,
  createVersionWatcher,
  parseClientVersion,
  readDeployedVersions,
} from '../../../src/session/version/versionWatcher';
import { createMemoryStorage } from './fakes';

const setup = (tabInitial: Record<string, string> = {}) => {
  const tab = createMemoryStorage(tabInitial);
  const shared = createMemoryStorage();
  const pending = createPendingChangesRegistry();
  const reload = vi.fn();
  let path = '/dashboard';
  const watcher = createVersionWatcher({
    tabStorage: tab.storage,
    sharedStorage: shared.storage,
    reload,
    scheduler: browserScheduler,
    hasPendingChanges: pending.hasPending,
    subscribePendingChanges: pending.subscribe,
    currentPath: () => path,
  });
  return { watcher, tab, shared, pending, reload, goTo: (p: string) => (path = p) };
};

describe('parseClientVersion', () => {
  it.each([
    ['1.4.0', { raw: '1.4.0', version: '1.4.0', commitHash: '' }],
    ['1.4.0+3f2a9c1', { raw: '1.4.0+3f2a9c1', version: '1.4.0', commitHash: '3f2a9c1' }],
    ['  2.0.0+abc  ', { raw: '2.0.0+abc', version: '2.0.0', commitHash: 'abc' }],
  ])('%s', (header, expected) => expect(parseClientVersion(header)).toEqual(expected));

  it.each([null, undefined, '', '   ', '+abc'])('%j is no version', (header) =>
    expect(parseClientVersion(header)).toBeNull(),
  );
});

describe('createVersionWatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stores the first version seen and does not reload for it', () => {
    const { watcher, tab, reload } = setup();
    watcher.observe('1.0.0+aaa');
    watcher.observe('1.0.0+aaa');
    vi.advanceTimersByTime(60_000);
    expect(tab.data.get(STORAGE_KEYS.clientVersion)).toBe('1.0.0+aaa');
    expect(reload).not.toHaveBeenCalled();
    expect(watcher.getState()).toEqual({ status: 'current' });
  });

  it('reloads 5000 ms after a different version, once, and remembers it', () => {
    const { watcher, tab, reload } = setup({ [STORAGE_KEYS.clientVersion]: '1.0.0' });
    watcher.observe('1.1.0');
    expect(watcher.getState()).toEqual({ status: 'scheduled', version: '1.1.0' });
    vi.advanceTimersByTime(VERSION_RELOAD_DELAY_MS - 1);
    watcher.observe('1.1.0');
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(tab.data.get(STORAGE_KEYS.clientVersion)).toBe('1.1.0');
    expect(tab.data.get(STORAGE_KEYS.clientVersionReloadedFor)).toBe('1.1.0');
    watcher.observe('1.2.0');
    vi.advanceTimersByTime(VERSION_RELOAD_DELAY_MS * 2);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload again after the reload (no loop), nor for a missing header', () => {
    // The page after the reload: a fresh watcher on the same tab storage.
    const { watcher, reload } = setup({
      [STORAGE_KEYS.clientVersion]: '1.1.0',
      [STORAGE_KEYS.clientVersionReloadedFor]: '1.1.0',
    });
    watcher.observe('1.1.0');
    watcher.observe(null);
    watcher.observe('');
    vi.advanceTimersByTime(VERSION_RELOAD_DELAY_MS * 3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('adopts, without reloading, a version it already reloaded for once', () => {
    const { watcher, tab, reload } = setup({
      [STORAGE_KEYS.clientVersion]: '1.0.0',
      [STORAGE_KEYS.clientVersionReloadedFor]: '1.1.0',
    });
    watcher.observe('1.1.0');
    vi.advanceTimersByTime(VERSION_RELOAD_DELAY_MS * 2);
    expect(reload).not.toHaveBeenCalled();
    expect(tab.data.get(STORAGE_KEYS.clientVersion)).toBe('1.1.0');
  });

  it('waits for unsaved changes, says so, and reloads once they are gone', () => {
    const { watcher, pending, reload } = setup({ [STORAGE_KEYS.clientVersion]: '1.0.0' });
    const states: string[] = [];
    watcher.subscribe((state) => states.push(state.status));
    const release = pending.register();
    watcher.observe('2.0.0');
    vi.advanceTimersByTime(VERSION_RELOAD_DELAY_MS * 10);
    expect(reload).not.toHaveBeenCalled();
    expect(watcher.getState()).toEqual({ status: 'waitingForChanges', version: '2.0.0' });
    const second = pending.register();
    release();
    expect(reload).not.toHaveBeenCalled();
    second();
    expect(reload).toHaveBeenCalledOnce();
    expect(states).toEqual(['scheduled', 'waitingForChanges']);
  });

  it('keeps the deployed-versions list: path, version, commit hash; deduplicated; capped', () => {
    const { watcher, shared, goTo } = setup();
    watcher.observe('1.0.0+aaa');
    goTo('/users');
    watcher.observe('1.0.0+aaa');
    watcher.observe('1.0.1');
    expect(readDeployedVersions(shared.storage)).toEqual([
      { path: '/dashboard', version: '1.0.0', commitHash: 'aaa' },
      { path: '/users', version: '1.0.1', commitHash: '' },
    ]);
    for (let i = 0; i < MAX_DEPLOYED_VERSIONS + 5; i += 1) watcher.observe(`3.0.${i}`);
    const list = readDeployedVersions(shared.storage);
    expect(list).toHaveLength(MAX_DEPLOYED_VERSIONS);
    expect(list.at(-1)?.version).toBe(`3.0.${MAX_DEPLOYED_VERSIONS + 4}`);
  });

  it('reads a corrupt deployed-versions entry as an empty list', () => {
    const { shared } = setup();
    shared.data.set(STORAGE_KEYS.deployedVersions, '{oops');
    expect(readDeployedVersions(shared.storage)).toEqual([]);
    shared.data.set(STORAGE_KEYS.deployedVersions, JSON.stringify([{ version: 1 }, 'x']));
    expect(readDeployedVersions(shared.storage)).toEqual([]);
  });
});
