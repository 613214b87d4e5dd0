import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../../../src/contract/constants';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import { IdleLogoutGuard } from '../../../src/session/idle/IdleLogoutGuard';
import { renderWithI18n } from '../../support/renderWithI18n';
import { createMemoryStorage, createStorageEvents } from '../../unit/session/fakes';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const renderGuard = (locale: 'en' | 'de' = 'en') => {
  const shared = createMemoryStorage();
  const events = createStorageEvents();
  const onLogout = vi.fn();
  renderWithI18n(
    <IdleLogoutGuard
      onLogout={onLogout}
      storage={shared.storage}
      subscribeStorage={events.subscribe}
    />,
    { locale },
  );
  return { shared, events, onLogout };
};

describe('IdleLogoutGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 0, 1, 9, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down the last minute in mm:ss and logs out once with IDLE_TIMEOUT', () => {
    const { onLogout } = renderGuard();
    advance(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1000);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    advance(15_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:45');
    advance(44_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(onLogout).not.toHaveBeenCalled();
    advance(1000);
    expect(onLogout).toHaveBeenCalledOnce();
    expect(onLogout).toHaveBeenCalledWith('IDLE_TIMEOUT');
    advance(IDLE_TIMEOUT_MS);
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('"Stay signed in" ends the countdown and restarts the full timeout', () => {
    const { onLogout, shared } = renderGuard();
    advance(IDLE_TIMEOUT_MS - 20_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(shared.data.get(STORAGE_KEYS.lastActivity)).toBe(String(Date.now()));
    advance(1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('treats keyboard, pointer, wheel and touch as activity, but not network traffic', () => {
    const { onLogout, shared } = renderGuard();
    const events = [
      () => fireEvent.keyDown(window, { key: 'a' }),
      () => fireEvent.pointerDown(window),
      () => fireEvent.wheel(window),
      () => fireEvent.touchStart(window),
    ];
    for (const fire of events) {
      advance(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1000);
      fire();
      expect(shared.data.get(STORAGE_KEYS.lastActivity)).toBe(String(Date.now()));
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    advance(IDLE_TIMEOUT_MS);
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('closes the countdown when another tab reports activity', () => {
    const { onLogout, shared, events } = renderGuard();
    advance(IDLE_TIMEOUT_MS - 30_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    shared.data.set(STORAGE_KEYS.lastActivity, String(Date.now()));
    act(() => events.emit(STORAGE_KEYS.lastActivity));
    advance(1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(60_000);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', () => {
    const onLogout = vi.fn();
    renderWithI18n(<IdleLogoutGuard onLogout={onLogout} enabled={false} />);
    advance(IDLE_TIMEOUT_MS * 2);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('speaks German', () => {
    renderGuard('de');
    advance(IDLE_TIMEOUT_MS - 10_000);
    expect(screen.getByRole('dialog', { name: 'Sind Sie noch da?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angemeldet bleiben' })).toBeInTheDocument();
  });
});
