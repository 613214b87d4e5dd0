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

/** Any report type's permission for one operation (the per-type entries of `reports` narrow it down). */
const REPORT_ANY = {
  VIEW: ['PERM_VERIFICATION_REPORTS_VIEW', 'PERM_KYX_REPORTS_VIEW', 'PERM_WORKFLOW_REPORTS_VIEW'],
  CREATE: [
    'PERM_VERIFICATION_REPORTS_CREATE',
    'PERM_KYX_REPORTS_CREATE',
    'PERM_WORKFLOW_REPORTS_CREATE',
  ],
  DELETE: [
    'PERM_VERIFICATION_REPORTS_DELETE',
    'PERM_KYX_REPORTS_DELETE',
    'PERM_WORKFLOW_REPORTS_DELETE',
  ],
  DOWNLOAD: [
    'PERM_VERIFICATION_REPORTS_DOWNLOAD',
    'PERM_KYX_REPORTS_DOWNLOAD',
    'PERM_WORKFLOW_REPORTS_DOWNLOAD',
  ],
} as const satisfies Record<string, readonly Authority[]>;

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
  tenants: {
    list: ['PERM_TENANTS_VIEW'],
    show: ['PERM_TENANTS_VIEW'],
    edit: ['PERM_TENANTS_EDIT'],
    create: ['PERM_TENANTS_REGISTER'],
    // Moving a merchant or customer to another tenant (offered on the merchant and customer pages).
    transfer: ['PERM_TENANTS_TRANSFER'],
  },
  merchants: {
    list: ['PERM_MERCHANTS_VIEW'],
    show: ['PERM_MERCHANTS_VIEW', 'PERM_MERCHANT_DETAILS_VIEW'],
    edit: ['PERM_MERCHANT_DETAILS_EDIT'],
    notes: ['PERM_MERCHANT_NOTES_VIEW'],
    addNote: ['PERM_MERCHANT_NOTES_EDIT'],
    ipWhitelist: ['PERM_IP_WHITELIST_VIEW'],
    editIpWhitelist: ['PERM_IP_WHITELIST_EDIT'],
  },
  // Data reports (issue 5): the list and the create/delete/download actions admit any report type; each type
  // has its own entry (`<action><Type>`, e.g. downloadKyx) which the screens check per row.
  reports: {
    list: REPORT_ANY.VIEW,
    show: REPORT_ANY.VIEW,
    create: REPORT_ANY.CREATE,
    delete: REPORT_ANY.DELETE,
    download: REPORT_ANY.DOWNLOAD,
    configuration: REPORT_ANY.VIEW,
    editConfiguration: ['PERM_DATA_RETENTION_EDIT'],
    viewVerification: ['PERM_VERIFICATION_REPORTS_VIEW'],
    viewKyx: ['PERM_KYX_REPORTS_VIEW'],
    viewWorkflow: ['PERM_WORKFLOW_REPORTS_VIEW'],
    createVerification: ['PERM_VERIFICATION_REPORTS_CREATE'],
    createKyx: ['PERM_KYX_REPORTS_CREATE'],
    createWorkflow: ['PERM_WORKFLOW_REPORTS_CREATE'],
    deleteVerification: ['PERM_VERIFICATION_REPORTS_DELETE'],
    deleteKyx: ['PERM_KYX_REPORTS_DELETE'],
    deleteWorkflow: ['PERM_WORKFLOW_REPORTS_DELETE'],
    downloadVerification: ['PERM_VERIFICATION_REPORTS_DOWNLOAD'],
    downloadKyx: ['PERM_KYX_REPORTS_DOWNLOAD'],
    downloadWorkflow: ['PERM_WORKFLOW_REPORTS_DOWNLOAD'],
  },
  // Audit log (issue 5): read-only; the CSV copy has its own permission.
  auditlog: {
    list: ['PERM_AUDIT_LOG_VIEW'],
    show: ['PERM_AUDIT_LOG_VIEW'],
    download: ['PERM_AUDIT_LOG_DOWNLOAD'],
    // Kept for the verification page's audit section (same permission as download).
    export: ['PERM_AUDIT_LOG_DOWNLOAD'],
  },
  // Users CSV import (dry run and commit need the same register permission as one registration).
  usersImport: { create: ['PERM_USERS_REGISTER', 'PERM_MERCHANT_USERS_REGISTER'] },
  groups: {
    list: ['PERM_GROUPS_VIEW'],
    show: ['PERM_GROUPS_VIEW'],
    edit: ['PERM_GROUPS_EDIT'],
    create: ['PERM_GROUPS_EDIT'],
  },
  // Roles are read-only: the list, one role and the role × permission matrix.
  roles: { list: ['PERM_ROLES_VIEW'], show: ['PERM_ROLES_VIEW'] },
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
  // Workflows (issue 5); transactions and workflow executions are declared (src/contract/resources).
  workflows: {
    list: ['PERM_WORKFLOWS_VIEW'],
    show: ['PERM_WORKFLOWS_VIEW'],
    create: ['PERM_WORKFLOWS_EDIT'],
    edit: ['PERM_WORKFLOWS_EDIT'],
    delete: ['PERM_WORKFLOWS_EDIT'],
    download: ['PERM_WORKFLOWS_VIEW'],
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
