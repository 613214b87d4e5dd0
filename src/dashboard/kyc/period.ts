import type { DashboardStats } from '../../contract/schemas/dashboard';
import type { DashboardPeriod } from '../verificationLinks';

/** The periods a user can choose on the dashboard, in days (the platform accepts 1 to 90). */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;

/** The period the figures were computed for: the first and last day of their series. */
export const periodOf = (stats: Pick<DashboardStats, 'days'>): DashboardPeriod => ({
  firstDay: stats.days[0]?.date ?? '',
  lastDay: stats.days.at(-1)?.date ?? '',
});

/** The number of UTC days from the first to the last day of a period, both included. */
export const periodDays = (period: DashboardPeriod): number =>
  Math.round((Date.parse(period.lastDay) - Date.parse(period.firstDay)) / 86_400_000) + 1;
