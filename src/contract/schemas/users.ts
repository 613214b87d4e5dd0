import { z } from 'zod';
import { ALL_PERMISSIONS, ROLES, type Permission } from '../permissions';

/**
 * Portal users (spec section 3, "Merchant user"), as the platform answers them. Unknown statuses or roles fail
 * the parse loudly instead of showing as blank chips.
 */
export const USER_STATUSES = ['ACTIVE', 'DEACTIVATED', 'LOCKED', 'EXPIRED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** Account status codes of spec section 4 (labels activated, deactivated, expired, locked, unlocked). */
export const ACCOUNT_STATUS_CODES = [...USER_STATUSES, 'UNLOCKED'] as const;
export type AccountStatusCode = (typeof ACCOUNT_STATUS_CODES)[number];

export const userSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  /** The name of the tenant the user is listed under (shown when an administrator filters by tenant). */
  tenantName: z.string().optional(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  accountStatus: z.object({ code: z.enum(ACCOUNT_STATUS_CODES), label: z.string() }),
  registrationDate: z.string(),
  intruderLockOutUntil: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]])),
  invitationPending: z.boolean(),
  emailVerified: z.boolean(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Register / invite (POST users/register). */
export interface UserDraft {
  email: string;
  firstName: string;
  lastName: string;
  roles: User['roles'];
  tenantId?: string;
}

/** Which users a bulk operation means: the selected ids, or every user matching the list filter. */
export type BulkSelection = { ids: string[] } | { filter: Record<string, unknown> };

export const bulkResultSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  ok: z.boolean(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkOperationSchema = z.object({
  results: z.array(bulkResultSchema),
  succeeded: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type BulkOperationResult = z.infer<typeof bulkOperationSchema>;

export const bulkDownloadSchema = z.object({
  content: z.array(userSchema),
  results: z.array(bulkResultSchema),
});
export type BulkDownloadResult = z.infer<typeof bulkDownloadSchema>;

/** Public verification-key flows (spec section 7). */
export const VERIFICATION_KEY_PURPOSES = [
  'ACTIVATION',
  'PASSWORD_RESET',
  'EMAIL_VERIFICATION',
] as const;
export type VerificationKeyPurpose = (typeof VERIFICATION_KEY_PURPOSES)[number];

export const verificationKeyInfoSchema = z.object({
  purpose: z.enum(VERIFICATION_KEY_PURPOSES),
  email: z.string(),
  firstName: z.string(),
  expiresAt: z.string(),
});
export type VerificationKeyInfo = z.infer<typeof verificationKeyInfoSchema>;

export const verificationKeyDoneSchema = z.object({ email: z.string() });
