import type { ServerContext } from '../context';
import { applyChange } from '../http/concurrency';
import { ApiError } from '../http/errors';
import type { ResourceBehaviour } from '../kit/behaviour';

const DUPLICATE_NAME = 'A tenant with this name already exists.';

/** Tenant names are unique on the whole platform (case-insensitive), not only among the caller's tenants. */
const nameTaken = (ctx: ServerContext, name: string, exceptId?: string): boolean =>
  ctx.store
    .table('tenants')
    .where('name', name)
    .some((t) => t.id !== exceptId && t.name.toLowerCase() === name.toLowerCase());

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
  present: (tenant, { ctx }) => ({
    merchantCount: ctx.store.table('merchants').count(tenant.id),
    customerCount: ctx.store.table('customers').count(tenant.id),
    userCount: ctx.store.table('users').whereHas('tenantIds', tenant.id).length,
  }),
  stored: (tenant, { ctx, auth, operation }) => {
    if (operation === 'create') {
      const creator = ctx.store.table('users').get(auth.user.id) ?? auth.user;
      applyChange(ctx, 'users', creator, auth.user.email, (user) => {
        user.tenantIds = [...user.tenantIds, tenant.id];
      });
      return;
    }
    const name = (tenant as unknown as { name: string }).name;
    const merchants = ctx.store.table('merchants');
    for (const merchant of merchants.all(tenant.id))
      if (merchant.tenantName !== name) merchants.update({ ...merchant, tenantName: name });
  },
};
