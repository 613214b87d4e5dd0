import { z } from 'zod';
import { declareResource } from '../declare';
import { executionStatusSchema, timelineEntrySchema } from '../schemas/workflows';

/**
 * Runs of the tenant's workflows (spec sections 3 and 7), read-only: the platform starts them (one per
 * verification, plus standalone ones) and records a status timeline; nobody creates, edits or deletes one
 * here. List rows leave the timeline out; one execution's answer carries it (mock-server/resources/
 * workflowExecutions.ts). The emulator's seed derives them from the verifications
 * (mock-server/seed/workflowExecutions.ts), so the declaration has none.
 */
export const workflowExecutions = declareResource({
  name: 'workflow-executions',
  entityType: 'WorkflowExecution',
  idPrefix: 'wfx',
  icon: 'Timeline',
  fields: z.object({
    workflowId: z.string().min(1),
    workflowName: z.string(),
    status: executionStatusSchema,
    startedAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    transactionId: z.string().min(1),
    verificationId: z.string().nullable(),
  }),
  computed: z.object({
    /** Only one execution's answer carries it; list rows leave it out. */
    timeline: z.array(timelineEntrySchema).optional(),
  }),
  fieldOptions: {
    workflowId: { kind: 'reference', reference: 'workflows', nameField: 'name' },
    transactionId: { kind: 'reference', reference: 'transactions', nameField: 'publicId' },
    verificationId: { kind: 'reference', reference: 'verifications', nameField: 'publicId' },
  },
  recordRepresentation: 'id',
  list: {
    columns: ['id', 'workflowName', 'status', 'startedAt', 'completedAt', 'verificationId'],
    search: ['id', 'workflowName', 'transactionId'],
    filters: [
      { source: 'workflowId', kind: 'reference', alwaysOn: true },
      { source: 'status', kind: 'choice', alwaysOn: true },
    ],
    sortable: ['workflowName', 'status', 'startedAt', 'completedAt'],
    sort: { field: 'startedAt', order: 'DESC' },
  },
  show: {
    sections: [
      {
        key: 'execution',
        fields: [
          'status',
          'workflowName',
          'transactionId',
          'verificationId',
          'startedAt',
          'completedAt',
        ],
      },
      { key: 'timeline', fields: ['timeline'] },
    ],
  },
  access: { list: ['PERM_WORKFLOWS_VIEW'], show: ['PERM_WORKFLOWS_VIEW'] },
});

export type WorkflowExecution = z.infer<typeof workflowExecutions.fields> & {
  id: string;
  timeline?: z.infer<typeof timelineEntrySchema>[];
};
