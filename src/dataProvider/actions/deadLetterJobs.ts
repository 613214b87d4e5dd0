import { z } from 'zod';
import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  deadLetterGroupsSchema,
  deadLetterMetricsSchema,
  type DeadLetterGroups,
  type DeadLetterMetrics,
} from '../../contract/schemas/deadLetterJobs';

/** Typed calls of the dead-letter queue beyond its declared records. */
export const createDeadLetterActions = (httpClient: HttpClient) => ({
  /** Retries every failed job of a filter (the list's) or of an error group; answers how many. */
  retryDeadLetterJobs: async (
    what: { filter: Record<string, unknown> } | { signature: string },
  ): Promise<number> =>
    parseResponse(
      z.object({ accepted: z.number().int() }),
      (await httpClient.call('deadLetterJobsRetryMatching', { body: what })).body,
      'deadLetterJobsRetryMatching',
    ).accepted,
  getDeadLetterStacktrace: async (id: string, signal?: AbortSignal): Promise<string> =>
    parseResponse(
      z.object({ stacktrace: z.string() }),
      (await httpClient.call('deadLetterJobsStacktrace', { params: { id }, signal })).body,
      'deadLetterJobsStacktrace',
    ).stacktrace,
  getDeadLetterGroups: async (
    filter: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<DeadLetterGroups> =>
    parseResponse(
      deadLetterGroupsSchema,
      (await httpClient.call('deadLetterJobsGroups', { body: filter, signal })).body,
      'deadLetterJobsGroups',
    ),
  /** The figures of the session tenant, or of those of the caller's tenants named. */
  getDeadLetterMetrics: async (
    tenantIds: readonly string[],
    signal?: AbortSignal,
  ): Promise<DeadLetterMetrics> =>
    parseResponse(
      deadLetterMetricsSchema,
      (
        await httpClient.call('deadLetterJobsMetrics', {
          query: tenantIds.length ? { tenantId: tenantIds } : {},
          signal,
        })
      ).body,
      'deadLetterJobsMetrics',
    ),
});
export type DeadLetterActions = ReturnType<typeof createDeadLetterActions>;
