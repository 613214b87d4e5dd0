import { z } from 'zod';

/**
 * API tokens and secrets (spec section 7, "API tokens"). A token record never carries its value: only the
 * create, generate-secret and offline-token answers do, once, and those are parsed by their own schemas below.
 */
export const API_TOKEN_STATUSES = ['ACTIVE', 'DEACTIVATED', 'EXPIRED', 'REVOKED'] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];

export const API_TOKEN_KINDS = ['API', 'OFFLINE'] as const;
export type ApiTokenKind = (typeof API_TOKEN_KINDS)[number];

/** Data centers the demo app can connect to. */
export const DATA_CENTERS = ['US', 'EU', 'SG'] as const;
export type DataCenter = (typeof DATA_CENTERS)[number];

export const apiTokenSchema = z
  .object({
    id: z.string(),
    kind: z.enum(API_TOKEN_KINDS),
    label: z.string(),
    /** The first characters of the value, so a user can recognise a token they hold. */
    prefix: z.string(),
    status: z.enum(API_TOKEN_STATUSES),
    createdAt: z.string(),
    createdBy: z.string(),
    lastUsedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    version: z.number().int(),
    updatedBy: z.string(),
    updatedAt: z.string(),
  })
  // Strict: a record that suddenly carried a value (or anything else) is a visible error, not a silent leak.
  .strict();
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** `POST api-tokens`: the only answer that carries the token value. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, value: z.string().min(1) });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

const maskedSecretSchema = z.object({
  masked: z.string(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
});
export type MaskedSecret = z.infer<typeof maskedSecretSchema>;

/** `GET api-tokens/secret`: the active secret and a generated one awaiting activation, both masked. */
export const apiSecretSchema = z.object({
  active: maskedSecretSchema.nullable(),
  pending: maskedSecretSchema.nullable(),
});
export type ApiSecret = z.infer<typeof apiSecretSchema>;

/** `POST api-tokens/secret/generate`: the new secret in clear, once. */
export const generatedSecretSchema = apiSecretSchema.extend({ secret: z.string().min(1) });
export type GeneratedSecret = z.infer<typeof generatedSecretSchema>;

/** `POST api-tokens/offline-token` (guarded): the spec's token fields `offlineToken` and `expirationDate`. */
export const offlineTokenSchema = z.object({
  id: z.string(),
  offlineToken: z.string().min(1),
  expirationDate: z.string(),
});
export type OfflineToken = z.infer<typeof offlineTokenSchema>;

/**
 * `POST api-tokens/demo-app/qr`: `qrCode` is either a PNG data URL or the payload text to encode (the mock has
 * no QR library, so it answers the text and the portal draws the code).
 */
export const demoAppQrSchema = z.object({ qrCode: z.string().min(1) });
export type DemoAppQr = z.infer<typeof demoAppQrSchema>;

/** The body of a create (inside the guarded payload). `expiresOn` is a 'YYYY-MM-DD' day or null. */
export interface ApiTokenDraft {
  label: string;
  expiresOn: string | null;
}
