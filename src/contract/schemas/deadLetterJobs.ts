import { z } from 'zod';
import { DEAD_LETTER_JOB_TYPES } from '../resources/deadLetterJobs';

/** `POST dead-letter-jobs/groups`: the matching jobs by error signature, largest group first. */
export const deadLetterGroupsSchema = z.object({
  groups: z.array(
    z.object({
      signature: z.string(),
      count: z.number().int().nonnegative(),
      jobType: z.enum(DEAD_LETTER_JOB_TYPES).nullable(),
      message: z.string(),
      topFrame: z.string(),
    }),
  ),
  total: z.number().int().nonnegative(),
  otherJobs: z.number().int().nonnegative(),
});
export type DeadLetterGroups = z.infer<typeof deadLetterGroupsSchema>;

/** `GET dead-letter-jobs/metrics`. */
export const deadLetterMetricsSchema = z.object({
  failedLast24h: z.number().int().nonnegative(),
  failedLast24hByType: z.record(z.enum(DEAD_LETTER_JOB_TYPES), z.number().int().nonnegative()),
  oldestFailure: z.object({ id: z.string(), firstFailedAt: z.string() }).nullable(),
  failed: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
});
export type DeadLetterMetrics = z.infer<typeof deadLetterMetricsSchema>;
