import * as z from 'zod/mini';

/* The sign-in page parses these: zod/mini keeps it light (see errors.ts). */

/** `POST login {id}` answer (spec section 3, "Auth response"). */
export const authResponseSchema = z.object({
  email: z.string(),
  backUrl: z.string(),
  tenants: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      redirectUrl: z.string(),
    }),
  ),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type TenantChoice = AuthResponse['tenants'][number];

/** `GET users/current/tenants`: the enabled tenants of the signed-in user, the session's own marked current. */
export const userTenantsSchema = z.object({
  tenants: z.array(z.object({ id: z.string(), name: z.string(), current: z.boolean() })),
});
export type UserTenants = z.infer<typeof userTenantsSchema>;

/** `POST users/current/tenant-switch`: where the browser goes to start the new tenant's session. */
export const tenantSwitchSchema = z.object({ redirectUrl: z.string() });

/**
 * `POST auth/token` and `POST auth/refresh` answer (spec section 3, "Tokens"). For the browser the refresh token
 * travels only in an httpOnly cookie scoped to `auth/refresh`, so the portal's answers carry none (the spec's
 * shape keeps it optional for other clients; the portal never reads it). The offline token is a separate
 * credential of the API tokens screen.
 */
export const tokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.optional(z.string()),
  expirationDate: z.string(),
  offlineToken: z.optional(z.string()),
});
export type Tokens = z.infer<typeof tokensSchema>;
/** What the platform answers a browser sign-in or refresh: the refresh token is in the cookie. */
export type BrowserTokens = Pick<Tokens, 'accessToken' | 'expirationDate'>;

/** `GET v1/users/current` (spec section 3, "Current user"); stored under `currentUser`. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  authorities: z.array(z.string()),
  twoFactorSetupRequired: z.boolean(),
  /** otpauth:// URI to render as a QR code while first-time 2FA setup is pending. */
  twoFactorQrData: z.nullable(z.string()),
  passwordChangeRequired: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginContextSchema = z.object({
  loginAddress: z.string(),
  realm: z.string(),
});
export type LoginContext = z.infer<typeof loginContextSchema>;

export const signInAddressSchema = z.object({ url: z.string() });
