import { customers } from '../../src/contract/resources/customers';
import type { ServerContext } from '../context';
import type { Registry } from '../http/registry';
import { listSpecOf } from '../kit/listSpec';

/**
 * `GET filter init` of the customers (spec section 7: Customers): the sortable fields, the default order and the
 * tenant's total. Everything else about customers is the declared resource (src/contract/resources/customers.ts).
 */
export const registerCustomerEndpoints = (r: Registry, ctx: ServerContext): void => {
  const spec = listSpecOf(customers);
  r.registerEndpoint('customersInit', (_req, _res, auth) => ({
    sortableFields: [...spec.sortable],
    defaultSort: spec.defaultSort,
    totalElements: ctx.store.table('customers').count(auth.tenant.id),
  }));
};
