import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { Job } from '../contract/schemas/jobs';

/** The react-query key of the user's jobs: whoever starts a job refreshes it (useRefreshJobs). */
export const JOBS_QUERY_KEY = ['jobs'] as const;

/** How often the tray asks for its jobs: often while one runs, rarely otherwise. */
export const JOBS_POLL_RUNNING_MS = 1000;
export const JOBS_POLL_IDLE_MS = 30_000;

/** The user's jobs of this tenant, newest first, kept fresh (never while the tab is hidden). */
export const useJobs = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<Job[]>({
    queryKey: JOBS_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.listJobs({}, signal),
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.state === 'RUNNING')
        ? JOBS_POLL_RUNNING_MS
        : JOBS_POLL_IDLE_MS,
  });
};

/** Asks for the jobs again now: after a job is started, cancelled or dismissed. */
export const useRefreshJobs = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
    [queryClient],
  );
};
