import { z } from 'zod';

/** One audit-log entry as the platform answers it (read-only; before/after are any JSON values). */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  result: z.enum(['SUCCESS', 'FAILURE']),
  errorCode: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  classification: z.string().nullable(),
  timestamp: z.string(),
  clientIp: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET auditlog/filter/init`: what the filter dropdowns offer (the tenant's distinct values). */
export const auditLogInitSchema = z.object({
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
  actors: z.array(z.object({ id: z.string(), email: z.string() })),
  totalElements: z.number().int().nonnegative(),
});
export type AuditLogInit = z.infer<typeof auditLogInitSchema>;

/** The filter part of `POST auditlog/filter` and `POST auditlog/download-csv`. */
export interface AuditLogFilter {
  actor?: string;
  action?: string;
  result?: 'SUCCESS' | 'FAILURE';
  entityType?: string;
  entityId?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  startDate?: string;
  endDate?: string;
}

/** Why the audit log's hash chain breaks at an entry (`GET auditlog/verify`). */
export const AUDIT_CHAIN_BREAKS = [
  'ENTRY_CHANGED',
  'ENTRY_MISSING',
  'LINK_BROKEN',
  'ENTRY_NOT_CHAINED',
] as const;
export type AuditChainBreak = (typeof AUDIT_CHAIN_BREAKS)[number];

/** `GET auditlog/verify`: whether the chain holds, how many links were checked, and the first break. */
export const auditChainReportSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int().nonnegative(),
  firstBrokenId: z.string().nullable(),
  firstBrokenAt: z.string().nullable(),
  reason: z.enum(AUDIT_CHAIN_BREAKS).nullable(),
});
export type AuditChainReport = z.infer<typeof auditChainReportSchema>;
