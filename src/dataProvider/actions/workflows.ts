import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
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
});
export type WorkflowActions = ReturnType<typeof createWorkflowActions>;
