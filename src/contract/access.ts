import { accessOf } from './declare';
import { holdsAnyOf, type Authority } from './permissions';
import { DECLARED_RESOURCES, type DeclaredResourceName } from './resources';

/**
 * THE access table: resource (or custom page) → action → any-of authorities (from permissions.ts). canAccess,
 * the menu, the route guards and the access-denied page all read it. An empty list means "any signed-in user";
 * an unknown resource or action is denied.
 */
export type AccessEntry = Readonly<Record<string, readonly Authority[]>>;

const HAND_WRITTEN_ACCESS = {
  // The dashboard page is open to everyone; its KYC figures and charts need the dashboard permission.
  dashboard: { list: [], stats: ['PERM_KYC_DASHBOARD_VIEW'] },
  'my-profile': {
    show: ['PERM_OWN_NAME_VIEW', 'PERM_OWN_EMAIL_VIEW'],
    edit: ['PERM_OWN_NAME_EDIT', 'PERM_OWN_EMAIL_EDIT', 'PERM_OWN_PASSWORD_CHANGE'],
    // The page itself: any one of its sections is reason enough to open it.
    page: [
      'PERM_OWN_NAME_VIEW',
      'PERM_OWN_EMAIL_VIEW',
      'PERM_OWN_NAME_EDIT',
      'PERM_OWN_EMAIL_EDIT',
      'PERM_OWN_PASSWORD_CHANGE',
    ],
    // One action per section of the page (spec section 6, "Own profile").
    viewName: ['PERM_OWN_NAME_VIEW'],
    editName: ['PERM_OWN_NAME_EDIT'],
    viewEmail: ['PERM_OWN_EMAIL_VIEW'],
    editEmail: ['PERM_OWN_EMAIL_EDIT'],
    changePassword: ['PERM_OWN_PASSWORD_CHANGE'],
  },
  // Users CSV import (dry run and commit need the same register permission as one registration).
  usersImport: { create: ['PERM_USERS_REGISTER', 'PERM_MERCHANT_USERS_REGISTER'] },
  groups: {
    list: ['PERM_GROUPS_VIEW'],
    show: ['PERM_GROUPS_VIEW'],
    edit: ['PERM_GROUPS_EDIT'],
    create: ['PERM_GROUPS_EDIT'],
  },
  // The tenant's risk model (its page: read with VIEW; edit, what-if, save and restore with EDIT).
  'risk-management': {
    list: ['PERM_RISK_MANAGEMENT_VIEW'],
    edit: ['PERM_RISK_MANAGEMENT_EDIT'],
  },
  // The administration area as a whole (role matrix, platform switches).
  administration: { access: ['PERM_ADMIN_ACCESS'] },
} as const satisfies Readonly<Record<string, AccessEntry>>;

/** The hand-written entries plus one per declared resource (its `access`), so a declaration is enough. */
export const ACCESS_TABLE: Readonly<Record<keyof typeof HAND_WRITTEN_ACCESS, AccessEntry>> &
  Readonly<Record<DeclaredResourceName, AccessEntry>> = {
  ...HAND_WRITTEN_ACCESS,
  ...(Object.fromEntries(
    DECLARED_RESOURCES.map((declaration) => [declaration.name, accessOf(declaration)]),
  ) as Record<DeclaredResourceName, AccessEntry>),
};

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
