import { useEffect, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { pendingChanges as defaultRegistry, type PendingChangesRegistry } from './pendingChanges';

/**
 * Asks before in-app navigation leaves a form with unsaved changes. It needs a react-router *data* router:
 * react-admin 5's `<Admin>` creates one (createHashRouter) when it is not inside a router, and `useCanBlock`
 * tells whether that is the case; a plain `<BrowserRouter>` around `<Admin>` cannot block, and then only the
 * browser's own beforeunload prompt remains.
 */
const NavigationBlocker = ({ when }: { when: boolean }) => {
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!when) return false;
    // Changing only the query or hash of the same page (tabs, filters) keeps the form mounted.
    return currentLocation.pathname !== nextLocation.pathname;
  });

  // Saved or discarded while the dialog is up: nothing is lost any more, so let the navigation go through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  if (blocker.state !== 'blocked' || !when) return null;
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
 * While `isDirty`: the browser asks before unload/refresh, in-app navigation opens a confirm dialog, and the
 * pending-changes registry counts this form (the version watcher waits for it). Render the returned element.
 */
export const usePendingChangesPrompt = (
  isDirty: boolean,
  registry: PendingChangesRegistry = defaultRegistry,
): ReactElement | null => {
  const canBlock = useCanBlock();

  useEffect(() => {
    if (!isDirty) return undefined;
    return registry.register();
  }, [isDirty, registry]);

  useEffect(() => {
    if (!isDirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The browser shows its own wording; custom text is ignored by every current browser.
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return canBlock ? <NavigationBlocker when={isDirty} /> : null;
};

/** Component form of the hook, for forms that prefer `<PendingChangesPrompt isDirty={...} />`. */
export const PendingChangesPrompt = ({
  isDirty,
  registry,
}: {
  isDirty: boolean;
  registry?: PendingChangesRegistry;
}) => usePendingChangesPrompt(isDirty, registry);
