import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Alert as MuiAlert, Box, Button, Link as MuiLink, Stack } from '@mui/material';
import {
  Link,
  undoableEventEmitter,
  useLocation,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { NotificationDetails } from '../components/NotificationDetails';
import { isExternalHref } from '../components/AlertBanner';
import type { Alert, AlertInput, AlertsStore } from './alertsStore';
import type { ErrorReporter } from './errorReporting';

export interface NotificationListProps {
  store: AlertsStore;
  /** Drops react-admin notifications that the error path already showed (see errorReporting.ts). */
  reporter?: Pick<ErrorReporter, 'consumeNotification'>;
}

/** react-admin's `autoHideDuration`: undefined = our default by type, null/0 = stays, n = n ms. */
const autoCloseOf = (payload: NotificationPayload): AlertInput['autoClose'] => {
  const duration = payload.notificationOptions?.autoHideDuration;
  if (duration === undefined) return undefined;
  return duration === null ? false : duration;
};

/**
 * react-admin confirms a save or delete as 'info' (its controllers and most screens' `notify()` say so), with a
 * resource's own words when the catalogue has them (`resources.<name>.notifications.updated`, see
 * i18n/recordNotifications.ts); they are successes, shown as such and clearing the errors of the attempts before
 * them.
 */
const SAVE_CONFIRMATION =
  /^(ra\.notification|resources\.[^.]+\.notifications)\.(created|updated|deleted)$/;

/**
 * Moves react-admin's queued notifications (every `notify()`: mutation errors, 'Element updated', ...) into the
 * alerts store, so there is one list. Undoable ones keep react-admin's contract: the mutation runs when the
 * alert closes, or is undone by its Undo button.
 */
const useReactAdminBridge = (store: AlertsStore, reporter: NotificationListProps['reporter']) => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();

  useEffect(() => {
    if (notifications.length === 0) return;
    const taken = [...notifications];
    // Remove exactly the ones handled here; anything queued meanwhile stays for the next run.
    setNotifications((queue) => queue.filter((item) => !taken.includes(item)));
    for (const payload of taken) {
      const { message, type, notificationOptions = {} } = payload;
      if (typeof message !== 'string') continue;
      const consumed =
        type === 'error' || type === 'warning' ? reporter?.consumeNotification(message) : undefined;
      if (consumed?.drop) continue;
      const undoable = notificationOptions.undoable === true;
      store.add({
        type: type === 'info' && SAVE_CONFIRMATION.test(message) ? 'success' : type,
        message,
        messageArgs: notificationOptions.messageArgs as Record<string, unknown> | undefined,
        autoClose: autoCloseOf(payload),
        details: consumed?.details,
        undoable,
        onClose: undoable
          ? (reason) => {
              const mutation = takeMutation();
              const isUndo = reason === 'undo';
              if (mutation) mutation({ isUndo });
              // Kept by react-admin for backward compatibility when no mutation was registered.
              else undoableEventEmitter.emit('end', { isUndo });
            }
          : undefined,
      });
    }
  }, [notifications, setNotifications, store, reporter, takeMutation]);
};

const NotificationItem = ({ alert, store }: { alert: Alert; store: AlertsStore }) => {
  const translate = useTranslate();
  const text = (value: string, args?: Record<string, unknown>) =>
    translate(value, { _: value, ...args });
  const { link } = alert;
  return (
    <MuiAlert
      severity={alert.type}
      variant="filled"
      elevation={6}
      // Errors and warnings interrupt screen readers; success and info are announced politely.
      role={alert.type === 'error' || alert.type === 'warning' ? 'alert' : 'status'}
      onClose={() => store.remove(alert.key, 'closed')}
      closeText={translate('app.dialog.close')}
      action={
        alert.undoable ? (
          <Button color="inherit" size="small" onClick={() => store.remove(alert.key, 'undo')}>
            {translate('ra.action.undo')}
          </Button>
        ) : undefined
      }
      sx={{
        alignItems: 'flex-start',
        width: '100%',
        pointerEvents: 'auto',
        wordBreak: 'break-word',
      }}
    >
      {text(alert.message, alert.messageArgs)}
      {link &&
        (isExternalHref(link.href) ? (
          <MuiLink
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            sx={{ ml: 1 }}
          >
            {text(link.label)}
          </MuiLink>
        ) : (
          <Link to={link.href} color="inherit" sx={{ ml: 1 }}>
            {text(link.label)}
          </Link>
        ))}
      {alert.details ? (
        <NotificationDetails details={alert.details} onOpen={() => store.keep(alert.key)} />
      ) : null}
    </MuiAlert>
  );
};

/**
 * A failure that makes react-admin leave the page (a record that does not exist sends the user back to the list)
 * is reported just before the navigation; it explains the new page, so it is not stale yet.
 */
export const REDIRECT_CAUSE_MS = 2000;

/**
 * Leaving a page drops its errors and warnings (`clearStale`). Declared before the react-admin bridge, so an
 * alert raised together with the navigation (a redirect with a warning) is added after the clearing and stays;
 * one raised just before it (REDIRECT_CAUSE_MS) stays too.
 */
const useClearStaleOnNavigation = (store: AlertsStore) => {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    store.clearStale(REDIRECT_CAUSE_MS);
  }, [pathname, store]);
};

/**
 * What is fixed to the bottom of the window (the cookie bar, a form's toolbar on a phone): the list sits above
 * it, never over its buttons.
 */
export const BOTTOM_BARS = '[data-bottom-bar], .RaToolbar-mobileToolbar';

const measureBottomBars = (): number =>
  Array.from(document.querySelectorAll<HTMLElement>(BOTTOM_BARS)).reduce((inset, bar) => {
    const { top, height } = bar.getBoundingClientRect();
    return height > 0 ? Math.max(inset, window.innerHeight - top) : inset;
  }, 0);

const useBottomInset = (): number => {
  const [inset, setInset] = useState(0);
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setInset(measureBottomBars());
    };
    // At most once a frame, however busy the page is.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // Bars come and go (the cookie bar is answered, a form opens) and wrap when the window narrows.
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      mutations.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return inset;
};

const Stacked = ({ alerts, store }: { alerts: readonly Alert[]; store: AlertsStore }) => {
  const translate = useTranslate();
  const inset = useBottomInset();
  return (
    <Box
      component="section"
      aria-label={translate('notifications.list.label')}
      sx={{
        position: 'fixed',
        bottom: inset + 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(440px, calc(100vw - 32px))',
        // Never taller than the window: the oldest scroll away at the top.
        maxHeight: `calc(100vh - ${inset + 96}px)`,
        overflowY: 'auto',
        zIndex: (theme) => theme.zIndex.snackbar,
        // The empty parts of the column let clicks through to the page.
        pointerEvents: 'none',
      }}
    >
      <Stack spacing={1}>
        {alerts.map((alert) => (
          <NotificationItem key={alert.key} alert={alert} store={store} />
        ))}
      </Stack>
    </Box>
  );
};

/**
 * The notification list (spec section 2): stacked alerts, newest at the bottom, each with its details block.
 * Bottom centre, above anything fixed to the bottom of the window: the page's actions sit top right (Approve,
 * Reject, Deactivate) and a list's pagination bottom right, and neither is ever covered. A success clears
 * the errors before it, and so does leaving the page, except alerts the user pinned by opening their details.
 */
export const NotificationList = ({ store, reporter }: NotificationListProps) => {
  useClearStaleOnNavigation(store);
  useReactAdminBridge(store, reporter);
  const alerts = useSyncExternalStore(store.subscribe, store.getAlerts, store.getAlerts);
  if (alerts.length === 0) return null;
  return <Stacked alerts={alerts} store={store} />;
};
