import { z } from 'zod';

/** The platform's error descriptor (spec section 3, "Backend error"). Every error response has this shape. */
export const errorDescriptorSchema = z.object({
  id: z.string().optional(),
  error: z.string(),
  code: z.string(),
  status: z.number().int(),
  details: z.array(
    z.object({
      field: z.string().optional(),
      code: z.string(),
      message: z.string(),
      /** 1-based line of a text field the detail is about (e.g. a workflow definition). */
      line: z.number().int().optional(),
    }),
  ),
  timestamp: z.string(),
  url: z.string(),
  message: z.string(),
  /** On 412: who changed the record last and when. */
  changedBy: z.string().optional(),
  changedAt: z.string().optional(),
  /** On 403: the permission that was missing (any one of these would have done). */
  requiredAuthorities: z.array(z.string()).optional(),
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
  'UNKNOWN_ERROR',
  'DUPLICATED_RISK_SCORE',
  'FRAUD_ENTRY_NOT_OWNED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Listing query of spec section 7 ("Paging"): `offset` is the page number (0-based). */
export const sortSchema = z.object({
  field: z.string().min(1),
  direction: z.enum(['ASC', 'DESC']),
});
export type Sort = z.infer<typeof sortSchema>;

export interface ListQuery {
  offset: number;
  pageSize: number;
  count: boolean;
  sort?: Sort;
  [filter: string]: unknown;
}

export const pageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int().nonnegative() });

export const reportPageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });

/** The guard fields of a protected change (spec sections 3 and 6). Never stored anywhere. */
export interface GuardFields {
  password: string;
  passCode: string;
  reason: string;
  classification: string;
}

export interface GuardedPayload<T> extends GuardFields {
  entity: T;
}
