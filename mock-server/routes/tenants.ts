import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AuthContext } from '../auth/session';
import { toUserDto } from '../auth/sanitize';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendAudit } from '../guard/audit';
import { guardedChange } from '../guard/guard';
import { applyChange, assertVersion } from '../http/concurrency';
import { ApiError, notFound } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { answerListQuery, type ListSpec } from '../query';
import type { TenantRecord } from '../types';
import { customerReferenceTaken, toCustomerDto } from '../resources/customers';
import { toMerchantDto } from '../resources/merchants';
import { pageOf } from './listHelpers';

/**
 * Tenants are the top of the hierarchy, so they are not isolated by the session's tenant but by membership: a
 * caller sees, changes and transfers between only the tenants listed in their own `tenantIds` (the admin demo
 * account: Acme Bank and Globex Pay). Any other tenant id answers 404 exactly like a missing one. A tenant an
 * administrator adds is added to their memberships, otherwise they could not see what they created.
 */
export const TENANTS_LIST_SPEC: ListSpec = {
  filters: {
    q: { kind: 'text', fields: ['name', 'id'] },
    name: { kind: 'text', fields: ['name'] },
    enabled: { kind: 'equals', field: 'enabled' },
  },
  sortable: ['name', 'createdAt', 'enabled'],
  defaultSort: { field: 'name', direction: 'ASC' },
};

export const memberTenants = (ctx: ServerContext, auth: AuthContext): TenantRecord[] =>
  ctx.store.data().tenants.filter((t) => auth.user.tenantIds.includes(t.id));

export const findMemberTenant = (
  ctx: ServerContext,
  auth: AuthContext,
  id: string,
): TenantRecord => {
  const tenant = memberTenants(ctx, auth).find((t) => t.id === id);
  if (!tenant) throw notFound('Tenant');
  return tenant;
};

export const toTenantDto = (ctx: ServerContext, tenant: TenantRecord) => {
  const data = ctx.store.data();
  return {
    id: tenant.id,
    name: tenant.name,
    enabled: tenant.enabled,
    createdAt: tenant.createdAt,
    merchantCount: data.merchants.filter((m) => m.tenantId === tenant.id).length,
    customerCount: data.customers.filter((c) => c.tenantId === tenant.id).length,
    userCount: data.users.filter((u) => u.tenantIds.includes(tenant.id)).length,
    version: tenant.version,
    updatedBy: tenant.updatedBy,
    updatedAt: tenant.updatedAt,
  };
};

const idParams = z.object({ id: z.string().min(1).max(100) });
const tenantName = z.string().trim().min(2).max(100);

const nameTaken = (ctx: ServerContext, name: string, exceptId?: string): boolean =>
  ctx.store
    .data()
    .tenants.some((t) => t.id !== exceptId && t.name.toLowerCase() === name.toLowerCase());

const duplicateName = () =>
  new ApiError(409, 'DUPLICATE_ENTITY', 'A tenant with this name already exists.', [
    { field: 'name', code: 'DUPLICATE_ENTITY', message: 'A tenant with this name already exists.' },
  ]);

const transferEntitySchema = z.object({
  entityType: z.enum(['MERCHANT', 'CUSTOMER']),
  entityId: z.string().min(1).max(100),
  targetTenantId: z.string().min(1).max(100),
});
type TransferEntity = z.infer<typeof transferEntitySchema>;

/** The record a transfer names, looked up only among the caller's tenants (else 404). */
const transferSubject = (ctx: ServerContext, auth: AuthContext, entity: TransferEntity) => {
  const data = ctx.store.data();
  const member = (tenantId: string) => auth.user.tenantIds.includes(tenantId);
  if (entity.entityType === 'MERCHANT') {
    const merchant = data.merchants.find((m) => m.id === entity.entityId && member(m.tenantId));
    if (!merchant) throw notFound('Merchant');
    return { kind: 'MERCHANT' as const, record: merchant };
  }
  const customer = data.customers.find((c) => c.id === entity.entityId && member(c.tenantId));
  if (!customer) throw notFound('Customer');
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

  r.registerEndpoint('tenantsFilter', (req, _res, auth) => {
    const page = answerListQuery(memberTenants(ctx, auth), req.body, TENANTS_LIST_SPEC);
    return {
      content: page.content.map((t) => toTenantDto(ctx, t)),
      totalElements: page.totalElements,
    };
  });

  r.registerEndpoint('tenantsGet', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    return toTenantDto(ctx, findMemberTenant(ctx, auth, id));
  });

  r.registerEndpoint('tenantsAdd', (req, _res, auth) => {
    const body = parseInput(
      z.object({ name: tenantName, enabled: z.boolean().default(true) }),
      req.body,
    );
    if (nameTaken(ctx, body.name)) throw duplicateName();
    const now = isoNow(ctx);
    const tenant: TenantRecord = {
      id: `t-${randomUUID().slice(0, 8)}`,
      name: body.name,
      enabled: body.enabled,
      createdAt: now,
      version: 1,
      updatedBy: auth.user.email,
      updatedAt: now,
    };
    const data = ctx.store.data();
    data.tenants.push(tenant);
    applyChange(ctx, auth.user, auth.user.email, (user) => {
      user.tenantIds = [...user.tenantIds, tenant.id];
    });
    appendAudit(ctx, req, auth, {
      action: 'TENANT_ADD',
      entityType: 'tenant',
      entityId: tenant.id,
      result: 'SUCCESS',
      before: null,
      after: { name: tenant.name, enabled: tenant.enabled },
      reason: null,
      classification: null,
    });
    return toTenantDto(ctx, tenant);
  });

  r.registerEndpoint('tenantsUpdate', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const tenant = findMemberTenant(ctx, auth, id);
    return guardedChange(ctx, req, auth, {
      action: 'TENANT_UPDATE',
      entityType: 'tenant',
      entityId: tenant.id,
      before: { name: tenant.name, enabled: tenant.enabled },
      entitySchema: z.object({
        name: tenantName,
        enabled: z.boolean(),
        version: z.number().int(),
      }),
      apply: (entity) => {
        assertVersion(tenant, entity.version);
        if (nameTaken(ctx, entity.name, tenant.id)) throw duplicateName();
        applyChange(ctx, tenant, auth.user.email, (t) => {
          t.name = entity.name;
          t.enabled = entity.enabled;
        });
        // Merchants carry their tenant's name (spec section 3): keep it in step.
        for (const m of ctx.store.data().merchants)
          if (m.tenantId === tenant.id) m.tenantName = tenant.name;
        ctx.store.save();
        return {
          response: toTenantDto(ctx, tenant),
          after: { name: tenant.name, enabled: tenant.enabled },
        };
      },
    });
  });

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
          applyChange(ctx, subject.record, auth.user.email, (m) => {
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
          applyChange(ctx, subject.record, auth.user.email, (c) => {
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
      .data()
      .groups.filter((g) => g.tenantId === tenant.id)
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
      .data()
      .users.filter((u) => u.tenantIds.includes(tenant.id))
      .sort((a, b) => a.email.localeCompare(b.email))
      .map((u) => toUserDto(u, tenant.id));
    return pageOf(users, req);
  });
};
