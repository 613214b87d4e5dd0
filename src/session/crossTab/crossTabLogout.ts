import { STORAGE_KEYS } from '../../contract/storageKeys';
import {
  browserLocalStorage,
  browserNow,
  subscribeToStorageEvents,
  type KeyValueStorage,
  type StorageSubscriber,
} from '../runtime';

export const SESSION_CHANNEL_NAME = 'portal-session';

/** Two signals (channel + storage) for one logout arrive close together; later ones are the same logout. */
const DUPLICATE_WINDOW_MS = 2000;

interface LogoutMessage {
  type: 'logout';
  id: string;
  at: number;
}

/** The part of BroadcastChannel used here, so tests can pass an in-memory bus. */
export interface SessionChannel {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  close: () => void;
}

export interface CrossTabLogoutOptions {
  /** Null when BroadcastChannel is unavailable: the storage event alone then carries the signal. */
  createChannel?: () => SessionChannel | null;
  storage?: KeyValueStorage;
  subscribeStorage?: StorageSubscriber;
  now?: () => number;
  newId?: () => string;
}

export interface CrossTabLogout {
  /** Tell every other tab that this tab has logged out. Call it after the local session is cleared. */
  announceLogout: () => void;
  /** `callback` runs once per logout announced by another tab; returns the unsubscribe function. */
  onRemoteLogout: (callback: () => void) => () => void;
}

const defaultChannel = (): SessionChannel | null =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;

const defaultId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const parseMessage = (value: unknown): LogoutMessage | null => {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<LogoutMessage>;
  return candidate.type === 'logout' && typeof candidate.id === 'string'
    ? { type: 'logout', id: candidate.id, at: Number(candidate.at) || 0 }
    : null;
};

const parseStored = (raw: string | null): LogoutMessage | null => {
  if (raw === null) return null;
  try {
    return parseMessage(JSON.parse(raw));
  } catch {
    return null;
  }
};

/**
 * Logout in one tab ends the session in every tab. Three signals, any one is enough:
 * - a BroadcastChannel message (instant, not throttled in background tabs);
 * - a write of `STORAGE_KEYS.logoutSignal` (browsers without BroadcastChannel);
 * - the removal of the signed-in user (a tab that logged out without announcing, or cleared storage): the
 *   tokens are in no storage, the signed-in user is what the tabs share of the session.
 */
export const createCrossTabLogout = (options: CrossTabLogoutOptions = {}): CrossTabLogout => {
  const createChannel = options.createChannel ?? defaultChannel;
  const storage = options.storage ?? browserLocalStorage;
  const subscribeStorage = options.subscribeStorage ?? subscribeToStorageEvents;
  const now = options.now ?? browserNow;
  const newId = options.newId ?? defaultId;
  // A BroadcastChannel message reaches every other channel object of the name, this page's own listener too:
  // a tab's own logout is not another tab's (it would send this tab to the sign-in page while it leaves for
  // somewhere else, e.g. the new tenant after a tenant switch).
  const announced = new Set<string>();

  return {
    announceLogout: () => {
      const message: LogoutMessage = { type: 'logout', id: newId(), at: now() };
      announced.add(message.id);
      storage.setItem(STORAGE_KEYS.logoutSignal, JSON.stringify(message));
      const channel = createChannel();
      if (channel) {
        channel.postMessage(message);
        channel.close();
      }
    },
    onRemoteLogout: (callback) => {
      const seen = new Set<string>();
      let lastFired = -Infinity;
      const fire = (id: string | null) => {
        if (id !== null) {
          if (seen.has(id) || announced.has(id)) return;
          seen.add(id);
        }
        const current = now();
        if (current - lastFired < DUPLICATE_WINDOW_MS) return;
        lastFired = current;
        callback();
      };

      const channel = createChannel();
      const onMessage = (event: MessageEvent) => {
        const message = parseMessage(event.data);
        if (message) fire(message.id);
      };
      channel?.addEventListener('message', onMessage);

      const unsubscribeStorage = subscribeStorage((key) => {
        if (key === STORAGE_KEYS.logoutSignal) {
          const message = parseStored(storage.getItem(STORAGE_KEYS.logoutSignal));
          if (message) fire(message.id);
        } else if (key === STORAGE_KEYS.currentUser || key === null) {
          // `key === null` is storage.clear() in another tab.
          if (storage.getItem(STORAGE_KEYS.currentUser) === null) fire(null);
        }
      });

      return () => {
        channel?.removeEventListener('message', onMessage);
        channel?.close();
        unsubscribeStorage();
      };
    },
  };
};

let defaultInstance: CrossTabLogout | null = null;
const browserCrossTab = (): CrossTabLogout => (defaultInstance ??= createCrossTabLogout());

/** Browser-bound shortcuts for the authProvider (announce) and the layout (listen). */
export const announceLogout = (): void => browserCrossTab().announceLogout();
export const onRemoteLogout = (callback: () => void): (() => void) =>
  browserCrossTab().onRemoteLogout(callback);
