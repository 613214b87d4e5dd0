import { z } from 'zod';

/** Verification DTOs of the platform (spec section 7, "Verifications"); types are z.infer of these. */
export const VERIFICATION_STATUSES = [
  'INITIATED',
  'PROCESSING',
  'REVIEW_PENDING',
  'APPROVED',
  'REJECTED',
  'EXPIRED',
] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const VERIFICATION_SOURCES = ['WEB', 'SDK_IOS', 'SDK_ANDROID', 'API', 'PORTAL'] as const;
export const DOCUMENT_TYPES = [
  'PASSPORT',
  'ID_CARD',
  'DRIVING_LICENSE',
  'RESIDENCE_PERMIT',
] as const;
export const MATCH_TYPES = ['NO_MATCH', 'POSSIBLE_MATCH', 'CONFIRMED_MATCH'] as const;
export const CREDENTIAL_CATEGORIES = [
  'ID',
  'ID_AND_ADDRESS',
  'IV',
  'DOCUMENT',
  'FACEMAP',
  'SELFIE',
  'LIVENESS',
] as const;
export const DECISION_TYPES = ['PASSED', 'REJECTED', 'WARNING', 'NOT_EXECUTED'] as const;
export const SLA_STATES = ['AT_RISK', 'BREACHED'] as const;
export const RESULT_DECISIONS = ['APPROVED', 'REJECTED'] as const;

/** Unknown values are kept as strings (the platform may add some); the UI shows them as they come. */
const openEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.string()]);

export const countryRefSchema = z.object({
  /** ISO 3166-1 alpha-3. */
  code: z.string(),
  label: z.string(),
  alpha2: z.string(),
});
export type CountryRef = z.infer<typeof countryRefSchema>;

/** A list row (`verifications.list`). */
export const verificationRowSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  status: verificationStatusSchema,
  source: openEnum(VERIFICATION_SOURCES),
  country: countryRefSchema,
  documentType: openEnum(DOCUMENT_TYPES),
  credentialCategories: z.array(z.string()),
  riskScore: z.number(),
  matchType: openEnum(MATCH_TYPES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  documentNumber: z.string().nullable(),
  createdAt: z.string(),
  transactionCreationDate: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  workflowName: z.string().nullable(),
  wipedOutAt: z.string().nullable(),
  reviewDueAt: z.string().nullable(),
});
export type VerificationRow = z.infer<typeof verificationRowSchema>;

export const credentialPartSchema = z.object({
  id: z.string(),
  classifier: z.string(),
  sensitivity: z.string(),
  mimeType: z.string(),
  href: z.string(),
  maskedAt: z.string().nullable(),
});
export type CredentialPart = z.infer<typeof credentialPartSchema>;

export const credentialSchema = z.object({
  id: z.string(),
  category: z.string(),
  channel: z.string(),
  decisionSummary: z.object({ type: openEnum(DECISION_TYPES), details: z.string().nullable() }),
  capabilities: z.array(z.object({ name: z.string(), decision: openEnum(DECISION_TYPES) })),
  parts: z.array(credentialPartSchema),
  wipedOutAt: z.string().nullable(),
});
export type Credential = z.infer<typeof credentialSchema>;

export const verificationResultSchema = z.object({
  decision: z.enum(RESULT_DECISIONS),
  reason: z.string(),
  decidedBy: z.string(),
  decidedAt: z.string(),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

export const verificationRiskSchema = z.object({
  modelVersion: z.number().int(),
  /** PASSED, WARNING or REJECTED; -1 when the model had no enabled rule (not executed). */
  band: z.union([z.string(), z.literal(-1)]),
  fired: z.array(z.object({ ruleId: z.string(), name: z.string(), score: z.number() })),
  scoredAt: z.string(),
});
export type VerificationRisk = z.infer<typeof verificationRiskSchema>;

/** The detail (`verifications.get`): every row field plus the record's own. */
export const verificationSchema = verificationRowSchema.extend({
  version: z.number().int(),
  updatedBy: z.string(),
  issuingCountry: z.string(),
  idSpecType: z.string(),
  dateOfBirth: z.string().nullable().optional(),
  workflowId: z.string().nullable(),
  workflowStatus: z.string().nullable(),
  workflowExecutionId: z.string().nullable(),
  credentials: z.array(credentialSchema),
  result: verificationResultSchema.nullable(),
  maskingRequestedAt: z.string().nullable(),
  replayCount: z.number().int(),
  /** How the tenant's risk model scored it: the model version, the band and the rules that fired. */
  risk: verificationRiskSchema.nullable().optional().default(null),
  // The list row fields the detail may leave out.
  credentialCategories: z.array(z.string()).optional().default([]),
});
export type Verification = z.infer<typeof verificationSchema>;

/** A list row or a detail: what the resource's record schema accepts (the detail is a superset). */
export const verificationRecordSchema = z.union([verificationSchema, verificationRowSchema]);

/** `{ALL, <status>: n}` for the status tabs. */
export const verificationStatusCountsSchema = z
  .object({ ALL: z.number().int().nonnegative() })
  .catchall(z.number().int().nonnegative());
export type VerificationStatusCounts = z.infer<typeof verificationStatusCountsSchema>;

export const csvExportJobSchema = z.object({
  jobId: z.string(),
  total: z.number().int().nonnegative(),
});
export type CsvExportJob = z.infer<typeof csvExportJobSchema>;

export const csvExportStatusSchema = z.object({
  jobId: z.string(),
  status: z.enum(['RUNNING', 'DONE', 'FAILED']),
  processed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type CsvExportStatus = z.infer<typeof csvExportStatusSchema>;

/** One entry of the verification's own audit log. */
export const verificationAuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().optional(),
  actorEmail: z.string(),
  tenantId: z.string().optional(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  result: z.enum(['SUCCESS', 'FAILURE']),
  errorCode: z.string().optional(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable().optional(),
  classification: z.string().nullable().optional(),
  timestamp: z.string(),
  clientIp: z.string().optional(),
});
export type VerificationAuditEntry = z.infer<typeof verificationAuditEntrySchema>;

export const verificationAuditPageSchema = z.object({
  content: z.array(verificationAuditEntrySchema),
  totalElements: z.number().int().nonnegative(),
});
export type VerificationAuditPage = z.infer<typeof verificationAuditPageSchema>;

/** The entity part of `PUT .../result` (the guard fields travel beside it). */
export interface VerificationResultChange {
  decision: (typeof RESULT_DECISIONS)[number];
  reason: string;
  version: number;
}

/** The filter body's fields besides paging (same for the list, the counts and the CSV export). */
export interface VerificationFilterBody {
  status?: string[];
  source?: string[];
  country?: string[];
  documentType?: string[];
  credentialCategory?: string[];
  riskScoreMin?: number;
  riskScoreMax?: number;
  matchType?: string[];
  startDate?: string;
  endDate?: string;
  q?: string;
  sla?: (typeof SLA_STATES)[number];
  sort?: { field: string; direction: 'ASC' | 'DESC' };
}
