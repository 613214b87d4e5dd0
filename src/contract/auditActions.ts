import {
  AUDIT_VERBS,
  actionAuditOf,
  auditActionOf,
  type AnyResourceDeclaration,
  type AuditVerb,
  type DeclaredAuditAction,
} from './declare';
import { DECLARED_RESOURCES } from './resources';

/**
 * The audit actions the platform writes outside the generic handling of declared resources. The emulator's audit
 * helpers accept only these codes or a declared resource's (see `AuditAction`), and the portal has a label for
 * every one of them in each catalogue (tests/unit/auditActionLabels.test.ts), so no entry reads as a raw code.
 */
export const HAND_WRITTEN_AUDIT_ACTIONS = [
  'TENANT_SWITCH',
  /** A refresh token that had already been used came back: the whole session was revoked. */
  'SESSION_REFRESH_REUSE',
  'TENANT_TRANSFER',
  'PROFILE_UPDATE_EMAIL',
  'PROFILE_CHANGE_PASSWORD',
  'GUARD_LOCKED',
  'USER_UPDATE',
  'USER_ACTIVATE',
  'USER_DEACTIVATE',
  'USER_UNLOCK',
  'USER_EDIT_ROLES',
  'USER_ACTIVATION_REGISTER',
  'USER_EMAIL_VERIFIED',
  'USER_PASSWORD_RESET',
  'USER_PASSWORD_RESET_REQUESTED',
  'USER_IMPORT_CREATE',
  'USERS_BULK_ADD',
  'FRAUD_ENTRIES_CSV_UPDATE',
  'RISK_MODEL_SAVE',
  'RISK_MODEL_RESTORE',
  /** A dataset made from a filter of the verifications list (the spec's "indirect" creation). */
  'DATASET_CREATE_FROM_FILTER',
  /** A dataset made from an uploaded file of public ids. */
  'DATASET_CREATE_FROM_FILE',
  /** A dataset's items exported as CSV (at once or through a job). */
  'DATASET_EXPORT',
  /** A running experiment processed its last sampled item and stopped by itself (the platform's entry). */
  'EXPERIMENT_COMPLETE',
  /** An experiment's CSV search started (a job of the caller). */
  'EXPERIMENT_CSV_SEARCH',
  /** A user cancelled one of their background jobs. */
  'JOB_CANCEL',
  /** Every failed dead-letter job a filter or an error group matched, retried at once. */
  'DEAD_LETTER_JOBS_RETRY_MATCHING',
  'MERCHANT_CALLBACK_UPDATE',
  'MERCHANT_CALLBACK_TEST',
  /** A mail template's text (saved or not) sent as a test to the user's own address. */
  'MAIL_TEMPLATE_TEST_MAIL',
  'MERCHANT_DETAILS_UPDATE',
  'MERCHANT_IP_WHITELIST_UPDATE',
  'MERCHANT_NOTE_ADD',
  'VERIFICATION_RESULT_UPDATE',
  'VERIFICATION_WIPE_OUT',
  'VERIFICATION_REPLAY',
  'VERIFICATION_MASKING_REQUEST',
  'VERIFICATION_CREDENTIALS_MASK',
  'VERIFICATION_EXPORT',
  'REPORT_CREATE',
  'REPORT_DELETE',
  'REPORT_RETRY',
  'REPORT_RETENTION_DELETE',
  'REPORT_DOWNLOAD',
  'REPORT_CONFIGURATION_UPDATE',
  'AUDIT_LOG_DOWNLOAD',
  'API_TOKEN_CREATE',
  'API_TOKEN_UPDATE_LABEL',
  'API_TOKEN_OFFLINE_CREATE',
  // A merchant API call refused for its token (revoked, wrong kind) or its address (IP allow-list).
  'API_TOKEN_USE_REFUSED',
  'API_DEMO_APP_QR',
  'API_SECRET_GENERATE',
  'API_SECRET_ACTIVATE',
  /** A signed-in caller was refused (403): the table's access check or a handler's own rule. */
  'ACCESS_DENIED',
] as const;

export type HandWrittenAuditAction = (typeof HAND_WRITTEN_AUDIT_ACTIONS)[number];

/** What an audit entry may name as its action. */
export type AuditAction = HandWrittenAuditAction | DeclaredAuditAction;

const VERB_ACCESS: Record<AuditVerb, 'create' | 'edit' | 'delete'> = {
  CREATE: 'create',
  UPDATE: 'edit',
  DELETE: 'delete',
};

/** The actions the generic handler writes for one declared resource: its allowed changes and its custom actions. */
export const declaredAuditActions = (
  declaration: AnyResourceDeclaration,
): DeclaredAuditAction[] => [
  ...AUDIT_VERBS.filter((verb) => declaration.access[VERB_ACCESS[verb]] !== undefined).map((verb) =>
    auditActionOf(declaration, verb),
  ),
  ...Object.keys(declaration.actions ?? {}).map((key) => actionAuditOf(declaration, key)),
];

/** Every action code the platform can write into the audit log. */
export const everyAuditAction = (): string[] => [
  ...new Set<string>([
    ...HAND_WRITTEN_AUDIT_ACTIONS,
    ...DECLARED_RESOURCES.flatMap((declaration) => declaredAuditActions(declaration)),
  ]),
];
