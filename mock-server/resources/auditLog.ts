import type { ResourceBehaviour } from '../kit/behaviour';
import type { AuditEntry } from '../types';

/**
 * The audit log beyond the generic handler: its entries are the `auditLog` collection that `appendAudit` alone
 * writes, listed by the database in the caller's tenant like any declared list (never written here), each
 * answered with its tenant's name and explicit nulls where an entry has no error code or no before/after
 * value.
 */
export const auditLogBehaviour: ResourceBehaviour = {
  present: (record, { ctx }) => {
    const entry = record as unknown as AuditEntry;
    return {
      tenantName: ctx.store.table('tenants').get(entry.tenantId)?.name ?? entry.tenantId,
      errorCode: entry.errorCode ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    };
  },
};
