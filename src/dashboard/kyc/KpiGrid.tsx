import { useTranslate } from 'react-admin';
import {
  DASHBOARD_ACTIVITY_DAYS,
  REVIEW_SLA_HOURS,
  RISK_SCORE_MAX,
  SLA_AT_RISK_WINDOW_HOURS,
} from '../../contract/constants';
import type { DashboardStats } from '../../contract/schemas/dashboard';
import { REVIEW_QUEUE_FILTER, slaFilter, windowFilter } from '../verificationLinks';
import type { DashboardFormat } from './format';
import { KpiCard, type KpiCardProps } from './KpiCard';
import { Box } from '@mui/material';

const T = 'app.dashboard.kyc.kpi';

/** The six key figures; each opens the verifications list filtered to exactly what it counts. */
export const KpiGrid = ({
  stats,
  linkable,
  fmt,
}: {
  stats: DashboardStats;
  linkable: boolean;
  fmt: DashboardFormat;
}) => {
  const translate = useTranslate();
  const days = stats.days.length || DASHBOARD_ACTIVITY_DAYS;
  const first = stats.days[0]?.date ?? '';
  const last = stats.days.at(-1)?.date ?? '';
  const sum = (key: 'total' | 'approved' | 'rejected') =>
    stats.days.reduce((total, day) => total + day[key], 0);
  const total = sum('total');
  const approved = sum('approved');
  const decided = approved + sum('rejected');
  const noValue = translate(`${T}.noValue`);

  const cards: Omit<KpiCardProps, 'linkable'>[] = [
    {
      id: 'verifications',
      label: translate(`${T}.verifications`),
      value: fmt.integer(total),
      hint: translate(`${T}.verificationsHint`, { days }),
      filter: windowFilter(first, last),
    },
    {
      id: 'approval-rate',
      label: translate(`${T}.approvalRate`),
      value: decided === 0 ? noValue : fmt.percent(approved / decided),
      hint:
        decided === 0
          ? translate(`${T}.approvalRateNone`)
          : translate(`${T}.approvalRateHint`, {
              approved: fmt.integer(approved),
              decided: fmt.integer(decided),
            }),
      filter: windowFilter(first, last, ['APPROVED']),
    },
    {
      id: 'review-queue',
      label: translate(`${T}.reviewQueue`),
      value: fmt.integer(stats.reviewQueue),
      hint: translate(`${T}.reviewQueueHint`),
      filter: REVIEW_QUEUE_FILTER,
    },
    {
      id: 'sla-at-risk',
      label: translate(`${T}.slaAtRisk`),
      value: fmt.integer(stats.slaAtRisk),
      hint: translate(`${T}.slaAtRiskHint`, { hours: SLA_AT_RISK_WINDOW_HOURS }),
      filter: slaFilter('AT_RISK'),
      accent: stats.slaAtRisk > 0 ? 'warning' : undefined,
    },
    {
      id: 'sla-breached',
      label: translate(`${T}.slaBreached`),
      value: fmt.integer(stats.slaBreached),
      hint: translate(`${T}.slaBreachedHint`, { hours: REVIEW_SLA_HOURS }),
      filter: slaFilter('BREACHED'),
      accent: stats.slaBreached > 0 ? 'error' : undefined,
    },
    {
      id: 'average-risk',
      label: translate(`${T}.averageRisk`),
      value: stats.averageRiskScore === null ? noValue : fmt.decimal(stats.averageRiskScore),
      hint: translate(`${T}.averageRiskHint`, { days, max: RISK_SCORE_MAX }),
      filter: windowFilter(first, last),
    },
  ];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {cards.map((card) => (
        <KpiCard key={card.id} {...card} linkable={linkable} />
      ))}
    </Box>
  );
};
