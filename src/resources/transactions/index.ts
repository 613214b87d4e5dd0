import { transactions } from '../../contract/resources/transactions';
import { resourceFromDeclaration } from '../../kit';

/**
 * Transactions, declared in src/contract/resources/transactions.ts: the generated list (`{list, total}`;
 * filters by status, workflow, workflow status, country and source), the generated show page with the
 * transaction's and the workflow's sections (links to the workflow, the execution and the verification) and
 * the guarded delete (a wipe-out; the execution stays).
 */
export const transactionsResource = resourceFromDeclaration(transactions, {
  // The linked and coloured fields, loaded with the first transactions screen.
  screens: () =>
    import('./fields').then((module) => ({ default: { fields: module.transactionFields } })),
});
