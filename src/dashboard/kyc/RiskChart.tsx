import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Rectangle,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import { useTranslate } from 'react-admin';
import type { RiskBucket } from '../../contract/schemas/dashboard';
import { riskFilter, verificationsListUrl, type DashboardPeriod } from '../verificationLinks';
import { ChartCard } from './ChartCard';
import { periodDays } from './period';
import { chartStyle, riskColor } from './chartStyle';
import { DataTable } from './DataTable';
import { FilterLink } from './FilterLink';
import type { DashboardFormat } from './format';

const T = 'app.dashboard.kyc.charts.risk';

/** The period's verifications by risk-score bucket; a bar opens the list of that score range. */
export const RiskChart = ({
  buckets,
  period,
  linkable,
  fmt,
}: {
  period: DashboardPeriod;
  buckets: RiskBucket[];
  linkable: boolean;
  fmt: DashboardFormat;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const navigate = useNavigate();
  const style = chartStyle(theme);
  const rows = buckets.map((b) => ({
    ...b,
    label: `${b.min}–${b.max}`,
    fill: riskColor(theme, b.min),
  }));
  const total = rows.reduce((sum, b) => sum + b.count, 0);
  const summary = translate(`${T}.summary`, {
    total: fmt.integer(total),
    parts: rows.map((r) => `${r.label}: ${fmt.integer(r.count)}`).join(', '),
  });

  const chart = (
    <BarChart
      data={rows}
      responsive
      style={{ width: '100%', height: 220 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={style.grid} />
      <XAxis dataKey="label" tick={style.tick} tickLine={false} />
      <YAxis allowDecimals={false} tick={style.tick} tickLine={false} axisLine={false} width={44} />
      <Tooltip
        cursor={style.cursor}
        contentStyle={style.tooltip.contentStyle}
        labelStyle={style.tooltip.labelStyle}
        formatter={(value) => [fmt.integer(Number(value)), translate(`${T}.count`)]}
      />
      <Bar
        dataKey="count"
        name={translate(`${T}.count`)}
        isAnimationActive={false}
        maxBarSize={56}
        cursor={linkable ? 'pointer' : undefined}
        shape={(props: BarShapeProps) => <Rectangle {...props} fill={rows[props.index]?.fill} />}
        onClick={(_, index) => {
          const row = rows[index];
          if (linkable && row) navigate(verificationsListUrl(riskFilter(row.min, row.max, period)));
        }}
      />
    </BarChart>
  );

  const table = (focusable: boolean) => (
    <DataTable
      caption={translate(`${T}.title`)}
      headers={[translate(`${T}.bucket`), translate(`${T}.count`)]}
      rows={rows.map((row) => ({
        key: row.label,
        cells: [
          <FilterLink
            key="b"
            filter={riskFilter(row.min, row.max, period)}
            linkable={linkable}
            focusable={focusable}
          >
            {row.label}
          </FilterLink>,
          fmt.integer(row.count),
        ],
      }))}
    />
  );

  return (
    <ChartCard
      id="risk"
      title={translate(`${T}.title`)}
      period={translate('app.dashboard.kyc.window', { days: periodDays(period) })}
      summary={summary}
      chart={chart}
      table={table}
    />
  );
};
