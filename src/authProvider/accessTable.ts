import { holdsAnyOf, type Authority } from './permissions';

/**
 * THE access table: resource (or custom page) → action → any-of authorities (from permissions.ts). canAccess,
 * the menu, the route guards and the access-denied page all read it. An empty list means "any signed-in user";
 * an unknown resource or action is denied.
 */
export type AccessEntry = Readonly<Record<string, readonly Authority[]>>;

const USERS_VIEW: readonly Authority[] = ['PERM_USERS_VIEW', 'PERM_MERCHANT_USERS_VIEW'];

export const ACCESS_TABLE = {
  dashboard: { list: [] },
  'my-profile': {
    show: ['PERM_OWN_NAME_VIEW', 'PERM_OWN_EMAIL_VIEW'],
    edit: ['PERM_OWN_NAME_EDIT', 'PERM_OWN_EMAIL_EDIT', 'PERM_OWN_PASSWORD_CHANGE'],
  },
  // Portal users (spec section 6, "User management"); the users resource of a later issue reads these.
  users: {
    list: USERS_VIEW,
    show: USERS_VIEW,
    edit: ['PERM_USERS_EDIT', 'PERM_USERS_EDIT_ROLES', 'PERM_MERCHANT_USERS_EDIT'],
    create: ['PERM_USERS_REGISTER', 'PERM_MERCHANT_USERS_REGISTER'],
    activate: ['PERM_USERS_ACTIVATE', 'PERM_MERCHANT_USERS_ACTIVATE'],
    deactivate: ['PERM_USERS_DEACTIVATE', 'PERM_MERCHANT_USERS_DEACTIVATE'],
  },
  tenants: {
    list: ['PERM_TENANTS_VIEW'],
    show: ['PERM_TENANTS_VIEW'],
    edit: ['PERM_TENANTS_EDIT'],
    create: ['PERM_TENANTS_REGISTER'],
  },
  auditlog: { list: ['PERM_AUDIT_LOG_VIEW'], export: ['PERM_AUDIT_LOG_DOWNLOAD'] },
  // The administration area as a whole (role matrix, platform switches).
  administration: { access: ['PERM_ADMIN_ACCESS'] },
} as const satisfies Readonly<Record<string, AccessEntry>>;

export type AccessResource = keyof typeof ACCESS_TABLE;

/** The authorities that would allow the action, or null when the table has no such entry. */
export const requiredAuthorities = (
  resource: string,
  action: string,
): readonly Authority[] | null => {
  const entry: AccessEntry | undefined = (ACCESS_TABLE as Record<string, AccessEntry>)[resource];
  if (!entry || !Object.prototype.hasOwnProperty.call(entry, action)) return null;
  return entry[action] ?? null;
};

export const canAccessWith = (
  authorities: readonly string[],
  resource: string,
  action: string,
): boolean => {
  const required = requiredAuthorities(resource, action);
  return required !== null && holdsAnyOf(authorities, required);
};
