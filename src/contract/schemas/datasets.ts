import { z } from 'zod';

/** `POST datasets/indirect`: a name, a description and the verifications list's filter it is made from. */
export const datasetIndirectRequestSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).nullish(),
  /** The verifications list's filter (`POST verifications/filter` body, without paging). */
  filter: z.record(z.string(), z.unknown()),
});
export type DatasetIndirectRequest = z.infer<typeof datasetIndirectRequestSchema>;

export const datasetCountSchema = z.object({ count: z.number().int().nonnegative() });

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

/** `GET datasets/:id/preview`: its first items (verification rows), its size and its counts. */
export const datasetPreviewSchema = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(z.record(z.string(), z.unknown())),
  summary: z.object({
    byStatus: countsSchema,
    byCountry: countsSchema,
    byDocumentType: countsSchema,
  }),
});
export type DatasetPreview = z.infer<typeof datasetPreviewSchema>;

/**
 * `POST datasets/file`: a dataset made of an uploaded CSV of public ids (a `publicId` column, or one column of
 * ids without a header). `dryRun` only checks the file; `skipInvalidRows` makes the dataset of its valid rows.
 */
export const datasetFileRequestSchema = z.object({
  name: z.string().trim().max(120),
  description: z.string().trim().max(2000).nullish(),
  fileName: z.string().trim().min(1).max(255),
  content: z.string().min(1),
  dryRun: z.boolean().optional(),
  skipInvalidRows: z.boolean().optional(),
});
export type DatasetFileRequest = z.infer<typeof datasetFileRequestSchema>;

/** Why a row of the file names no verification of the tenant. */
export const DATASET_FILE_ROW_ERRORS = ['MISSING_PUBLIC_ID', 'DUPLICATE', 'NOT_FOUND'] as const;

export const datasetFileRowErrorSchema = z.object({
  /** The line of the file (1 is the first, the header when there is one). */
  line: z.number().int().positive(),
  value: z.string(),
  code: z.enum(DATASET_FILE_ROW_ERRORS),
  /** For a duplicate: the line it repeats. */
  firstLine: z.number().int().positive().optional(),
});
export type DatasetFileRowError = z.infer<typeof datasetFileRowErrorSchema>;

/** The dry run's answer: rows read, rows usable, and the row errors (the first DATASET_FILE_ERRORS_SHOWN). */
export const datasetFileCheckSchema = z.object({
  rows: z.number().int().nonnegative(),
  valid: z.number().int().nonnegative(),
  errorCount: z.number().int().nonnegative(),
  errors: z.array(datasetFileRowErrorSchema),
});
export type DatasetFileCheck = z.infer<typeof datasetFileCheckSchema>;

/** Row errors an answer lists at most (their count is always given). */
export const DATASET_FILE_ERRORS_SHOWN = 200;
