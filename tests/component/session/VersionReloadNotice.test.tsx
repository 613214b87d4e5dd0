import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_RELOAD_DELAY_MS } from '../../../src/contract/constants';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import { createPendingChangesRegistry } from '../../../src/session/pending/pendingChanges';
import { browserScheduler } from '../../../src/session/runtime';
import { VersionReloadNotice } from '../../../src/session/version/VersionReloadNotice';
import { createVersionWatcher } from '../../../src/session/version/versionWatcher';
import { renderWithI18n } from '../../support/renderWithI18n';
import { createMemoryStorage } from '../../unit/session/fakes';

const setup = () => {
  const pending = createPendingChangesRegistry();
  const reload = vi.fn();
  const watcher = createVersionWatcher({
    tabStorage: createMemoryStorage({ [STORAGE_KEYS.clientVersion]: '1.0.0' }).storage,
    sharedStorage: createMemoryStorage().storage,
    reload,
    scheduler: browserScheduler,
    hasPendingChanges: pending.hasPending,
    subscribePendingChanges: pending.subscribe,
    currentPath: () => '/users',
  });
  renderWithI18n(<VersionReloadNotice watcher={watcher} />);
  return { watcher, pending, reload };
};

describe('VersionReloadNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is empty while the version is current', () => {
    setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the coming reload', () => {
    const { watcher } = setup();
    act(() => watcher.observe('1.1.0'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A new version of the portal is available. The page will reload in a few seconds.',
    );
  });

  it('says why the reload waits for unsaved changes, and reloads once they are gone', () => {
    const { watcher, pending, reload } = setup();
    let release = () => undefined as void;
    act(() => {
      release = pending.register();
      watcher.observe('1.1.0');
      vi.advanceTimersByTime(VERSION_RELOAD_DELAY_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A new version of the portal is available. It will load once you save or discard your changes.',
    );
    expect(reload).not.toHaveBeenCalled();
    act(() => release());
    expect(reload).toHaveBeenCalledOnce();
  });
});
