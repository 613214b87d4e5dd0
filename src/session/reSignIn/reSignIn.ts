/**
 * A session that ends while a form holds edits does not sign the tab out (that would throw the edits away):
 * the authProvider asks for a re-sign-in instead, and the shell's dialog lets the user sign in again in another
 * window and then save. This is the one flag between the two: requested (the dialog is up) until the session is
 * back, or the user gives the edits up.
 */
export interface ReSignInRequests {
  /** Asks for a re-sign-in (idempotent while one is pending). */
  request: () => void;
  isPending: () => boolean;
  /** The session is back, or the user signed out instead. */
  settle: () => void;
  subscribe: (listener: () => void) => () => void;
}

export const createReSignInRequests = (): ReSignInRequests => {
  let pending = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (pending === next) return;
    pending = next;
    listeners.forEach((listener) => listener());
  };
  return {
    request: () => set(true),
    isPending: () => pending,
    settle: () => set(false),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

/** The tab's requests. */
export const reSignIn: ReSignInRequests = createReSignInRequests();
