import type { Request } from 'express';
import { authoritiesForRoles, isPermission, type Role } from '../../src/contract/permissions';
import { canGrantRole, canManageHolderOf } from '../../src/contract/rules/grantableRoles';
import { namesOwnAccount, normalizeIdentifier } from '../../src/contract/rules/ownAccount';
import type { AuthContext } from '../auth/session';
import { isLocked } from '../auth/session';
import { ACCOUNT_STATUS_LABELS, toUserDto } from '../auth/sanitize';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import type { AuditAction } from '../../src/contract/auditActions';
import { ApiError, notFound } from '../http/errors';
import type { UserRecord } from '../types';

/**
 * Which users a caller may see and act on: the session's tenant only (an admin session is bound to the one
 * tenant chosen at sign-in, like every other). A user outside answers 404 like a missing one.
 */
export const scopeTenantIds = (auth: AuthContext): string[] => [auth.tenant.id];

export const usersInScope = (ctx: ServerContext, auth: AuthContext): UserRecord[] => {
  const users = ctx.store.table('users');
  const seen = new Map<string, UserRecord>();
  for (const tenantId of scopeTenantIds(auth))
    for (const user of users.whereHas('tenantIds', tenantId)) seen.set(user.id, user);
  return [...seen.values()];
};

/** The tenant a user is shown under: the session's tenant when they belong to it, else their first shared one. */
export const displayTenantOf = (user: UserRecord, auth: AuthContext): string =>
  user.tenantIds.includes(auth.tenant.id)
    ? auth.tenant.id
    : (user.tenantIds.find((t) => scopeTenantIds(auth).includes(t)) ?? auth.tenant.id);

/**
 * The account status of spec section 4 (code + label): locked wins; an active account an operator unlocked
 * reads 'unlocked'; otherwise the stored status.
 */
export const accountStatusOf = (user: UserRecord, now: number) => {
  if (isLocked(user, now)) return { code: 'LOCKED', label: ACCOUNT_STATUS_LABELS.LOCKED };
  if (user.status === 'ACTIVE' && user.unlockedAt) return { code: 'UNLOCKED', label: 'unlocked' };
  return { code: user.status, label: ACCOUNT_STATUS_LABELS[user.status] };
};

/**
 * An invitation is pending until the person has taken up the account: set a password (activation) or a second
 * factor (which only signing in does). An account with two-factor on has been used, so it was accepted, whatever
 * else is stored about it.
 */
export const invitationPendingOf = (user: UserRecord): boolean =>
  user.passwordHash === null && !user.twoFactorEnabled;

/** The user as the users resource answers it (spec section 3, merchant user), never with hashes or secrets. */
export const toManagedUserDto = (
  ctx: ServerContext,
  user: UserRecord,
  auth: AuthContext,
  /** The tenant the user is listed under when not the session's (an admin's read-only tenant filter). */
  tenantId: string = displayTenantOf(user, auth),
) => {
  const base = toUserDto(user, tenantId);
  const now = ctx.now();
  return {
    ...base,
    tenantName: ctx.store.table('tenants').get(tenantId)?.name ?? tenantId,
    // A lock that has run out is no lock: the list shows the state sign-in would apply.
    status: isLocked(user, now) ? ('LOCKED' as const) : user.status,
    accountStatus: accountStatusOf(user, now),
    intruderLockOutUntil:
      user.intruderLockOutUntil && Date.parse(user.intruderLockOutUntil) > now
        ? user.intruderLockOutUntil
        : null,
    // What the roles grant (spec section 3 lists permissions beside roles); derived, never stored.
    permissions: authoritiesForRoles(user.roles).filter(isPermission),
    invitationPending: invitationPendingOf(user),
    emailVerified: Boolean(user.emailVerifiedAt),
  };
};
export type ManagedUserDto = ReturnType<typeof toManagedUserDto>;

/** 403 for the caller's own account, whatever the spelling (spec section 6). */
export const ownAccountDenied = (): ApiError =>
  new ApiError(403, 'ACTION_NOT_ALLOWED', 'You cannot perform this action on your own account.', [
    { field: 'id', code: 'OWN_ACCOUNT', message: 'You cannot act on your own account.' },
  ]);

export const assertNotOwn = (auth: AuthContext, target: string | UserRecord): void => {
  const own =
    typeof target === 'string'
      ? namesOwnAccount(auth.user, target)
      : namesOwnAccount(auth.user, target.id) || namesOwnAccount(auth.user, target.email);
  if (own) throw ownAccountDenied();
};

/** No role the caller could not hold themselves (no privilege escalation). */
export const assertGrantable = (auth: AuthContext, roles: readonly Role[]): void => {
  const refused = roles.filter((role) => !canGrantRole(auth.authorities, role));
  if (refused.length)
    throw new ApiError(403, 'ACCESS_DENIED', 'You cannot grant these roles.', [
      ...refused.map((role) => ({
        field: 'roles',
        code: 'ROLE_NOT_GRANTABLE',
        message: `You cannot grant ${role}.`,
      })),
    ]);
};

/** A merchant admin cannot manage an administrator: the target's roles must be grantable by the caller. */
export const assertManageable = (auth: AuthContext, user: UserRecord): void => {
  if (!canManageHolderOf(auth.authorities, user.roles))
    throw new ApiError(403, 'ACCESS_DENIED', 'You do not have permission to manage this user.', [
      { field: 'id', code: 'NO_PERMISSION', message: 'This user holds roles you cannot manage.' },
    ]);
};

/**
 * Finds the addressed user inside the caller's scope. The path may hold the id or the e-mail address; both are
 * compared in their normalised form, so no spelling reaches another record or escapes the own-account rule.
 */
export const findUserInScope = (
  ctx: ServerContext,
  auth: AuthContext,
  idOrEmail: string,
): UserRecord => {
  const wanted = normalizeIdentifier(idOrEmail);
  const user = usersInScope(ctx, auth).find(
    (u) => normalizeIdentifier(u.id) === wanted || normalizeIdentifier(u.email) === wanted,
  );
  if (!user) throw notFound('User');
  return user;
};

/** An audit entry for a user operation (the operations carry no guard, so no reason or classification). */
export const auditUser = (
  ctx: ServerContext,
  req: Request,
  auth: AuthContext,
  input: {
    action: AuditAction;
    entityId: string;
    result: 'SUCCESS' | 'FAILURE';
    errorCode?: string;
    before: unknown;
    after: unknown;
  },
) =>
  appendAudit(ctx, req, auth, {
    ...input,
    entityType: 'User',
    reason: null,
    classification: null,
  });
