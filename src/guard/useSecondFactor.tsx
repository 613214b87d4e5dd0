import { useCallback, useState, type ReactElement } from 'react';
import { SecondFactorOverlay } from '../components';
import { useFeatureFlags } from '../session/platform/FeatureFlagsContext';
import {
  browserLocalStorage,
  browserScheduler,
  subscribeToStorageEvents,
  type KeyValueStorage,
} from '../session/runtime';
import {
  runSecondFactor,
  type SecondFactorOutcome,
  type SecondFactorOverlayState,
  type TrackEvent,
} from '../session/secondFactor/runSecondFactor';

/** Opens the confirmation window without giving it a handle on the portal (`opener` is cut). */
export const openConfirmationWindow = (url: string): { close: () => void } | null => {
  const popup = window.open(url, '_blank');
  if (popup) popup.opener = null;
  return popup;
};

export interface UseSecondFactorOptions {
  track?: TrackEvent;
  storage?: KeyValueStorage;
  openWindow?: (url: string) => { close: () => void } | null;
}

export interface UseSecondFactorResult {
  /**
   * Opens the confirmation window for the platform's confirmation request `nonce`; resolves with the approval
   * it hands back, or rejects with a SecondFactorError.
   */
  confirm: (nonce: string) => Promise<SecondFactorOutcome>;
  /** The waiting overlay; render it. */
  overlay: ReactElement;
  waiting: boolean;
}

/** The second-factor window flow bound to the feature flags, localStorage and the shared overlay component. */
export const useSecondFactor = ({
  track,
  storage = browserLocalStorage,
  openWindow = openConfirmationWindow,
}: UseSecondFactorOptions = {}): UseSecondFactorResult => {
  const { flags } = useFeatureFlags();
  const [state, setState] = useState<SecondFactorOverlayState>({ open: false });
  const confirm = useCallback(
    (nonce: string) =>
      runSecondFactor({
        newNonce: () => nonce,
        flags,
        storage,
        openWindow,
        track,
        onOverlay: setState,
        scheduler: browserScheduler,
        subscribeStorage: subscribeToStorageEvents,
      }),
    [flags, storage, openWindow, track],
  );
  const overlay = (
    <SecondFactorOverlay open={state.open} onCancel={state.open ? state.cancel : () => undefined} />
  );
  return { confirm, overlay, waiting: state.open };
};
