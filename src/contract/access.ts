import { accessOf } from './declare';
import { holdsAnyOf, type Authority } from './permissions';
import { DECLARED_RESOURCES, type DeclaredResourceName } from './resources';

/**
 * THE access table: resource (or custom page) → action → any-of authorities (from permissions.ts). canAccess,
 * the menu, the route guards and the access-denied page all read it. An empty list means "any signed-in user";
 * an unknown resource or action is denied.
 */
export type AccessEntry = Readonly<Record<string, readonly Authority[]>>;

const USERS_VIEW: readonly Authority[] = ['PERM_USERS_VIEW', 'PERM_MERCHANT_USERS_VIEW'];
const SCAN_VIEWERS: readonly Authority[] = ['PERM_SCANS_VIEW', 'PERM_SCANS_OWNED_VIEW'];

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
  // Portal users (spec section 6, "User management"); the users resource of a later issue reads these.
  users: {
    list: USERS_VIEW,
    show: USERS_VIEW,
    edit: ['PERM_USERS_EDIT', 'PERM_USERS_EDIT_ROLES', 'PERM_MERCHANT_USERS_EDIT'],
    create: ['PERM_USERS_REGISTER', 'PERM_MERCHANT_USERS_REGISTER'],
    activate: ['PERM_USERS_ACTIVATE', 'PERM_MERCHANT_USERS_ACTIVATE'],
    deactivate: ['PERM_USERS_DEACTIVATE', 'PERM_MERCHANT_USERS_DEACTIVATE'],
    // The remaining user operations of spec section 6, each gated by its own permission.
    editRoles: ['PERM_USERS_EDIT_ROLES', 'PERM_MERCHANT_USERS_EDIT_ROLES'],
    // Name and e-mail (the edit entry above also admits role managers, who may change roles only).
    editDetails: ['PERM_USERS_EDIT', 'PERM_MERCHANT_USERS_EDIT'],
    resend: ['PERM_USERS_RESEND', 'PERM_MERCHANT_USERS_RESEND'],
    unlock: ['PERM_USERS_UNLOCK', 'PERM_MERCHANT_USERS_UNLOCK'],
    resetTwoFactor: ['PERM_USERS_RESET_2FA', 'PERM_MERCHANT_USERS_RESET_2FA'],
    expireSessions: ['PERM_USERS_EXPIRE_SESSIONS', 'PERM_MERCHANT_USERS_EXPIRE_SESSIONS'],
    export: ['PERM_USERS_FILTER', 'PERM_MERCHANT_USERS_FILTER'],
  },
  // Users CSV import (dry run and commit need the same register permission as one registration).
  usersImport: { create: ['PERM_USERS_REGISTER', 'PERM_MERCHANT_USERS_REGISTER'] },
  groups: {
    list: ['PERM_GROUPS_VIEW'],
    show: ['PERM_GROUPS_VIEW'],
    edit: ['PERM_GROUPS_EDIT'],
    create: ['PERM_GROUPS_EDIT'],
  },
  // Verifications (issue 5): reading, the review queue and each operator action with its own permission.
  verifications: {
    list: SCAN_VIEWERS,
    show: SCAN_VIEWERS,
    export: SCAN_VIEWERS,
    review: SCAN_VIEWERS,
    images: [
      'PERM_SCAN_IMAGES_VIEW',
      'PERM_SCAN_IMAGES_INSENSITIVE_VIEW',
      'PERM_SCAN_IMAGES_TEMPORARY_VIEW',
      'PERM_SCAN_IMAGES_IN_PROGRESS_VIEW',
    ],
    updateResult: ['PERM_SCANS_RESULT_EDIT'],
    requestMasking: ['PERM_SCAN_IMAGES_MASK'],
    maskCredentials: ['PERM_SCAN_IMAGES_MASK'],
    wipeOut: ['PERM_SCANS_WIPE_OUT'],
    replay: ['PERM_SCANS_REPLAY'],
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
