import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useDataProvider,
  useLogout,
  useNotify,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { SIGNED_IN_AGAIN_PATH } from '../../contract/constants';
import type { CurrentUser } from '../../contract/schemas/auth';
import { onSessionWritten, readCurrentUser } from '../auth/sessionStore';
import { reSignIn as defaultRequests, type ReSignInRequests } from './reSignIn';

/** The sign-in page, told to end on the page that closes the window (it is not a page worth coming back to). */
export const RE_SIGN_IN_ADDRESS = `/login?returnUrl=${encodeURIComponent(SIGNED_IN_AGAIN_PATH)}`;
const WINDOW_NAME = 'trustdesk-sign-in';

type Phase = 'ask' | 'waiting' | 'blocked' | 'checking' | 'checkFailed' | 'otherAccount';

type Identity = Pick<CurrentUser, 'id' | 'tenantId'>;

export interface ReSignInDialogProps {
  requests?: ReSignInRequests;
  /** Test seams: the browser's window.open and reload. */
  openWindow?: (url: string, name: string) => Window | null;
  reload?: () => void;
}

const browserOpen = (url: string, name: string) =>
  window.open(url, name, 'popup,width=560,height=760');

/**
 * Up while a re-sign-in is requested (a session ended under unsaved edits, see reSignIn.ts): the user signs in
 * again in another window, which leaves this tab's form as it is. The new session reaches this tab over the
 * tabs' channel; it counts only for the same user in the same tenant (asked of the platform, not of storage),
 * otherwise the edits cannot be saved here and the tab reloads as the new user.
 */
export const ReSignInDialog = ({
  requests = defaultRequests,
  openWindow = browserOpen,
  reload = () => window.location.reload(),
}: ReSignInDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const dataProvider = useDataProvider<
    DataProvider & { getCurrentUser: () => Promise<CurrentUser> }
  >();
  const open = useSyncExternalStore(requests.subscribe, requests.isPending, requests.isPending);
  const [phase, setPhase] = useState<Phase>('ask');
  const signedIn = useRef<Identity | null>(null);

  // Who was signed in when the session ended (the tab keeps the signed-in user until it signs out).
  useEffect(() => {
    if (!open) return;
    const user = readCurrentUser();
    signedIn.current = user ? { id: user.id, tenantId: user.tenantId } : null;
    setPhase('ask');
  }, [open]);

  const confirm = useCallback(async () => {
    setPhase('checking');
    try {
      const now = await dataProvider.getCurrentUser();
      const before = signedIn.current;
      if (!before || now.id !== before.id || now.tenantId !== before.tenantId) {
        setPhase('otherAccount');
        return;
      }
      requests.settle();
      notify('session.reSignIn.done', { type: 'success' });
    } catch {
      setPhase('checkFailed');
    }
  }, [dataProvider, notify, requests]);

  useEffect(() => {
    if (!open) return undefined;
    return onSessionWritten(() => void confirm());
  }, [open, confirm]);

  const signInAgain = () => {
    const opened = openWindow(RE_SIGN_IN_ADDRESS, WINDOW_NAME);
    setPhase(opened ? 'waiting' : 'blocked');
    opened?.focus();
  };

  const discard = () => {
    requests.settle();
    void logout({ reason: 'USER_LOGOUT' });
  };

  const busy = phase === 'checking';
  return (
    <Dialog open={open} aria-labelledby="re-sign-in-title" disableEscapeKeyDown>
      <DialogTitle id="re-sign-in-title">{translate('session.reSignIn.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {phase === 'otherAccount' ? (
            <Alert severity="warning" role="alert">
              {translate('session.reSignIn.otherAccount')}
            </Alert>
          ) : (
            <DialogContentText>{translate('session.reSignIn.message')}</DialogContentText>
          )}
          {phase === 'blocked' || phase === 'checkFailed' ? (
            <Alert severity="error" role="alert">
              {translate(
                phase === 'blocked' ? 'session.reSignIn.blocked' : 'session.reSignIn.checkFailed',
              )}
            </Alert>
          ) : null}
          {phase === 'waiting' || busy ? (
            <Stack direction="row" spacing={2} alignItems="center" role="status">
              <CircularProgress size={20} />
              <Typography variant="body2">
                {translate(busy ? 'session.reSignIn.checking' : 'session.reSignIn.waiting')}
              </Typography>
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {phase === 'otherAccount' ? (
          <Button variant="contained" onClick={reload}>
            {translate('session.reSignIn.reload')}
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={discard} disabled={busy}>
              {translate('session.reSignIn.discard')}
            </Button>
            {phase === 'checkFailed' ? (
              <Button variant="contained" onClick={() => void confirm()}>
                {translate('session.reSignIn.retry')}
              </Button>
            ) : (
              <Button variant="contained" onClick={signInAgain} disabled={busy}>
                {translate('session.reSignIn.signIn')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
