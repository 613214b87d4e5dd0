import { STORAGE_KEYS } from '../contract/storageKeys';
import type { PlatformEndpointKey } from '../contract/platformEndpoints';
import type { HttpClient } from '../dataProvider/tableClient';
import {
  authResponseSchema,
  currentUserSchema,
  loginContextSchema,
  signInAddressSchema,
  tokensSchema,
  type AuthResponse,
  type CurrentUser,
  type LoginContext,
  type TenantChoice,
} from '../contract/schemas/auth';
import { parseResponse } from '../dataProvider/parse';
import { forgetAccountBlock } from './accountBlock';
import { browser } from './browser';
import { sanitizeReturnUrl } from './returnUrl';
import { writeCurrentUser, writeSession } from '../session/auth/sessionStore';
import { newSignInState, SIGN_IN_STATE_PARAM, storedSignInState } from './signInState';

/**
 * The sign-in steps of the brief's flow, each a small function over a client serving the platform rows (the
 * sign-in pages' own client, or the admin shell's). The authProvider and the sign-in pages use these; nothing
 * here renders.
 */
type PlatformClient = HttpClient<PlatformEndpointKey>;
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';
export const TWO_FACTOR_SETUP_PATH = '/setup/two-factor';
export const PASSWORD_SETUP_PATH = '/setup/password';

/**
 * Step 1: remember where to come back to, start a sign-in state (signInState.ts), fetch the sign-in address for
 * it and leave for it.
 */
export const startSignIn = async (
  http: PlatformClient,
  returnUrl: string | null,
): Promise<void> => {
  const origin = browser.origin();
  const safeReturnUrl = sanitizeReturnUrl(returnUrl, origin);
  // A sign-in started without a returnUrl must not inherit one stored by an earlier, abandoned attempt
  // (e.g. the previous user's page): the next user would land there instead of on the dashboard.
  if (safeReturnUrl) sessionStorage.setItem(STORAGE_KEYS.returnUrl, safeReturnUrl);
  else sessionStorage.removeItem(STORAGE_KEYS.returnUrl);
  const loginUrl = `${origin}${LOGIN_PATH}`;
  // The two calls do not depend on each other: one round trip instead of two before the browser leaves (a
  // tab signed out by another tab's logout goes this way too, and must be quick about it).
  const state = newSignInState();
  const [contextAnswer, addressAnswer] = await Promise.all([
    http.call('loginContext', { body: { returnUrl: loginUrl } }),
    http.call('signInAddress', { query: { returnUrl: loginUrl, state } }),
  ]);
  const context = parseResponse(loginContextSchema, contextAnswer.body, 'loginContext');
  sessionStorage.setItem(STORAGE_KEYS.loginContext, JSON.stringify(context));
  const address = parseResponse(signInAddressSchema, addressAnswer.body, 'signInAddress');
  browser.assign(address.url);
};

/** Step 3: trade the one-time id for the tenant list. */
export const loginWithId = async (http: PlatformClient, id: string): Promise<AuthResponse> =>
  parseResponse(authResponseSchema, (await http.call('login', { body: { id } })).body, 'login');

/** The stored login address (step 1), for the failure panel's back button; only http(s) or local paths. */
export const storedLoginAddress = (): string | null => {
  const raw = sessionStorage.getItem(STORAGE_KEYS.loginContext);
  if (!raw) return null;
  let context: LoginContext;
  try {
    context = loginContextSchema.parse(JSON.parse(raw));
  } catch {
    return null;
  }
  const address = context.loginAddress;
  if (/^https?:\/\//i.test(address)) return address;
  return (
    sanitizeReturnUrl(address, browser.origin()) ?? (address === LOGIN_PATH ? LOGIN_PATH : null)
  );
};

/**
 * Opens the tenant's redirect address; it must point back to this portal. It carries this tab's sign-in state,
 * which the code exchange page checks (a tenant code in a link from elsewhere is refused there).
 */
export const chooseTenant = (tenant: TenantChoice): void => {
  const origin = browser.origin();
  let target: URL;
  try {
    target = new URL(tenant.redirectUrl, origin);
  } catch {
    throw new Error('app.auth.login.badRedirect');
  }
  if (target.origin !== origin) throw new Error('app.auth.login.badRedirect');
  const state = storedSignInState();
  if (state) target.searchParams.set(SIGN_IN_STATE_PARAM, state);
  browser.assign(target.toString());
};

/** Where a freshly signed-in user goes next: pending setup steps first, then the stored returnUrl. */
export const nextRouteFor = (user: CurrentUser): string => {
  if (user.twoFactorSetupRequired) return TWO_FACTOR_SETUP_PATH;
  if (user.passwordChangeRequired) return PASSWORD_SETUP_PATH;
  const stored = sanitizeReturnUrl(
    sessionStorage.getItem(STORAGE_KEYS.returnUrl),
    browser.origin(),
  );
  sessionStorage.removeItem(STORAGE_KEYS.returnUrl);
  return stored ?? DASHBOARD_PATH;
};

/** Step 4: exchange the code for tokens, load the current user, store both. */
export const exchangeCode = async (http: PlatformClient, code: string): Promise<CurrentUser> => {
  const tokens = parseResponse(
    tokensSchema,
    (await http.call('tokenExchange', { body: { code } })).body,
    'tokenExchange',
  );
  writeSession(tokens);
  const user = parseResponse(
    currentUserSchema,
    (await http.call('currentUser')).body,
    'currentUser',
  );
  writeCurrentUser(user);
  // A new session: the reason the last one ended has been said.
  forgetAccountBlock();
  return user;
};
