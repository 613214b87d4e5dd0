import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** How often a running experiment's statistics are asked for again. */
export const STATISTICS_POLL_MS = 2000;

/** The experiment's statistics, asked for again while it runs. */
export const useExperimentStatistics = (id: string | undefined, running: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['experiments', 'statistics', id],
    queryFn: ({ signal }) => dataProvider.getExperimentStatistics(id!, signal),
    enabled: id !== undefined,
    refetchInterval: running ? STATISTICS_POLL_MS : false,
  });
};
