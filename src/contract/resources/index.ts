import { apiTokens } from './apiTokens';
import { customers } from './customers';
import { groups } from './groups';
import { subProcessors } from './subProcessors';
import { transactions } from './transactions';
import { workflowExecutions } from './workflowExecutions';

/**
 * The declared resources, in menu order: the endpoint table, the access table, the emulator's handlers and seeds,
 * and the portal's registry all read this list. A plain resource is added here and nowhere else in code.
 */
export const DECLARED_RESOURCES = [
  groups,
  customers,
  subProcessors,
  transactions,
  workflowExecutions,
  apiTokens,
] as const;

export type DeclaredResourceName = (typeof DECLARED_RESOURCES)[number]['name'];
