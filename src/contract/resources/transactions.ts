import { z } from 'zod';
import { declareResource } from '../declare';
import { executionStatusSchema, transactionStatusSchema } from '../schemas/workflows';

export const TRANSACTION_SOURCES = ['WEB', 'SDK_IOS', 'SDK_ANDROID', 'API', 'PORTAL'] as const;

/**
 * Verification transactions (spec section 7: Transactions): the platform writes them (one per workflow execution,
 * seeded by mock-server/seed/transactions.ts); the portal lists, shows and wipes them out. The list is
 * `POST filter` answering `{list, total}`; the delete is guarded and keeps the workflow execution.
 */
export const transactions = declareResource({
  name: 'transactions',
  entityType: 'Transaction',
  idPrefix: 'tx',
  icon: 'ReceiptLong',
  fields: z.object({
    publicId: z.string(),
    status: transactionStatusSchema,
    source: z.enum(TRANSACTION_SOURCES),
    country: z.object({ code: z.string(), label: z.string(), alpha2: z.string() }),
    transactionCreationDate: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    workflowId: z.string().min(1),
    workflowName: z.string(),
    workflowStatus: executionStatusSchema,
    workflowExecutionId: z.string().min(1),
    verificationId: z.string().nullable(),
    riskScore: z.number(),
    customerReference: z.string().nullable(),
  }),
  fieldOptions: {
    country: { kind: 'country' },
    workflowId: { kind: 'reference', reference: 'workflows', nameField: 'name' },
    workflowExecutionId: { kind: 'reference', reference: 'workflow-executions' },
    verificationId: { kind: 'reference', reference: 'verifications', nameField: 'publicId' },
  },
  recordRepresentation: 'publicId',
  list: {
    answer: 'listTotal',
    columns: [
      'publicId',
      'status',
      'workflowName',
      'workflowStatus',
      'country',
      'source',
      'riskScore',
      'transactionCreationDate',
      'completedAt',
      'workflowExecutionId',
      'customerReference',
    ],
    hiddenByDefault: ['workflowExecutionId', 'customerReference'],
    search: ['publicId', 'customerReference', 'id', 'workflowName'],
    filters: [
      { source: 'status', kind: 'choice', alwaysOn: true },
      { source: 'workflowId', kind: 'reference', alwaysOn: true },
      { source: 'workflowStatus', kind: 'choice' },
      { source: 'country', kind: 'country' },
      { source: 'source', kind: 'choice' },
    ],
    sortable: ['transactionCreationDate', 'createdAt', 'completedAt', 'riskScore'],
    sort: { field: 'transactionCreationDate', order: 'DESC' },
  },
  show: {
    sections: [
      {
        key: 'transaction',
        fields: [
          'publicId',
          'status',
          'source',
          'country',
          'customerReference',
          'riskScore',
          'transactionCreationDate',
          'verificationId',
        ],
      },
      {
        key: 'workflow',
        // The workflow by its name, once (the link opens it; its id says nothing to a user).
        fields: ['workflowName', 'workflowStatus', 'workflowExecutionId', 'completedAt'],
      },
    ],
  },
  access: {
    list: ['PERM_TRANSACTIONS_VIEW'],
    show: ['PERM_TRANSACTIONS_VIEW'],
    export: ['PERM_TRANSACTIONS_VIEW'],
    delete: ['PERM_TRANSACTIONS_WIPE_OUT'],
  },
  guarded: ['delete'],
});

export type Transaction = z.infer<typeof transactions.fields> & {
  id: string;
  createdAt: string;
};
