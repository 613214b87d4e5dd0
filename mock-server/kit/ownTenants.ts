import { z } from 'zod';
import type { AnyResourceDeclaration } from '../../src/contract/declare';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';

/**
 * A view over the caller's own tenants (declaration scope `ownTenants`): which tenants a list covers, and the
 * caller acting in the tenant of the record they change. Another tenant's id answers 404 exactly like a missing
 * one, so a list cannot be used to learn which tenants exist.
 */

const tenantIdsInput = z.union([
  z.string().min(1).max(100),
  z.array(z.string().min(1).max(100)).max(100),
]);

/** The query key of the declaration's tenant filter, if it has one. */
const tenantFilterKey = (declaration: AnyResourceDeclaration): string | undefined =>
  declaration.list.filters?.find((filter) => filter.kind === 'tenant')?.source;

/**
 * The tenants a list query covers: those its tenant filter names (each one of the caller's own), or the
 * session tenant when it names none.
 */
export const listedTenantIds = (
  auth: AuthContext,
  asked: unknown,
): { tenantIds: readonly string[] } => {
  if (
    asked === undefined ||
    asked === null ||
    asked === '' ||
    (Array.isArray(asked) && !asked.length)
  )
    return { tenantIds: [auth.tenant.id] };
  const parsed = parseInput(tenantIdsInput, asked);
  const ids = [...new Set(typeof parsed === 'string' ? [parsed] : parsed)];
  if (ids.some((id) => !auth.user.tenantIds.includes(id))) throw notFound('Tenant');
  return { tenantIds: ids };
};

/**
 * A list query of an `ownTenants` declaration split in two: the tenants it covers (its tenant filter, checked, or
 * the session tenant) and the conditions on its rows. The tenant filter is the scope, not a condition.
 */
export const splitTenantFilter = (
  declaration: AnyResourceDeclaration,
  auth: AuthContext,
  query: Readonly<Record<string, unknown>>,
): { scope: { tenantIds: readonly string[] }; query: Record<string, unknown> } => {
  const key = tenantFilterKey(declaration);
  if (!key) return { scope: listedTenantIds(auth, undefined), query: { ...query } };
  const { [key]: asked, ...rest } = query;
  return { scope: listedTenantIds(auth, asked), query: rest };
};

/** Every tenant the caller belongs to: where a record of an `ownTenants` declaration may be found. */
export const ownTenantsScope = (auth: AuthContext): { tenantIds: readonly string[] } => ({
  tenantIds: auth.user.tenantIds,
});

/**
 * The caller as a member of `tenantId` (one of their own): a change to a record of another of their tenants is
 * made, stamped and audited there, where that tenant's auditors look, with the same roles (roles belong to the
 * account, not to one membership).
 */
export const actingIn = (ctx: ServerContext, auth: AuthContext, tenantId: string): AuthContext => {
  if (tenantId === auth.tenant.id) return auth;
  const tenant = auth.user.tenantIds.includes(tenantId)
    ? ctx.store.table('tenants').get(tenantId)
    : undefined;
  if (!tenant) throw notFound('Tenant');
  return { ...auth, tenant };
};
