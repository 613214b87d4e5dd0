import * as z from 'zod/mini';

/**
 * The environment, parsed once at start. A wrong value fails loudly here rather than deep inside a call.
 * zod/mini: every page, the sign-in page included, parses it first (see contract/schemas/errors.ts).
 */
const envSchema = z.object({
  VITE_API_BASE: z._default(z.string().check(z.startsWith('/')), '/api'),
  VITE_PORTAL_VARIANT: z._default(z.enum(['admin', 'customer']), 'admin'),
  VITE_SANDBOX: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  VITE_APP_VERSION: z._default(z.string(), 'dev'),
});

export type PortalVariant = 'admin' | 'customer';

export interface PortalConfig {
  apiBase: string;
  variant: PortalVariant;
  sandbox: boolean;
  appVersion: string;
}

export const parseEnv = (raw: Record<string, unknown>): PortalConfig => {
  const env = z.parse(envSchema, raw);
  return {
    apiBase: env.VITE_API_BASE.replace(/\/$/, ''),
    variant: env.VITE_PORTAL_VARIANT,
    sandbox: env.VITE_SANDBOX,
    appVersion: env.VITE_APP_VERSION,
  };
};

export const config: PortalConfig = parseEnv(
  typeof import.meta.env === 'object' ? (import.meta.env as Record<string, unknown>) : {},
);
