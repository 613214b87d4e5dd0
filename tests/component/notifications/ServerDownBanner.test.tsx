import { act, fireEvent, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { QueriesWaitDuringOutage } from '../../../src/notifications/QueriesWaitDuringOutage';
import { ServerDownBanner } from '../../../src/notifications/ServerDownBanner';
import { ServiceStatusOverlay } from '../../../src/notifications/ServiceStatusOverlay';
import type { ServiceOutage, ServiceStatus } from '../../../src/notifications/serviceStatus';
import { renderWithI18n, type TestLocale } from '../../support/renderWithI18n';

/** A service status the test switches by hand. */
const fakeStatus = () => {
  let state: { outage: ServiceOutage | null } = { outage: null };
  const listeners = new Set<() => void>();
  const status: ServiceStatus = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect: () => () => undefined,
    probeNow: vi.fn(),
  };
  const set = (outage: ServiceOutage | null) =>
    act(() => {
      state = { outage };
      listeners.forEach((listener) => listener());
    });
  return { status, set };
};

const renderAll = (status: ServiceStatus, locale: TestLocale = 'en') =>
  renderWithI18n(
    <>
      <ServerDownBanner status={status} />
      <ServiceStatusOverlay status={status} />
      <QueriesWaitDuringOutage status={status} />
    </>,
    { locale },
  );

describe('server down banner', () => {
  it("says 'Server is down' while the platform cannot be reached, and goes when it answers", () => {
    const { status, set } = fakeStatus();
    renderAll(status);
    expect(screen.queryByText('Server is down')).toBeNull();
    set('unreachable');
    expect(screen.getByRole('alert')).toHaveTextContent('Server is down');
    expect(screen.getByRole('alert')).toHaveTextContent('including anything you typed');
    // Not the blocking overlay: that one is for SERVICE_UNAVAILABLE and maintenance.
    expect(
      screen.queryByText('Service is currently unavailable. Please try again later.'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again now' }));
    expect(status.probeNow).toHaveBeenCalledTimes(1);
    set(null);
    expect(screen.queryByText('Server is down')).toBeNull();
  });

  it('speaks German', () => {
    const { status, set } = fakeStatus();
    renderAll(status, 'de');
    set('unreachable');
    expect(screen.getByRole('alert')).toHaveTextContent('Der Server ist nicht erreichbar');
    expect(screen.getByRole('button', { name: 'Jetzt erneut versuchen' })).toBeInTheDocument();
  });

  it('queries wait (react-query is offline) during any outage and go on when it ends', () => {
    const { status, set } = fakeStatus();
    const { unmount } = renderAll(status);
    expect(onlineManager.isOnline()).toBe(true);
    set('unreachable');
    expect(onlineManager.isOnline()).toBe(false);
    set(null);
    expect(onlineManager.isOnline()).toBe(true);
    set('unavailable');
    expect(onlineManager.isOnline()).toBe(false);
    expect(
      screen.getByText('Service is currently unavailable. Please try again later.'),
    ).toBeInTheDocument();
    unmount();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
