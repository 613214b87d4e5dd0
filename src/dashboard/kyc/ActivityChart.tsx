import { useNavigate } from 'react-router-dom';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { DashboardDay } from '../../contract/schemas/dashboard';
import type { VerificationStatus } from '../../contract/schemas/verifications';
import { statusColor } from '../../components/verificationStatusPalette';
import { formatDate } from '../../contract/rules/dates';
import { dayFilter, verificationsListUrl } from '../verificationLinks';
import { ChartCard } from './ChartCard';
import { chartStyle } from './chartStyle';
import { DataTable } from './DataTable';
import { FilterLink } from './FilterLink';
import type { DashboardFormat } from './format';

type SeriesKey = 'approved' | 'rejected' | 'reviewPending' | 'other';

/** Stack order bottom to top; "other" is what is still moving or ended without a decision. */
const SERIES: { key: SeriesKey; statuses: VerificationStatus[] }[] = [
  { key: 'approved', statuses: ['APPROVED'] },
  { key: 'rejected', statuses: ['REJECTED'] },
  { key: 'reviewPending', statuses: ['REVIEW_PENDING'] },
  { key: 'other', statuses: ['INITIATED', 'PROCESSING', 'EXPIRED'] },
];

const T = 'app.dashboard.kyc.charts.activity';

/** Verifications per UTC day, stacked by outcome; a bar segment opens that day's list of that outcome. */
export const ActivityChart = ({
  days,
  linkable,
  fmt,
}: {
  days: DashboardDay[];
  linkable: boolean;
  fmt: DashboardFormat;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const navigate = useNavigate();
  const style = chartStyle(theme);
  const rows = days.map((d) => ({
    ...d,
    label: fmt.shortDay(d.date),
    other: d.total - d.approved - d.rejected - d.reviewPending,
  }));
  const colours: Record<SeriesKey, string> = {
    approved: statusColor(theme, 'APPROVED'),
    rejected: statusColor(theme, 'REJECTED'),
    reviewPending: statusColor(theme, 'REVIEW_PENDING'),
    other: style.other,
  };
  const total = rows.reduce((sum, d) => sum + d.total, 0);
  const busiest = rows.reduce<(typeof rows)[number] | undefined>(
    (best, d) => (!best || d.total > best.total ? d : best),
    undefined,
  );
  const summary = translate(`${T}.summary`, {
    total: fmt.integer(total),
    days: days.length,
    busiest: busiest ? formatDate(busiest.date) : '',
    busiestCount: fmt.integer(busiest?.total ?? 0),
  });

  const chart = (
    <BarChart
      data={rows}
      responsive
      style={{ width: '100%', height: 260 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={style.grid} />
      <XAxis dataKey="label" tick={style.tick} tickLine={false} minTickGap={16} />
      <YAxis allowDecimals={false} tick={style.tick} tickLine={false} axisLine={false} width={44} />
      <Tooltip
        cursor={style.cursor}
        contentStyle={style.tooltip.contentStyle}
        labelStyle={style.tooltip.labelStyle}
        formatter={(value) => fmt.integer(Number(value))}
      />
      <Legend
        iconType="square"
        itemSorter={null}
        wrapperStyle={{ fontSize: 13 }}
        formatter={(value: string) => (
          <span style={{ color: theme.palette.text.primary }}>{value}</span>
        )}
      />
      {SERIES.map((series) => (
        <Bar
          key={series.key}
          dataKey={series.key}
          name={translate(`${T}.${series.key}`)}
          stackId="day"
          fill={colours[series.key]}
          isAnimationActive={false}
          cursor={linkable ? 'pointer' : undefined}
          onClick={(item) => {
            const date = (item.payload as { date?: string } | undefined)?.date;
            if (linkable && date) navigate(verificationsListUrl(dayFilter(date, series.statuses)));
          }}
        />
      ))}
    </BarChart>
  );

  const table = (focusable: boolean) => (
    <DataTable
      caption={translate(`${T}.title`)}
      headers={[
        translate(`${T}.date`),
        translate(`${T}.total`),
        ...SERIES.map((s) => translate(`${T}.${s.key}`)),
      ]}
      rows={[...rows].reverse().map((d) => ({
        key: d.date,
        cells: [
          <FilterLink key="d" filter={dayFilter(d.date)} linkable={linkable} focusable={focusable}>
            {formatDate(d.date)}
          </FilterLink>,
          fmt.integer(d.total),
          ...SERIES.map((s) =>
            d[s.key] === 0 ? (
              '0'
            ) : (
              <FilterLink
                key={s.key}
                filter={dayFilter(d.date, s.statuses)}
                linkable={linkable}
                focusable={focusable}
              >
                {fmt.integer(d[s.key])}
              </FilterLink>
            ),
          ),
        ],
      }))}
    />
  );

  return (
    <ChartCard
      id="activity"
      title={translate(`${T}.title`)}
      period={translate('app.dashboard.kyc.window', { days: days.length })}
      summary={summary}
      chart={chart}
      table={table}
    />
  );
};
