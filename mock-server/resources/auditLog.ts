import { scopeToTenant } from '../http/tenantScope';
import type { ResourceBehaviour } from '../kit/behaviour';
import type { StoredRecord } from '../kit/repository';

/**
 * The audit log beyond the generic handler: its entries are the `auditLog` collection that `appendAudit` alone
 * writes, read (never written) in the caller's tenant, each with its tenant's name and explicit nulls where an
 * entry has no error code or no before/after value.
 */
export const auditLogBehaviour: ResourceBehaviour = {
  source: ({ ctx, auth }) => {
    const names = new Map(ctx.store.data().tenants.map((t) => [t.id, t.name]));
    return scopeToTenant(ctx.store.data().auditLog, auth).map(
      (entry) =>
        ({
          ...entry,
          tenantName: names.get(entry.tenantId) ?? entry.tenantId,
          errorCode: entry.errorCode ?? null,
          before: entry.before ?? null,
          after: entry.after ?? null,
        }) as unknown as StoredRecord,
    );
  },
};
