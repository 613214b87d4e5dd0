import { buildGuardedPayload } from '../guard';
import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import type { GuardFields } from '../../contract/schemas/common';
import { transactionsInitSchema, type TransactionsInit } from '../../contract/schemas/workflows';

/** Typed custom methods of workflows and transactions (spec section 7: Workflows, Transactions). */
export const createWorkflowActions = (httpClient: HttpClient) => ({
  /** The definition file as text (`GET workflows/:id/download`). */
  downloadWorkflowDefinition: async (id: string): Promise<string> => {
    const response = await httpClient.text('workflowsDownload', { params: { id } });
    return response.body;
  },
  getTransactionsInit: async (): Promise<TransactionsInit> =>
    parseResponse(
      transactionsInitSchema,
      (await httpClient.call('transactionsInit')).body,
      'transactionsInit',
    ),
  /** Guarded wipe-out of one transaction; the body carries only the guard fields. */
  deleteTransaction: async (id: string, guard: GuardFields): Promise<void> => {
    await httpClient.call('transactionsDelete', {
      params: { id },
      body: buildGuardedPayload({}, guard),
    });
  },
});
export type WorkflowActions = ReturnType<typeof createWorkflowActions>;
