import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { httpClient as defaultHttpClient, type HttpClient } from '../dataProvider/httpClient';
import { parseDescriptor } from '../dataProvider/errors';
import { canAccessWith } from '../contract/access';
import { browser } from './browser';
import { sanitizeReturnUrl } from './returnUrl';
import { tokensSchema } from '../contract/schemas/auth';
import {
  clearSession,
  isLeaving,
  mayRefresh,
  readCurrentUser,
  readSession,
  refreshSession,
} from '../session/auth/sessionStore';
import { withLock } from '../session/runtime';
import { LOGIN_PATH, loginWithId, startSignIn } from './signIn';
import { announceLogout } from '../session/crossTab/crossTabLogout';
import { editsAtStake } from '../session/pending/pendingChanges';
import { reSignIn } from '../session/reSignIn/reSignIn';
import { asAccountBlock } from './accountBlock';

/**
 * The react-admin authProvider over the session store. Sign-in steps live in signIn.ts; authorization reads
 * the one access table. 401/TOKEN_INVALID logs out; 403 and "server down" never do (the notification of the
 * failing call says why).
 */
export interface PortalIdentity extends UserIdentity {
  fullName: string;
  email: string;
  tenantId: string;
  tenantName: string;
  authorities: string[];
}

export interface LoginParams {
  id?: string | null;
  returnUrl?: string | null;
}

/** `/login` with `returnUrl` = the current path, when that path is one worth coming back to. */
export const loginAddressFor = (currentPath: string, origin: string): string => {
  const safe = sanitizeReturnUrl(currentPath, origin);
  return safe && safe !== '/' ? `${LOGIN_PATH}?returnUrl=${encodeURIComponent(safe)}` : LOGIN_PATH;
};

const LOGOUT_LOCK = 'portal-logout';

const isSessionEnded = (error: unknown): boolean => {
  if (!(error instanceof HttpError)) return false;
  return error.status === 401 || parseDescriptor(error.body)?.code === 'TOKEN_INVALID';
};

/**
 * A session that ends while a form holds edits keeps the tab where it is (signing out would throw the edits
 * away): the shell's dialog asks the user to sign in again in another window, then save. True when that is
 * what happens.
 */
const keepForReSignIn = (): boolean => {
  if (!reSignIn.isPending() && !editsAtStake.hasPending()) return false;
  reSignIn.request();
  return true;
};

export const createAuthProvider = (http: HttpClient = defaultHttpClient): AuthProvider => {
  /** This tab's session, refreshed when it has none yet (null when nobody is signed in any more). */
  const currentToken = () =>
    mayRefresh()
      ? refreshSession(() =>
          http.call('tokenRefresh').then((response) => tokensSchema.parse(response.body)),
        )
      : Promise.resolve(null);
  return {
    login: async ({ id, returnUrl }: LoginParams = {}) => {
      if (id) return { ...(await loginWithId(http, id)), redirectTo: false };
      await startSignIn(http, returnUrl ?? null);
      return { redirectTo: false };
    },

    logout: async (params?: { reason?: string }) => {
      const reason = params?.reason ?? 'USER_LOGOUT';
      // Another tab logged out (and told the platform): this tab only drops its state, at once, without
      // waiting for that tab's logout call.
      if (reason === 'REMOTE_LOGOUT') clearSession();
      else
        // Tabs idle since the same shared moment time out together. The logout runs under a cross-tab lock and
        // claims (clears) the session before calling the endpoint; the next tab has heard of it by then (or
        // finds no signed-in user) and does not call it again: one logout call per session.
        await withLock(LOGOUT_LOCK, async () => {
          // Another tab logged out first (it cleared the signed-in user the tabs share): the session is over, and
          // this tab's copy of the shared token must not end it a second time.
          if (!readCurrentUser()) {
            clearSession();
            return;
          }
          // A tab without a token yet (reloaded, nothing asked) gets one: the platform must end the session.
          const token = readSession()?.accessToken ?? (await currentToken())?.accessToken;
          clearSession();
          if (!token) return;
          // Other tabs end their session at once (BroadcastChannel + storage event).
          announceLogout();
          try {
            await http.call('logout', { body: { token, reason } });
          } catch {
            // The session ends locally whatever the platform answers (it may already be revoked or down).
          }
        });
      return loginAddressFor(browser.currentPath(), browser.origin());
    },

    checkAuth: async () => {
      // On the way to the new tenant's session (switchTenant.ts): the page is about to go.
      if (isLeaving()) return;
      // A new tab or a reload has no token in memory yet: it gets one by refreshing (the cookie).
      if (!readCurrentUser()) throw new Error('app.errors.TOKEN_INVALID');
      if (readSession() ?? (await currentToken())) return;
      // The session ended under a form's edits (react-admin asks again when the window regains focus).
      if (keepForReSignIn()) return;
      throw new Error('app.errors.TOKEN_INVALID');
    },

    checkError: async (error: unknown) => {
      if (isLeaving()) return;
      if (isSessionEnded(error)) {
        // A deactivated, locked or expired account: the sign-in page says so rather than starting a sign-in.
        const blocked =
          error instanceof HttpError ? asAccountBlock(parseDescriptor(error.body)?.code) : null;
        if (blocked)
          throw Object.assign(new Error(`app.errors.${blocked}`), {
            logoutUser: true,
            redirectTo: `${LOGIN_PATH}?error=${blocked}`,
          });
        // The failed call (a save, or a read beside it) stays failed, with its message; the edits stay.
        if (keepForReSignIn()) return;
        const rejection = new Error('app.errors.TOKEN_INVALID');
        throw Object.assign(rejection, { logoutUser: true });
      }
      // 403 (missing permission), 404, status 0 (server down) and the rest: the user stays signed in.
    },

    getIdentity: async (): Promise<PortalIdentity> => {
      const user = readCurrentUser();
      if (!user) throw new Error('app.errors.TOKEN_INVALID');
      return {
        id: user.id,
        fullName: user.name,
        email: user.email,
        tenantId: user.tenantId,
        tenantName: user.tenantName,
        authorities: user.authorities,
      };
    },

    getPermissions: async () => readCurrentUser()?.authorities ?? [],

    canAccess: async ({ resource, action }) =>
      canAccessWith(readCurrentUser()?.authorities ?? [], resource, action),
  };
};

export const authProvider = createAuthProvider();
