import * as z from 'zod/mini';

/*
 * Written against zod/mini, like the sign-in schemas (auth.ts): the sign-in page parses errors and its answers
 * with these, and zod/mini adds about 15 kB to the first page where zod's full API would add about 85 kB. Both
 * build on the same core, so full-API schemas elsewhere compose and parse alike.
 */

/** The platform's error descriptor (spec section 3, "Backend error"). Every error response has this shape. */
export const errorDescriptorSchema = z.object({
  id: z.optional(z.string()),
  error: z.string(),
  code: z.string(),
  status: z.int(),
  details: z.array(
    z.object({
      field: z.optional(z.string()),
      code: z.string(),
      message: z.string(),
      /** 1-based line of a text field the detail is about (e.g. a workflow definition). */
      line: z.optional(z.int()),
      /** 1-based column of that line, where the detail knows it (e.g. a mail template's tag). */
      column: z.optional(z.int()),
    }),
  ),
  timestamp: z.string(),
  url: z.string(),
  message: z.string(),
  /** On 412: who changed the record last and when. */
  changedBy: z.optional(z.string()),
  changedAt: z.optional(z.string()),
  /** On 403: the permission that was missing (any one of these would have done). */
  requiredAuthorities: z.optional(z.array(z.string())),
  /** On 429 (GUARD_LOCKED): seconds until the call may be tried again. */
  retryAfterSeconds: z.optional(z.int()),
  /** On SECOND_FACTOR_REQUIRED: the confirmation request the second-factor window confirms. */
  secondFactorRequest: z.optional(z.string()),
  /** On DUPLICATE_ENTITY of a record that names its twin (a fraud entry): the existing record and its name. */
  existingId: z.optional(z.string()),
  existingLabel: z.optional(z.string()),
});
export type ErrorDescriptor = z.infer<typeof errorDescriptorSchema>;

/** Error codes of spec section 8 that the platform answers with. */
export const ERROR_CODES = [
  'TOKEN_INVALID',
  'INVALID_METHOD',
  'ACCOUNT_DISABLED',
  'ACCOUNT_EXPIRED',
  'ACCOUNT_LOCKED',
  'CREDENTIALS_EXPIRED',
  'BAD_CREDENTIALS',
  'WRONG_PASSWORD_ERROR',
  'PASSWORD_REQUIRED_ERROR',
  'SECURITY_CODE_REQUIRED_ERROR',
  'WRONG_SECURITYPASS_ERROR',
  'GUARD_LOCKED',
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_INVALID',
  'NO_PUBLIC_ID_ERROR',
  'DUPLICATE_ENTITY',
  'NOT_FOUND',
  'ACCESS_DENIED',
  'SERVICE_UNAVAILABLE',
  'MAINTENANCE',
  'VALIDATION_ERROR_CODE',
  'VERSION_CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNREADABLE_REQUEST',
  'NO_RESULT_FOUND',
  'ACTION_NOT_ALLOWED',
  'DATASET_MAINTENANCE',
  /** A dataset some experiments use cannot be deleted; the detail on `experiments` names them. */
  'DATASET_IN_USE',
  'UNKNOWN_ERROR',
  'DUPLICATED_RISK_SCORE',
  'FRAUD_ENTRY_NOT_OWNED',
  /** A session whose first sign-in set-up (2FA, forced password change) is pending called anything else. */
  'SETUP_REQUIRED',
  /** A create repeated with its `Idempotency-Key` but another body (422). */
  'IDEMPOTENCY_KEY_REUSED',
  /** A create repeated with its `Idempotency-Key` while the first is still being answered (409). */
  'IDEMPOTENCY_KEY_IN_USE',
  // Not in the spec's list: anonymous calls over their rate limit (429), and a merchant API call from an address
  // outside the merchant's IP allow-list (403).
  'TOO_MANY_REQUESTS',
  'IP_NOT_ALLOWED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
