import type { AuthContext } from '../auth/session';
import type { Table } from '../store/table';
import { notFound } from './errors';

/** A record belongs to a tenant by `tenantId` or, for users, by `tenantIds`. */
export interface TenantOwned {
  id: string;
  tenantId?: string;
  tenantIds?: readonly string[];
}

export const belongsToTenant = (record: TenantOwned, tenantId: string): boolean =>
  record.tenantId === tenantId || (record.tenantIds?.includes(tenantId) ?? false);

/**
 * Finds a record by id inside the caller's tenant: one read by id, then the tenant check. Another tenant's
 * record answers 404 exactly like a missing one, so ids of other tenants cannot be probed.
 */
export const findOwned = <T extends TenantOwned>(
  table: Table<T>,
  id: string,
  auth: AuthContext,
  what = 'Record',
): T => {
  const record = table.get(id);
  if (!record || !belongsToTenant(record, auth.tenant.id)) throw notFound(what);
  return record;
};
