/** The workflow record and its statuses are declared in the contract; this is the resource's view of them. */
export { WORKFLOW_STATUSES, type Workflow } from '../../contract/resources/workflows';
export type { WorkflowStatus } from '../../contract/schemas/workflows';

/** What a new workflow starts with: a valid two-step definition to build on. */
export const NEW_DEFINITION = `${JSON.stringify(
  {
    version: 1,
    start: 'document-capture',
    steps: [
      {
        id: 'document-capture',
        type: 'DOCUMENT_CAPTURE',
        name: 'Capture ID document',
        next: 'decision',
      },
      { id: 'decision', type: 'DECISION', name: 'Final decision', next: 'END' },
    ],
  },
  null,
  2,
)}\n`;
