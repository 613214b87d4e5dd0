import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  auditChainReportSchema,
  auditLogInitSchema,
  type AuditChainReport,
  type AuditLogFilter,
  type AuditLogInit,
} from '../../contract/schemas/auditLog';

/**
 * Typed custom methods of the audit log (filter dropdowns, CSV download, chain check). The log itself is
 * read-only.
 */
export const createAuditLogActions = (httpClient: HttpClient) => ({
  getAuditLogFilterInit: async (): Promise<AuditLogInit> =>
    parseResponse(auditLogInitSchema, (await httpClient.call('auditLogInit')).body, 'auditLogInit'),
  /** Every entry matching the filter as CSV (the platform escapes formulas), newest first. */
  downloadAuditLogCsv: async (filter: AuditLogFilter): Promise<Blob> =>
    (await httpClient.blob('auditLogDownloadCsv', { body: filter })).body,
  /** Checks the hash chain of the whole audit log (platform administrators). */
  verifyAuditChain: async (): Promise<AuditChainReport> =>
    parseResponse(
      auditChainReportSchema,
      (await httpClient.call('auditLogVerify')).body,
      'auditLogVerify',
    ),
});
export type AuditLogActions = ReturnType<typeof createAuditLogActions>;
