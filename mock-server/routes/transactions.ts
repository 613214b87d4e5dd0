import { transactions } from '../../src/contract/resources/transactions';
import type { ServerContext } from '../context';
import type { Registry } from '../http/registry';
import { scopeToTenant } from '../http/tenantScope';
import { listSpecOf } from '../kit/listSpec';

/**
 * `GET transactions/init`: the filter's options (spec section 7: Transactions). The list, one transaction and
 * the guarded wipe-out are the declaration's (src/contract/resources/transactions.ts).
 */
export const registerTransactionEndpoints = (r: Registry, ctx: ServerContext): void => {
  const spec = listSpecOf(transactions);
  const shape = transactions.fields.shape;
  r.registerEndpoint('transactionsInit', (_req, _res, auth) => {
    const data = ctx.store.data();
    const countries = new Map<string, { code: string; label: string; alpha2: string }>();
    for (const t of scopeToTenant(data.transactions, auth))
      countries.set(t.country.alpha2, t.country);
    return {
      statuses: [...shape.status.options],
      workflowStatuses: [...shape.workflowStatus.options],
      sources: [...shape.source.options],
      countries: [...countries.values()].sort((a, b) => a.label.localeCompare(b.label)),
      workflows: scopeToTenant(data.workflows, auth)
        .map((w) => ({ id: w.id, name: w.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      sortableFields: [...spec.sortable],
      defaultSort: spec.defaultSort,
    };
  });
};
