import { Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router-dom';
import { Pie, PieChart, Sector, Tooltip, type PieSectorShapeProps } from 'recharts';
import { useTranslate } from 'react-admin';
import type { DashboardStats } from '../../contract/schemas/dashboard';
import {
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '../../contract/schemas/verifications';
import { statusColor } from '../../components/verificationStatusPalette';
import { statusFilter, verificationsListUrl, type DashboardPeriod } from '../verificationLinks';
import { ChartCard } from './ChartCard';
import { periodDays } from './period';
import { chartStyle } from './chartStyle';
import { DataTable } from './DataTable';
import { FilterLink } from './FilterLink';
import type { DashboardFormat } from './format';

const T = 'app.dashboard.kyc.charts.status';

/** The period's verifications by status: a donut and a legend whose entries open the list of a status. */
export const StatusChart = ({
  byStatus,
  period,
  linkable,
  fmt,
}: {
  period: DashboardPeriod;
  byStatus: DashboardStats['byStatus'];
  linkable: boolean;
  fmt: DashboardFormat;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const navigate = useNavigate();
  const style = chartStyle(theme);
  const total = VERIFICATION_STATUSES.reduce((sum, s) => sum + byStatus[s], 0);
  const rows = VERIFICATION_STATUSES.map((status) => ({
    status,
    label: translate(`resources.verifications.status.${status}`),
    count: byStatus[status],
    share: total === 0 ? 0 : byStatus[status] / total,
    fill: statusColor(theme, status),
  }));
  const summary = translate(`${T}.summary`, {
    total: fmt.integer(total),
    parts: rows.map((r) => `${r.label} ${fmt.integer(r.count)}`).join(', '),
  });
  const open = (status: VerificationStatus) => {
    if (linkable) navigate(verificationsListUrl(statusFilter(status, period)));
  };

  const chart = (
    <PieChart responsive style={{ width: '100%', height: 200 }} accessibilityLayer={false}>
      <Pie
        data={rows}
        dataKey="count"
        nameKey="label"
        innerRadius="58%"
        outerRadius="92%"
        paddingAngle={rows.filter((r) => r.count > 0).length > 1 ? 1 : 0}
        stroke={theme.palette.background.paper}
        isAnimationActive={false}
        cursor={linkable ? 'pointer' : undefined}
        shape={(props: PieSectorShapeProps) => <Sector {...props} fill={rows[props.index]?.fill} />}
        onClick={(_, index) => {
          const row = rows[index];
          if (row) open(row.status);
        }}
      />
      <Tooltip
        contentStyle={style.tooltip.contentStyle}
        itemStyle={{ color: theme.palette.text.primary }}
        formatter={(value) => fmt.integer(Number(value))}
      />
    </PieChart>
  );

  // The legend names every status with its count and share, and opens its list: the donut's text alternative.
  const legend = (
    <Box
      component="ul"
      aria-label={translate(`${T}.title`)}
      sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, width: '100%' }}
    >
      {rows.map((row) => (
        <Stack
          key={row.status}
          component="li"
          direction="row"
          alignItems="center"
          spacing={1}
          sx={{ py: 0.4 }}
          data-testid={`status-legend-${row.status}`}
        >
          <Box
            aria-hidden="true"
            sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: row.fill, flexShrink: 0 }}
          />
          <Typography variant="body2" sx={{ flex: 1 }}>
            <FilterLink filter={statusFilter(row.status, period)} linkable={linkable}>
              {row.label}
            </FilterLink>
          </Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
            {fmt.integer(row.count)}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontVariantNumeric: 'tabular-nums', width: 52, textAlign: 'right' }}
          >
            {fmt.percent(row.share)}
          </Typography>
        </Stack>
      ))}
    </Box>
  );

  const table = (focusable: boolean) => (
    <DataTable
      caption={translate(`${T}.title`)}
      headers={[translate(`${T}.status`), translate(`${T}.count`), translate(`${T}.share`)]}
      rows={rows.map((row) => ({
        key: row.status,
        cells: [
          <FilterLink
            key="s"
            filter={statusFilter(row.status, period)}
            linkable={linkable}
            focusable={focusable}
          >
            {row.label}
          </FilterLink>,
          fmt.integer(row.count),
          fmt.percent(row.share),
        ],
      }))}
    />
  );

  return (
    <ChartCard
      id="status"
      title={translate(`${T}.title`)}
      period={translate('app.dashboard.kyc.window', { days: periodDays(period) })}
      summary={summary}
      chart={chart}
      aside={legend}
      hiddenTable={false}
      table={table}
    />
  );
};
