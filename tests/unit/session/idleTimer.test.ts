import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../../../src/contract/constants';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import { createIdleTimer } from '../../../src/session/idle/idleTimer';
import { formatCountdown } from '../../../src/session/idle/formatCountdown';
import { browserScheduler } from '../../../src/session/runtime';
import { createMemoryStorage } from './fakes';

const T0 = Date.UTC(2025, 0, 1, 9, 0, 0);

const setup = () => {
  const { storage, data, writes } = createMemoryStorage();
  const onWarn = vi.fn();
  const onActive = vi.fn();
  const onTimeout = vi.fn();
  const timer = createIdleTimer({
    now: () => Date.now(),
    storage,
    scheduler: browserScheduler,
    onWarn,
    onActive,
    onTimeout,
  });
  return { timer, storage, data, writes, onWarn, onActive, onTimeout };
};

describe('createIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('warns a minute before the timeout and logs out exactly once at 900000 ms', () => {
    const { timer, onWarn, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledOnce();
    expect(onWarn).toHaveBeenCalledWith(T0 + IDLE_TIMEOUT_MS);
    vi.advanceTimersByTime(IDLE_WARNING_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS * 3);
    timer.recordActivity();
    timer.handleStorageChange(STORAGE_KEYS.lastActivity);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('writes the start of the session as activity, replacing a stale timestamp', () => {
    const { timer, data } = setup();
    data.set(STORAGE_KEYS.lastActivity, String(T0 - 10 * IDLE_TIMEOUT_MS));
    timer.start();
    expect(data.get(STORAGE_KEYS.lastActivity)).toBe(String(T0));
  });

  it('extends the timeout on activity in this tab', () => {
    const { timer, onWarn, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(10 * 60_000);
    timer.recordActivity();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_WARNING_MS + 1);
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(Date.now()).toBe(T0 + 10 * 60_000 + IDLE_TIMEOUT_MS);
  });

  it('throttles the shared timestamp to one write per second', () => {
    const { timer, writes } = setup();
    timer.start();
    writes.length = 0;
    vi.advanceTimersByTime(1000);
    for (let i = 0; i < 50; i += 1) {
      timer.recordActivity();
      vi.advanceTimersByTime(10);
    }
    // 500 ms of constant activity: one write at its start.
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(600);
    timer.recordActivity();
    expect(writes).toHaveLength(2);
    expect(writes.every(([key]) => key === STORAGE_KEYS.lastActivity)).toBe(true);
  });

  it('lets activity in another tab (the shared timestamp) extend this tab', () => {
    const { timer, data, onWarn, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(5 * 60_000);
    // Another tab writes its activity; this tab gets no event at all (only re-reads before deciding).
    data.set(STORAGE_KEYS.lastActivity, String(Date.now()));
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 5 * 60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * 60_000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('closes the countdown when another tab reports activity', () => {
    const { timer, data, onWarn, onActive, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 30_000);
    expect(onWarn).toHaveBeenCalledOnce();
    data.set(STORAGE_KEYS.lastActivity, String(Date.now()));
    timer.handleStorageChange(STORAGE_KEYS.lastActivity);
    expect(onActive).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ignores storage events for other keys', () => {
    const { timer, data, onActive } = setup();
    timer.start();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 30_000);
    data.set(STORAGE_KEYS.lastActivity, String(Date.now()));
    timer.handleStorageChange(STORAGE_KEYS.locale);
    expect(onActive).not.toHaveBeenCalled();
  });

  it('during the countdown, activity is shared at once and ends the countdown', () => {
    const { timer, data, onActive, onTimeout } = setup();
    timer.start();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 10_000);
    vi.advanceTimersByTime(200);
    timer.recordActivity();
    expect(data.get(STORAGE_KEYS.lastActivity)).toBe(String(Date.now()));
    expect(onActive).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('does not revive a session whose deadline passed while its timer was held back', () => {
    const { timer, onTimeout } = setup();
    timer.start();
    // A sleeping laptop: the clock jumps without timers firing.
    vi.setSystemTime(T0 + IDLE_TIMEOUT_MS + 5000);
    timer.recordActivity();
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('does not let a timestamp from the future keep the session alive', () => {
    const { timer, data, onTimeout } = setup();
    timer.start();
    data.set(STORAGE_KEYS.lastActivity, String(T0 + 365 * 24 * 3600_000));
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('stop() cancels the pending check', () => {
    const { timer, onWarn, onTimeout } = setup();
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(2 * IDLE_TIMEOUT_MS);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('formatCountdown', () => {
  it.each([
    [60_000, '01:00'],
    [59_001, '01:00'],
    [59_000, '00:59'],
    [9_500, '00:10'],
    [1, '00:01'],
    [0, '00:00'],
    [-500, '00:00'],
    [15 * 60_000, '15:00'],
  ])('%i ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});
