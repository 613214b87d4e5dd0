import { authoritiesForRoles } from '../../src/contract/permissions';
import type { CurrentUser } from '../../src/contract/schemas/auth';
import { otpauthUri } from './totp';
import type { TenantRecord, UserRecord } from '../types';

export const TOTP_ISSUER = 'TrustDesk';

/**
 * Keys that never leave the server, whatever object they sit in. The JSON response wrapper strips them from
 * every body as a second line of defence behind the explicit DTOs below.
 */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'passwordHash',
  'twoFactorSecret',
  'accessTokenHash',
  'refreshTokenHash',
  'codeHash',
  'tokenHash',
  'secretHash',
  'password',
  'passCode',
]);

export const stripSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(stripSecrets);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!SECRET_KEYS.has(key)) out[key] = stripSecrets(inner);
    }
    return out;
  }
  return value;
};

export const ACCOUNT_STATUS_LABELS: Record<UserRecord['status'], string> = {
  ACTIVE: 'activated',
  DEACTIVATED: 'deactivated',
  LOCKED: 'locked',
  EXPIRED: 'expired',
};

/** A user as other users see it (lists, details): no hash, no secret, no counters. */
export const toUserDto = (user: UserRecord, tenantId: string) => ({
  id: user.id,
  tenantId,
  userName: user.userName,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  status: user.status,
  accountStatus: { code: user.status, label: ACCOUNT_STATUS_LABELS[user.status] },
  registrationDate: user.registrationDate,
  intruderLockOutUntil: user.intruderLockOutUntil,
  twoFactorEnabled: user.twoFactorEnabled,
  roles: [...user.roles],
  version: user.version,
  updatedBy: user.updatedBy,
  updatedAt: user.updatedAt,
});
export type UserDto = ReturnType<typeof toUserDto>;

/**
 * `GET v1/users/current`. The TOTP secret appears only inside the setup QR data, and only while the first-time
 * setup is pending: that is the one moment the user must receive it.
 */
export const toCurrentUser = (user: UserRecord, tenant: TenantRecord): CurrentUser => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  tenantId: tenant.id,
  tenantName: tenant.name,
  authorities: authoritiesForRoles(user.roles),
  twoFactorSetupRequired: user.twoFactorSetupRequired,
  twoFactorQrData: user.twoFactorSetupRequired
    ? otpauthUri(user.twoFactorSecret, user.email, TOTP_ISSUER)
    : null,
  passwordChangeRequired: user.passwordChangeRequired,
});
