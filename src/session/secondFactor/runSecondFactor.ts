import { SECOND_FACTOR_POLL_MS } from '../../contract/constants';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import type { FeatureFlags } from '../platform/featureFlags';
import type { KeyValueStorage, Scheduler, StorageSubscriber, TimerHandle } from '../runtime';

export type SecondFactorOverlayState = { open: false } | { open: true; cancel: () => void };

export type SecondFactorFailureSource = 'mfaError' | 'mfaMessage';

/** Stored MFA texts are shown to the user; an absurdly long one is cut rather than flooding the page. */
const MAX_FAILURE_TEXT = 500;

export class SecondFactorError extends Error {
  readonly reason: 'cancelled' | 'failed';
  /** For 'failed': which stored value ended the wait, and its text. */
  readonly source?: SecondFactorFailureSource;
  readonly detail?: string;

  constructor(
    reason: 'cancelled' | 'failed',
    failure?: { source: SecondFactorFailureSource; detail: string },
  ) {
    // The message is an i18n key (react-admin's notify translates it); describeSecondFactorError gives the text.
    super(reason === 'cancelled' ? 'app.messages.mfaCancelled' : 'app.messages.mfaError');
    this.name = 'SecondFactorError';
    this.reason = reason;
    this.source = failure?.source;
    this.detail = failure?.detail;
  }
}

export const isSecondFactorError = (error: unknown): error is SecondFactorError =>
  error instanceof SecondFactorError;

/**
 * What the user reads (spec section 4): cancel → the 'could not be saved' message; a stored error → its text;
 * a stored message → 'MFA error' joined with it.
 */
export const describeSecondFactorError = (
  error: SecondFactorError,
  translate: (key: string) => string,
): string => {
  if (error.reason === 'cancelled') return translate('app.messages.mfaCancelled');
  if (error.source === 'mfaError' && error.detail) return error.detail;
  const prefix = translate('app.messages.mfaError');
  return error.detail ? `${prefix}: ${error.detail}` : prefix;
};

export type TrackEvent = (event: string, props: Record<string, string | number | boolean>) => void;

export interface SecondFactorOptions {
  flags: FeatureFlags;
  /** localStorage: the confirmation window writes its result there. */
  storage: KeyValueStorage;
  /** Opens the confirmation window; null means the browser blocked the popup. */
  openWindow: (url: string) => { close: () => void } | null;
  onOverlay: (state: SecondFactorOverlayState) => void;
  track?: TrackEvent;
  /** The nonce the window is opened with: the platform's confirmation request of the change. */
  newNonce?: () => string;
  scheduler: Scheduler;
  /** `storage` events, so a hidden tab whose timers are throttled still notices the result at once. */
  subscribeStorage: StorageSubscriber;
  pollMs?: number;
}

const RESULT_KEYS = [
  STORAGE_KEYS.confirmationResult,
  STORAGE_KEYS.mfaError,
  STORAGE_KEYS.mfaMessage,
] as const;

const clearResults = (storage: KeyValueStorage) => {
  for (const key of RESULT_KEYS) storage.removeItem(key);
};

const defaultNonce = (): string => crypto.randomUUID();

const withNonce = (address: string, nonce: string): string | null => {
  try {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('nonce', nonce);
    return url.toString();
  } catch {
    return null;
  }
};

const cut = (text: string) =>
  text.length > MAX_FAILURE_TEXT ? text.slice(0, MAX_FAILURE_TEXT) : text;

/** How the second factor ended well: the approval the window handed back (null when confirmed directly). */
export interface SecondFactorOutcome {
  approval: string | null;
}

/** `<nonce>:confirmed` or `<nonce>:confirmed:<approval>` of this nonce → the approval; else undefined. */
const approvalOf = (value: string | null, nonce: string): string | null | undefined => {
  const prefix = `${nonce}:confirmed`;
  if (value === prefix) return null;
  if (value?.startsWith(`${prefix}:`) && value.length > prefix.length + 1)
    return value.slice(prefix.length + 1);
  return undefined;
};

/**
 * Confirms a protected change with the second factor in another window (spec section 4). Resolves when the
 * window stores `<nonce>:confirmed[:<approval>]`, with the approval the platform issued for the change; a result
 * carrying another nonce is stale and ignored. Rejects with a SecondFactorError when the user cancels, the popup
 * is blocked, or the window stores an MFA error or message. With the feature off (or no confirmation address
 * stored) the change is confirmed directly.
 */
export const runSecondFactor = (options: SecondFactorOptions): Promise<SecondFactorOutcome> => {
  const { flags, storage, openWindow, onOverlay, scheduler, subscribeStorage } = options;
  const pollMs = options.pollMs ?? SECOND_FACTOR_POLL_MS;
  const track = options.track ?? (() => undefined);
  const confirmationUrl = storage.getItem(STORAGE_KEYS.confirmationUrl);
  if (flags.secondFactorWindow !== true || !confirmationUrl)
    return Promise.resolve({ approval: null });

  const nonce = (options.newNonce ?? defaultNonce)();
  const target = withNonce(confirmationUrl, nonce);
  if (target === null) return Promise.reject(new SecondFactorError('cancelled'));

  return new Promise<SecondFactorOutcome>((resolve, reject) => {
    clearResults(storage);
    const popup = openWindow(target);
    if (popup === null) {
      reject(new SecondFactorError('cancelled'));
      return;
    }

    let settled = false;
    let handle: TimerHandle | undefined;
    let unsubscribe: () => void = () => undefined;

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (handle !== undefined) scheduler.clearTimeout(handle);
      unsubscribe();
      clearResults(storage);
      onOverlay({ open: false });
      outcome();
    };

    const check = () => {
      if (settled) return;
      const approval = approvalOf(storage.getItem(STORAGE_KEYS.confirmationResult), nonce);
      if (approval !== undefined) {
        finish(() => resolve({ approval }));
        return;
      }
      const mfaError = storage.getItem(STORAGE_KEYS.mfaError);
      const mfaMessage = storage.getItem(STORAGE_KEYS.mfaMessage);
      const source: SecondFactorFailureSource | null = mfaError
        ? 'mfaError'
        : mfaMessage
          ? 'mfaMessage'
          : null;
      if (source) {
        // Only the kind of failure goes to analytics: the stored texts may name the user.
        track('second_factor_failed', { source });
        const detail = cut((source === 'mfaError' ? mfaError : mfaMessage) ?? '');
        finish(() => reject(new SecondFactorError('failed', { source, detail })));
      }
    };

    const poll = () => {
      check();
      if (!settled) handle = scheduler.setTimeout(poll, pollMs);
    };

    const cancel = () =>
      finish(() => {
        try {
          popup.close();
        } catch {
          // A window on another origin may refuse; the change is not sent either way.
        }
        reject(new SecondFactorError('cancelled'));
      });

    unsubscribe = subscribeStorage((key) => {
      if (key === null || (RESULT_KEYS as readonly string[]).includes(key)) check();
    });
    onOverlay({ open: true, cancel });
    handle = scheduler.setTimeout(poll, pollMs);
  });
};
