import {
  checkWorkflowDefinition,
  stepsOfDefinition,
} from '../../src/contract/schemas/workflowDefinition';
import type { ServerContext } from '../context';
import { ApiError, validationError } from '../http/errors';
import type { ResourceBehaviour } from '../kit/behaviour';
import type { StoredRecord, WorkflowRecord } from '../types';

const executionCountOf = (ctx: ServerContext, workflow: StoredRecord): number =>
  ctx.store
    .table('workflow-executions')
    .countWhere(workflow.tenantId, [{ field: 'workflowId', in: [workflow.id] }]);

/**
 * Workflows beyond the generic handler: the definition must pass the shared check (400 naming the line of every
 * problem); answers carry the step count and how many executions reference the workflow; a referenced workflow
 * cannot be deleted (409 naming the count).
 */
export const workflowsBehaviour: ResourceBehaviour = {
  prepare: (input) => {
    const issues = checkWorkflowDefinition(String(input.definition));
    if (issues.length)
      throw validationError(
        issues.map((i) => ({
          field: 'definition',
          code: i.code,
          message: i.message,
          line: i.line,
        })),
        'The workflow definition is not valid.',
      );
    return input;
  },
  present: (record, { ctx }) => ({
    steps: stepsOfDefinition((record as WorkflowRecord).definition).length,
    executionCount: executionCountOf(ctx, record),
  }),
  beforeDelete: (record, { ctx }) => {
    const count = executionCountOf(ctx, record);
    if (count === 0) return;
    const message = `This workflow cannot be deleted: ${count} execution${count === 1 ? '' : 's'} reference it.`;
    throw new ApiError(409, 'ACTION_NOT_ALLOWED', message, [
      { field: 'executionCount', code: 'WORKFLOW_IN_USE', message },
    ]);
  },
};
