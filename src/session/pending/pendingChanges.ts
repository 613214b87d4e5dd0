/**
 * How many mounted forms currently hold unsaved changes. Forms register through `usePendingChangesPrompt`;
 * the version watcher reads it so a forced reload never throws away someone's edits.
 */
export interface PendingChangesRegistry {
  /** Marks one form dirty; the returned function releases it (idempotent). */
  register: () => () => void;
  count: () => number;
  hasPending: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export const createPendingChangesRegistry = (): PendingChangesRegistry => {
  let count = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    register: () => {
      count += 1;
      notify();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        count -= 1;
        notify();
      };
    },
    count: () => count,
    hasPending: () => count > 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

/** The portal-wide registry. */
export const pendingChanges: PendingChangesRegistry = createPendingChangesRegistry();
