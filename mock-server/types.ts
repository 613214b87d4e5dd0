import type { MailLocale } from '../src/contract/rules/mailCatalogue';
import type { Role } from '../src/contract/permissions';
import type { DeclaredResourceName } from '../src/contract/resources';
import type { ArmOutcome } from '../src/contract/resources/experiments';
import type { DeadLetterJobType, DeliveryAttempt } from '../src/contract/resources/deadLetterJobs';
import type { RiskModel } from '../src/contract/rules/riskModel';
import type { JobKind, JobState } from '../src/contract/schemas/jobs';

/**
 * The records the mock platform keeps in its lowdb database. Every stored record carries the optimistic-
 * concurrency stamp (`version`, `updatedBy`, `updatedAt`); collections later issues add follow the same rule.
 */
export interface Stamped {
  id: string;
  version: number;
  updatedBy: string;
  updatedAt: string;
}

/** Stored in the declared collection `tenants`; a tenant is the top of the hierarchy and has no tenantId. */
export interface TenantRecord extends Stamped {
  name: string;
  createdAt: string;
  createdBy: string;
  enabled: boolean;
}

export type UserStatus = 'ACTIVE' | 'DEACTIVATED' | 'LOCKED' | 'EXPIRED';

export interface UserRecord extends Stamped {
  tenantIds: string[];
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  status: UserStatus;
  registrationDate: string;
  /** Set after too many wrong passwords; the account is locked until then. */
  intruderLockOutUntil: string | null;
  failedLoginAttempts: number;
  /** scrypt hash; null for seeded accounts that never set a password. Never leaves the server. */
  passwordHash: string | null;
  /** base32 TOTP secret. Never leaves the server except as the setup QR while setup is pending. */
  twoFactorSecret: string;
  twoFactorEnabled: boolean;
  twoFactorSetupRequired: boolean;
  passwordChangeRequired: boolean;
  /** When an operator last lifted a lock (account status 'unlocked' until the account is locked again). */
  unlockedAt?: string | null;
  /** Set once the person confirmed an e-mail verification key. */
  emailVerifiedAt?: string | null;
}

/** An invitation to a registered user (the mock sends no mail; it records what would have been sent). */
export interface InvitationRecord {
  id: string;
  tenantId: string;
  userId: string;
  email: string;
  invitedBy: string;
  createdAt: string;
  lastSentAt: string;
  sentCount: number;
}

export type VerificationKeyPurpose = 'ACTIVATION' | 'PASSWORD_RESET' | 'EMAIL_VERIFICATION';

/** A verification key of spec section 7 (activation, password reset, e-mail verification); stored hashed. */
export interface VerificationKeyRecord {
  id: string;
  keyHash: string;
  purpose: VerificationKeyPurpose;
  userId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface MerchantRecord extends Stamped {
  tenantId: string;
  createdBy: string;
  tenantName: string;
  name: string;
  merchantName: string;
  merchantInfoId: string;
  merchantPublicGuid: string;
  enabled: boolean;
  createdAt: string;
}

export interface CustomerRecord extends Stamped {
  tenantId: string;
  createdBy: string;
  /** The platform's public customer identifier (the record id stays internal to the mock). */
  customerId: string;
  customerName: string;
  /** Unique per tenant (case-insensitive). */
  customerReference: string;
  name: string;
  createdAt: string;
}

/** A merchant note: plain text, stored and returned as typed (the portal renders it as text, never HTML). */
export interface MerchantNoteRecord {
  id: string;
  merchantId: string;
  text: string;
  authorId: string;
  authorEmail: string;
  createdAt: string;
}

/** A merchant's IP whitelist (one per merchant, id = merchant id); absent means the empty list. */
export interface MerchantIpWhitelistRecord extends Stamped {
  merchantId: string;
  entries: string[];
}

export interface GroupRecord extends Stamped {
  tenantId: string;
  createdBy: string;
  name: string;
  description: string;
  memberIds: string[];
  /** The roles the group's work needs (shown on the group; a user's own roles still decide what they may do). */
  roles: Role[];
  createdAt: string;
}

/** Sign-in ids (`?id=`) and tenant redirect codes (`?code=`): single use, short-lived, stored hashed. */
export interface OneTimeCodeRecord {
  id: string;
  kind: 'signIn' | 'tenant';
  codeHash: string;
  userId: string;
  tenantId: string | null;
  returnUrl: string;
  expiresAt: number;
}

/**
 * The first answer to a create sent with an `Idempotency-Key` (http/idempotency.ts), kept for a day so a repeat
 * gets it instead of creating again. `id` is a hash of the key and its scope (user, tenant, method, path).
 */
export interface IdempotencyKeyRecord {
  id: string;
  tenantId: string;
  userId: string;
  method: string;
  path: string;
  /** A hash of the request body: the same key with another body is refused. */
  requestHash: string;
  status: number;
  /** The answered JSON text as sent (secrets already left out), or null for an answer without a body. */
  body: string | null;
  createdAt: string;
  expiresAt: number;
}

/**
 * What the guard keeps per user (id = user id), across restarts: wrong passwords or security codes in a row,
 * the lock they set off, and the last accepted security-code time step (a code is accepted once).
 */
export interface GuardStateRecord {
  id: string;
  failedAttempts: number;
  /** Epoch ms; the guard refuses every protected change of the user until then. */
  lockedUntil: number | null;
  /** RFC 6238 counter of the last security code a change was made with; only later steps are accepted. */
  lastTotpStep: number | null;
}

/**
 * A second-factor confirmation of one guarded change (the feature flag `secondFactorWindow`): the guard asks for
 * it bound to the user, the method, the path and the SHA-256 of the canonical entity JSON; the confirmation
 * window confirms it and receives the approval, which one change with exactly that binding uses up. The request
 * id and the approval are stored hashed.
 */
export interface GuardApprovalRecord {
  id: string;
  requestHash: string;
  /** Set when the window confirmed the request. */
  approvalHash: string | null;
  userId: string;
  method: string;
  path: string;
  entityHash: string;
  expiresAt: number;
}

export interface SessionRecord {
  id: string;
  userId: string;
  tenantId: string;
  accessTokenHash: string;
  refreshTokenHash: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  /** The session's absolute end (sign-in + the session lifetime); no refresh moves it. */
  absoluteExpiresAt: number;
  /** The last time a token of the session was used (recorded to a few seconds): the idle timeout counts from it. */
  lastUsedAt: number;
  /** Hashes of the refresh tokens rotated out: presenting one again revokes the session (reuse detection). */
  usedRefreshTokenHashes: string[];
  /**
   * The refresh token the last rotation replaced, while that rotation's answer may not have reached the browser
   * (a page that went away mid-call never stores the new cookie): until the new pair is used and before `until`,
   * that token may come back once more and rotates again instead of counting as a reuse. Absent or null otherwise.
   */
  retryableRefresh?: { tokenHash: string; until: number } | null;
  revokedAt: string | null;
  createdAt: string;
}

export interface AuditEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  tenantId: string;
  action: string;
  entityType: string;
  entityId: string;
  result: 'SUCCESS' | 'FAILURE';
  errorCode?: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  classification: string | null;
  timestamp: string;
  clientIp: string;
}

export type ApiTokenKind = 'API' | 'OFFLINE';
/** Stored status; EXPIRED is derived from `expiresAt` when the token is answered. */
export type ApiTokenStoredStatus = 'ACTIVE' | 'DEACTIVATED' | 'REVOKED';

/** An API token: only a hash and a short display prefix are kept; the value itself is answered once. */
export interface ApiTokenRecord extends Stamped {
  tenantId: string;
  kind: ApiTokenKind;
  label: string;
  prefix: string;
  tokenHash: string;
  status: ApiTokenStoredStatus;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

/** One stored API secret (hash + last four characters); a tenant has at most one ACTIVE and one PENDING. */
export interface ApiSecretRecord extends Stamped {
  tenantId: string;
  secretHash: string;
  last4: string;
  status: 'ACTIVE' | 'PENDING' | 'RETIRED';
  createdAt: string;
  activatedAt: string | null;
}

// --- Verification operations (issue 5) -----------------------------------------------------------------------

export type VerificationStatus =
  'INITIATED' | 'PROCESSING' | 'REVIEW_PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED';
export type VerificationSource = 'WEB' | 'SDK_IOS' | 'SDK_ANDROID' | 'API' | 'PORTAL';
export type DocumentType = 'PASSPORT' | 'ID_CARD' | 'DRIVING_LICENSE' | 'RESIDENCE_PERMIT';
/** Watchlist screening outcome of the verification. */
export type MatchType = 'NO_MATCH' | 'POSSIBLE_MATCH' | 'CONFIRMED_MATCH';
export type CredentialCategory =
  'ID' | 'ID_AND_ADDRESS' | 'IV' | 'DOCUMENT' | 'FACEMAP' | 'SELFIE' | 'LIVENESS';
export type DecisionType = 'PASSED' | 'REJECTED' | 'WARNING' | 'NOT_EXECUTED';
/**
 * Which permission an image needs: SENSITIVE → PERM_SCAN_IMAGES_VIEW; INSENSITIVE → PERM_SCAN_IMAGES_VIEW or
 * PERM_SCAN_IMAGES_INSENSITIVE_VIEW; TEMPORARY → PERM_SCAN_IMAGES_TEMPORARY_VIEW; IN_PROGRESS →
 * PERM_SCAN_IMAGES_IN_PROGRESS_VIEW.
 */
export type ImageSensitivity = 'SENSITIVE' | 'INSENSITIVE' | 'TEMPORARY' | 'IN_PROGRESS';
export type PartClassifier = 'FRONT' | 'BACK' | 'FACE' | 'LIVENESS_FRAME' | 'PAGE';

export interface CountryRef {
  /** ISO 3166-1 alpha-3. */
  code: string;
  label: string;
  alpha2: string;
}

export interface CredentialPart {
  id: string;
  classifier: PartClassifier;
  sensitivity: ImageSensitivity;
  mimeType: 'image/jpeg' | 'image/png';
  /** API path of the image relative to the API base, e.g. `v1/verifications/<id>/images/<partId>`. */
  href: string;
  maskedAt: string | null;
}

export interface CredentialCapability {
  name:
    | 'EXTRACTION'
    | 'USABILITY'
    | 'IMAGE_CHECKS'
    | 'DATA_CHECKS'
    | 'LIVENESS'
    | 'SIMILARITY'
    | 'WATCHLIST';
  decision: DecisionType;
}

export interface Credential {
  id: string;
  category: CredentialCategory;
  channel: 'WEB' | 'SDK' | 'API';
  decisionSummary: { type: DecisionType; details: string | null };
  capabilities: CredentialCapability[];
  parts: CredentialPart[];
  wipedOutAt: string | null;
}

/** An operator's decision on a verification (PUT result). */
export interface VerificationResult {
  decision: 'APPROVED' | 'REJECTED';
  reason: string;
  decidedBy: string;
  decidedAt: string;
}

/**
 * A tenant's risk model version (`riskModels`): every saved model is a version of its own, the newest is active,
 * none is ever changed or deleted (a restore saves an old version again), so the history of who changed the
 * model, when and why stays complete.
 */
export interface RiskModelRecord {
  id: string;
  tenantId: string;
  version: number;
  model: RiskModel;
  createdAt: string;
  createdBy: string;
  reason: string | null;
  /** The version this one restored, when it is a restore. */
  restoredFrom: number | null;
}

/** The outcome of the risk model version that scored a verification. */
export interface VerificationRisk {
  modelVersion: number;
  /** PASSED, WARNING, REJECTED, or -1 when the model had no enabled rule (not executed). */
  band: string | -1;
  fired: { ruleId: string; name: string; score: number }[];
  scoredAt: string;
}

export interface VerificationRecord extends Stamped {
  tenantId: string;
  /** Who started it (the platform; kept inside, the answers do not carry it). */
  createdBy: string;
  publicId: string;
  status: VerificationStatus;
  source: VerificationSource;
  country: CountryRef;
  documentType: DocumentType;
  createdAt: string;
  transactionCreationDate: string;
  completedAt: string | null;
  /** 0 (no risk) to 100. */
  riskScore: number;
  /** How the tenant's risk model scored it (absent for records scored before risk models existed). */
  risk?: VerificationRisk | null;
  matchType: MatchType;
  /** Personal values are null once the verification is wiped out. */
  documentNumber: string | null;
  /** ISO 3166-1 alpha-2 of the issuing state. */
  issuingCountry: string;
  idSpecType: string;
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD; null once wiped out. */
  dateOfBirth?: string | null;
  workflowId: string | null;
  workflowName: string | null;
  workflowStatus: 'RUNNING' | 'COMPLETED' | 'FAILED' | null;
  workflowExecutionId: string | null;
  credentials: Credential[];
  result: VerificationResult | null;
  maskingRequestedAt: string | null;
  wipedOutAt: string | null;
  replayCount: number;
}

/** A workflow definition (the definition itself is JSON text, downloadable as a file); a declared record. */
export interface WorkflowRecord extends StoredRecord {
  name: string;
  description: string;
  status: 'ACTIVE' | 'DRAFT' | 'RETIRED';
  definition: string;
}

// --- Reports (issue 5, spec section 7 "Data report") -----------------------------------------------------------

export type ReportType = 'VERIFICATION' | 'KYX' | 'WORKFLOW';
/** Job status (spec section 4, "Job status icons"). */
export type ReportStatus = 'PENDING' | 'DONE' | 'FAILED';

export interface ReportCriteria {
  /** Inclusive UTC days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** Verification statuses to include (empty = all). */
  statuses: VerificationStatus[];
  /** Alpha-2 country codes to include (empty = all). */
  countries: string[];
}

/**
 * A data report job. The CSV is not stored: it is rendered on download from the criteria over the tenant's
 * records that existed when the job completed (`completedAt`), so the store stays small and the result stable.
 * Stamped like every declared record: created by who asked for it, last changed by the platform when it ended.
 */
export interface ReportRecord extends Stamped {
  tenantId: string;
  name: string;
  reportType: ReportType;
  status: ReportStatus;
  criteria: ReportCriteria;
  createdAt: string;
  createdBy: string;
  /** A PENDING job completes on the first read at or after this instant (lazy, no timers). */
  readyAt: string;
  completedAt: string | null;
  rowCount: number | null;
  errorMessage: string | null;
  /** The language the report was asked for in: its ready notice is written in it (internal, never answered). */
  mailLocale?: MailLocale;
}

/** Per-tenant report settings; a tenant without one uses the defaults of the reports route. */
export interface ReportConfigurationRecord extends Stamped {
  tenantId: string;
  delimiter: ',' | ';' | 'TAB';
  retentionDays: number;
  columns: Record<ReportType, string[]>;
}

/** A run of a workflow (spec section 3): a status plus the timeline of the steps it went through. */
export type WorkflowExecutionStatus = 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

export const WORKFLOW_TIMELINE_CODES = [
  'EXECUTION_STARTED',
  'STEP_DONE',
  'STEP_INCOMPLETE',
  'LIVENESS_NOT_PASSED',
  'FACE_MISMATCH',
  'SCREENING_TIMEOUT',
  'RISK_ABOVE_LIMIT',
  'NO_USABLE_SELFIE',
  'DOCUMENT_UNREADABLE',
  'EXECUTION_COMPLETED',
  'EXECUTION_FAILED',
  'CANCELLED_BY_OPERATOR',
] as const;
export type WorkflowTimelineCode = (typeof WORKFLOW_TIMELINE_CODES)[number];

export interface WorkflowTimelineEntry {
  /** The execution status at this point, or the step that ran. */
  status: 'STARTED' | 'STEP_COMPLETED' | 'STEP_FAILED' | WorkflowExecutionStatus;
  /** The step id of the definition, null for start/end entries. */
  step: string | null;
  /** The step's name in the definition (its id when it has none), null for start/end entries. */
  stepName: string | null;
  at: string;
  /** The platform's message in English, for API clients that do not know `code`. */
  message: string;
  /** What happened, as a stable code the portal translates (with `step` where the message names it). */
  code: WorkflowTimelineCode;
}

/** Stored in the declared collection `workflow-executions`; the platform stamps it when it starts and ends. */
export interface WorkflowExecutionRecord extends StoredRecord {
  workflowId: string;
  workflowName: string;
  status: WorkflowExecutionStatus;
  startedAt: string;
  completedAt: string | null;
  transactionId: string;
  verificationId: string | null;
  timeline: WorkflowTimelineEntry[];
}

export type TransactionStatus = 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

/** A verification transaction: one per workflow execution; deleting it (wipe-out) keeps the execution. */
export interface TransactionRecord extends StoredRecord {
  publicId: string;
  status: TransactionStatus;
  source: VerificationSource;
  country: CountryRef;
  transactionCreationDate: string;
  completedAt: string | null;
  workflowId: string;
  workflowName: string;
  workflowStatus: WorkflowExecutionStatus;
  workflowExecutionId: string;
  verificationId: string | null;
  riskScore: number;
  customerReference: string | null;
}

/** Users are declared but stored as accounts (no creation stamp; memberships of several tenants). */
export interface DatabaseShape extends Omit<DeclaredCollections, 'users'> {
  tenants: TenantRecord[];
  users: UserRecord[];
  merchants: MerchantRecord[];
  groups: GroupRecord[];
  customers: CustomerRecord[];
  merchantNotes: MerchantNoteRecord[];
  merchantIpWhitelists: MerchantIpWhitelistRecord[];
  oneTimeCodes: OneTimeCodeRecord[];
  idempotencyKeys: IdempotencyKeyRecord[];
  guardStates: GuardStateRecord[];
  guardApprovals: GuardApprovalRecord[];
  sessions: SessionRecord[];
  auditLog: AuditEntry[];
  invitations: InvitationRecord[];
  verificationKeys: VerificationKeyRecord[];
  'api-tokens': ApiTokenRecord[];
  apiSecrets: ApiSecretRecord[];
  workflows: WorkflowRecord[];
  verifications: VerificationRecord[];
  reports: ReportRecord[];
  reportConfigurations: ReportConfigurationRecord[];
  'workflow-executions': WorkflowExecutionRecord[];
  transactions: TransactionRecord[];
  fraudKeys: FraudKeyRecord[];
  /** The synthetic watchlists (global: every tenant screens against them), see mock-server/screening. */
  watchlist: WatchlistEntryRecord[];
  watchlistKeys: WatchlistKeyRecord[];
  /** The tenants' risk models, one record per saved version (mock-server/risk/riskStore.ts). */
  riskModels: RiskModelRecord[];
  /** The files datasets were made of, as uploaded (id: the dataset's). */
  datasetFiles: DatasetFileRecord[];
  /** Background jobs of users (mock-server/jobs): their progress, findings and the file they write. */
  jobs: JobRecord[];
  /** What each running experiment's arms gave each processed item (`<experiment id>-<seq>`). */
  experimentResults: ExperimentResultRecord[];
  /** The tags experiment users gave processed items (`<experiment id>-<seq>`). */
  experimentTags: ExperimentTagRecord[];
  /** Deliveries on their first attempts (mock-server/deadLetters/runner.ts). */
  deliveries: DeliveryRecord[];
  /** The stack trace of each dead-letter job's last failure (id: the job's). */
  deadLetterTraces: { id: string; tenantId: string; stacktrace: string }[];
  /** What each error signature stands for: its normalised message and top frame (id: tenant-signature). */
  deadLetterSignatures: {
    id: string;
    tenantId: string;
    signature: string;
    jobType: string;
    message: string;
    topFrame: string;
  }[];
  /** Where each merchant's verification callbacks go (id: the merchant's). */
  merchantCallbacks: MerchantCallbackRecord[];
  /** Every text a mail template had, by version (mock-server/resources/mailTemplates.ts). */
  mailTemplateVersions: MailTemplateVersionRecord[];
  /** The verifications of each dataset, in its order (`<dataset id>-<position>`). */
  datasetItems: {
    id: string;
    tenantId: string;
    datasetId: string;
    verificationId: string;
    position: number;
  }[];
}

/** A delivery on its first attempts (collection `deliveries`). */
export interface DeliveryRecord {
  id: string;
  tenantId: string;
  jobType: DeadLetterJobType;
  target: string;
  merchantId: string | null;
  payload: string;
  attempts: number;
  history: DeliveryAttempt[];
  firstFailedAt: string | null;
  nextAttemptAt: string;
  createdAt: string;
}

/** A merchant's callback settings: the URL its verification callbacks are posted to. */
export interface MerchantCallbackRecord {
  id: string;
  tenantId: string;
  merchantId: string;
  url: string;
  version: number;
  updatedBy: string;
  updatedAt: string;
}

/** One version of a tenant's mail template: its text from that save (or reset) on. */
export interface MailTemplateVersionRecord {
  id: string;
  tenantId: string;
  templateId: string;
  version: number;
  source: 'DEFAULT' | 'OVERRIDE' | 'ADDED';
  subject: string;
  htmlBody: string;
  textBody: string;
  savedBy: string;
  savedAt: string;
}

/** The CSV a dataset was made of, kept as uploaded (the spec's "input file"). */
export interface DatasetFileRecord {
  id: string;
  tenantId: string;
  fileName: string;
  content: string;
}

/** One processed item of an experiment: the seq-th of its sample, at `position` in the dataset. */
export interface ExperimentResultRecord {
  id: string;
  tenantId: string;
  experimentId: string;
  seq: number;
  position: number;
  verificationId: string;
  outcomeA: ArmOutcome;
  outcomeB: ArmOutcome;
}

/** A tag of a processed item, as its experiment user gave it. */
export interface ExperimentTagRecord {
  id: string;
  tenantId: string;
  experimentId: string;
  seq: number;
  labels: string[];
  comment: string | null;
  taggedBy: string;
  taggedAt: string;
}

/** A user's background job (mock-server/jobs/jobRunner.ts). */
export interface JobRecord {
  id: string;
  tenantId: string;
  userId: string;
  kind: JobKind;
  state: JobState;
  subject: { type: string; id: string; name: string };
  /** What its kind needs to go on after a restart (e.g. the dataset's id). */
  params: Record<string, string>;
  /** Any one of these is needed to download its file (checked again at download). */
  permissions: string[];
  processed: number;
  total: number;
  rowCount: number | null;
  /** Bytes of its file written so far: a job resumed after a restart cuts its file back to them. */
  bytesWritten: number;
  sizeBytes: number | null;
  fileName: string | null;
  /** The findings so far, carried from chunk to chunk (a full preview's counts). */
  partial: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
  errorCode: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  acknowledgedAt: string | null;
}

/** A list entry of the synthetic watchlists. */
export interface WatchlistEntryRecord {
  id: string;
  listType: 'SANCTIONS' | 'PEP' | 'ADVERSE_MEDIA';
  listSource: string;
  name: string;
  aliases: string[];
  dateOfBirth: string | null;
  nationality: string | null;
  documentNumber: string | null;
  listedAt: string;
}

/** A row of the watchlists' blocking index: an entry filed under one key of one of its names. */
export interface WatchlistKeyRecord {
  id: string;
  key: string;
  entryId: string;
}

/**
 * A row of the fraud database's blocking index (mock-server/fraud/fraudIndex.ts): an entry filed under one of its
 * keys, the key prefixed with the tenant.
 */
export interface FraudKeyRecord {
  id: string;
  tenantId: string;
  key: string;
  entryId: string;
}

/** A stored record of a declared resource: its fields, the system stamp and the owning tenant. */
export interface StoredRecord {
  id: string;
  tenantId: string;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

/**
 * The collections of declared resources (src/contract/resources), one per resource name. Records that are
 * tenants themselves (scope `memberTenants`) carry no tenantId.
 */
export type DeclaredCollections = Record<
  DeclaredResourceName,
  (Omit<StoredRecord, 'tenantId'> & { tenantId?: string })[]
>;
