import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

export interface OutcomeChartRow {
  outcome: string;
  armA: number;
  armB: number;
}

/**
 * The outcomes of both arms side by side (recharts, loaded with the statistics only when a run has figures).
 * The table beside it carries the same numbers for screen readers, so the chart is hidden from them.
 */
const OutcomeChart = ({
  rows,
  labelA,
  labelB,
  label,
}: {
  rows: readonly OutcomeChartRow[];
  labelA: string;
  labelB: string;
  label: string;
}) => {
  const theme = useTheme();
  return (
    <div role="img" aria-label={label}>
      <BarChart
        responsive
        style={{ width: '100%', height: 220 }}
        data={[...rows]}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis dataKey="outcome" tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Bar dataKey="armA" name={labelA} fill={theme.palette.primary.main} />
        <Bar dataKey="armB" name={labelB} fill={theme.palette.secondary.main} />
      </BarChart>
    </div>
  );
};
export default OutcomeChart;
