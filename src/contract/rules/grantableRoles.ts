import { ROLE_PERMISSIONS, ROLES, holdsAnyOf, type Authority, type Role } from '../permissions';

/**
 * No privilege escalation: a user may grant (and manage holders of) only roles whose every permission they hold
 * themselves. Administrators hold all permissions and may grant every role; a merchant admin may grant the
 * merchant roles only. The portal offers exactly these roles; the mock platform enforces the same rule.
 */
export const canGrantRole = (authorities: readonly string[], role: Role): boolean =>
  ROLE_PERMISSIONS[role].every((permission) => holdsAnyOf(authorities, [permission as Authority]));

export const grantableRoles = (authorities: readonly string[]): Role[] =>
  ROLES.filter((role) => canGrantRole(authorities, role));

/** True when the caller may manage a user holding these roles. */
export const canManageHolderOf = (
  authorities: readonly string[],
  roles: readonly Role[],
): boolean => roles.every((role) => canGrantRole(authorities, role));
