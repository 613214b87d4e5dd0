import { workflows } from '../../contract/resources/workflows';
import { resourceFromDeclaration } from '../../kit';

/**
 * Workflows, declared in src/contract/resources/workflows.ts: the generated list (search, status filter, step and
 * execution counts); a hand-written show page with the steps table, the download and the delete that explains a
 * refusal; hand-written create and edit forms with the definition in the code editor (the edit guarded).
 */
export const workflowsResource = resourceFromDeclaration(workflows, {
  views: {
    show: () => import('./WorkflowShow'),
    edit: () => import('./WorkflowEdit'),
    create: () => import('./WorkflowCreate'),
  },
  // The status chip and the counts, loaded with the first workflows screen.
  screens: () =>
    import('./fields').then((module) => ({ default: { fields: module.workflowFields } })),
});

export type { Workflow } from '../../contract/resources/workflows';
export { StatusChip, StatusChipValue } from './StatusChip';
