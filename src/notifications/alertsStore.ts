import { ALERT_AUTO_CLOSE_MS, INFO_DURATION_MS } from '../contract/constants';
import type { NotificationDetailsData } from '../components/NotificationDetails';
import { browserScheduler, type Scheduler, type TimerHandle } from '../session/runtime';

/**
 * The alerts of spec section 4: added, then removed on close, or removed automatically when flagged
 * auto-closing. A framework-free store (useSyncExternalStore reads it) so the rules are unit-testable with fake
 * timers and every producer (react-admin's notify, the error path, the version notice...) feeds one list.
 */
export type AlertType = 'warning' | 'error' | 'success' | 'info';

export interface AlertLink {
  href: string;
  /** i18n key (or literal text) of the link text. */
  label: string;
}

export type AlertCloseReason = 'closed' | 'timeout' | 'undo' | 'replaced';

export interface AlertInput {
  type: AlertType;
  /** i18n key or literal text. */
  message: string;
  messageArgs?: Record<string, unknown>;
  link?: AlertLink;
  /**
   * How long the alert stays: `true` = ALERT_AUTO_CLOSE_MS, a number = that many ms, `false` = until closed.
   * Default by type: info INFO_DURATION_MS, success and warning ALERT_AUTO_CLOSE_MS, error until closed
   * (errors carry details that support staff copy).
   */
  autoClose?: boolean | number;
  /** The technical block under the message (error descriptor parts). */
  details?: NotificationDetailsData;
  /** react-admin undoable mutation: the list shows an Undo button and reports how the alert ended. */
  undoable?: boolean;
  /** Called once when the alert leaves the list, with the reason. */
  onClose?: (reason: AlertCloseReason) => void;
}

export interface Alert extends AlertInput {
  key: string;
  createdAt: number;
}

export interface AlertsStore {
  /** Adds an alert; returns its key, or null when it duplicates an error already shown. */
  add: (input: AlertInput) => string | null;
  remove: (key: string, reason?: AlertCloseReason) => void;
  /**
   * The user is reading the alert (opened its details): it no longer closes by itself, only when closed.
   * Nothing happens for an alert that has already gone.
   */
  keep: (key: string) => void;
  /**
   * Drops the errors and warnings that no longer describe the page: what failed before a later success, or on
   * the page the user has left. Alerts the user pinned (`keep`) and undoable ones stay, and so do the platform's
   * answers (they carry details) raised in the last `graceMs`: the reason for a redirect, e.g. a record that does
   * not exist, arrives just before it.
   */
  clearStale: (graceMs?: number) => void;
  clear: () => void;
  getAlerts: () => readonly Alert[];
  subscribe: (listener: () => void) => () => void;
}

export interface AlertsStoreOptions {
  scheduler?: Scheduler;
  now?: () => number;
  /** The oldest alerts give way beyond this many, so a burst of errors never covers the page. */
  maxAlerts?: number;
}

export const MAX_VISIBLE_ALERTS = 5;

/** Milliseconds until the alert closes itself, or null when it stays until closed. */
export const alertDuration = (input: Pick<AlertInput, 'type' | 'autoClose'>): number | null => {
  const { autoClose } = input;
  if (typeof autoClose === 'number') return autoClose > 0 ? autoClose : null;
  if (autoClose === true) return ALERT_AUTO_CLOSE_MS;
  if (autoClose === false) return null;
  if (input.type === 'info') return INFO_DURATION_MS;
  if (input.type === 'error') return null;
  return ALERT_AUTO_CLOSE_MS;
};

/**
 * Errors are deduplicated: by descriptor id when the platform gave one (spec section 4), otherwise by the
 * message itself, so a failure repeated by several calls (e.g. 'Server is down') shows once.
 */
const dedupeKey = (input: AlertInput): string | null => {
  if (input.type !== 'error') return null;
  if (input.details?.id) return `id:${input.details.id}`;
  return `message:${input.message}:${JSON.stringify(input.messageArgs ?? {})}`;
};

export const createAlertsStore = ({
  scheduler = browserScheduler,
  now = () => Date.now(),
  maxAlerts = MAX_VISIBLE_ALERTS,
}: AlertsStoreOptions = {}): AlertsStore => {
  let alerts: readonly Alert[] = [];
  let sequence = 0;
  const timers = new Map<string, TimerHandle>();
  const pinned = new Set<string>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  /** The alert no longer closes by itself. */
  const stopTimer = (key: string) => {
    const timer = timers.get(key);
    if (timer !== undefined) scheduler.clearTimeout(timer);
    timers.delete(key);
  };

  const take = (key: string): Alert | undefined => {
    const alert = alerts.find((candidate) => candidate.key === key);
    if (!alert) return undefined;
    stopTimer(key);
    pinned.delete(key);
    alerts = alerts.filter((candidate) => candidate.key !== key);
    return alert;
  };

  const isStale = (alert: Alert) =>
    (alert.type === 'error' || alert.type === 'warning') &&
    !alert.undoable &&
    !pinned.has(alert.key);

  /** Takes the stale alerts out of the list (the caller emits and reports them). */
  const takeStale = (graceMs = 0): Alert[] =>
    alerts
      .filter((alert) => isStale(alert) && (!alert.details || alert.createdAt <= now() - graceMs))
      .map((alert) => take(alert.key))
      .filter((a) => a !== undefined);

  const remove = (key: string, reason: AlertCloseReason = 'closed') => {
    const alert = take(key);
    if (!alert) return;
    emit();
    alert.onClose?.(reason);
  };

  return {
    add: (input) => {
      const duplicate = dedupeKey(input);
      if (duplicate !== null && alerts.some((alert) => dedupeKey(alert) === duplicate)) return null;
      // A success answers what was tried: an older 'The form is not valid' above it would contradict it.
      const superseded = input.type === 'success' ? takeStale() : [];
      sequence += 1;
      const key = `alert-${sequence}`;
      alerts = [...alerts, { ...input, key, createdAt: now() }];
      const duration = alertDuration(input);
      if (duration !== null)
        timers.set(
          key,
          scheduler.setTimeout(() => remove(key, 'timeout'), duration),
        );
      const overflow = alerts.slice(0, Math.max(0, alerts.length - maxAlerts));
      const dropped = [
        ...superseded,
        ...overflow.map((alert) => take(alert.key)).filter((a) => a !== undefined),
      ];
      emit();
      for (const alert of dropped) alert.onClose?.('replaced');
      return key;
    },
    remove,
    keep: (key) => {
      if (!alerts.some((alert) => alert.key === key)) return;
      stopTimer(key);
      pinned.add(key);
    },
    clearStale: (graceMs) => {
      const stale = takeStale(graceMs);
      if (!stale.length) return;
      emit();
      for (const alert of stale) alert.onClose?.('replaced');
    },
    clear: () => {
      const all = alerts;
      for (const alert of all) take(alert.key);
      emit();
      for (const alert of all) alert.onClose?.('closed');
    },
    getAlerts: () => alerts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

/** The portal's one alerts list. */
export const portalAlerts: AlertsStore = createAlertsStore();
