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

/** The caller's tenant's records only. The tenant always comes from the session, never from the request. */
export const scopeToTenant = <T extends TenantOwned>(
  records: readonly T[],
  auth: AuthContext,
): T[] => records.filter((record) => belongsToTenant(record, auth.tenant.id));

/**
 * Finds a record by id inside the caller's tenant. Another tenant's record answers 404 exactly like a missing
 * one, so ids of other tenants cannot be probed.
 */
export const findInTenant = <T extends TenantOwned>(
  records: readonly T[],
  id: string,
  auth: AuthContext,
  what = 'Record',
): T => {
  const record = records.find((r) => r.id === id);
  if (!record || !belongsToTenant(record, auth.tenant.id)) throw notFound(what);
  return record;
};

/** `findInTenant` over a table of the store: one read by id, then the tenant check. */
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
