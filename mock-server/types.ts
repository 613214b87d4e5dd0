import type { Role } from '../src/authProvider/permissions';

/**
 * The records the mock platform keeps in its lowdb database. Every stored record carries the optimistic-
 * concurrency stamp (`version`, `updatedBy`, `updatedAt`); collections later issues add follow the same rule.
 */
export interface Stamped {
  id: string;
  version: number;
  updatedBy: string;
  updatedAt: string;
}

export interface TenantRecord extends Stamped {
  name: string;
  createdAt: string;
  enabled: boolean;
}

export type UserStatus = 'ACTIVE' | 'DEACTIVATED' | 'LOCKED' | 'EXPIRED';

export interface UserRecord extends Stamped {
  tenantIds: string[];
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  status: UserStatus;
  registrationDate: string;
  /** Set after too many wrong passwords; the account is locked until then. */
  intruderLockOutUntil: string | null;
  failedLoginAttempts: number;
  /** scrypt hash; null for seeded accounts that never set a password. Never leaves the server. */
  passwordHash: string | null;
  /** base32 TOTP secret. Never leaves the server except as the setup QR while setup is pending. */
  twoFactorSecret: string;
  twoFactorEnabled: boolean;
  twoFactorSetupRequired: boolean;
  passwordChangeRequired: boolean;
}

export interface MerchantRecord extends Stamped {
  tenantId: string;
  tenantName: string;
  name: string;
  merchantName: string;
  merchantInfoId: string;
  merchantPublicGuid: string;
  enabled: boolean;
  createdAt: string;
}

export interface GroupRecord extends Stamped {
  tenantId: string;
  name: string;
  description: string;
  memberIds: string[];
  createdAt: string;
}

/** Sign-in ids (`?id=`) and tenant redirect codes (`?code=`): single use, short-lived, stored hashed. */
export interface OneTimeCodeRecord {
  id: string;
  kind: 'signIn' | 'tenant';
  codeHash: string;
  userId: string;
  tenantId: string | null;
  returnUrl: string;
  expiresAt: number;
}

export interface SessionRecord {
  id: string;
  userId: string;
  tenantId: string;
  accessTokenHash: string;
  refreshTokenHash: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  revokedAt: string | null;
  createdAt: string;
}

export interface AuditEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  tenantId: string;
  action: string;
  entityType: string;
  entityId: string;
  result: 'SUCCESS' | 'FAILURE';
  errorCode?: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  classification: string | null;
  timestamp: string;
  clientIp: string;
}

export interface ClientLogRecord {
  id: string;
  level: 'error' | 'info' | 'warn';
  timestamp: string;
  message: string;
  receivedAt: string;
}

export interface DatabaseShape {
  tenants: TenantRecord[];
  users: UserRecord[];
  merchants: MerchantRecord[];
  groups: GroupRecord[];
  oneTimeCodes: OneTimeCodeRecord[];
  sessions: SessionRecord[];
  auditLog: AuditEntry[];
  clientLogs: ClientLogRecord[];
}
