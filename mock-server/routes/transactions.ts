import { z } from 'zod';
import type { ServerContext } from '../context';
import { guardedChange } from '../guard/guard';
import type { Registry } from '../http/registry';
import { findInTenant, scopeToTenant } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import { answerListQuery, type ListSpec } from '../query';
import type { TransactionRecord } from '../types';

/** Transactions of the session tenant (spec section 7: Transactions): filter → `{list, total}`. */

export const TRANSACTION_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export const WORKFLOW_STATUSES = ['RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
const SOURCES = ['WEB', 'SDK_IOS', 'SDK_ANDROID', 'API', 'PORTAL'] as const;

export const TRANSACTIONS_LIST_SPEC: ListSpec = {
  filters: {
    q: { kind: 'text', fields: ['publicId', 'customerReference', 'id', 'workflowName'] },
    status: { kind: 'equals', field: 'status' },
    workflowStatus: { kind: 'equals', field: 'workflowStatus' },
    workflowId: { kind: 'equals', field: 'workflowId' },
    source: { kind: 'equals', field: 'source' },
  },
  sortable: ['transactionCreationDate', 'createdAt', 'completedAt', 'riskScore'],
  defaultSort: { field: 'transactionCreationDate', direction: 'DESC' },
};

const countryFilter = z
  .object({ country: z.union([z.string().max(3), z.array(z.string().max(3)).max(50)]).optional() })
  .loose();

const idParams = z.object({ id: z.string().min(1).max(100) });

const snapshot = (t: TransactionRecord) => ({
  publicId: t.publicId,
  status: t.status,
  workflowExecutionId: t.workflowExecutionId,
  customerReference: t.customerReference,
});

export const registerTransactionEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('transactionsInit', (_req, _res, auth) => {
    const data = ctx.store.data();
    const countries = new Map<string, { code: string; label: string; alpha2: string }>();
    for (const t of scopeToTenant(data.transactions, auth))
      countries.set(t.country.alpha2, t.country);
    return {
      statuses: [...TRANSACTION_STATUSES],
      workflowStatuses: [...WORKFLOW_STATUSES],
      sources: [...SOURCES],
      countries: [...countries.values()].sort((a, b) => a.label.localeCompare(b.label)),
      workflows: scopeToTenant(data.workflows, auth)
        .map((w) => ({ id: w.id, name: w.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      sortableFields: [...TRANSACTIONS_LIST_SPEC.sortable],
      defaultSort: TRANSACTIONS_LIST_SPEC.defaultSort,
    };
  });

  r.registerEndpoint('transactionsFilter', (req, _res, auth) => {
    // The engine compares top-level fields; the country (alpha-2, one or several) is matched here first.
    const body = parseInput(countryFilter, req.body ?? {});
    const wanted =
      body.country === undefined
        ? null
        : new Set([body.country].flat().map((c) => c.toUpperCase()));
    const records = scopeToTenant(ctx.store.data().transactions, auth).filter(
      (t) => !wanted || wanted.has(t.country.alpha2),
    );
    const page = answerListQuery(records, req.body, TRANSACTIONS_LIST_SPEC);
    return { list: page.content, total: page.totalElements };
  });

  r.registerEndpoint('transactionsGet', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    return findInTenant(ctx.store.data().transactions, id, auth, 'Transaction');
  });

  /** Guarded wipe-out of the transaction record; the workflow execution keeps its history. */
  r.registerEndpoint('transactionsDelete', async (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const data = ctx.store.data();
    const transaction = findInTenant(data.transactions, id, auth, 'Transaction');
    await guardedChange(ctx, req, auth, {
      action: 'TRANSACTION_DELETE',
      entityType: 'transaction',
      entityId: transaction.id,
      before: snapshot(transaction),
      entitySchema: z.object({}).loose(),
      apply: () => {
        const index = data.transactions.indexOf(transaction);
        if (index >= 0) data.transactions.splice(index, 1);
        ctx.store.save();
        return { response: null, after: null };
      },
    });
    return undefined;
  });
};
