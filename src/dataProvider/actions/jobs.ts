import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import { jobListSchema, jobSchema, type Job, type JobKind } from '../../contract/schemas/jobs';

/** The job tray's calls: the user's own background jobs. */
export const createJobActions = (httpClient: HttpClient) => ({
  /** The user's jobs in the tenant, newest first; optionally those of one subject and kind. */
  listJobs: async (
    filter: { subject?: string; kind?: JobKind } = {},
    signal?: AbortSignal,
  ): Promise<Job[]> =>
    parseResponse(
      jobListSchema,
      (await httpClient.call('jobsList', { query: filter, signal })).body,
      'jobsList',
    ).items,
  /** One of the user's jobs, as it is now. */
  getJob: async (id: string, signal?: AbortSignal): Promise<Job> =>
    parseResponse(
      jobSchema,
      (await httpClient.call('jobsGet', { params: { id }, signal })).body,
      'jobsGet',
    ),
  cancelJob: async (id: string): Promise<Job> =>
    parseResponse(
      jobSchema,
      (await httpClient.call('jobsCancel', { params: { id } })).body,
      'jobsCancel',
    ),
  /** Records that the user was told the job ended. */
  acknowledgeJob: async (id: string): Promise<Job> =>
    parseResponse(
      jobSchema,
      (await httpClient.call('jobsAcknowledge', { params: { id } })).body,
      'jobsAcknowledge',
    ),
  dismissJob: async (id: string): Promise<void> => {
    await httpClient.call('jobsDismiss', { params: { id } });
  },
  getJobFile: async (id: string): Promise<Blob> =>
    (await httpClient.blob('jobsFile', { params: { id } })).body,
});
export type JobActions = ReturnType<typeof createJobActions>;
