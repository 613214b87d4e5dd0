import { act, render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, useLocation, type AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '../../../src/contract/constants';
import { createPendingChangesRegistry } from '../../../src/session/pending/pendingChanges';
import { browserScheduler } from '../../../src/session/runtime';
import { SessionBehaviours, idleLoginAddress } from '../../../src/session/SessionBehaviours';
import { createVersionWatcher } from '../../../src/session/version/versionWatcher';
import { createTestI18nProvider } from '../../support/renderWithI18n';
import { createMemoryStorage } from '../../unit/session/fakes';

const Where = () => {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
};

const renderBehaviours = () => {
  const authProvider: AuthProvider = {
    login: vi.fn(),
    logout: vi.fn().mockResolvedValue(undefined),
    checkAuth: vi.fn().mockResolvedValue(undefined),
    checkError: vi.fn().mockResolvedValue(undefined),
    getPermissions: vi.fn().mockResolvedValue([]),
  };
  let remote: (() => void) | null = null;
  const onRemoteLogout = (callback: () => void) => {
    remote = callback;
    return () => {
      remote = null;
    };
  };
  const pending = createPendingChangesRegistry();
  const versionWatcher = createVersionWatcher({
    tabStorage: createMemoryStorage().storage,
    sharedStorage: createMemoryStorage().storage,
    reload: vi.fn(),
    scheduler: browserScheduler,
    hasPendingChanges: pending.hasPending,
    subscribePendingChanges: pending.subscribe,
    currentPath: () => '/',
  });
  render(
    <TestMemoryRouter initialEntries={['/users?page=2']}>
      <AdminContext authProvider={authProvider} i18nProvider={createTestI18nProvider()}>
        <SessionBehaviours onRemoteLogout={onRemoteLogout} versionWatcher={versionWatcher} />
        <Where />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { authProvider, remoteLogout: () => remote?.() };
};

describe('SessionBehaviours', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('idle timeout logs out with reason IDLE_TIMEOUT and lands on /login?returnUrl=<path+search>', async () => {
    const { authProvider } = renderBehaviours();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS);
      // react-admin navigates on the tick after authProvider.logout resolves.
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(authProvider.logout).toHaveBeenCalledOnce();
    expect(authProvider.logout).toHaveBeenCalledWith({ reason: 'IDLE_TIMEOUT' });
    expect(screen.getByText('at /login?returnUrl=%2Fusers%3Fpage%3D2')).toBeInTheDocument();
  });

  it('a logout heard from another tab ends this session and goes to /login', async () => {
    const { authProvider, remoteLogout } = renderBehaviours();
    await act(async () => {
      remoteLogout();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(authProvider.logout).toHaveBeenCalledWith({ reason: 'REMOTE_LOGOUT' });
    expect(screen.getByText('at /login')).toBeInTheDocument();
  });

  it('leaves at once on a logout heard from another tab: no timer, no waiting for the logout call', () => {
    const { authProvider, remoteLogout } = renderBehaviours();
    // A logout that never settles (another tab's lock, a slow platform) must not hold this tab.
    vi.mocked(authProvider.logout).mockReturnValue(new Promise(() => undefined));
    act(() => remoteLogout());
    expect(screen.getByText('at /login')).toBeInTheDocument();
  });
});

describe('idleLoginAddress', () => {
  it.each([
    ['/users', '?page=2', '/login?returnUrl=%2Fusers%3Fpage%3D2'],
    ['/users/42/show', '', '/login?returnUrl=%2Fusers%2F42%2Fshow'],
    ['/', '', '/login'],
    ['/login', '?returnUrl=%2Fx', '/login'],
  ])('%s%s → %s', (pathname, search, expected) =>
    expect(idleLoginAddress(pathname, search)).toBe(expected),
  );
});
