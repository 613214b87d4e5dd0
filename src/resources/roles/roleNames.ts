import {
  ROLE_PERMISSIONS,
  ROLES,
  type Authority,
  type Permission,
  type Role,
} from '../../contract/permissions';

/** i18n keys of the readable names (the 'permissions' area of the catalogue). */
export const roleNameKey = (role: Role | string): string => `roles.${role}`;
export const permissionNameKey = (permission: Permission | string): string =>
  `permissions.${permission}`;
export const permissionAreaKey = (area: string): string => `permissionAreas.${area}`;

/** Role choices for inputs, labelled with readable names. */
export const roleChoices = (roles: readonly Role[] = ROLES) =>
  roles.map((role) => ({ id: role, name: roleNameKey(role) }));

/**
 * The roles a user may hand out (on a group, in an import): those whose every permission they hold. The
 * platform applies the same rule and refuses the others, so offering them would only lead to an error.
 */
export const rolesGrantableBy = (authorities: readonly string[]): Role[] =>
  ROLES.filter((role) =>
    ROLE_PERMISSIONS[role].every((permission) => authorities.includes(permission as Authority)),
  );
