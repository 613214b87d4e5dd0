import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Job } from '../../contract/schemas/jobs';
import { useRefreshJobs } from '../../jobs';

/** While a job runs, its dataset's page asks for it this often. */
const RUNNING_POLL_MS = 1000;
const pollWhileRunning = (job: Job | null | undefined) =>
  job?.state === 'RUNNING' ? RUNNING_POLL_MS : false;

/** The user's latest export of the dataset (the spec's "export info"). */
export const useDatasetExport = (id: string | undefined) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['datasets', 'export-info', id],
    queryFn: ({ signal }) => dataProvider.getDatasetExportInfo(id!, signal),
    enabled: id !== undefined,
    refetchInterval: (query) => pollWhileRunning(query.state.data),
  });
};

/** The user's latest full preview of the dataset. */
export const useDatasetFullPreview = (id: string | undefined) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['datasets', 'full-preview', id],
    queryFn: async ({ signal }) =>
      (await dataProvider.listJobs({ subject: id, kind: 'DATASET_FULL_PREVIEW' }, signal))[0] ??
      null,
    enabled: id !== undefined,
    refetchInterval: (query) => pollWhileRunning(query.state.data),
  });
};

/** After a job on the dataset started: its page and the job tray ask again. */
export const useRefreshDatasetJobs = (id: string | undefined) => {
  const queryClient = useQueryClient();
  const refreshJobs = useRefreshJobs();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['datasets', 'export-info', id] });
    void queryClient.invalidateQueries({ queryKey: ['datasets', 'full-preview', id] });
    void refreshJobs();
  }, [queryClient, refreshJobs, id]);
};
