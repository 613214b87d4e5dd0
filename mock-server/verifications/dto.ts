import { REVIEW_SLA_HOURS } from '../../src/contract/constants';
import type { VerificationRecord } from '../types';

const HOUR = 3_600_000;

/** When a pending review must be decided (transaction time + REVIEW_SLA_HOURS); null unless REVIEW_PENDING. */
export const reviewDueAt = (v: VerificationRecord): string | null =>
  v.status === 'REVIEW_PENDING'
    ? new Date(Date.parse(v.transactionCreationDate) + REVIEW_SLA_HOURS * HOUR).toISOString()
    : null;

/** The credential categories of a verification, each once, in credential order. */
export const credentialCategories = (v: VerificationRecord): string[] => [
  ...new Set(v.credentials.map((c) => c.category)),
];

/** A list row (`verifications.list`). */
export const toVerificationRow = (v: VerificationRecord) => ({
  id: v.id,
  publicId: v.publicId,
  status: v.status,
  source: v.source,
  country: { code: v.country.code, label: v.country.label, alpha2: v.country.alpha2 },
  documentType: v.documentType,
  credentialCategories: credentialCategories(v),
  riskScore: v.riskScore,
  matchType: v.matchType,
  firstName: v.firstName,
  lastName: v.lastName,
  documentNumber: v.documentNumber,
  createdAt: v.createdAt,
  transactionCreationDate: v.transactionCreationDate,
  updatedAt: v.updatedAt,
  completedAt: v.completedAt,
  workflowName: v.workflowName,
  wipedOutAt: v.wipedOutAt,
  reviewDueAt: reviewDueAt(v),
});
export type VerificationRow = ReturnType<typeof toVerificationRow>;

/** The detail (`verifications.get`): the whole record (nothing in it is secret) plus the derived fields. */
export const toVerificationDetail = (v: VerificationRecord) => ({
  ...toVerificationRow(v),
  tenantId: v.tenantId,
  version: v.version,
  updatedBy: v.updatedBy,
  issuingCountry: v.issuingCountry,
  idSpecType: v.idSpecType,
  dateOfBirth: v.dateOfBirth ?? null,
  workflowId: v.workflowId,
  workflowStatus: v.workflowStatus,
  workflowExecutionId: v.workflowExecutionId,
  credentials: v.credentials.map((c) => ({
    ...c,
    decisionSummary: { ...c.decisionSummary },
    capabilities: c.capabilities.map((cap) => ({ ...cap })),
    parts: c.parts.map((p) => ({ ...p })),
  })),
  result: v.result ? { ...v.result } : null,
  maskingRequestedAt: v.maskingRequestedAt,
  replayCount: v.replayCount,
  risk: v.risk ? { ...v.risk, fired: v.risk.fired.map((rule) => ({ ...rule })) } : null,
});
