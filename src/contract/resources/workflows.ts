import { z } from 'zod';
import { declareResource, type SystemField } from '../declare';
import { workflowFieldsSchema } from '../schemas/workflows';

/**
 * Workflows of the tenant (spec section 7: Workflows): a JSON definition of steps, checked by the same reader on
 * both sides (src/contract/schemas/workflowDefinition.ts); the platform refuses a definition with problems as 400
 * naming the line of each one. The list is `GET workflows?page=<0-based>&size=&direction=` answering
 * `{list, total}`, newest change first; a change needs the guard; a delete answers 204 and is refused (409)
 * while executions reference the workflow (mock-server/resources/workflows.ts). The download of the definition
 * is a call of its own (`workflowsDownload`). The emulator seeds them from real-looking templates
 * (mock-server/seed/workflows.ts), so the declaration has no seed.
 */
export const workflows = declareResource({
  name: 'workflows',
  entityType: 'Workflow',
  idPrefix: 'wf',
  icon: 'AccountTree',
  fields: workflowFieldsSchema,
  computed: z.object({
    /** How many steps the definition has (none while it cannot be read). */
    steps: z.number().int().nonnegative(),
    /** How many executions reference the workflow (a referenced workflow cannot be deleted). */
    executionCount: z.number().int().nonnegative(),
  }),
  fieldOptions: { description: { kind: 'longText' } },
  recordRepresentation: 'name',
  list: {
    request: 'query',
    // A delete goes through the show page, whose dialog says how many executions refuse it.
    bulkDelete: false,
    columns: ['name', 'status', 'description', 'steps', 'executionCount', 'updatedAt'],
    search: ['name', 'description'],
    filters: [{ source: 'status', kind: 'choice', alwaysOn: true }],
    sort: { field: 'updatedAt', order: 'DESC' },
  },
  show: {
    sections: [{ key: 'workflow', fields: ['name', 'status', 'description', 'executionCount'] }],
  },
  access: {
    list: ['PERM_WORKFLOWS_VIEW'],
    show: ['PERM_WORKFLOWS_VIEW'],
    create: ['PERM_WORKFLOWS_EDIT'],
    edit: ['PERM_WORKFLOWS_EDIT'],
    delete: ['PERM_WORKFLOWS_EDIT'],
  },
  guarded: ['edit'],
  deleteAnswer: 'noContent',
});

export const WORKFLOW_STATUSES = workflowFieldsSchema.shape.status.options;

/** A workflow as the platform answers it: the fields, the system stamp and the counts. */
export type Workflow = z.infer<typeof workflows.fields> &
  z.infer<NonNullable<typeof workflows.computed>> &
  Record<Exclude<SystemField, 'version'>, string> & { version: number };
