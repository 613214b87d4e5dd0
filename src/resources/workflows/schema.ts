/** The workflow record schemas live at the dataProvider boundary; this is the resource's view. */
export {
  workflowSchema,
  type Workflow,
  type WorkflowStatus,
} from '../../contract/schemas/workflows';

export const WORKFLOW_STATUSES = ['ACTIVE', 'DRAFT', 'RETIRED'] as const;

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
