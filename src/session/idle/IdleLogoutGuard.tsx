import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { IDLE_TIMEOUT_ENABLED, IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../../contract/constants';
import {
  browserLocalStorage,
  browserNow,
  browserScheduler,
  subscribeToStorageEvents,
  type KeyValueStorage,
  type Scheduler,
  type StorageSubscriber,
} from '../runtime';
import { formatCountdown } from './formatCountdown';
import { createIdleTimer, type IdleTimer } from './idleTimer';

export type IdleLogoutReason = 'IDLE_TIMEOUT';

/**
 * What counts as the user being there. Deliberately no network or polling signal: background refreshes must
 * not keep an abandoned session alive.
 */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
] as const;

export interface IdleLogoutGuardProps {
  onLogout: (reason: IdleLogoutReason) => void;
  enabled?: boolean;
  timeoutMs?: number;
  warningMs?: number;
  now?: () => number;
  storage?: KeyValueStorage;
  scheduler?: Scheduler;
  subscribeStorage?: StorageSubscriber;
}

const COUNTDOWN_TICK_MS = 1000;

/**
 * Logs the user out after the idle timeout and shows a countdown dialog during the last minute. The countdown
 * ticks on real timers (setInterval + Date.now), so Playwright's `page.clock` can fast-forward it.
 */
export const IdleLogoutGuard = ({
  onLogout,
  enabled = IDLE_TIMEOUT_ENABLED,
  timeoutMs = IDLE_TIMEOUT_MS,
  warningMs = IDLE_WARNING_MS,
  now = browserNow,
  storage = browserLocalStorage,
  scheduler = browserScheduler,
  subscribeStorage = subscribeToStorageEvents,
}: IdleLogoutGuardProps) => {
  const translate = useTranslate();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [currentTime, setCurrentTime] = useState(() => now());
  const timerRef = useRef<IdleTimer | null>(null);
  const onLogoutRef = useRef(onLogout);
  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);

  useEffect(() => {
    if (!enabled) return undefined;
    const timer = createIdleTimer({
      now,
      storage,
      scheduler,
      timeoutMs,
      warningMs,
      onWarn: (end) => {
        setCurrentTime(now());
        setDeadline(end);
      },
      onActive: () => setDeadline(null),
      onTimeout: () => {
        setDeadline(null);
        onLogoutRef.current('IDLE_TIMEOUT');
      },
    });
    timerRef.current = timer;
    const onActivity = () => timer.recordActivity();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timer.recordActivity();
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    const unsubscribe = subscribeStorage(timer.handleStorageChange);
    timer.start();
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
      timer.stop();
      timerRef.current = null;
    };
  }, [enabled, now, storage, scheduler, subscribeStorage, timeoutMs, warningMs]);

  useEffect(() => {
    if (deadline === null) return undefined;
    const id = globalThis.setInterval(() => setCurrentTime(now()), COUNTDOWN_TICK_MS);
    return () => globalThis.clearInterval(id);
  }, [deadline, now]);

  if (deadline === null) return null;
  const countdown = formatCountdown(deadline - currentTime);
  const staySignedIn = () => timerRef.current?.recordActivity();

  return (
    <Dialog
      open
      onClose={staySignedIn}
      aria-labelledby="idle-logout-title"
      aria-describedby="idle-logout-description"
    >
      <DialogTitle id="idle-logout-title">{translate('session.idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-logout-description">
          {translate('session.idle.message')}
        </DialogContentText>
        <DialogContentText
          role="timer"
          aria-live="off"
          aria-label={translate('session.idle.remaining')}
          sx={{ fontSize: '2rem', fontVariantNumeric: 'tabular-nums', textAlign: 'center', mt: 2 }}
        >
          {countdown}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={staySignedIn} autoFocus>
          {translate('session.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
