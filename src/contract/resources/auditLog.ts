import { declareResource } from '../declare';
import { auditEntrySchema } from '../schemas/auditLog';

/**
 * The tenant's audit log (spec section 2 "/auditlog", section 6 "audit log (view, download)"), read-only: every
 * change anywhere writes an entry (mock-server/guard/audit.ts, `appendAudit`); the portal lists, filters, opens
 * and downloads them. The emulator reads the stored `auditLog` collection through the behaviour's source
 * (mock-server/resources/auditLog.ts) and answers 405 to any update or delete under v1/auditlog for everybody.
 * The filter init and the CSV download stay hand-written rows (`auditLogInit`, `auditLogDownloadCsv`).
 */
export const auditLog = declareResource({
  name: 'auditlog',
  entityType: 'AuditEntry',
  idPrefix: 'al',
  icon: 'ManageSearch',
  fields: auditEntrySchema.omit({ id: true, tenantName: true }),
  computed: auditEntrySchema.pick({ tenantName: true }),
  stamped: false,
  recordRepresentation: 'action',
  list: {
    columns: [
      'timestamp',
      'actorEmail',
      'tenantName',
      'action',
      'entityType',
      'result',
      'clientIp',
      'reason',
      'classification',
    ],
    filters: [
      // The user: part of the e-mail or the user id (`actor` on the wire).
      { source: 'actorEmail', kind: 'text', fields: ['actorEmail', 'actorId'], keys: ['actor'] },
      // Exact values, offered from the tenant's distinct ones (GET auditlog/filter/init).
      { source: 'action', kind: 'choice', alwaysOn: true },
      { source: 'result', kind: 'choice', alwaysOn: true },
      { source: 'entityType', kind: 'choice' },
      { source: 'entityId', kind: 'choice' },
      // Whole UTC days, with the spec's date messages.
      { source: 'timestamp', kind: 'dateRange', keys: ['startDate', 'endDate'], alwaysOn: true },
    ],
    sortable: ['timestamp', 'action', 'actorEmail', 'entityType', 'result'],
    sort: { field: 'timestamp', order: 'DESC' },
  },
  show: {
    sections: [
      {
        key: 'entry',
        fields: [
          'timestamp',
          'actorEmail',
          'tenantName',
          'clientIp',
          'entityType',
          'entityId',
          'classification',
          'reason',
          'errorCode',
        ],
      },
      { key: 'changes', fields: ['before', 'after'] },
    ],
  },
  access: {
    list: ['PERM_AUDIT_LOG_VIEW'],
    show: ['PERM_AUDIT_LOG_VIEW'],
    // Kept for the verification page's audit section (same permission as download).
    export: ['PERM_AUDIT_LOG_DOWNLOAD'],
  },
  // The server-side CSV copy (POST auditlog/download-csv); the hash-chain check (GET auditlog/verify) covers every
  // tenant's entries, so it is for platform administrators only.
  customAccess: { download: ['PERM_AUDIT_LOG_DOWNLOAD'], verify: ['PERM_ADMIN_ACCESS'] },
});
