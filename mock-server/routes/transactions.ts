import { transactions } from '../../src/contract/resources/transactions';
import type { ServerContext } from '../context';
import type { Registry } from '../http/registry';
import { listSpecOf } from '../kit/listSpec';

/**
 * `GET transactions/init`: the filter's options (spec section 7: Transactions). The list, one transaction and
 * the guarded wipe-out are the declaration's (src/contract/resources/transactions.ts).
 */
export const registerTransactionEndpoints = (r: Registry, ctx: ServerContext): void => {
  const spec = listSpecOf(transactions);
  const shape = transactions.fields.shape;
  r.registerEndpoint('transactionsInit', (_req, _res, auth) => {
    // The countries the tenant's transactions name, read as distinct values (not every transaction).
    const countries = new Map<string, { code: string; label: string; alpha2: string }>();
    for (const { country } of ctx.store
      .table('transactions')
      .distinct<{ country: string }>(auth.tenant.id, ['country'])) {
      const parsed = JSON.parse(country) as { code: string; label: string; alpha2: string };
      countries.set(parsed.alpha2, parsed);
    }
    return {
      statuses: [...shape.status.options],
      workflowStatuses: [...shape.workflowStatus.options],
      sources: [...shape.source.options],
      countries: [...countries.values()].sort((a, b) => a.label.localeCompare(b.label)),
      workflows: ctx.store
        .table('workflows')
        .all(auth.tenant.id)
        .map((w) => ({ id: w.id, name: w.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      sortableFields: [...spec.sortable],
      defaultSort: spec.defaultSort,
    };
  });
};
