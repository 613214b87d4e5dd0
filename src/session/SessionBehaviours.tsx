import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useLogout, useNavigate } from 'react-admin';
import { IDLE_TIMEOUT_ENABLED } from '../contract/constants';
import { onRemoteLogout as browserOnRemoteLogout } from './crossTab/crossTabLogout';
import { IdleLogoutGuard } from './idle/IdleLogoutGuard';
import { PendingChangesBlocker } from './pending/usePendingChangesPrompt';
import { ReSignInDialog } from './reSignIn/ReSignInDialog';
import { VersionReloadNotice } from './version/VersionReloadNotice';
import type { VersionWatcher } from './version/versionWatcher';

const LOGIN_PATH = '/login';

/** `/login?returnUrl=<path+search>`, or plain `/login` when there is nothing worth returning to. */
export const idleLoginAddress = (pathname: string, search: string): string => {
  const current = `${pathname}${search}`;
  if (pathname === '/' || pathname === '' || pathname.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?returnUrl=${encodeURIComponent(current)}`;
};

export interface SessionBehavioursProps {
  idleEnabled?: boolean;
  /** Test seams; the defaults are the browser-bound instances. */
  onRemoteLogout?: (callback: () => void) => () => void;
  versionWatcher?: VersionWatcher;
}

/**
 * The session behaviours of a signed-in page, in one element for the layout: idle logout with its countdown,
 * logout when another tab logs out, the version-reload notice, the pending-changes prompt of every form and the
 * re-sign-in dialog of a session that ended under unsaved edits. Logout goes through react-admin's
 * `useLogout`, so the authProvider calls the logout endpoint (reason IDLE_TIMEOUT) and clears the session.
 */
export const SessionBehaviours = ({
  idleEnabled = IDLE_TIMEOUT_ENABLED,
  onRemoteLogout = browserOnRemoteLogout,
  versionWatcher,
}: SessionBehavioursProps) => {
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  // Tabs idle since the same moment time out together: the tab's own idle logout (with its way back) wins
  // over the other tabs' signal.
  const idleLeaving = useRef(false);
  const onIdleLogout = useCallback(
    (reason: 'IDLE_TIMEOUT') => {
      idleLeaving.current = true;
      void logout({ reason }, idleLoginAddress(pathname, search), false);
    },
    [logout, pathname, search],
  );

  useEffect(
    () =>
      onRemoteLogout(() => {
        if (idleLeaving.current) return;
        // The other tab already ended the session with the platform; this tab drops its state (token, cached
        // answers) and leaves at once, in the same task as the signal: react-admin's own redirect after a
        // logout waits for a timer, and the timers of a tab in the background run at most once a second.
        void logout({ reason: 'REMOTE_LOGOUT' }, false);
        navigate(LOGIN_PATH);
      }),
    [logout, navigate, onRemoteLogout],
  );

  return (
    <>
      <IdleLogoutGuard enabled={idleEnabled} onLogout={onIdleLogout} />
      <VersionReloadNotice watcher={versionWatcher} />
      <PendingChangesBlocker />
      <ReSignInDialog />
    </>
  );
};
