import type { Authority } from './permissions';

/** One row of the endpoint table (see endpoints.ts). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApiVersion = 'v1' | 'v2' | 'v3';
/** 'public' (no token), 'session' (any signed-in user) or any one of these roles or permissions. */
export type EndpointAccess = 'public' | 'session' | readonly Authority[];

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
