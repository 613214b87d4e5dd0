import { z } from 'zod';

/**
 * The environment, parsed once at start. A wrong value fails loudly here rather than deep inside a call.
 */
const envSchema = z.object({
  VITE_API_BASE: z.string().startsWith('/').default('/api'),
  VITE_PORTAL_VARIANT: z.enum(['admin', 'customer']).default('admin'),
  VITE_SANDBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  VITE_APP_VERSION: z.string().default('dev'),
});

export type PortalVariant = 'admin' | 'customer';

export interface PortalConfig {
  apiBase: string;
  variant: PortalVariant;
  sandbox: boolean;
  appVersion: string;
}

export const parseEnv = (raw: Record<string, unknown>): PortalConfig => {
  const env = envSchema.parse(raw);
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
