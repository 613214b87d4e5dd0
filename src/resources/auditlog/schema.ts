/** The audit entry schema lives at the dataProvider boundary; this is the resource's view of it. */
export {
  auditEntrySchema,
  type AuditEntry,
  type AuditLogFilter,
} from '../../contract/schemas/auditLog';
