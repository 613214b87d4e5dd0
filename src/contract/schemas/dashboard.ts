import { z } from 'zod';
import { VERIFICATION_STATUSES } from './verifications';

/** The KYC dashboard figures (`dashboardVerificationStats`) of the session tenant. */
export const dashboardDaySchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  total: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  reviewPending: z.number().int().nonnegative(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const riskBucketSchema = z.object({
  min: z.number(),
  max: z.number(),
  count: z.number().int().nonnegative(),
});
export type RiskBucket = z.infer<typeof riskBucketSchema>;

const statusCounts = z.object(
  Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, z.number().int().nonnegative()])) as {
    [S in (typeof VERIFICATION_STATUSES)[number]]: z.ZodNumber;
  },
);

export const dashboardStatsSchema = z.object({
  /** Oldest first, today (UTC) last. */
  days: z.array(dashboardDaySchema),
  /** Over all the tenant's verifications. */
  byStatus: statusCounts,
  riskBuckets: z.array(riskBucketSchema),
  reviewQueue: z.number().int().nonnegative(),
  slaAtRisk: z.number().int().nonnegative(),
  slaBreached: z.number().int().nonnegative(),
  /** Mean risk score of the window's verifications; null when the window is empty. */
  averageRiskScore: z.number().nullable(),
  generatedAt: z.string(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
