import { workflowExecutions } from '../../contract/resources/workflowExecutions';
import { resourceFromDeclaration } from '../../kit';

/**
 * Workflow executions (read-only), declared in src/contract/resources/workflowExecutions.ts: the generated list
 * (filters by workflow and status, sorting) with linked and coloured fields, and a hand-written show page that
 * puts the status timeline next to the execution's fields.
 */
export const workflowExecutionsResource = resourceFromDeclaration(workflowExecutions, {
  views: { show: () => import('./ExecutionShow') },
  // The linked and coloured fields, loaded with the first executions screen.
  screens: () =>
    import('./fields').then((module) => ({ default: { fields: module.executionFields } })),
});

export { ExecutionTimeline } from './ExecutionTimeline';
export { RecordLink, showPath } from './links';
export { linkTo } from './links';
