import { z } from 'zod';

/**
 * Background jobs (the portal's job tray): long work the platform does for one user of one tenant, with its
 * progress, and a file to download when it has one.
 * - DATASET_EXPORT: a dataset's items as CSV (datasets larger than the synchronous limit);
 * - DATASET_FULL_PREVIEW: every item of a dataset read again as it is now (what is still there, counted);
 * - EXPERIMENT_CSV_SEARCH: the experiments a search matched, as CSV;
 * - REPORT_DOWNLOAD: a finished data report's rows as CSV (reports larger than the synchronous limit);
 * - FRAUD_CSV_DRY_RUN: what a fraud-database CSV update would do with each row (its findings as CSV).
 */
export const JOB_KINDS = [
  'DATASET_EXPORT',
  'DATASET_FULL_PREVIEW',
  'EXPERIMENT_CSV_SEARCH',
  'REPORT_DOWNLOAD',
  'FRAUD_CSV_DRY_RUN',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** RUNNING until it ends DONE, FAILED (with an error) or CANCELLED by its user. */
export const JOB_STATES = ['RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type JobState = (typeof JOB_STATES)[number];

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

/** What a full preview of a dataset found: its items as they are now. */
export const datasetFullPreviewResultSchema = z.object({
  /** Items whose verification is still there. */
  available: z.number().int().nonnegative(),
  /** Items whose verification was deleted since the dataset was made. */
  missing: z.number().int().nonnegative(),
  /** Items whose verification's personal data was wiped out since. */
  wipedOut: z.number().int().nonnegative(),
  byStatus: countsSchema,
  byCountry: countsSchema,
  byDocumentType: countsSchema,
});
export type DatasetFullPreviewResult = z.infer<typeof datasetFullPreviewResultSchema>;

export const jobSchema = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  /** What the job works on, as the user knows it (a dataset and its name). */
  subject: z.object({ type: z.string(), id: z.string(), name: z.string() }),
  processed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Rows in its file (without the header), when it has one. */
  rowCount: z.number().int().nonnegative().nullable(),
  /** Its file's size in bytes, once done. */
  sizeBytes: z.number().int().nonnegative().nullable(),
  /** The file it makes (null: the job has none, e.g. a full preview). */
  fileName: z.string().nullable(),
  /** A full preview's findings, once done. */
  result: datasetFullPreviewResultSchema.nullable(),
  /** Why it failed: a code the portal words (JOB_ERROR_CODES), and the platform's words. */
  errorCode: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Set once the user has been told it ended: the portal tells each ending once, on any device. */
  acknowledgedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({ items: z.array(jobSchema) });

/** `GET jobs`: the caller's own jobs, newest first; optionally of one subject and kind. */
export const jobListQuerySchema = z.object({
  subject: z.string().min(1).max(200).optional(),
  kind: z.enum(JOB_KINDS).optional(),
});

/**
 * Why a job fails: what it worked on was deleted (NOT_FOUND) or is being rebuilt (DATASET_MAINTENANCE), the
 * platform restarted without a way to go on (JOB_INTERRUPTED), or anything else (JOB_FAILED).
 */
export const JOB_ERROR_CODES = [
  'NOT_FOUND',
  'DATASET_MAINTENANCE',
  'JOB_INTERRUPTED',
  'JOB_FAILED',
] as const;

/** How many jobs the tray lists (the newest). */
export const JOB_LIST_LIMIT = 20;
