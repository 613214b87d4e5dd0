import { z } from 'zod';
import { FRAUD_CSV_MAX_ROWS } from '../constants';
import { FRAUD_CSV_COLUMNS, type FraudCsvColumn } from '../rules/fraudCsvColumns';

/**
 * The fraud database's CSV update (spec section 7, "Fraud": update CSV). A file's row either names an entry of
 * the tenant by `id` (an update), or describes a subject: an entry for the same subject is updated, any other
 * subject is created. The portal parses the file in a worker and sends its rows as cells; the platform answers
 * the dry run per row, then applies the valid rows of the same file in one transaction (guarded).
 */
export {
  FRAUD_CSV_COLUMNS,
  FRAUD_CSV_REQUIRED_COLUMNS,
  type FraudCsvColumn,
} from '../rules/fraudCsvColumns';

/** One data row as the file gave it (cells as text), numbered like a spreadsheet (the header is row 1). */
export const fraudCsvRowSchema = z
  .object({ rowNumber: z.number().int().min(2) })
  .extend(
    Object.fromEntries(
      FRAUD_CSV_COLUMNS.map((column) => [column, z.string().max(1000).optional()]),
    ) as Record<FraudCsvColumn, z.ZodOptional<z.ZodString>>,
  );
export type FraudCsvRow = z.infer<typeof fraudCsvRowSchema>;

export const fraudCsvRequestSchema = z.object({
  rows: z.array(fraudCsvRowSchema).min(1).max(FRAUD_CSV_MAX_ROWS),
});
export type FraudCsvRequest = z.infer<typeof fraudCsvRequestSchema>;

/** The dry run's request: the rows, and the file's name (what the job tray calls the job). */
export const fraudCsvDryRunRequestSchema = fraudCsvRequestSchema.extend({
  fileName: z.string().max(200).optional(),
});

/** What the update would do (dry run) or did with a row. */
export const FRAUD_CSV_OUTCOMES = ['CREATE', 'UPDATE', 'REJECT'] as const;

export const fraudCsvRowResultSchema = z.object({
  rowNumber: z.number().int(),
  outcome: z.enum(FRAUD_CSV_OUTCOMES),
  /** The entry updated (or, after the update, created). */
  entryId: z.string().nullable(),
  label: z.string(),
  /** Why a row is rejected: field and code (`resources.fraud-entries.csv.codes.<code>`). */
  errors: z.array(z.object({ field: z.string(), code: z.string() })),
  /** Other entries the row's subject looks like (a create that may be a duplicate in another spelling). */
  collisions: z.array(z.object({ id: z.string(), label: z.string(), score: z.number() })),
});
export type FraudCsvRowResult = z.infer<typeof fraudCsvRowResultSchema>;

export const fraudCsvReportSchema = z.object({
  applied: z.boolean(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    reject: z.number().int(),
    collide: z.number().int(),
  }),
  rows: z.array(fraudCsvRowResultSchema),
});
export type FraudCsvReport = z.infer<typeof fraudCsvReportSchema>;
