import type { EndpointDef } from './endpointDef';

/**
 * The platform, sign-in and session rows of THE endpoint table (endpoints.ts spreads them in): the calls a page
 * may make before the admin shell has loaded. A module of their own, so that the sign-in page's client needs
 * neither the declared resources nor their schemas.
 */
export const platformEndpoints = {
  // Platform (spec section 7: feature flags, monitoring, client log)
  featureFlags: { method: 'GET', path: 'config', access: 'public' },
  monitoringInit: { method: 'GET', path: 'init', access: 'public' },
  logError: { method: 'POST', path: 'log/error', access: 'public' },
  logInfo: { method: 'POST', path: 'log/info', access: 'public' },
  logWarn: { method: 'POST', path: 'log/warn', access: 'public' },

  // Sign-in (spec section 7: Login, Logout)
  loginContext: { method: 'POST', path: 'external/ac/user/', access: 'public' },
  signInAddress: { method: 'GET', path: 'external/sign-in-address', access: 'public' },
  login: { method: 'POST', path: 'login', access: 'public' },
  tokenExchange: { method: 'POST', path: 'auth/token', access: 'public', keepalive: true },
  tokenRefresh: { method: 'POST', path: 'auth/refresh', access: 'public', keepalive: true },
  logout: { method: 'POST', path: 'logout', access: 'public', keepalive: true },
  currentUser: {
    method: 'GET',
    path: 'users/current',
    version: 'v1',
    access: 'session',
    duringSetup: true,
  },
  // The tenants the signed-in user may work in, and a switch to another one without signing out: the answer is
  // the tenant's one-time sign-in address, as in the login answer.
  currentUserTenants: {
    method: 'GET',
    path: 'users/current/tenants',
    version: 'v1',
    access: 'session',
  },
  tenantSwitch: {
    method: 'POST',
    path: 'users/current/tenant-switch',
    version: 'v1',
    access: 'session',
  },
} as const satisfies Record<string, EndpointDef>;

export type PlatformEndpointKey = keyof typeof platformEndpoints;
