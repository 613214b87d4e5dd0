/**
 * THE role → permission table (spec section 6). The mock platform API enforces exactly this table and the
 * portal's canAccess reads it, so what the UI shows and what the server allows cannot drift.
 *
 * Permissions are grouped by area; the area order is the order of the role × permission matrix page.
 * Readable names live in the i18n catalogue under `permissions.<PERM_NAME>` and `permissionAreas.<area>`.
 */
export const PERMISSION_AREAS = {
  ownProfile: [
    'PERM_OWN_NAME_VIEW',
    'PERM_OWN_NAME_EDIT',
    'PERM_OWN_EMAIL_VIEW',
    'PERM_OWN_EMAIL_EDIT',
    'PERM_OWN_PASSWORD_CHANGE',
  ],
  merchantSettings: [
    'PERM_MERCHANTS_VIEW',
    'PERM_MERCHANTS_EDIT',
    'PERM_MERCHANT_APPLICATION_VIEW',
    'PERM_MERCHANT_APPLICATION_EDIT',
    'PERM_MERCHANT_CALLBACK_VIEW',
    'PERM_MERCHANT_CALLBACK_EDIT',
    'PERM_MERCHANT_SLA_VIEW',
    'PERM_MERCHANT_SLA_EDIT',
    'PERM_MERCHANT_DETAILS_VIEW',
    'PERM_MERCHANT_DETAILS_EDIT',
    'PERM_MERCHANT_ACCEPTED_IDS_VIEW',
    'PERM_MERCHANT_ACCEPTED_IDS_EDIT',
    'PERM_MERCHANT_SCREENING_FIELDS_VIEW',
    'PERM_MERCHANT_SCREENING_FIELDS_EDIT',
    'PERM_MERCHANT_API_SECRET_VIEW',
    'PERM_MERCHANT_API_SECRET_EDIT',
    'PERM_MERCHANT_NOTES_VIEW',
    'PERM_MERCHANT_NOTES_EDIT',
    'PERM_IP_WHITELIST_VIEW',
    'PERM_IP_WHITELIST_EDIT',
  ],
  scans: [
    'PERM_SCANS_VIEW',
    'PERM_SCANS_OWNED_VIEW',
    'PERM_SCANS_RESULT_EDIT',
    'PERM_SCAN_IMAGES_VIEW',
    'PERM_SCAN_IMAGES_INSENSITIVE_VIEW',
    'PERM_SCAN_IMAGES_TEMPORARY_VIEW',
    'PERM_SCAN_IMAGES_IN_PROGRESS_VIEW',
    'PERM_SCAN_IMAGES_MASK',
    'PERM_SCANS_WIPE_OUT',
    'PERM_SCANS_REPLAY',
    'PERM_SCANS_REQUEST',
  ],
  workflows: [
    'PERM_WORKFLOWS_VIEW',
    'PERM_WORKFLOWS_EDIT',
    'PERM_TRANSACTIONS_VIEW',
    'PERM_TRANSACTIONS_WIPE_OUT',
    'PERM_TRANSACTION_DATA_WIPE_OUT',
  ],
  reports: [
    'PERM_KYX_LISTS_VIEW',
    'PERM_KYX_REPORTS_VIEW',
    'PERM_KYX_REPORTS_CREATE',
    'PERM_KYX_REPORTS_DELETE',
    'PERM_KYX_REPORTS_DOWNLOAD',
    'PERM_WORKFLOW_REPORTS_VIEW',
    'PERM_WORKFLOW_REPORTS_CREATE',
    'PERM_WORKFLOW_REPORTS_DELETE',
    'PERM_WORKFLOW_REPORTS_DOWNLOAD',
    'PERM_VERIFICATION_REPORTS_VIEW',
    'PERM_VERIFICATION_REPORTS_CREATE',
    'PERM_VERIFICATION_REPORTS_DELETE',
    'PERM_VERIFICATION_REPORTS_DOWNLOAD',
    'PERM_REPORT_DOWNLOAD',
  ],
  userManagement: [
    'PERM_USERS_VIEW',
    'PERM_USERS_FILTER',
    'PERM_USERS_EDIT',
    'PERM_USERS_REGISTER',
    'PERM_USERS_ACTIVATE',
    'PERM_USERS_DEACTIVATE',
    'PERM_USERS_UNLOCK',
    'PERM_USERS_RESET_2FA',
    'PERM_USERS_EXPIRE_SESSIONS',
    'PERM_USERS_EDIT_ROLES',
    'PERM_USERS_RESEND',
    'PERM_MERCHANT_USERS_VIEW',
    'PERM_MERCHANT_USERS_FILTER',
    'PERM_MERCHANT_USERS_EDIT',
    'PERM_MERCHANT_USERS_REGISTER',
    'PERM_MERCHANT_USERS_ACTIVATE',
    'PERM_MERCHANT_USERS_DEACTIVATE',
    'PERM_MERCHANT_USERS_UNLOCK',
    'PERM_MERCHANT_USERS_RESET_2FA',
    'PERM_MERCHANT_USERS_EXPIRE_SESSIONS',
    'PERM_MERCHANT_USERS_EDIT_ROLES',
    'PERM_MERCHANT_USERS_RESEND',
    'PERM_J4_USERS_VIEW',
    'PERM_J4_USERS_EDIT',
    'PERM_J4_USERS_REGISTER',
    'PERM_J4_USERS_ACTIVATE',
    'PERM_J4_USERS_DEACTIVATE',
    'PERM_J4_USERS_RESEND',
    'PERM_GROUPS_VIEW',
    'PERM_GROUPS_EDIT',
    'PERM_ROLES_VIEW',
  ],
  customersAndTenants: [
    'PERM_CUSTOMERS_VIEW',
    'PERM_CUSTOMERS_EDIT',
    'PERM_CUSTOMERS_REGISTER',
    'PERM_TENANTS_VIEW',
    'PERM_TENANTS_EDIT',
    'PERM_TENANTS_REGISTER',
    'PERM_TENANTS_TRANSFER',
  ],
  platform: [
    'PERM_MAIL_TEMPLATES_VIEW',
    'PERM_MAIL_TEMPLATES_EDIT',
    'PERM_FRAUD_DATABASE_VIEW',
    'PERM_FRAUD_DATABASE_EDIT',
    'PERM_GLOBAL_CONSENT_VIEW',
    'PERM_GLOBAL_CONSENT_EDIT',
    'PERM_CUSTOMER_CONSENT_VIEW',
    'PERM_CUSTOMER_CONSENT_EDIT',
    'PERM_COUNTRY_ID_SETTINGS_VIEW',
    'PERM_COUNTRY_ID_SETTINGS_EDIT',
    'PERM_PLATFORM_SETTINGS_VIEW',
    'PERM_PLATFORM_SETTINGS_EDIT',
    'PERM_SCREENING_VIEW',
    'PERM_SCREENING_EDIT',
    'PERM_RISK_MANAGEMENT_VIEW',
    'PERM_RISK_MANAGEMENT_EDIT',
    'PERM_CUSTOM_QUEUES_VIEW',
    'PERM_CUSTOM_QUEUES_EDIT',
    'PERM_API_TIERS_VIEW',
    'PERM_API_TIERS_EDIT',
    'PERM_API_TOKENS_VIEW',
    'PERM_API_TOKENS_EDIT',
    'PERM_BANNER_SETTINGS_VIEW',
    'PERM_BANNER_SETTINGS_EDIT',
    'PERM_DATA_RETENTION_VIEW',
    'PERM_DATA_RETENTION_EDIT',
  ],
  operations: [
    'PERM_ADMIN_ACCESS',
    'PERM_BACKOFFICE_ACCESS',
    'PERM_DEAD_LETTER_QUEUE_VIEW',
    'PERM_DEAD_LETTER_QUEUE_RETRY',
    'PERM_AGENTS_VIEW',
    'PERM_AGENTS_EDIT',
    'PERM_AUDIT_LOG_VIEW',
    'PERM_AUDIT_LOG_DOWNLOAD',
    'PERM_DATA_SUBJECT_REQUESTS',
    'PERM_KYC_DASHBOARD_VIEW',
    'PERM_BATCH_UPLOAD',
  ],
  experiments: [
    'PERM_EXPERIMENTS_VIEW',
    'PERM_EXPERIMENTS_EDIT',
    'PERM_DATASETS_VIEW',
    'PERM_DATASETS_EDIT',
    'PERM_TAGGING_TEMPLATES_VIEW',
    'PERM_TAGGING_TEMPLATES_EDIT',
  ],
} as const;

export type PermissionArea = keyof typeof PERMISSION_AREAS;
export type Permission = (typeof PERMISSION_AREAS)[PermissionArea][number];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_AREAS).flat();

export const ROLES = [
  'ROLE_ADMINISTRATOR',
  'ROLE_BACKOFFICE',
  'ROLE_MERCHANT_ADMIN',
  'ROLE_EXPERIMENT_ADMIN',
  'ROLE_EXPERIMENT_USER',
  'ROLE_NV_INTEGRATION_ADMIN',
  'ROLE_SUPPORT_AGENT',
  'ROLE_SUPPORT_MANAGER',
  'ROLE_PRODUCT_MANAGER',
  'ROLE_VERIFICATION_ADMIN',
  'ROLE_VERIFICATION_BACKOFFICE',
] as const;

export type Role = (typeof ROLES)[number];
export type Authority = Role | Permission;

/** A user counts as an admin when holding one of these two roles (spec section 6). */
export const ADMIN_ROLES: readonly Role[] = ['ROLE_ADMINISTRATOR', 'ROLE_BACKOFFICE'];

const OWN_PROFILE = PERMISSION_AREAS.ownProfile;
const pick = <T extends Permission>(...permissions: T[]): T[] => permissions;
const without = (excluded: readonly Permission[]): Permission[] =>
  ALL_PERMISSIONS.filter((permission) => !excluded.includes(permission));

const SUPPORT_AGENT: Permission[] = [
  ...OWN_PROFILE,
  ...pick(
    'PERM_SCANS_VIEW',
    'PERM_SCAN_IMAGES_VIEW',
    'PERM_WORKFLOWS_VIEW',
    'PERM_TRANSACTIONS_VIEW',
    'PERM_USERS_VIEW',
    'PERM_USERS_FILTER',
    'PERM_GROUPS_VIEW',
    'PERM_ROLES_VIEW',
    'PERM_CUSTOMERS_VIEW',
    'PERM_MERCHANTS_VIEW',
    'PERM_MERCHANT_DETAILS_VIEW',
    'PERM_MERCHANT_NOTES_VIEW',
    'PERM_VERIFICATION_REPORTS_VIEW',
    'PERM_AUDIT_LOG_VIEW',
    'PERM_KYC_DASHBOARD_VIEW',
    'PERM_FRAUD_DATABASE_VIEW',
    'PERM_SCREENING_VIEW',
  ),
];

const SUPPORT_MANAGER: Permission[] = [
  ...SUPPORT_AGENT,
  ...pick(
    'PERM_SCANS_RESULT_EDIT',
    'PERM_SCANS_REPLAY',
    'PERM_SCAN_IMAGES_INSENSITIVE_VIEW',
    'PERM_USERS_EDIT',
    'PERM_USERS_ACTIVATE',
    'PERM_USERS_DEACTIVATE',
    'PERM_USERS_UNLOCK',
    'PERM_USERS_RESET_2FA',
    'PERM_USERS_EXPIRE_SESSIONS',
    'PERM_USERS_RESEND',
    'PERM_MERCHANT_NOTES_EDIT',
    'PERM_VERIFICATION_REPORTS_CREATE',
    'PERM_VERIFICATION_REPORTS_DOWNLOAD',
    'PERM_REPORT_DOWNLOAD',
    'PERM_AUDIT_LOG_DOWNLOAD',
    'PERM_DEAD_LETTER_QUEUE_VIEW',
    'PERM_FRAUD_DATABASE_EDIT',
    'PERM_SCREENING_EDIT',
  ),
];

const MERCHANT_SETTINGS_ALL = PERMISSION_AREAS.merchantSettings;

const EXPERIMENT_USER: Permission[] = [
  ...OWN_PROFILE,
  ...pick(
    'PERM_EXPERIMENTS_VIEW',
    'PERM_DATASETS_VIEW',
    'PERM_TAGGING_TEMPLATES_VIEW',
    // An experiment compares workflows: its users read which ones (names, steps), never change them.
    'PERM_WORKFLOWS_VIEW',
    'PERM_KYC_DASHBOARD_VIEW',
  ),
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  ROLE_ADMINISTRATOR: ALL_PERMISSIONS,
  ROLE_BACKOFFICE: without(['PERM_ADMIN_ACCESS', 'PERM_TENANTS_TRANSFER', 'PERM_TENANTS_REGISTER']),
  ROLE_MERCHANT_ADMIN: [
    ...OWN_PROFILE,
    ...MERCHANT_SETTINGS_ALL,
    ...PERMISSION_AREAS.userManagement.filter((p) => p.startsWith('PERM_MERCHANT_USERS_')),
    ...pick(
      'PERM_SCANS_VIEW',
      'PERM_SCANS_OWNED_VIEW',
      'PERM_SCAN_IMAGES_VIEW',
      'PERM_WORKFLOWS_VIEW',
      'PERM_WORKFLOWS_EDIT',
      'PERM_TRANSACTIONS_VIEW',
      'PERM_VERIFICATION_REPORTS_VIEW',
      'PERM_VERIFICATION_REPORTS_CREATE',
      'PERM_VERIFICATION_REPORTS_DOWNLOAD',
      'PERM_CUSTOMERS_VIEW',
      'PERM_CUSTOMERS_EDIT',
      'PERM_CUSTOMERS_REGISTER',
      'PERM_API_TOKENS_VIEW',
      'PERM_API_TOKENS_EDIT',
      'PERM_CUSTOMER_CONSENT_VIEW',
      'PERM_CUSTOMER_CONSENT_EDIT',
      'PERM_GROUPS_VIEW',
      'PERM_ROLES_VIEW',
      'PERM_AUDIT_LOG_VIEW',
      'PERM_KYC_DASHBOARD_VIEW',
      'PERM_FRAUD_DATABASE_VIEW',
      'PERM_FRAUD_DATABASE_EDIT',
      'PERM_SCREENING_VIEW',
      'PERM_SCREENING_EDIT',
      'PERM_RISK_MANAGEMENT_VIEW',
      'PERM_RISK_MANAGEMENT_EDIT',
    ),
  ],
  ROLE_EXPERIMENT_ADMIN: [
    ...EXPERIMENT_USER,
    ...pick('PERM_EXPERIMENTS_EDIT', 'PERM_DATASETS_EDIT', 'PERM_TAGGING_TEMPLATES_EDIT'),
  ],
  ROLE_EXPERIMENT_USER: EXPERIMENT_USER,
  ROLE_NV_INTEGRATION_ADMIN: [
    ...OWN_PROFILE,
    ...MERCHANT_SETTINGS_ALL,
    ...pick('PERM_API_TOKENS_VIEW', 'PERM_API_TOKENS_EDIT', 'PERM_WORKFLOWS_VIEW'),
  ],
  ROLE_SUPPORT_AGENT: SUPPORT_AGENT,
  ROLE_SUPPORT_MANAGER: SUPPORT_MANAGER,
  // Every view permission except the tenant ones: tenants are the top of the hierarchy and only administrators
  // (ADMIN_ROLES) may see them.
  ROLE_PRODUCT_MANAGER: [
    ...OWN_PROFILE,
    ...ALL_PERMISSIONS.filter(
      (p) => p.endsWith('_VIEW') && !p.startsWith('PERM_OWN_') && !p.startsWith('PERM_TENANTS_'),
    ),
  ],
  ROLE_VERIFICATION_ADMIN: [
    ...OWN_PROFILE,
    ...PERMISSION_AREAS.scans,
    ...PERMISSION_AREAS.workflows,
    ...pick('PERM_VERIFICATION_REPORTS_VIEW', 'PERM_AUDIT_LOG_VIEW', 'PERM_KYC_DASHBOARD_VIEW'),
  ],
  ROLE_VERIFICATION_BACKOFFICE: [
    ...OWN_PROFILE,
    ...pick(
      'PERM_SCANS_VIEW',
      'PERM_SCANS_RESULT_EDIT',
      'PERM_SCAN_IMAGES_VIEW',
      'PERM_TRANSACTIONS_VIEW',
      'PERM_WORKFLOWS_VIEW',
      'PERM_KYC_DASHBOARD_VIEW',
    ),
  ],
};

export const isRole = (value: string): value is Role =>
  (ROLES as readonly string[]).includes(value);
export const isPermission = (value: string): value is Permission =>
  (ALL_PERMISSIONS as readonly string[]).includes(value);

/** The authorities (ROLE_* and PERM_* strings) a set of roles grants, without duplicates. */
export const authoritiesForRoles = (roles: readonly Role[]): Authority[] => {
  const permissions = new Set<Permission>();
  for (const role of roles) ROLE_PERMISSIONS[role].forEach((p) => permissions.add(p));
  return [...roles, ...[...permissions].sort()];
};

export const isAdmin = (authorities: readonly string[]): boolean =>
  ADMIN_ROLES.some((role) => authorities.includes(role));

/** True when the user holds at least one of the listed authorities; an empty list means "signed in". */
export const holdsAnyOf = (
  authorities: readonly string[],
  required: readonly Authority[],
): boolean => required.length === 0 || required.some((a) => authorities.includes(a));
