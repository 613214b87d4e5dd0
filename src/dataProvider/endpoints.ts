import type { Permission } from '../authProvider/permissions';

/**
 * THE endpoint table: every call the portal makes. The mock platform API mounts its handlers and permission
 * checks by these keys (it imports this file), so a path, a method or a permission cannot drift between the
 * portal and the platform emulator. No URL string may appear anywhere else in src/.
 *
 * - `path` is relative to the API base and may hold `:param` segments and the `{base}` marker.
 * - `version` prefixes the path (`v1/...`); `sandboxVersion` replaces it in sandbox mode.
 * - `{base}` becomes `variantBase.admin` or `variantBase.customer` by portal variant.
 * - `access`: 'public' (no token), 'session' (any signed-in user) or the PERM_* list of which one is needed.
 *   Every versioned call needs a bearer token; the few versioned 'public' calls are verification-key flows.
 * - `response`: how the body is read ('json' by default, 'text' or 'blob').
 * - `guarded`: the call carries `{entity, password, passCode, reason, classification}`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiVersion = 'v1' | 'v2' | 'v3';
export type EndpointAccess = 'public' | 'session' | readonly Permission[];

export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly version?: ApiVersion;
  readonly sandboxVersion?: ApiVersion;
  readonly variantBase?: { readonly admin: string; readonly customer: string };
  readonly access: EndpointAccess;
  readonly response?: 'json' | 'text' | 'blob';
  readonly guarded?: boolean;
}

const defineEndpoints = <T extends Record<string, EndpointDef>>(table: T): T => table;

export const endpoints = defineEndpoints({
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
  tokenExchange: { method: 'POST', path: 'auth/token', access: 'public' },
  tokenRefresh: { method: 'POST', path: 'auth/refresh', access: 'public' },
  logout: { method: 'POST', path: 'logout', access: 'public' },
  currentUser: { method: 'GET', path: 'users/current', version: 'v1', access: 'session' },
  twoFactorSetupConfirm: {
    method: 'POST',
    path: 'auth/2fa/confirm',
    version: 'v1',
    access: 'session',
  },
  guardClassifications: {
    method: 'GET',
    path: 'guard/classifications',
    version: 'v1',
    access: 'session',
  },

  // My profile (spec section 7: Profile)
  profileGet: {
    method: 'GET',
    path: 'profile',
    version: 'v1',
    access: ['PERM_OWN_NAME_VIEW', 'PERM_OWN_EMAIL_VIEW'],
  },
  profileUpdateName: {
    method: 'PUT',
    path: 'profile',
    version: 'v1',
    access: ['PERM_OWN_NAME_EDIT'],
  },
  profileUpdateEmail: {
    method: 'PUT',
    path: 'profile/email',
    version: 'v1',
    access: ['PERM_OWN_EMAIL_EDIT'],
    guarded: true,
  },
  profileChangePassword: {
    method: 'PUT',
    path: 'profile/password',
    version: 'v1',
    access: ['PERM_OWN_PASSWORD_CHANGE'],
    guarded: true,
  },
  // The forced first-login password change: the account's own session, no guard (there is no 2FA yet).
  initialPasswordChange: { method: 'PUT', path: 'auth/password', version: 'v1', access: 'session' },

  // Portal users (spec section 7: Users). Read side, tenant-scoped; issue 4 adds the user actions.
  usersGet: {
    method: 'GET',
    path: 'users/:id',
    version: 'v1',
    access: ['PERM_USERS_VIEW', 'PERM_MERCHANT_USERS_VIEW'],
  },
  usersFilter: {
    method: 'POST',
    path: 'users/filter',
    version: 'v1',
    access: ['PERM_USERS_FILTER', 'PERM_MERCHANT_USERS_FILTER'],
  },
});

export type EndpointKey = keyof typeof endpoints;

export interface BuildOptions {
  variant: 'admin' | 'customer';
  sandbox: boolean;
}

/** The path of an endpoint relative to the API base, e.g. `v1/users/42`, with parameters encoded. */
export const buildPath = (
  key: EndpointKey,
  params: Record<string, string | number> = {},
  options: BuildOptions = { variant: 'admin', sandbox: false },
): string => buildPathIn(endpoints[key], key, params, options);

/** `buildPath` for any endpoint definition (the httpClient also serves test-only tables). */
export const buildPathIn = (
  def: EndpointDef,
  key: string,
  params: Record<string, string | number> = {},
  options: BuildOptions = { variant: 'admin', sandbox: false },
): string => {
  const version = options.sandbox && def.sandboxVersion ? def.sandboxVersion : def.version;
  let path = def.path;
  if (def.variantBase) path = path.replace('{base}', def.variantBase[options.variant]);
  path = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${key}`);
    return encodeURIComponent(String(value));
  });
  return version ? `${version}/${path}` : path;
};

/**
 * Every concrete route pattern of an endpoint (Express syntax, relative to the API base): all variant bases and
 * both the normal and the sandbox version. The mock server mounts each.
 */
export const routePatterns = (key: EndpointKey): string[] => {
  const def: EndpointDef = endpoints[key];
  const versions = [def.version, def.sandboxVersion].filter((v, i, all) => all.indexOf(v) === i);
  const bases = def.variantBase
    ? [def.variantBase.admin, def.variantBase.customer].filter((b, i, all) => all.indexOf(b) === i)
    : [undefined];
  const patterns: string[] = [];
  for (const version of versions)
    for (const base of bases) {
      const path = base === undefined ? def.path : def.path.replace('{base}', base);
      patterns.push(version ? `${version}/${path}` : path);
    }
  return patterns;
};
