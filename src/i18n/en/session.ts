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
    pendingChanges: {
      title: 'Unsaved changes',
      stay: 'Stay on this page',
      leave: 'Leave and discard changes',
    },
  },
};
