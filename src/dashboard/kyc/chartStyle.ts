import type { Theme } from '@mui/material/styles';

/** Axis, grid and tooltip styling shared by the dashboard charts, from the current theme. */
export const chartStyle = (theme: Theme) => ({
  tick: { fill: theme.palette.text.secondary, fontSize: 12 },
  grid: theme.palette.divider,
  cursor: { fill: theme.palette.action.hover },
  tooltip: {
    contentStyle: {
      background: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: 6,
      color: theme.palette.text.primary,
      fontSize: 13,
    },
    labelStyle: { color: theme.palette.text.primary, fontWeight: 600 },
  },
  /** The "other statuses" grey of the activity chart (initiated, processing, expired together). */
  other: theme.palette.grey[theme.palette.mode === 'dark' ? 600 : 500],
});

/**
 * Risk colours from calm to alarming, aligned with the risk bands of the verification pages (below 40 low,
 * 40–69 medium, from 70 high): a bucket takes the colour of its lower bound's band, 60–79 in between.
 */
export const riskColor = (theme: Theme, min: number): string => {
  if (min < 40) return theme.palette.success.main;
  if (min < 60) return theme.palette.warning.main;
  if (min < 80) return theme.palette.warning.dark;
  return theme.palette.error.main;
};
