import { buildPathIn, type BuildOptions, type EndpointDef } from './endpointDef';
import { platformEndpoints } from './platformEndpoints';
import { DECLARED_RESOURCES } from './resources';
import { endpointsOf, type DeclaredOperation } from './declare';
import { CUSTOMER_VARIANT_BASE } from './resources/customers';
import { SCAN_IMAGE_VIEWERS, SCAN_VIEWERS } from './resources/verifications';
import { FRAUD_CSV_BODY_LIMIT_BYTES } from './constants';
import { DATASET_FILE_BODY_LIMIT_BYTES } from './resources/datasets';

export type {
  ApiVersion,
  BuildOptions,
  EndpointAccess,
  EndpointDef,
  HttpMethod,
} from './endpointDef';
export { buildPathIn } from './endpointDef';

/**
 * THE endpoint table: every call the portal makes. The mock platform API mounts its handlers and permission
 * checks by these keys (it imports this file), so a path, a method or a permission cannot drift between the
 * portal and the platform emulator. No URL string may appear anywhere else in src/.
 *
 * - `path` is relative to the API base and may hold `:param` segments and the `{base}` marker.
 * - `version` prefixes the path (`v1/...`); `sandboxVersion` replaces it in sandbox mode.
 * - `{base}` becomes `variantBase.admin` or `variantBase.customer` by portal variant.
 * - `access`: 'public' (no token), 'session' (any signed-in user) or the PERM_* list of which one is needed.
 *   Every versioned call needs a bearer token; the few versioned 'public' calls are verification-key flows.
 * - `response`: how the body is read ('json' by default, 'text' or 'blob').
 * - `guarded`: the call carries `{entity, password, passCode, reason, classification}`.
 * - `duringSetup`: one of the few calls a session whose first sign-in set-up is pending may make (the set-up
 *   steps and the current user; public calls such as logout need no flag). The platform refuses every other.
 */
const defineEndpoints = <T extends Record<string, EndpointDef>>(table: T): T => table;

/** Who may list reports: a viewer of any report type (the platform then shows only the viewable types). */
const REPORT_VIEWERS = [
  'PERM_VERIFICATION_REPORTS_VIEW',
  'PERM_KYX_REPORTS_VIEW',
  'PERM_WORKFLOW_REPORTS_VIEW',
] as const;

const handWrittenEndpoints = defineEndpoints({
  // Platform, sign-in and session calls (spec section 7): their own module, so the sign-in page can load them
  // without the rest of the table.
  ...platformEndpoints,

  twoFactorSetupConfirm: {
    method: 'POST',
    path: 'auth/2fa/confirm',
    version: 'v1',
    access: 'session',
    duringSetup: true,
  },
  guardClassifications: {
    method: 'GET',
    path: 'guard/classifications',
    version: 'v1',
    access: 'session',
  },

  // My profile (spec section 7: Profile)
  profileGet: {
    method: 'GET',
    path: 'profile',
    version: 'v1',
    access: ['PERM_OWN_NAME_VIEW', 'PERM_OWN_EMAIL_VIEW'],
  },
  profileUpdateName: {
    method: 'PUT',
    path: 'profile',
    version: 'v1',
    access: ['PERM_OWN_NAME_EDIT'],
  },
  profileUpdateEmail: {
    method: 'PUT',
    path: 'profile/email',
    version: 'v1',
    access: ['PERM_OWN_EMAIL_EDIT'],
    guarded: true,
  },
  profileChangePassword: {
    method: 'PUT',
    path: 'profile/password',
    version: 'v1',
    access: ['PERM_OWN_PASSWORD_CHANGE'],
    guarded: true,
  },
  // The forced first-login password change: the account's own session, no guard (there is no 2FA yet).
  initialPasswordChange: {
    method: 'PUT',
    path: 'auth/password',
    version: 'v1',
    access: 'session',
    duringSetup: true,
  },

  // Portal users (spec sections 4, 6 and 7: Users): list, get, register and update are declared
  // (src/contract/resources/users.ts). Administrators hold the PERM_USERS_* variant of each permission, merchant
  // admins the PERM_MERCHANT_USERS_* one; either is enough. The single user operations (activate, deactivate,
  // resend, unlock, reset-2fa, expire-sessions) are declared actions; the roles call and the bulk forms stay here.
  usersEditRoles: {
    method: 'PUT',
    path: 'users/:id/roles',
    version: 'v1',
    access: ['PERM_USERS_EDIT_ROLES', 'PERM_MERCHANT_USERS_EDIT_ROLES'],
    guarded: true,
  },
  // Bulk operations: `{ids}` or `{filter}` (every user matching a list filter); per-id results, nothing skipped.
  usersBulkActivate: {
    method: 'POST',
    path: 'users/bulk/activate',
    version: 'v1',
    access: ['PERM_USERS_ACTIVATE', 'PERM_MERCHANT_USERS_ACTIVATE'],
  },
  usersBulkDeactivate: {
    method: 'POST',
    path: 'users/bulk/deactivate',
    version: 'v1',
    access: ['PERM_USERS_DEACTIVATE', 'PERM_MERCHANT_USERS_DEACTIVATE'],
  },
  usersBulkDownload: {
    method: 'POST',
    path: 'users/bulk/download',
    version: 'v1',
    access: ['PERM_USERS_FILTER', 'PERM_MERCHANT_USERS_FILTER'],
  },
  // Users CSV import (spec section 7 Users: "bulk-add, csv, csv parse and update"). Rows travel as JSON in chunks of
  // USERS_IMPORT_MAX_ROWS_PER_REQUEST (the body limit is 1 MB); both answer one result per row, nothing skipped.
  // `usersCsvParse` is the dry run (validates, stores nothing); `usersBulkAdd` re-validates and creates the valid rows.
  usersCsvParse: {
    method: 'POST',
    path: 'users/csv/parse',
    version: 'v1',
    access: ['PERM_USERS_REGISTER', 'PERM_MERCHANT_USERS_REGISTER'],
  },
  usersBulkAdd: {
    method: 'POST',
    path: 'users/bulk-add',
    version: 'v1',
    access: ['PERM_USERS_REGISTER', 'PERM_MERCHANT_USERS_REGISTER'],
    idempotent: true,
  },
  // Verification-key flows (spec section 7, "Users" and "Auth"). These are the ONLY versioned public endpoints:
  // the person has no session yet (activation, forgotten password, e-mail verification); the key is the proof.
  verificationKeyCheck: {
    method: 'GET',
    path: 'users/keys/:key',
    version: 'v1',
    access: 'public',
  },
  verificationKeyRegister: {
    method: 'POST',
    path: 'users/keys/:key/register',
    version: 'v1',
    access: 'public',
  },
  verificationKeyConfirm: {
    method: 'POST',
    path: 'users/keys/:key/confirm',
    version: 'v1',
    access: 'public',
  },
  forgotPassword: { method: 'POST', path: 'auth/forgot-password', version: 'v1', access: 'public' },
  resetPassword: { method: 'POST', path: 'auth/reset-password', version: 'v1', access: 'public' },

  // The merchant API: what a merchant's systems call with one of its tenant's API tokens (`Authorization: Bearer
  // tdk_…` or `X-Api-Key`), never with a session. Read-only, scoped to the token's tenant, from an address inside
  // the named merchant's IP allow-list when it has one. Offline tokens (handed to a device) read one
  // verification by its public id and list nothing.
  merchantApiVerificationsList: {
    method: 'GET',
    path: 'merchant-api/merchants/:merchantId/verifications',
    version: 'v1',
    access: 'apiToken',
    apiTokenKinds: ['API'],
  },
  merchantApiVerificationGet: {
    method: 'GET',
    path: 'merchant-api/merchants/:merchantId/verifications/:publicId',
    version: 'v1',
    access: 'apiToken',
    apiTokenKinds: ['API', 'OFFLINE'],
  },

  // API tokens and secrets (spec section 7: API tokens). Tenant-scoped. List, get, activate, deactivate and
  // revoke come from the declaration (src/contract/resources/apiTokens.ts). Calls that mint a value (create,
  // generate secret, offline token) answer it once, with no-store; so none is `idempotent`, whose first answer
  // the platform keeps for a repeat and which must never keep a usable credential.
  apiTokensCreate: {
    method: 'POST',
    path: 'api-tokens',
    version: 'v1',
    access: ['PERM_API_TOKENS_EDIT'],
    guarded: true,
  },
  apiTokensUpdateLabel: {
    method: 'PUT',
    path: 'api-tokens/:id/label',
    version: 'v1',
    access: ['PERM_API_TOKENS_EDIT'],
  },
  // Offline token with an expiry date (`entity: {expirationDate: 'YYYY-MM-DD'}`). The spec names it a GET; it
  // mints a credential, so it is a guarded POST (a GET answers 405): never cached, prefetched or in a URL.
  apiTokensOfflineToken: {
    method: 'POST',
    path: 'api-tokens/offline-token',
    version: 'v1',
    access: ['PERM_API_TOKENS_EDIT'],
    guarded: true,
  },
  apiTokensDemoAppQr: {
    method: 'POST',
    path: 'api-tokens/demo-app/qr',
    version: 'v1',
    access: ['PERM_API_TOKENS_VIEW'],
  },
  apiSecretGet: {
    method: 'GET',
    path: 'api-tokens/secret',
    version: 'v1',
    access: ['PERM_MERCHANT_API_SECRET_VIEW'],
  },
  // A POST, not the spec's GET: it changes state and carries the guard fields (which must never sit in a URL).
  apiSecretGenerate: {
    method: 'POST',
    path: 'api-tokens/secret/generate',
    version: 'v1',
    access: ['PERM_MERCHANT_API_SECRET_EDIT'],
    guarded: true,
  },
  apiSecretActivate: {
    method: 'POST',
    path: 'api-tokens/secret/activate',
    version: 'v1',
    access: ['PERM_MERCHANT_API_SECRET_EDIT'],
  },

  // Roles (read-only) are declared: src/contract/resources/roles.ts.

  // Tenants (spec section 7: Tenants): filter, get, add (`POST tenants/add`) and the guarded update are the
  // declared `tenants.*` rows (src/contract/resources/tenants.ts), scoped to the tenants the caller belongs to
  // (user.tenantIds), not to the session's one tenant. The choices, the transfer and the paged tabs stay here.
  tenantsInit: {
    method: 'GET',
    path: 'tenants/init',
    version: 'v1',
    access: ['PERM_TENANTS_VIEW'],
  },
  /** Moves a merchant or a customer to another tenant: `entity = {entityType, entityId, targetTenantId}`. */
  tenantsTransfer: {
    method: 'POST',
    path: 'tenants/transfer',
    version: 'v1',
    access: ['PERM_TENANTS_TRANSFER'],
    guarded: true,
  },
  /** Paged with `?page=<0-based>&size=`; both answer `{content, totalElements}`. */
  tenantsGroups: {
    method: 'GET',
    path: 'tenants/:id/groups',
    version: 'v1',
    access: ['PERM_TENANTS_VIEW'],
  },
  tenantsUsers: {
    method: 'GET',
    path: 'tenants/:id/users',
    version: 'v1',
    access: ['PERM_TENANTS_VIEW'],
  },

  // Merchants (spec section 7: Merchants). Scoped to the session's tenant. The filter is the declared
  // `merchants.list` (src/contract/resources/merchants.ts); the record's details keep their own wire, named by the
  // declaration's `handWritten`. The settings tabs of a later issue (accepted IDs, multi-document, general,
  // redirect, application, SLA, platform, SDK, consent, ...) add theirs.
  merchantsDetails: {
    method: 'GET',
    path: 'merchants/:id/details',
    version: 'v1',
    access: ['PERM_MERCHANTS_VIEW', 'PERM_MERCHANT_DETAILS_VIEW'],
  },
  merchantsDetailsUpdate: {
    method: 'PUT',
    path: 'merchants/:id/details',
    version: 'v1',
    access: ['PERM_MERCHANT_DETAILS_EDIT'],
    guarded: true,
  },
  /** Paged with `?page=<0-based>&size=`, newest first. */
  merchantNotesList: {
    method: 'GET',
    path: 'merchants/:id/notes',
    version: 'v1',
    access: ['PERM_MERCHANT_NOTES_VIEW'],
  },
  merchantNotesAdd: {
    method: 'POST',
    path: 'merchants/:id/notes',
    version: 'v1',
    access: ['PERM_MERCHANT_NOTES_EDIT'],
    idempotent: true,
  },
  /** Answers `{entries, clientIp, version}`: the caller's own address lets the editor warn before a lock-out. */
  merchantIpWhitelistGet: {
    method: 'GET',
    path: 'merchants/:id/ip-whitelist',
    version: 'v1',
    access: ['PERM_IP_WHITELIST_VIEW'],
  },
  merchantIpWhitelistUpdate: {
    method: 'PUT',
    path: 'merchants/:id/ip-whitelist',
    version: 'v1',
    access: ['PERM_IP_WHITELIST_EDIT'],
    guarded: true,
  },

  /** Where the merchant's verification callbacks are posted: `{url, version}`. */
  merchantCallbackGet: {
    method: 'GET',
    path: 'merchants/:id/callback',
    version: 'v1',
    access: ['PERM_MERCHANT_CALLBACK_VIEW'],
  },
  /** A new callback URL: a protected change (the callbacks carry verification results). */
  merchantCallbackUpdate: {
    method: 'PUT',
    path: 'merchants/:id/callback',
    version: 'v1',
    access: ['PERM_MERCHANT_CALLBACK_EDIT'],
    guarded: true,
  },
  /** Queues a test callback to the merchant's URL; a failing one ends in the dead-letter queue. */
  merchantCallbackTest: {
    method: 'POST',
    path: 'merchants/:id/callback/test',
    version: 'v1',
    access: ['PERM_MERCHANT_CALLBACK_EDIT'],
  },

  // Customers (spec section 7: Customers): what the filter needs before the first search. The record's own calls
  // are the declared `customers.*` rows (src/contract/resources/customers.ts), under the same variant base.
  customersInit: {
    method: 'GET',
    path: '{base}/filter/init',
    version: 'v1',
    variantBase: CUSTOMER_VARIANT_BASE,
    access: ['PERM_CUSTOMERS_VIEW'],
  },

  // Verifications (spec section 7: Verifications, Images): the filter (`verifications.list`) and the detail
  // (`verifications.get`) come from the declaration (src/contract/resources/verifications.ts); these are its custom calls.
  /** Same body as the filter (status ignored); answers `{ALL, <status>: count, ...}` for the status tabs. */
  verificationsStatusCounts: {
    method: 'POST',
    path: 'verifications/filter/counts',
    version: 'v1',
    access: SCAN_VIEWERS,
  },
  /** One credential part's image bytes; the part's sensitivity decides which image permission is needed. */
  verificationsImage: {
    method: 'GET',
    path: 'verifications/:id/images/:partId',
    version: 'v1',
    access: SCAN_IMAGE_VIEWERS,
    response: 'blob',
  },
  /** The verification's own audit entries, newest first, paged with `?page=<0-based>&size=`. */
  verificationsAuditLog: {
    method: 'GET',
    path: 'verifications/:id/audit-log',
    version: 'v1',
    access: SCAN_VIEWERS,
  },
  /** Starts a server-side CSV export of the filtered set: `{jobId, total}`. */
  verificationsCsvExportStart: {
    method: 'POST',
    path: 'verifications/download-csv',
    version: 'v1',
    access: SCAN_VIEWERS,
    idempotent: true,
  },
  /** `{jobId, status: 'RUNNING' | 'DONE' | 'FAILED', processed, total}`. */
  verificationsCsvExportStatus: {
    method: 'GET',
    path: 'verifications/download-csv/:jobId',
    version: 'v1',
    access: SCAN_VIEWERS,
  },
  verificationsCsvExportFile: {
    method: 'GET',
    path: 'verifications/download-csv/:jobId/file',
    version: 'v1',
    access: SCAN_VIEWERS,
    response: 'blob',
  },
  verificationsUpdateResult: {
    method: 'PUT',
    path: 'verifications/:id/result',
    version: 'v1',
    access: ['PERM_SCANS_RESULT_EDIT'],
    guarded: true,
  },
  verificationsRequestMasking: {
    method: 'POST',
    path: 'verifications/:id/images/masking-request',
    version: 'v1',
    access: ['PERM_SCAN_IMAGES_MASK'],
  },
  /** Body `{credentialIds}`. */
  verificationsMaskCredentials: {
    method: 'PUT',
    path: 'verifications/:id/credentials/mask',
    version: 'v1',
    access: ['PERM_SCAN_IMAGES_MASK'],
  },
  /** Irreversible: deletes every image and extracted personal value; a second call changes nothing. */
  verificationsWipeOut: {
    method: 'POST',
    path: 'verifications/:id/wipe-out',
    version: 'v1',
    access: ['PERM_SCANS_WIPE_OUT'],
    guarded: true,
  },
  verificationsReplay: {
    method: 'POST',
    path: 'verifications/:id/replay',
    version: 'v1',
    access: ['PERM_SCANS_REPLAY'],
  },

  // KYC dashboard: figures for the session tenant, computed by the platform (`?days=30`).
  dashboardVerificationStats: {
    method: 'GET',
    path: 'dashboard/verifications',
    version: 'v1',
    access: ['PERM_KYC_DASHBOARD_VIEW'],
  },

  // Reports (spec section 7, "Data report"; issue 5): list, get and the criteria create come from the declaration
  // (src/contract/resources/reports.ts). Each report type has its own VIEW/CREATE/DELETE/DOWNLOAD permissions:
  // the table admits any of the three, the platform then checks the record's or the body's type.
  reportsResult: {
    method: 'GET',
    path: 'data-report/:id/result',
    version: 'v1',
    access: [
      'PERM_VERIFICATION_REPORTS_DOWNLOAD',
      'PERM_KYX_REPORTS_DOWNLOAD',
      'PERM_WORKFLOW_REPORTS_DOWNLOAD',
    ],
    response: 'text',
  },
  // A DONE report's download as a job of the caller (the tray's): a small report's file is written when this
  // answers (200), a larger one's in the background (202); the file then comes from jobs/:id/file.
  reportsExport: {
    method: 'POST',
    path: 'data-report/:id/export',
    version: 'v1',
    access: [
      'PERM_VERIFICATION_REPORTS_DOWNLOAD',
      'PERM_KYX_REPORTS_DOWNLOAD',
      'PERM_WORKFLOW_REPORTS_DOWNLOAD',
    ],
  },
  // A FAILED report made again with the same criteria: asking for it again is a create of its type.
  reportsRetry: {
    method: 'POST',
    path: 'data-report/:id/retry',
    version: 'v1',
    access: [
      'PERM_VERIFICATION_REPORTS_CREATE',
      'PERM_KYX_REPORTS_CREATE',
      'PERM_WORKFLOW_REPORTS_CREATE',
    ],
    idempotent: true,
  },
  reportsBulkDelete: {
    method: 'POST',
    path: 'reports/bulk-delete',
    version: 'v1',
    access: [
      'PERM_VERIFICATION_REPORTS_DELETE',
      'PERM_KYX_REPORTS_DELETE',
      'PERM_WORKFLOW_REPORTS_DELETE',
    ],
  },
  // Report configuration (columns per type, delimiter, retention): read by report viewers; changing how long
  // reports are kept is a data-retention decision.
  reportsConfigurationGet: {
    method: 'GET',
    path: 'reports/configuration',
    version: 'v1',
    access: REPORT_VIEWERS,
  },
  reportsConfigurationUpdate: {
    method: 'PUT',
    path: 'reports/configuration',
    version: 'v1',
    access: ['PERM_DATA_RETENTION_EDIT'],
  },

  // Audit log (spec section 2 "/auditlog", section 6 "audit log (view, download)"; issue 5): list and get are
  // declared (src/contract/resources/auditLog.ts); the filter options and the CSV copy are its custom calls. The
  // platform answers 405 to every update or delete under v1/auditlog, for everyone (mock-server/routes/auditLog.ts).
  auditLogInit: {
    method: 'GET',
    path: 'auditlog/filter/init',
    version: 'v1',
    access: ['PERM_AUDIT_LOG_VIEW'],
  },
  auditLogDownloadCsv: {
    method: 'POST',
    path: 'auditlog/download-csv',
    version: 'v1',
    access: ['PERM_AUDIT_LOG_DOWNLOAD'],
    response: 'blob',
  },
  /**
   * Checks the audit log's hash chain (issue 16): the first entry where it breaks. One chain covers every
   * tenant, so only platform administrators (PERM_ADMIN_ACCESS, ROLE_ADMINISTRATOR alone) may run it.
   */
  auditLogVerify: {
    method: 'GET',
    path: 'auditlog/verify',
    version: 'v1',
    access: ['PERM_ADMIN_ACCESS'],
  },

  // Transactions (spec section 7: Transactions): list, get and the guarded wipe-out are declared
  // (src/contract/resources/transactions.ts; the list answers `{list, total}`).
  /** Filter options: statuses, workflow statuses, sources, countries and the tenant's workflows. */
  transactionsInit: {
    method: 'GET',
    path: 'transactions/init',
    version: 'v1',
    access: ['PERM_TRANSACTIONS_VIEW'],
  },

  // Workflows (spec section 7: Workflows): list, get, create, the guarded update and the delete are declared
  // (src/contract/resources/workflows.ts; the list is `GET ?page=<0-based>&size=&direction=` → `{list, total}`).
  /** The definition file as text. */
  workflowsDownload: {
    method: 'GET',
    path: 'workflows/:id/download',
    version: 'v1',
    access: ['PERM_WORKFLOWS_VIEW'],
    response: 'text',
  },

  // Fraud database (spec section 7: Fraud): entries and fuzzy matches are declared
  // (src/contract/resources/fraudEntries.ts, fraudMatches.ts).
  /** The form's duplicate check: entries of the tenant that look like the subject typed so far. */
  fraudEntriesCollisions: {
    method: 'POST',
    path: 'fraud-entries/collisions',
    version: 'v1',
    access: ['PERM_FRAUD_DATABASE_VIEW'],
  },
  /**
   * The CSV update's dry run: what each row would do (create, update, reject with the reason, collide). A job of
   * the caller (the tray's): a small file's is done when this answers (200), a larger one's runs on (202).
   */
  fraudEntriesCsvDryRun: {
    method: 'POST',
    path: 'fraud-entries/csv/dry-run',
    version: 'v1',
    access: ['PERM_FRAUD_DATABASE_EDIT'],
    bodyLimitBytes: FRAUD_CSV_BODY_LIMIT_BYTES,
  },
  /** A finished dry run's report (the caller's own job; another's is not found). */
  fraudEntriesCsvDryRunReport: {
    method: 'GET',
    path: 'fraud-entries/csv/dry-run/:id',
    version: 'v1',
    access: ['PERM_FRAUD_DATABASE_EDIT'],
  },
  /** The CSV update itself (guarded): the valid rows of the file in one transaction, the others reported. */
  fraudEntriesCsvUpdate: {
    method: 'POST',
    path: 'fraud-entries/csv',
    version: 'v1',
    access: ['PERM_FRAUD_DATABASE_EDIT'],
    guarded: true,
    bodyLimitBytes: FRAUD_CSV_BODY_LIMIT_BYTES,
  },

  // Risk management (spec: risk management, risk scoring): a tenant's versioned risk model.
  /** The active model and the list of its versions (who, when, why). */
  riskManagementModel: {
    method: 'GET',
    path: 'risk-management/model',
    version: 'v1',
    access: ['PERM_RISK_MANAGEMENT_VIEW'],
  },
  /** One earlier version of the model. */
  riskManagementVersion: {
    method: 'GET',
    path: 'risk-management/versions/:version',
    version: 'v1',
    access: ['PERM_RISK_MANAGEMENT_VIEW'],
  },
  /** Saves an edited model as the next version (guarded; 412 when another version was saved meanwhile). */
  riskManagementSave: {
    method: 'PUT',
    path: 'risk-management/model',
    version: 'v1',
    access: ['PERM_RISK_MANAGEMENT_EDIT'],
    guarded: true,
  },
  /** Saves an earlier version again as the next one (guarded). */
  riskManagementRestore: {
    method: 'POST',
    path: 'risk-management/versions/:version/restore',
    version: 'v1',
    access: ['PERM_RISK_MANAGEMENT_EDIT'],
    guarded: true,
  },
  // Datasets (spec section 7: "indirect" creation from a filter, preview): rows of their own beside the
  // declared records (src/contract/resources/datasets.ts).
  /** How many verifications a filter of the verifications list holds: the count shown before confirming. */
  datasetsIndirectCount: {
    method: 'POST',
    path: 'datasets/indirect/count',
    version: 'v1',
    access: ['PERM_DATASETS_EDIT'],
  },
  /** Makes a dataset of every verification a filter holds (the spec's "indirect" creation). */
  datasetsIndirect: {
    method: 'POST',
    path: 'datasets/indirect',
    version: 'v1',
    access: ['PERM_DATASETS_EDIT'],
  },
  /** The first items of a dataset as verification rows, with its counts (synchronous preview). */
  datasetsPreview: {
    method: 'GET',
    path: 'datasets/:id/preview',
    version: 'v1',
    access: ['PERM_DATASETS_VIEW'],
  },
  /** Starts the asynchronous full preview of a dataset: a job that reads every item again (jobs below). */
  datasetsPreviewAsync: {
    method: 'POST',
    path: 'datasets/:id/preview',
    version: 'v1',
    access: ['PERM_DATASETS_VIEW'],
  },
  /**
   * Makes a dataset of an uploaded CSV of public ids (the spec's "create"); `dryRun` only checks the file and
   * answers its row errors, `skipInvalidRows` makes it of the valid rows.
   */
  datasetsCreateFromFile: {
    method: 'POST',
    path: 'datasets/file',
    version: 'v1',
    access: ['PERM_DATASETS_EDIT'],
    bodyLimitBytes: DATASET_FILE_BODY_LIMIT_BYTES,
  },
  /** The file a dataset was made of, as it was uploaded (the spec's "input file"). */
  datasetsInputFile: {
    method: 'GET',
    path: 'datasets/:id/input-file',
    version: 'v1',
    access: ['PERM_DATASETS_VIEW'],
    response: 'blob',
  },
  /**
   * Exports a dataset's items as CSV: a small one at once (the answer's state is DONE), a larger one through an
   * export job (RUNNING). Answers the export's info.
   */
  datasetsExport: {
    method: 'POST',
    path: 'datasets/:id/export',
    version: 'v1',
    access: ['PERM_DATASETS_VIEW'],
  },
  /** The caller's latest export of the dataset: state, progress, row count and size (the spec's "export info"). */
  datasetsExportInfo: {
    method: 'GET',
    path: 'datasets/:id/export-info',
    version: 'v1',
    access: ['PERM_DATASETS_VIEW'],
  },
  /** The file of the caller's latest finished export of the dataset (the spec's "download"). */
  datasetsDownload: {
    method: 'GET',
    path: 'datasets/:id/download',
    version: 'v1',
    access: ['PERM_DATASETS_VIEW'],
    response: 'blob',
  },
  // Experiments (spec section 7: statistics, CSV search, tagging templates) beside the declared records
  // (src/contract/resources/experiments.ts), and the items an experiment user tags.
  /** Progress, outcomes per arm, agreement and precision/recall against the tags. */
  experimentsStatistics: {
    method: 'GET',
    path: 'experiments/:id/statistics',
    version: 'v1',
    access: ['PERM_EXPERIMENTS_VIEW'],
  },
  /** The search's filter as a CSV file: a job of the caller (the job tray). */
  experimentsCsvSearch: {
    method: 'POST',
    path: 'experiments/csv-search',
    version: 'v1',
    access: ['PERM_EXPERIMENTS_VIEW'],
  },
  /** The tagging template the experiment's items are tagged with (404 when it has none). */
  experimentsTaggingTemplate: {
    method: 'GET',
    path: 'experiments/:id/tagging-templates',
    version: 'v1',
    access: ['PERM_EXPERIMENTS_VIEW'],
  },
  /** One processed item to tag, by its position among the processed ones. */
  experimentsItem: {
    method: 'GET',
    path: 'experiments/:id/items/:position',
    version: 'v1',
    access: ['PERM_EXPERIMENTS_VIEW'],
  },
  /**
   * An image of a processed item's verification: whoever may read the experiment sees the documents of its items
   * (a tagger judges them), but not the images of a verification still being made (those keep their own
   * permissions).
   */
  experimentsItemImage: {
    method: 'GET',
    path: 'experiments/:id/items/:position/images/:partId',
    version: 'v1',
    access: ['PERM_EXPERIMENTS_VIEW'],
    response: 'blob',
  },
  /** Saves the tag of one processed item as given (an empty choice without comment removes it). */
  experimentsTag: {
    method: 'PUT',
    path: 'experiments/:id/items/:position/tag',
    version: 'v1',
    access: ['PERM_EXPERIMENTS_VIEW'],
  },
  // Mail templates (spec section 7: "GET init") beside the declared records (src/contract/resources/mailTemplates.ts).
  /** The catalogue: every mail, its variables with a sample value each, and the ones it must use. */
  mailTemplatesInit: {
    method: 'GET',
    path: 'mail-templates/init',
    version: 'v1',
    access: ['PERM_MAIL_TEMPLATES_VIEW'],
  },
  /**
   * Sends the template's text as given (saved or not) with the sample values to the caller's own address: the
   * mail lands in the outbox. A text with errors is refused like a save.
   */
  mailTemplatesTestMail: {
    method: 'POST',
    path: 'mail-templates/:id/test-mail',
    version: 'v1',
    access: ['PERM_MAIL_TEMPLATES_VIEW'],
  },
  /** Every version of a template's text, newest first (to compare and restore). */
  mailTemplatesVersions: {
    method: 'GET',
    path: 'mail-templates/:id/versions',
    version: 'v1',
    access: ['PERM_MAIL_TEMPLATES_VIEW'],
  },
  // Dead-letter jobs (spec section 7: list, detail, stacktrace, retry) beside the declared records
  // (src/contract/resources/deadLetterJobs.ts).
  /**
   * Retries every FAILED job the list's filter matches (`{filter}`, the list's body) or an error group holds
   * (`{signature}`): they go PENDING at once and the runner works through them; answers `{accepted}`.
   */
  deadLetterJobsRetryMatching: {
    method: 'POST',
    path: 'dead-letter-jobs/retry',
    version: 'v1',
    access: ['PERM_DEAD_LETTER_QUEUE_RETRY'],
  },
  /** The full stack trace of a job's last failure. */
  deadLetterJobsStacktrace: {
    method: 'GET',
    path: 'dead-letter-jobs/:id/stacktrace',
    version: 'v1',
    access: ['PERM_DEAD_LETTER_QUEUE_VIEW'],
  },
  /** The jobs the list's filter matches, grouped by error signature, largest first. */
  deadLetterJobsGroups: {
    method: 'POST',
    path: 'dead-letter-jobs/groups',
    version: 'v1',
    access: ['PERM_DEAD_LETTER_QUEUE_VIEW'],
  },
  /** Failed in the last 24 hours (in all and by type), the oldest failure, and how many wait or recovered. */
  deadLetterJobsMetrics: {
    method: 'GET',
    path: 'dead-letter-jobs/metrics',
    version: 'v1',
    access: ['PERM_DEAD_LETTER_QUEUE_VIEW'],
  },
  // Background jobs (the job tray): any signed-in user's own jobs; another user's job is not found (404).
  jobsList: { method: 'GET', path: 'jobs', version: 'v1', access: 'session' },
  jobsGet: { method: 'GET', path: 'jobs/:id', version: 'v1', access: 'session' },
  /** Stops a running job; its partial file is removed. */
  jobsCancel: { method: 'POST', path: 'jobs/:id/cancel', version: 'v1', access: 'session' },
  /** Records that the user was told the job ended, so no device tells it again. */
  jobsAcknowledge: {
    method: 'POST',
    path: 'jobs/:id/acknowledge',
    version: 'v1',
    access: 'session',
  },
  /** Removes an ended job and its file from the tray. */
  jobsDismiss: { method: 'DELETE', path: 'jobs/:id', version: 'v1', access: 'session' },
  /** A finished job's file; the permission its work needed is checked again. */
  jobsFile: {
    method: 'GET',
    path: 'jobs/:id/file',
    version: 'v1',
    access: 'session',
    response: 'blob',
  },
  /** The what-if of an edited model over the last 30 days; changes nothing. */
  riskManagementWhatIf: {
    method: 'POST',
    path: 'risk-management/what-if',
    version: 'v1',
    access: ['PERM_RISK_MANAGEMENT_EDIT'],
  },
});

/** The rows of the declared resources (src/contract/resources), by convention under `v1/<name>`. */
export type DeclaredEndpointKey = {
  [R in (typeof DECLARED_RESOURCES)[number] as R['name']]: `${R['name']}.${
    DeclaredOperation | (keyof NonNullable<R['actions']> & string)}`;
}[(typeof DECLARED_RESOURCES)[number]['name']];

export const endpoints = {
  ...handWrittenEndpoints,
  ...(Object.assign({}, ...DECLARED_RESOURCES.map(endpointsOf)) as Record<
    DeclaredEndpointKey,
    EndpointDef
  >),
};

export type EndpointKey = keyof typeof endpoints;

/** The path of an endpoint relative to the API base, e.g. `v1/users/42`, with parameters encoded. */
export const buildPath = (
  key: EndpointKey,
  params: Record<string, string | number> = {},
  options: BuildOptions = { variant: 'admin', sandbox: false },
): string => buildPathIn(endpoints[key], key, params, options);

/**
 * Every concrete route pattern of an endpoint (Express syntax, relative to the API base): all variant bases and
 * both the normal and the sandbox version. The mock server mounts each.
 */
export const routePatterns = (key: EndpointKey): string[] => {
  const def: EndpointDef = endpoints[key];
  const versions = [def.version, def.sandboxVersion].filter((v, i, all) => all.indexOf(v) === i);
  const bases = def.variantBase
    ? [def.variantBase.admin, def.variantBase.customer].filter((b, i, all) => all.indexOf(b) === i)
    : [undefined];
  const patterns: string[] = [];
  for (const version of versions)
    for (const base of bases) {
      const path = base === undefined ? def.path : def.path.replace('{base}', base);
      patterns.push(version ? `${version}/${path}` : path);
    }
  return patterns;
};
