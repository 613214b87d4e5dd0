import { Box } from '@mui/material';
import type { DashboardStats } from '../../contract/schemas/dashboard';
import { ActivityChart } from './ActivityChart';
import type { DashboardFormat } from './format';
import { RiskChart } from './RiskChart';
import { StatusChart } from './StatusChart';
import { periodOf } from './period';

export interface KycChartsProps {
  stats: DashboardStats;
  linkable: boolean;
  fmt: DashboardFormat;
}

/**
 * The three charts of the KYC overview. They are the only users of the chart library, so this module is
 * loaded on its own (React.lazy in KycOverview) and the library stays out of the portal's main bundle.
 */
const KycCharts = ({ stats, linkable, fmt }: KycChartsProps) => {
  const period = periodOf(stats);
  return (
    <>
      <ActivityChart days={stats.days} linkable={linkable} fmt={fmt} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <StatusChart byStatus={stats.byStatus} period={period} linkable={linkable} fmt={fmt} />
        <RiskChart buckets={stats.riskBuckets} period={period} linkable={linkable} fmt={fmt} />
      </Box>
    </>
  );
};

export default KycCharts;
