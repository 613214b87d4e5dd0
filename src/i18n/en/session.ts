/**
 * English messages of the 'session' area (src/session: idle logout, version reload, pending changes).
 * The spec's own sentences (pending changes, MFA, feature flags) stay verbatim in core.ts under app.messages.
 */
export const session = {
  session: {
    idle: {
      title: 'Are you still there?',
      message:
        'You have been inactive for a while. For your security you will be signed out when the time runs out.',
      remaining: 'Time until sign-out',
      stay: 'Stay signed in',
    },
    version: {
      reloading: 'A new version of the portal is available. The page will reload in a few seconds.',
      waitingForChanges:
        'A new version of the portal is available. It will load once you save or discard your changes.',
    },
    reSignIn: {
      title: 'Sign in again to save your changes',
      message:
        'Your session has ended. Your changes are still here: sign in again in a new window, then save them.',
      signIn: 'Sign in again',
      discard: 'Discard changes and sign out',
      waiting: 'Waiting for you to sign in in the other window…',
      checking: 'Checking the new sign-in…',
      blocked: 'The sign-in window could not open. Allow pop-ups for this portal and try again.',
      checkFailed: 'The new sign-in could not be checked. Try again.',
      retry: 'Try again',
      otherAccount:
        'You signed in as another user or in another tenant. These changes belong to the previous session and cannot be saved under that account.',
      reload: 'Reload as the new user',
      done: 'You are signed in again. Your changes are still here: save them now.',
    },
    pendingChanges: {
      title: 'Unsaved changes',
      stay: 'Stay on this page',
      leave: 'Leave and discard changes',
    },
  },
};
