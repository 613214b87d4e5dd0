import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_CLOSE_MS, INFO_DURATION_MS } from '../../../src/contract/constants';
import { alertDuration, createAlertsStore } from '../../../src/notifications/alertsStore';

const messages = (store: ReturnType<typeof createAlertsStore>) =>
  store.getAlerts().map((alert) => alert.message);

describe('alerts store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds alerts of every type in order, and removes one on close', () => {
    const store = createAlertsStore();
    const onClose = vi.fn();
    store.add({ type: 'success', message: 's', link: { href: '/x', label: 'Open' } });
    const first = store.add({ type: 'warning', message: 'w', autoClose: false, onClose });
    store.add({ type: 'error', message: 'e' });
    store.add({ type: 'info', message: 'i' });
    expect(messages(store)).toEqual(['s', 'w', 'e', 'i']);
    expect(store.getAlerts()[0]?.link).toEqual({ href: '/x', label: 'Open' });
    store.remove(first!);
    expect(messages(store)).toEqual(['s', 'e', 'i']);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('closed');
    store.remove(first!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('removes an auto-closing alert after ALERT_AUTO_CLOSE_MS, not before', () => {
    const store = createAlertsStore();
    const onClose = vi.fn();
    store.add({ type: 'error', message: 'flagged', autoClose: true, onClose });
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1);
    expect(messages(store)).toEqual(['flagged']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('keeps an alert the user is reading until it is closed', () => {
    const store = createAlertsStore();
    const onClose = vi.fn();
    const read = store.add({ type: 'warning', message: 'read', onClose });
    store.add({ type: 'warning', message: 'unread' });
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1);
    store.keep(read!);
    vi.advanceTimersByTime(10 * ALERT_AUTO_CLOSE_MS);
    expect(messages(store)).toEqual(['read']);
    expect(onClose).not.toHaveBeenCalled();
    store.remove(read!);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('closed');
    store.keep(read!);
    expect(messages(store)).toEqual([]);
  });

  it('keeps info alerts INFO_DURATION_MS and errors until closed', () => {
    const store = createAlertsStore();
    store.add({ type: 'info', message: 'info' });
    store.add({ type: 'error', message: 'error' });
    vi.advanceTimersByTime(INFO_DURATION_MS - 1);
    expect(messages(store)).toEqual(['info', 'error']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual(['error']);
    vi.advanceTimersByTime(10 * INFO_DURATION_MS);
    expect(messages(store)).toEqual(['error']);
  });

  it('knows the default durations by type', () => {
    expect(alertDuration({ type: 'success' })).toBe(ALERT_AUTO_CLOSE_MS);
    expect(alertDuration({ type: 'warning' })).toBe(ALERT_AUTO_CLOSE_MS);
    expect(alertDuration({ type: 'info' })).toBe(INFO_DURATION_MS);
    expect(alertDuration({ type: 'error' })).toBeNull();
    expect(alertDuration({ type: 'success', autoClose: false })).toBeNull();
    expect(alertDuration({ type: 'error', autoClose: 1234 })).toBe(1234);
    expect(alertDuration({ type: 'info', autoClose: 0 })).toBeNull();
  });

  it('does not add an error whose descriptor id is already shown', () => {
    const store = createAlertsStore();
    expect(store.add({ type: 'error', message: 'a', details: { id: 'E-1' } })).not.toBeNull();
    expect(store.add({ type: 'error', message: 'b', details: { id: 'E-1' } })).toBeNull();
    expect(store.add({ type: 'error', message: 'c', details: { id: 'E-2' } })).not.toBeNull();
    expect(messages(store)).toEqual(['a', 'c']);
  });

  it('adds the same error again once the first one is gone', () => {
    const store = createAlertsStore();
    const key = store.add({ type: 'error', message: 'a', details: { id: 'E-1' } });
    store.remove(key!);
    expect(store.add({ type: 'error', message: 'a', details: { id: 'E-1' } })).not.toBeNull();
  });

  it('shows an error without descriptor once while it is visible, other types every time', () => {
    const store = createAlertsStore();
    store.add({ type: 'error', message: 'app.messages.serverDown' });
    expect(store.add({ type: 'error', message: 'app.messages.serverDown' })).toBeNull();
    store.add({ type: 'info', message: 'note' });
    store.add({ type: 'info', message: 'note' });
    expect(messages(store)).toEqual(['app.messages.serverDown', 'note', 'note']);
  });

  it('a success clears the errors and warnings before it; pinned and undoable ones stay', () => {
    const store = createAlertsStore();
    const onClose = vi.fn();
    store.add({ type: 'error', message: 'ra.message.invalid_form', onClose });
    store.add({ type: 'warning', message: 'stale warning' });
    const pinned = store.add({ type: 'error', message: 'read by the user' });
    store.keep(pinned!);
    store.add({ type: 'warning', message: 'undoable', undoable: true });
    store.add({ type: 'info', message: 'note' });
    store.add({ type: 'success', message: 'saved' });
    expect(messages(store)).toEqual(['read by the user', 'undoable', 'note', 'saved']);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('replaced');
  });

  it('clearStale (leaving the page) drops errors and warnings, keeps pinned, success and info', () => {
    const store = createAlertsStore();
    const listener = vi.fn();
    store.add({ type: 'success', message: 'saved' });
    store.add({ type: 'error', message: 'failed here' });
    const pinned = store.add({ type: 'warning', message: 'details open' });
    store.keep(pinned!);
    store.add({ type: 'info', message: 'note' });
    store.subscribe(listener);
    store.clearStale();
    expect(messages(store)).toEqual(['saved', 'details open', 'note']);
    expect(listener).toHaveBeenCalledTimes(1);
    store.clearStale();
    expect(listener).toHaveBeenCalledTimes(1);
    // Once closed, a pinned alert's key is forgotten: a later alert is not pinned by it.
    store.remove(pinned!);
    store.add({ type: 'error', message: 'new failure' });
    store.clearStale();
    expect(messages(store)).toEqual(['saved', 'note']);
  });

  it("clearStale with a grace keeps the platform's answer that caused the navigation, not a form error", () => {
    let clock = 10_000;
    const store = createAlertsStore({ now: () => clock });
    store.add({ type: 'warning', message: 'old failure', details: { code: 'NOT_FOUND' } });
    clock += 5000;
    store.add({ type: 'error', message: 'ra.message.invalid_form' });
    store.add({
      type: 'warning',
      message: 'app.messages.notFound',
      details: { code: 'NOT_FOUND' },
    });
    clock += 300;
    store.clearStale(2000);
    expect(messages(store)).toEqual(['app.messages.notFound']);
    clock += 2000;
    store.clearStale(2000);
    expect(messages(store)).toEqual([]);
  });

  it('drops the oldest beyond the maximum and cancels their timers', () => {
    const store = createAlertsStore({ maxAlerts: 2 });
    const onClose = vi.fn();
    store.add({ type: 'success', message: '1', onClose });
    store.add({ type: 'success', message: '2' });
    store.add({ type: 'success', message: '3' });
    expect(messages(store)).toEqual(['2', '3']);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('replaced');
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(messages(store)).toEqual([]);
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const store = createAlertsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const key = store.add({ type: 'success', message: 'x' });
    store.remove(key!);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add({ type: 'success', message: 'y' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clear() closes everything and cancels pending timers', () => {
    const store = createAlertsStore();
    const onClose = vi.fn();
    store.add({ type: 'success', message: 'x', onClose });
    store.clear();
    expect(messages(store)).toEqual([]);
    vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('closed');
  });
});
