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

/**
 * Forms holding edits the user has not saved yet, including while a save of them is under way (unlike
 * `pendingChanges`, which lets a saving form's redirect through): a session that ends meanwhile asks for a
 * re-sign-in instead of signing the tab out (src/session/reSignIn).
 */
export const editsAtStake: PendingChangesRegistry = createPendingChangesRegistry();
