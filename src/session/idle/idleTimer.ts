import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../../contract/constants';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import type { KeyValueStorage, Scheduler, TimerHandle } from '../runtime';

/** Activity is written to the shared timestamp at most this often: enough for other tabs, cheap on storage. */
export const ACTIVITY_WRITE_THROTTLE_MS = 1000;

export interface IdleTimerOptions {
  now: () => number;
  /** localStorage: the last-activity timestamp is shared by every tab of the portal. */
  storage: KeyValueStorage;
  scheduler: Scheduler;
  /** The countdown starts; `deadline` is the epoch ms at which the logout happens. */
  onWarn: (deadline: number) => void;
  /** Activity (here or in another tab) ended the countdown. */
  onActive?: () => void;
  /** Called exactly once per start(), when the idle time has run out. */
  onTimeout: () => void;
  timeoutMs?: number;
  warningMs?: number;
  throttleMs?: number;
}

export interface IdleTimer {
  start: () => void;
  stop: () => void;
  /** User activity in this tab (pointer, keyboard, wheel, touch, visibility regained, "Stay signed in"). */
  recordActivity: () => void;
  /** A `storage` event: another tab may have written a newer activity timestamp. */
  handleStorageChange: (key: string | null) => void;
  /** The logout deadline (epoch ms) as currently known. */
  deadline: () => number;
}

const readStoredActivity = (storage: KeyValueStorage): number => {
  const raw = storage.getItem(STORAGE_KEYS.lastActivity);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : 0;
};

/**
 * Idle logout across tabs. The decision is always taken on the freshest shared timestamp: each scheduled check
 * re-reads localStorage, so activity in another tab extends this tab's session without any message passing.
 * A check that fires late (throttled background tab, sleeping laptop) still logs out; activity that arrives
 * after the deadline has passed does not revive the session.
 */
export const createIdleTimer = (options: IdleTimerOptions): IdleTimer => {
  const { now, storage, scheduler, onWarn, onActive, onTimeout } = options;
  const timeoutMs = options.timeoutMs ?? IDLE_TIMEOUT_MS;
  const warningMs = Math.min(options.warningMs ?? IDLE_WARNING_MS, timeoutMs);
  const throttleMs = options.throttleMs ?? ACTIVITY_WRITE_THROTTLE_MS;

  let running = false;
  let warned = false;
  let timedOut = false;
  let localActivity = 0;
  let lastWrite = -Infinity;
  let handle: TimerHandle | undefined;

  // All tabs share one clock, so a timestamp from the future is corrupt or tampered with: it must not keep
  // the session alive, so it is ignored.
  const lastActivity = () => {
    const stored = readStoredActivity(storage);
    return stored > now() ? localActivity : Math.max(localActivity, stored);
  };
  const deadline = () => lastActivity() + timeoutMs;

  const clear = () => {
    if (handle !== undefined) scheduler.clearTimeout(handle);
    handle = undefined;
  };

  const schedule = (at: number) => {
    clear();
    handle = scheduler.setTimeout(evaluate, Math.max(0, at - now()));
  };

  const writeActivity = (at: number, force: boolean) => {
    if (!force && at - lastWrite < throttleMs) return;
    lastWrite = at;
    storage.setItem(STORAGE_KEYS.lastActivity, String(at));
  };

  function evaluate() {
    handle = undefined;
    if (!running || timedOut) return;
    const end = deadline();
    const current = now();
    if (current >= end) {
      timedOut = true;
      running = false;
      clear();
      onTimeout();
      return;
    }
    if (current >= end - warningMs) {
      if (!warned) {
        warned = true;
        onWarn(end);
      }
      schedule(end);
      return;
    }
    if (warned) {
      warned = false;
      onActive?.();
    }
    schedule(end - warningMs);
  }

  return {
    start: () => {
      if (running) return;
      running = true;
      timedOut = false;
      warned = false;
      // Opening the portal is activity; it also discards a stale timestamp left by an earlier session.
      localActivity = now();
      writeActivity(localActivity, true);
      evaluate();
    },
    stop: () => {
      running = false;
      clear();
    },
    recordActivity: () => {
      if (!running || timedOut) return;
      const current = now();
      if (current >= deadline()) {
        evaluate();
        return;
      }
      localActivity = current;
      // During the countdown every other tab must learn at once that the user is back.
      writeActivity(current, warned);
      if (warned) evaluate();
    },
    handleStorageChange: (key) => {
      if (!running || timedOut) return;
      if (key !== null && key !== STORAGE_KEYS.lastActivity) return;
      evaluate();
    },
    deadline,
  };
};
