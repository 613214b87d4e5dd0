import { z } from 'zod';

/** Workflows, their executions and transactions as the platform answers them (spec sections 3 and 7). */

export const workflowStatusSchema = z.enum(['ACTIVE', 'DRAFT', 'RETIRED']);
export type WorkflowStatus = z.infer<typeof workflowStatusSchema>;

export const workflowSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  description: z.string(),
  status: workflowStatusSchema,
  /** The definition file (JSON text). */
  definition: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
  /** How many executions reference the workflow (a referenced workflow cannot be deleted). */
  executionCount: z.number().int().nonnegative(),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const executionStatusSchema = z.enum(['RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED']);
export type ExecutionStatus = z.infer<typeof executionStatusSchema>;

export const timelineEntrySchema = z.object({
  status: z.union([z.enum(['STARTED', 'STEP_COMPLETED', 'STEP_FAILED']), executionStatusSchema]),
  step: z.string().nullable(),
  /** Older platforms send only the step id. */
  stepName: z.string().nullable().optional(),
  at: z.string(),
  /** English; shown when the portal does not know `code`. */
  message: z.string(),
  code: z.string().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const transactionStatusSchema = z.enum(['PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

const countrySchema = z.object({ code: z.string(), label: z.string(), alpha2: z.string() });

/** `GET transactions/init`: the filter's options. */
export const transactionsInitSchema = z.object({
  statuses: z.array(z.string()),
  workflowStatuses: z.array(z.string()),
  sources: z.array(z.string()),
  countries: z.array(countrySchema),
  workflows: z.array(z.object({ id: z.string(), name: z.string() })),
  sortableFields: z.array(z.string()),
  defaultSort: z.object({ field: z.string(), direction: z.enum(['ASC', 'DESC']) }),
});
export type TransactionsInit = z.infer<typeof transactionsInitSchema>;
