import { z } from 'zod';

/** Workflows, their executions and transactions as the platform answers them (spec sections 3 and 7). */

export const workflowStatusSchema = z.enum(['ACTIVE', 'DRAFT', 'RETIRED']);
export type WorkflowStatus = z.infer<typeof workflowStatusSchema>;

/**
 * What an editor sends for a workflow (create, and update with the version): the platform's rules, checked by the
 * portal's form and the emulator alike. The record adds the system stamp and the step and execution counts
 * (src/contract/resources/workflows.ts).
 */
export const workflowFieldsSchema = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
  status: workflowStatusSchema,
  /** The definition file (JSON text), stored exactly as typed. */
  definition: z.string().max(100_000),
});

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
