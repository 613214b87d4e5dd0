import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendAudit } from '../guard/audit';
import { applyChange, assertVersion } from '../http/concurrency';
import { ApiError } from '../http/errors';
import type { Registry } from '../http/registry';
import { findInTenant, scopeToTenant } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import { answerListQuery, type ListSpec } from '../query';
import type { CustomerRecord } from '../types';
import { createdRange } from './listHelpers';

/** Customers of the session's tenant (spec section 3). `customerReference` is unique per tenant. */
export const toCustomerDto = (c: CustomerRecord) => ({
  id: c.id,
  customerId: c.customerId,
  customerName: c.customerName,
  customerReference: c.customerReference,
  name: c.name,
  createdAt: c.createdAt,
  tenantId: c.tenantId,
  version: c.version,
  updatedBy: c.updatedBy,
  updatedAt: c.updatedAt,
});

export const CUSTOMERS_LIST_SPEC: ListSpec = {
  filters: {
    q: { kind: 'text', fields: ['customerName', 'customerReference', 'name', 'customerId'] },
    customerName: { kind: 'text', fields: ['customerName'] },
    customerReference: { kind: 'text', fields: ['customerReference'] },
    createdFrom: { kind: 'min', field: 'createdAt' },
    createdTo: { kind: 'max', field: 'createdAt' },
  },
  sortable: ['customerName', 'customerReference', 'name', 'createdAt'],
  defaultSort: { field: 'createdAt', direction: 'DESC' },
};

/** True when the tenant already has a customer with this reference (case-insensitive), other than `exceptId`. */
export const duplicateReference = (
  ctx: ServerContext,
  tenantId: string,
  reference: string,
  exceptId?: string,
): boolean =>
  ctx.store
    .data()
    .customers.some(
      (c) =>
        c.tenantId === tenantId &&
        c.id !== exceptId &&
        c.customerReference.toLowerCase() === reference.toLowerCase(),
    );

const DUPLICATE_MESSAGE = 'This customer reference is already used in this tenant.';
const duplicateError = () =>
  new ApiError(409, 'DUPLICATE_ENTITY', DUPLICATE_MESSAGE, [
    { field: 'customerReference', code: 'DUPLICATE_ENTITY', message: DUPLICATE_MESSAGE },
  ]);

const idParams = z.object({ id: z.string().min(1).max(100) });
const customerFields = {
  customerName: z.string().trim().min(1).max(100),
  customerReference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, 'Missing value or invalid format'),
  name: z.string().trim().min(1).max(100),
};

const auditCustomer = (
  ctx: ServerContext,
  req: Parameters<typeof appendAudit>[1],
  auth: AuthContext,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
) =>
  appendAudit(ctx, req, auth, {
    action,
    entityType: 'customer',
    entityId,
    result: 'SUCCESS',
    before,
    after,
    reason: null,
    classification: null,
  });

const editable = (c: CustomerRecord) => ({
  customerName: c.customerName,
  customerReference: c.customerReference,
  name: c.name,
});

export const registerCustomerEndpoints = (r: Registry, ctx: ServerContext): void => {
  /** What the filter form needs before the first search: sortable fields, default order, the tenant's total. */
  r.registerEndpoint('customersInit', (_req, _res, auth) => ({
    sortableFields: [...CUSTOMERS_LIST_SPEC.sortable],
    defaultSort: CUSTOMERS_LIST_SPEC.defaultSort,
    totalElements: scopeToTenant(ctx.store.data().customers, auth).length,
  }));

  r.registerEndpoint('customersFilter', (req, _res, auth) => {
    const page = answerListQuery(
      scopeToTenant(ctx.store.data().customers, auth),
      createdRange(req.body),
      CUSTOMERS_LIST_SPEC,
    );
    return { content: page.content.map(toCustomerDto), totalElements: page.totalElements };
  });

  r.registerEndpoint('customersGet', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    return toCustomerDto(findInTenant(ctx.store.data().customers, id, auth, 'Customer'));
  });

  r.registerEndpoint('customersCreate', (req, res, auth) => {
    const body = parseInput(z.object(customerFields), req.body);
    if (duplicateReference(ctx, auth.tenant.id, body.customerReference)) throw duplicateError();
    const now = isoNow(ctx);
    const customer: CustomerRecord = {
      id: `c-${randomUUID()}`,
      tenantId: auth.tenant.id,
      customerId: randomUUID(),
      ...body,
      createdAt: now,
      version: 1,
      updatedBy: auth.user.email,
      updatedAt: now,
    };
    ctx.store.data().customers.push(customer);
    ctx.store.save();
    auditCustomer(ctx, req, auth, 'CUSTOMER_CREATE', customer.id, null, editable(customer));
    res.status(201);
    return toCustomerDto(customer);
  });

  r.registerEndpoint('customersUpdate', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const customer = findInTenant(ctx.store.data().customers, id, auth, 'Customer');
    const body = parseInput(z.object({ ...customerFields, version: z.number().int() }), req.body);
    assertVersion(customer, body.version);
    if (duplicateReference(ctx, customer.tenantId, body.customerReference, customer.id))
      throw duplicateError();
    const before = editable(customer);
    applyChange(ctx, customer, auth.user.email, (c) => {
      c.customerName = body.customerName;
      c.customerReference = body.customerReference;
      c.name = body.name;
    });
    auditCustomer(ctx, req, auth, 'CUSTOMER_UPDATE', customer.id, before, editable(customer));
    return toCustomerDto(customer);
  });
};
