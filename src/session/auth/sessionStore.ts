import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import { currentUserSchema, type CurrentUser, type Tokens } from '../../contract/schemas/auth';

/**
 * The one session store, shared by the httpClient (bearer token, refresh) and the authProvider (login, logout,
 * identity). Tokens live in localStorage under `STORAGE_KEYS.session`; the current user under `currentUser`.
 */
const sessionSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expirationDate: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Refresh this long before the access token expires, so a call in flight never carries a dead token. */
export const REFRESH_MARGIN_MS = 30_000;

const readJson = (storage: Storage, key: string): unknown => {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

export const readSession = (): Session | null => {
  const parsed = sessionSchema.safeParse(readJson(localStorage, STORAGE_KEYS.session));
  return parsed.success ? parsed.data : null;
};

export const writeSession = (tokens: Tokens): Session => {
  // The offline token is never kept: only what a browser session needs.
  const session: Session = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expirationDate: tokens.expirationDate,
  };
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  return session;
};

export const readCurrentUser = (): CurrentUser | null => {
  const parsed = currentUserSchema.safeParse(readJson(localStorage, STORAGE_KEYS.currentUser));
  return parsed.success ? parsed.data : null;
};

export const writeCurrentUser = (user: CurrentUser): void =>
  localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));

export const clearSession = (): void => {
  localStorage.removeItem(STORAGE_KEYS.session);
  localStorage.removeItem(STORAGE_KEYS.currentUser);
};

/** True when the token expires within the refresh margin (or its date cannot be read). */
export const expiresSoon = (session: Session, now: number = Date.now()): boolean => {
  const expiry = Date.parse(session.expirationDate);
  return Number.isNaN(expiry) || expiry - now <= REFRESH_MARGIN_MS;
};

let refreshInFlight: Promise<Session | null> | null = null;

/** True while a token refresh runs; calls that need a token poll this (ACCESS_TOKEN_POLL_MS). */
export const isRefreshing = (): boolean => refreshInFlight !== null;

/**
 * Single-flight refresh: the first caller runs `perform` with the stored refresh token; everyone calling while
 * it runs gets the same promise. Resolves to the new session, or null when there is no session or the refresh
 * failed (the refresh token rotates, so a rejected refresh leaves nothing usable and the session is cleared).
 */
export const refreshSession = (
  perform: (refreshToken: string) => Promise<Tokens>,
): Promise<Session | null> => {
  if (refreshInFlight) return refreshInFlight;
  const current = readSession();
  if (!current) return Promise.resolve(null);
  refreshInFlight = perform(current.refreshToken)
    .then((tokens) => writeSession(tokens))
    .catch((error: unknown) => {
      // A network failure (status 0) says nothing about the tokens: keep them for the next try.
      if ((error as { status?: unknown } | null)?.status !== 0) clearSession();
      return null;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
};
