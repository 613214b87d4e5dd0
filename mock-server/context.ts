import type { ClientLogSink } from './clientLog';
import type { ProxyTrust } from './http/proxyTrust';
import type { RateLimiters } from './http/rateLimits';
import type { JobSettings } from './jobs/jobSettings';
import type { Store } from './store/store';

/** Feature flags the portal reads from `GET config` (spec section 7). */
export interface FeatureFlags {
  secondFactorWindow: boolean;
}

export type OutageMode = 'off' | 'unavailable' | 'maintenance';

/** Resolved server settings and mutable mock state shared by every handler. */
export interface ServerContext {
  store: Store;
  now: () => number;
  portalOrigin: string;
  accessTokenTtlMs: number;
  /** A session's absolute lifetime from sign-in; refreshes never extend it. */
  sessionLifetimeMs: number;
  clientVersion: string;
  control: boolean;
  featureFlags: FeatureFlags;
  outage: OutageMode;
  /** Which proxies' X-Forwarded-For is believed (http/proxyTrust.ts). */
  proxyTrust: ProxyTrust;
  /** The anonymous calls' rate limits (http/rateLimits.ts); the control reset forgets their counts. */
  rateLimits: RateLimiters;
  /** Where the portal's client log goes (clientLog.ts): a rotated file, never the database. */
  clientLog: ClientLogSink;
  /** Background jobs' files and pace (mock-server/jobs). */
  jobs: JobSettings;
  /** Re-creates the seed state (control reset). */
  reseed: () => void;
}

export const isoNow = (ctx: ServerContext): string => new Date(ctx.now()).toISOString();
