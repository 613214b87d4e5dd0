import type { KeyValueStorage, StorageSubscriber } from '../../../src/session/runtime';

/** An in-memory Storage; `writes` records every setItem so throttling can be asserted. */
export const createMemoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  const writes: Array<[string, string]> = [];
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      writes.push([key, value]);
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
  return { storage, data, writes };
};

/** A manual `storage`-event source: `emit(key)` plays "another tab wrote this key". */
export const createStorageEvents = () => {
  const listeners = new Set<(key: string | null) => void>();
  const subscribe: StorageSubscriber = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    subscribe,
    emit: (key: string | null) => listeners.forEach((listener) => listener(key)),
    count: () => listeners.size,
  };
};
