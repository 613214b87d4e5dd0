import type { Authority } from './permissions';

/** One row of the endpoint table (see endpoints.ts). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiVersion = 'v1' | 'v2' | 'v3';
/**
 * 'public' (no token), 'session' (any signed-in user), 'apiToken' (a merchant's API token, not a session: the
 * merchant API; `apiTokenKinds` says which kinds of token) or any one of these roles or permissions.
 */
export type EndpointAccess = 'public' | 'session' | 'apiToken' | readonly Authority[];
/** The kinds of API token (src/contract/schemas/apiTokens.ts `kind`). */
export type ApiTokenKind = 'API' | 'OFFLINE';

export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly version?: ApiVersion;
  readonly sandboxVersion?: ApiVersion;
  readonly variantBase?: { readonly admin: string; readonly customer: string };
  readonly access: EndpointAccess;
  readonly response?: 'json' | 'text' | 'blob';
  readonly guarded?: boolean;
  /**
   * A session whose first sign-in is not finished (two-factor set-up or the forced password change pending) may
   * make this call; every other non-public call answers it 403 SETUP_REQUIRED.
   */
  readonly duringSetup?: boolean;
  /**
   * The call creates something and takes an `Idempotency-Key` header: a repeat with the same key answers the
   * first result instead of creating again (see the emulator's http/idempotency.ts).
   */
  readonly idempotent?: boolean;
  /**
   * The browser finishes the call even if the page goes away meanwhile (a reload, a navigation, a closed tab):
   * its answer sets a cookie that must not be lost (the rotated refresh token), or it ends something on the
   * platform (logout). Only for calls with small bodies (the browser caps them at 64 KiB).
   */
  readonly keepalive?: boolean;
  /**
   * The largest JSON body the platform reads for this call, where it must exceed the default 1 MiB (a whole file
   * applied in one transaction, such as the fraud database's CSV update).
   */
  readonly bodyLimitBytes?: number;
  /** With access 'apiToken': the kinds of token that may make the call. */
  readonly apiTokenKinds?: readonly ApiTokenKind[];
}

export interface BuildOptions {
  variant: 'admin' | 'customer';
  sandbox: boolean;
}

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
