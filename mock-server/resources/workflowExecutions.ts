import type { ResourceBehaviour } from '../kit/behaviour';
import type { WorkflowExecutionRecord } from '../types';

/** Executions beyond the generic handler: only one execution's answer carries its timeline, list rows do not. */
export const workflowExecutionsBehaviour: ResourceBehaviour = {
  present: (record, { detail }) => ({
    timeline: detail ? (record as WorkflowExecutionRecord).timeline : undefined,
  }),
};
