import type { ServerContext } from '../context';
import { applyChange } from '../http/concurrency';
import { ApiError } from '../http/errors';
import type { ResourceBehaviour } from '../kit/behaviour';

const DUPLICATE_NAME = 'A tenant with this name already exists.';

/** Tenant names are unique on the whole platform (case-insensitive), not only among the caller's tenants. */
const nameTaken = (ctx: ServerContext, name: string, exceptId?: string): boolean =>
  ctx.store
    .data()
    .tenants.some((t) => t.id !== exceptId && t.name.toLowerCase() === name.toLowerCase());

/**
 * Tenants beyond the generic handler (scope `memberTenants` does the isolation): the platform-wide unique name,
 * the counts of merchants, customers and users, the creator joining the tenant they add (otherwise they could
 * not see it), and merchants keeping their tenant's name in step (spec section 3).
 */
export const tenantsBehaviour: ResourceBehaviour = {
  prepare: (input, { ctx, current }) => {
    if (nameTaken(ctx, String(input.name), current?.id))
      throw new ApiError(409, 'DUPLICATE_ENTITY', DUPLICATE_NAME, [
        { field: 'name', code: 'DUPLICATE_ENTITY', message: DUPLICATE_NAME },
      ]);
    return input;
  },
  present: (tenant, { ctx }) => {
    const data = ctx.store.data();
    return {
      merchantCount: data.merchants.filter((m) => m.tenantId === tenant.id).length,
      customerCount: data.customers.filter((c) => c.tenantId === tenant.id).length,
      userCount: data.users.filter((u) => u.tenantIds.includes(tenant.id)).length,
    };
  },
  stored: (tenant, { ctx, auth, operation }) => {
    if (operation === 'create') {
      applyChange(ctx, auth.user, auth.user.email, (user) => {
        user.tenantIds = [...user.tenantIds, tenant.id];
      });
      return;
    }
    const name = (tenant as unknown as { name: string }).name;
    for (const merchant of ctx.store.data().merchants)
      if (merchant.tenantId === tenant.id) merchant.tenantName = name;
  },
};
