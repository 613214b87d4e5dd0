import { DASHBOARD_ACTIVITY_DAYS } from '../../contract/constants';
import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import { dashboardStatsSchema, type DashboardStats } from '../../contract/schemas/dashboard';

/** Typed custom method of the KYC dashboard: the figures of the session tenant over the last `days` UTC days. */
export const createDashboardActions = (httpClient: HttpClient) => ({
  getDashboardVerificationStats: async (
    days: number = DASHBOARD_ACTIVITY_DAYS,
  ): Promise<DashboardStats> =>
    parseResponse(
      dashboardStatsSchema,
      (await httpClient.call('dashboardVerificationStats', { query: { days } })).body,
      'dashboardVerificationStats',
    ),
});
export type DashboardActions = ReturnType<typeof createDashboardActions>;
