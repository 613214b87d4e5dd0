import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { getVersionWatcher } from './browserVersionWatcher';
import type { VersionWatcher } from './versionWatcher';

/**
 * Says why the page is about to reload, or why it does not reload yet (unsaved changes). Renders nothing while
 * the running version is current.
 */
export const VersionReloadNotice = ({ watcher }: { watcher?: VersionWatcher }) => {
  const translate = useTranslate();
  const source = watcher ?? getVersionWatcher();
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState);
  if (state.status === 'current') return null;
  return (
    <Alert
      severity={state.status === 'waitingForChanges' ? 'warning' : 'info'}
      // Notifications stack above it (src/notifications/NotificationList.tsx).
      data-bottom-bar
      sx={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        maxWidth: 'calc(100% - 32px)',
      }}
    >
      {translate(
        state.status === 'waitingForChanges'
          ? 'session.version.waitingForChanges'
          : 'session.version.reloading',
      )}
    </Alert>
  );
};
