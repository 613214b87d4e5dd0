import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import { currentUserSchema, type CurrentUser, type Tokens } from '../../contract/schemas/auth';
import {
  browserLocalStorage,
  browserLocks,
  withLock,
  type KeyValueStorage,
  type LockManagerLike,
} from '../runtime';

/**
 * The one session store, shared by the httpClient (bearer token, refresh) and the authProvider (login, logout,
 * identity).
 *
 * - The access token lives in this tab's memory only: no script can read it from storage, and a reload loses
 *   it. The tabs of the portal share it over a BroadcastChannel (the platform keeps one access token per
 *   session, so a tab that refreshed would otherwise leave the others holding a dead one).
 * - The refresh token never reaches a script: the platform keeps it in an httpOnly, SameSite=Strict cookie
 *   scoped to the refresh call. A new tab or a reload gets its access token by refreshing.
 * - The current user (name, tenant, authorities; no credential) stays in localStorage: it tells a new tab that
 *   someone is signed in, so it refreshes instead of sending the visitor to sign in.
 *
 * The refresh token rotates on every refresh and the platform treats a used one presented again as stolen
 * (ending the session), so refreshes never overlap: one per tab at a time (single-flight) and one per origin
 * at a time (a Web Lock); a tab that waited for the lock while another refreshed takes that tab's new token.
 */
const sessionSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  expirationDate: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Refresh this long before the access token expires, so a call in flight never carries a dead token. */
export const REFRESH_MARGIN_MS = 30_000;

export const SESSION_TOKEN_CHANNEL = 'portal-session-token';
/** Where earlier versions kept the tokens (localStorage). */
const LEGACY_SESSION_KEY = 'session';
/** The Web Lock every tab's refresh holds. */
export const REFRESH_LOCK = 'portal-token-refresh';

/** The part of BroadcastChannel used here, so tests can pass an in-memory bus. */
export interface TokenChannel {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
}

export interface SessionStoreOptions {
  /** Null where BroadcastChannel is missing: each tab then refreshes for itself. */
  createChannel?: () => TokenChannel | null;
  locks?: () => LockManagerLike | null;
  storage?: KeyValueStorage;
}

const defaultChannel = (): TokenChannel | null => {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(SESSION_TOKEN_CHANNEL);
  // Node (unit tests) would otherwise keep the process alive for the channel.
  (channel as { unref?: () => void }).unref?.();
  return channel;
};

const readJson = (storage: KeyValueStorage, key: string): unknown => {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

/** True when the token expires within the refresh margin (or its date cannot be read). */
export const expiresSoon = (session: Session, now: number = Date.now()): boolean => {
  const expiry = Date.parse(session.expirationDate);
  return Number.isNaN(expiry) || expiry - now <= REFRESH_MARGIN_MS;
};

/** Of two sessions, the one issued later (the platform gives every token the same lifetime). */
const newer = (candidate: Session, current: Session | null): boolean =>
  !current || Date.parse(candidate.expirationDate) >= Date.parse(current.expirationDate);

export const createSessionStore = (options: SessionStoreOptions = {}) => {
  const storage = options.storage ?? browserLocalStorage;
  const locks = options.locks ?? browserLocks;
  // Earlier versions kept both tokens in localStorage under this key: a page of this version leaves none.
  storage.removeItem(LEGACY_SESSION_KEY);
  let session: Session | null = null;
  /** The platform refused the refresh: nothing to refresh until a new session starts. */
  let ended = false;
  let refreshInFlight: Promise<Session | null> | null = null;
  const endedListeners = new Set<() => void>();
  const startedListeners = new Set<() => void>();
  const started = () => startedListeners.forEach((listener) => listener());

  // Listening from the start: a tab must hear the tokens other tabs get before it needs one.
  const channel = (options.createChannel ?? defaultChannel)();
  channel?.addEventListener('message', (event) => {
    const shared = sessionSchema.safeParse(event.data);
    if (!shared.success || !newer(shared.data, session)) return;
    session = shared.data;
    ended = false;
    started();
  });

  const readSession = (): Session | null => session;

  const writeSession = (tokens: Pick<Tokens, 'accessToken' | 'expirationDate'>): Session => {
    // Only what a browser session needs: never a refresh or offline token, even if an answer carried one.
    const next: Session = {
      accessToken: tokens.accessToken,
      expirationDate: tokens.expirationDate,
    };
    session = next;
    ended = false;
    channel?.postMessage(next);
    started();
    return next;
  };

  const readCurrentUser = (): CurrentUser | null => {
    const parsed = currentUserSchema.safeParse(readJson(storage, STORAGE_KEYS.currentUser));
    return parsed.success ? parsed.data : null;
  };

  const writeCurrentUser = (user: CurrentUser): void =>
    storage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));

  /** Ends the session in this tab (logout): the token and the signed-in user go. */
  const clearSession = (): void => {
    session = null;
    storage.removeItem(STORAGE_KEYS.currentUser);
  };

  /**
   * This tab is on its way to a page that starts a new session (the tenant switch opens the new tenant's code
   * exchange): the old session is over, but nothing here may sign the tab out or start a sign-in before the
   * browser leaves (a sign-in started meanwhile would replace the state the new page is checked against).
   */
  let leaving = false;
  const leaveForNewSession = (): void => {
    leaving = true;
    clearSession();
  };
  const isLeaving = (): boolean => leaving;

  /**
   * The platform no longer accepts this session (a refused refresh, a 401): the token goes and no refresh is
   * tried again until a new one starts; listeners (the signed-in shell) take the user to sign in. The signed-in
   * user stays: other tabs are not told, since their own calls will find out and one of them may hold unsaved
   * work; and a reload tries one refresh, which a sign-in in another tab may have made possible again.
   */
  const endSession = (): void => {
    const wasEnded = ended;
    session = null;
    ended = true;
    if (!wasEnded) endedListeners.forEach((listener) => listener());
  };

  /** Whether a refresh may give this tab a token: someone is signed in and the platform has not refused. */
  const mayRefresh = (): boolean => !ended && readCurrentUser() !== null;

  const isRefreshing = (): boolean => refreshInFlight !== null;

  /**
   * Single-flight refresh: the first caller runs `perform` (the refresh call; the browser sends the cookie);
   * everyone calling while it runs gets the same promise. Resolves to the new session, or null when nobody is
   * signed in or the platform refused (the session has ended). A network failure (status 0) says nothing about
   * the session: the tab keeps what it had and the next call tries again.
   */
  const refreshSession = (perform: () => Promise<Tokens>): Promise<Session | null> => {
    if (refreshInFlight) return refreshInFlight;
    if (!readSession() && !mayRefresh()) return Promise.resolve(null);
    const stale = session?.accessToken ?? null;
    refreshInFlight = withLock(
      REFRESH_LOCK,
      async (): Promise<Session | null> => {
        // Another tab refreshed while this one waited: its token came over the channel, and the cookie it
        // presented is used. Refreshing again would be wasted (never a reuse: the cookie is the new one).
        if (session && session.accessToken !== stale && !expiresSoon(session)) return session;
        try {
          return writeSession(await perform());
        } catch (error) {
          if ((error as { status?: unknown } | null)?.status !== 0) endSession();
          return null;
        }
      },
      locks(),
    ).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  };

  /** `listener` runs once each time the platform ends the session (see endSession); returns the unsubscribe. */
  const onSessionEnded = (listener: () => void): (() => void) => {
    endedListeners.add(listener);
    return () => endedListeners.delete(listener);
  };

  /**
   * `listener` runs each time this tab gets a token: its own sign-in or refresh, or another tab's over the
   * channel (a re-sign-in in another window brings a tab whose session ended back). Returns the unsubscribe.
   */
  const onSessionWritten = (listener: () => void): (() => void) => {
    startedListeners.add(listener);
    return () => startedListeners.delete(listener);
  };

  return {
    readSession,
    writeSession,
    readCurrentUser,
    writeCurrentUser,
    clearSession,
    leaveForNewSession,
    isLeaving,
    endSession,
    mayRefresh,
    isRefreshing,
    refreshSession,
    expiresSoon,
    onSessionEnded,
    onSessionWritten,
    hasSessionEndedListener: (): boolean => endedListeners.size > 0,
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The browser's store: one per tab. */
export const sessionStore: SessionStore = createSessionStore();

export const {
  readSession,
  writeSession,
  readCurrentUser,
  writeCurrentUser,
  clearSession,
  leaveForNewSession,
  isLeaving,
  endSession,
  mayRefresh,
  isRefreshing,
  refreshSession,
  onSessionEnded,
  onSessionWritten,
  hasSessionEndedListener,
} = sessionStore;
