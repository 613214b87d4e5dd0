import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { httpClient as defaultHttpClient, type HttpClient } from '../dataProvider/httpClient';
import { parseDescriptor } from '../dataProvider/errors';
import { canAccessWith } from '../contract/access';
import { browser } from './browser';
import { sanitizeReturnUrl } from './returnUrl';
import { clearSession, readCurrentUser, readSession } from '../session/auth/sessionStore';
import { LOGIN_PATH, loginWithId, startSignIn } from './signIn';
import { announceLogout } from '../session/crossTab/crossTabLogout';
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

/** Runs `task` while holding a Web Lock shared by every tab of the origin (directly where unsupported). */
const exclusively = async (name: string, task: () => Promise<void>): Promise<void> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return task();
  await locks.request(name, task);
};

const isSessionEnded = (error: unknown): boolean => {
  if (!(error instanceof HttpError)) return false;
  return error.status === 401 || parseDescriptor(error.body)?.code === 'TOKEN_INVALID';
};

export const createAuthProvider = (http: HttpClient = defaultHttpClient): AuthProvider => ({
  login: async ({ id, returnUrl }: LoginParams = {}) => {
    if (id) return { ...(await loginWithId(http, id)), redirectTo: false };
    await startSignIn(http, returnUrl ?? null);
    return { redirectTo: false };
  },

  logout: async (params?: { reason?: string }) => {
    // Tabs idle since the same shared moment time out together. The logout runs under a cross-tab lock and
    // claims (clears) the session before calling the endpoint, so the next tab finds no session and does
    // not call it again: one logout call per session.
    await exclusively(LOGOUT_LOCK, async () => {
      const session = readSession();
      clearSession();
      if (!session) return;
      // Other tabs end their session within a second (BroadcastChannel + storage event).
      announceLogout();
      try {
        await http.call('logout', {
          body: { token: session.accessToken, reason: params?.reason ?? 'USER_LOGOUT' },
        });
      } catch {
        // The session ends locally whatever the platform answers (it may already be revoked or down).
      }
    });
    return loginAddressFor(browser.currentPath(), browser.origin());
  },

  checkAuth: async () => {
    if (!readSession() || !readCurrentUser()) throw new Error('app.errors.TOKEN_INVALID');
  },

  checkError: async (error: unknown) => {
    if (isSessionEnded(error)) {
      // A deactivated, locked or expired account: the sign-in page says so rather than starting a sign-in.
      const blocked =
        error instanceof HttpError ? asAccountBlock(parseDescriptor(error.body)?.code) : null;
      if (blocked)
        throw Object.assign(new Error(`app.errors.${blocked}`), {
          logoutUser: true,
          redirectTo: `${LOGIN_PATH}?error=${blocked}`,
        });
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
});

export const authProvider = createAuthProvider();
