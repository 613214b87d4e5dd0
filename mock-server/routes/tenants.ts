import { z } from 'zod';
import type { AuthContext } from '../auth/session';
import { toUserDto } from '../auth/sanitize';
import type { ServerContext } from '../context';
import { guardedChange } from '../guard/guard';
import { applyChange } from '../http/concurrency';
import { ApiError, notFound } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import type { TenantRecord } from '../types';
import { customerReferenceTaken, toCustomerDto } from '../resources/customers';
import { toMerchantDto } from '../resources/merchants';
import { pageOf } from './listHelpers';
import { accountStatusOf } from './userScope';

/**
 * The tenants' custom calls; filter, get, add and update are the declared resource's (generic handler,
 * mock-server/resources/tenants.ts). Tenants are isolated by membership: a caller sees, changes and transfers
 * between only the tenants listed in their own `tenantIds`. Any other tenant id answers 404 exactly like a
 * missing one.
 */
export const memberTenants = (ctx: ServerContext, auth: AuthContext): TenantRecord[] =>
  auth.user.tenantIds.flatMap((id) => ctx.store.table('tenants').get(id) ?? []);

export const findMemberTenant = (
  ctx: ServerContext,
  auth: AuthContext,
  id: string,
): TenantRecord => {
  const tenant = memberTenants(ctx, auth).find((t) => t.id === id);
  if (!tenant) throw notFound('Tenant');
  return tenant;
};

const idParams = z.object({ id: z.string().min(1).max(100) });
const transferEntitySchema = z.object({
  entityType: z.enum(['MERCHANT', 'CUSTOMER']),
  entityId: z.string().min(1).max(100),
  targetTenantId: z.string().min(1).max(100),
});
type TransferEntity = z.infer<typeof transferEntitySchema>;

/** The record a transfer names, looked up only among the caller's tenants (else 404). */
const transferSubject = (ctx: ServerContext, auth: AuthContext, entity: TransferEntity) => {
  const member = (tenantId: string) => auth.user.tenantIds.includes(tenantId);
  if (entity.entityType === 'MERCHANT') {
    const merchant = ctx.store.table('merchants').get(entity.entityId);
    if (!merchant || !member(merchant.tenantId)) throw notFound('Merchant');
    return { kind: 'MERCHANT' as const, record: merchant };
  }
  const customer = ctx.store.table('customers').get(entity.entityId);
  if (!customer || !member(customer.tenantId)) throw notFound('Customer');
  return { kind: 'CUSTOMER' as const, record: customer };
};

/** Best-effort "before" for the audit entry of a transfer whose body may still be invalid. */
const transferBefore = (ctx: ServerContext, auth: AuthContext, body: unknown) => {
  const parsed = transferEntitySchema.safeParse((body as { entity?: unknown } | null)?.entity);
  if (!parsed.success) return null;
  try {
    const subject = transferSubject(ctx, auth, parsed.data);
    return { entityType: subject.kind, tenantId: subject.record.tenantId };
  } catch {
    return null;
  }
};

export const registerTenantEndpoints = (r: Registry, ctx: ServerContext): void => {
  /** Filter choices and transfer targets: the caller's tenants, by name. */
  r.registerEndpoint('tenantsInit', (_req, _res, auth) => ({
    tenants: memberTenants(ctx, auth)
      .map((t) => ({ id: t.id, name: t.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));

  r.registerEndpoint('tenantsTransfer', (req, _res, auth) =>
    guardedChange(ctx, req, auth, {
      action: 'TENANT_TRANSFER',
      entityType: 'transfer',
      entityId:
        transferEntitySchema.safeParse((req.body as { entity?: unknown } | null)?.entity).data
          ?.entityId ?? 'unknown',
      before: transferBefore(ctx, auth, req.body),
      entitySchema: transferEntitySchema,
      apply: (entity) => {
        const subject = transferSubject(ctx, auth, entity);
        const source = findMemberTenant(ctx, auth, subject.record.tenantId);
        const target = findMemberTenant(ctx, auth, entity.targetTenantId);
        if (target.id === source.id)
          throw new ApiError(400, 'VALIDATION_ERROR_CODE', 'Choose another tenant.', [
            {
              field: 'targetTenantId',
              code: 'SAME_TENANT',
              message: 'The record already belongs to this tenant.',
            },
          ]);
        if (subject.kind === 'MERCHANT') {
          applyChange(ctx, 'merchants', subject.record, auth.user.email, (m) => {
            m.tenantId = target.id;
            m.tenantName = target.name;
          });
        } else {
          if (customerReferenceTaken(ctx, target.id, subject.record.customerReference))
            throw new ApiError(
              409,
              'DUPLICATE_ENTITY',
              'The target tenant already has a customer with this reference.',
              [
                {
                  field: 'customerReference',
                  code: 'DUPLICATE_ENTITY',
                  message: 'The target tenant already has a customer with this reference.',
                },
              ],
            );
          applyChange(ctx, 'customers', subject.record, auth.user.email, (c) => {
            c.tenantId = target.id;
          });
        }
        const record =
          subject.kind === 'MERCHANT'
            ? toMerchantDto(subject.record)
            : toCustomerDto(subject.record);
        return {
          response: {
            entityType: subject.kind,
            entityId: subject.record.id,
            sourceTenantId: source.id,
            sourceTenantName: source.name,
            targetTenantId: target.id,
            targetTenantName: target.name,
            record,
          },
          after: { entityType: subject.kind, tenantId: target.id },
        };
      },
    }),
  );

  r.registerEndpoint('tenantsGroups', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const tenant = findMemberTenant(ctx, auth, id);
    const groups = ctx.store
      .table('groups')
      .all(tenant.id)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map((g) => ({
        id: g.id,
        name: g.name,
        description: g.description,
        memberCount: g.memberIds.length,
        createdAt: g.createdAt,
      }));
    return pageOf(groups, req);
  });

  r.registerEndpoint('tenantsUsers', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const tenant = findMemberTenant(ctx, auth, id);
    const users = ctx.store
      .table('users')
      .whereHas('tenantIds', tenant.id)
      .sort((a, b) => a.email.localeCompare(b.email))
      // The users list's status: a lock that ran out or an operator's unlock included.
      .map((u) => ({ ...toUserDto(u, tenant.id), status: accountStatusOf(u, ctx.now()).code }));
    return pageOf(users, req);
  });
};
