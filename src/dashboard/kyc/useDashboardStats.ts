import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { DashboardStats } from '../../contract/schemas/dashboard';

export const DASHBOARD_STATS_QUERY_KEY = 'dashboardVerificationStats';

/** The KYC figures of the session tenant; only loaded when the user may see them. */
export const useDashboardStats = (days: number, enabled: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<DashboardStats>({
    queryKey: [DASHBOARD_STATS_QUERY_KEY, days],
    queryFn: () => dataProvider.getDashboardVerificationStats(days),
    enabled,
    // Figures of a whole tenant: a minute old is fresh enough, and the Refresh button is there.
    staleTime: 60_000,
  });
};
