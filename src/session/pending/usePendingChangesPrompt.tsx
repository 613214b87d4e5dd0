import { useEffect, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import {
  editsAtStake,
  pendingChanges as defaultRegistry,
  type PendingChangesRegistry,
} from './pendingChanges';

/** Where the session ends (idle or remote logout): leaving is not the user's choice, so it is never held. */
const SIGN_IN_PATH = '/login';

const usePending = (registry: PendingChangesRegistry) =>
  useSyncExternalStore(registry.subscribe, registry.hasPending, registry.hasPending);

/**
 * One blocker for the whole shell: react-router keeps only the last `useBlocker` of a page, so a blocker per
 * form would leave every other form on the same page (merchant notes beside the IP whitelist) unguarded. The
 * decision reads the registry at the moment of navigation, so a form that is saving (and so released its
 * registration) lets its own redirect through.
 */
const NavigationBlocker = ({ registry }: { registry: PendingChangesRegistry }) => {
  const translate = useTranslate();
  const pending = usePending(registry);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      registry.hasPending() &&
      // Changing only the query or hash of the same page (tabs, filters) keeps the form mounted.
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith(SIGN_IN_PATH),
  );

  // Saved or discarded while the dialog is up: nothing is lost any more, so let the navigation go through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !pending) blocker.proceed();
  }, [blocker, pending]);

  if (blocker.state !== 'blocked' || !pending) return null;
  return (
    <Dialog
      open
      onClose={() => blocker.reset()}
      aria-labelledby="pending-changes-title"
      aria-describedby="pending-changes-description"
    >
      <DialogTitle id="pending-changes-title">
        {translate('session.pendingChanges.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="pending-changes-description">
          {translate('app.messages.pendingChanges')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset()} autoFocus>
          {translate('session.pendingChanges.stay')}
        </Button>
        <Button color="warning" onClick={() => blocker.proceed()}>
          {translate('session.pendingChanges.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * Mounted once by the signed-in shell. While any form holds unsaved changes, the browser asks before a reload
 * or close, and in-app navigation opens the spec's prompt. It needs a react-router *data* router
 * (`useCanBlock`); without one only the browser's beforeunload prompt remains.
 */
export const PendingChangesBlocker = ({
  registry = defaultRegistry,
}: {
  registry?: PendingChangesRegistry;
}) => {
  const canBlock = useCanBlock();
  const pending = usePending(registry);

  useEffect(() => {
    if (!pending) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The browser shows its own wording; custom text is ignored by every current browser.
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pending]);

  return canBlock ? <NavigationBlocker registry={registry} /> : null;
};

/**
 * Counts this form in the pending-changes registry while `isDirty`: the shell's blocker then holds navigation,
 * reloads and closing the tab, and the version watcher waits for it.
 */
export const usePendingChangesPrompt = (
  isDirty: boolean,
  registry: PendingChangesRegistry = defaultRegistry,
): void => {
  useEffect(() => {
    if (!isDirty) return undefined;
    return registry.register();
  }, [isDirty, registry]);
};

/**
 * Counts this form among the edits at stake while it holds any, saving or not: a session that ends meanwhile
 * then asks for a re-sign-in instead of signing the tab out.
 */
export const useEditsAtStake = (
  hasEdits: boolean,
  registry: PendingChangesRegistry = editsAtStake,
): void => usePendingChangesPrompt(hasEdits, registry);

/**
 * Component form of the hooks, for forms that prefer `<PendingChangesPrompt isDirty={...} />` (the form counts
 * in both registries while dirty).
 */
export const PendingChangesPrompt = ({
  isDirty,
  registry,
}: {
  isDirty: boolean;
  registry?: PendingChangesRegistry;
}) => {
  usePendingChangesPrompt(isDirty, registry);
  useEditsAtStake(isDirty);
  return null;
};
