import { z } from 'zod';
import {
  DASHBOARD_ACTIVITY_DAYS,
  RISK_SCORE_MAX,
  REVIEW_SLA_HOURS,
  SLA_AT_RISK_WINDOW_HOURS,
} from '../../src/contract/constants';
import type { ServerContext } from '../context';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { VERIFICATION_STATUSES } from '../verifications/filter';
import type { VerificationRecord, VerificationStatus } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The longest activity window a caller may ask for (`?days=`). */
export const MAX_DASHBOARD_DAYS = 90;

/** Risk-score buckets of the distribution chart: 0-19, 20-39, 40-59, 60-79, 80-100 (the last one is closed). */
export const RISK_BUCKETS: readonly { min: number; max: number }[] = [
  { min: 0, max: 19 },
  { min: 20, max: 39 },
  { min: 40, max: 59 },
  { min: 60, max: 79 },
  { min: 80, max: RISK_SCORE_MAX },
];

export type SlaState = 'ON_TIME' | 'AT_RISK' | 'BREACHED';

/**
 * The review SLA of a REVIEW_PENDING verification (same rule as the list's `sla` filter): due
 * REVIEW_SLA_HOURS after the transaction; BREACHED once due is in the past, AT_RISK when due within
 * SLA_AT_RISK_WINDOW_HOURS from now.
 */
export const slaStateOf = (transactionCreationDate: string, now: number): SlaState => {
  const due = Date.parse(transactionCreationDate) + REVIEW_SLA_HOURS * HOUR_MS;
  if (due < now) return 'BREACHED';
  if (due <= now + SLA_AT_RISK_WINDOW_HOURS * HOUR_MS) return 'AT_RISK';
  return 'ON_TIME';
};

const isoDay = (epochDay: number): string => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);

const bucketOf = (score: number): number => {
  const index = RISK_BUCKETS.findIndex((b) => score <= b.max);
  return index === -1 ? RISK_BUCKETS.length - 1 : index;
};

export interface DayFigures {
  date: string;
  total: number;
  approved: number;
  rejected: number;
  reviewPending: number;
}

export interface DashboardStats {
  days: DayFigures[];
  byStatus: Record<VerificationStatus, number>;
  riskBuckets: { min: number; max: number; count: number }[];
  reviewQueue: number;
  slaAtRisk: number;
  slaBreached: number;
  /** Mean risk score of the verifications in the window (null when there are none). */
  averageRiskScore: number | null;
  generatedAt: string;
}

/**
 * The dashboard figures in one pass over the tenant's verifications. The period figures (per-day series, by
 * status, by risk score, average risk) count the verifications of the last `days` UTC days (today last), by
 * transaction date (the list's date filter uses the same field, so the links agree), so that every chart of
 * the chosen period adds up to the same total. The review queue and its SLA are the open reviews now, whatever
 * their date: an old review past its SLA is the most urgent one, not one to leave out.
 */
/** What the figures read of each verification. */
export type DashboardSource = Pick<
  VerificationRecord,
  'tenantId' | 'status' | 'riskScore' | 'transactionCreationDate'
>;
export const DASHBOARD_FIELDS = [
  'tenantId',
  'status',
  'riskScore',
  'transactionCreationDate',
] as const;

export const computeDashboardStats = (
  verifications: Iterable<DashboardSource>,
  tenantId: string,
  days: number,
  now: number,
): DashboardStats => {
  const today = Math.floor(now / DAY_MS);
  const firstDay = today - days + 1;
  const series: DayFigures[] = [];
  const indexByDate = new Map<string, number>();
  for (let day = firstDay; day <= today; day += 1) {
    const date = isoDay(day);
    indexByDate.set(date, series.length);
    series.push({ date, total: 0, approved: 0, rejected: 0, reviewPending: 0 });
  }
  const byStatus = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, 0])) as Record<
    VerificationStatus,
    number
  >;
  const bucketCounts = RISK_BUCKETS.map(() => 0);
  let reviewQueue = 0;
  let slaAtRisk = 0;
  let slaBreached = 0;
  let windowRiskSum = 0;
  let windowCount = 0;

  for (const v of verifications) {
    if (v.tenantId !== tenantId) continue;
    if (v.status === 'REVIEW_PENDING') {
      reviewQueue += 1;
      const sla = slaStateOf(v.transactionCreationDate, now);
      if (sla === 'AT_RISK') slaAtRisk += 1;
      else if (sla === 'BREACHED') slaBreached += 1;
    }
    // Stored dates are ISO UTC (`...Z`), so the first ten characters are the UTC day.
    const index = indexByDate.get(v.transactionCreationDate.slice(0, 10));
    if (index === undefined) continue;
    byStatus[v.status] = (byStatus[v.status] ?? 0) + 1;
    bucketCounts[bucketOf(v.riskScore)]! += 1;
    const day = series[index]!;
    day.total += 1;
    if (v.status === 'APPROVED') day.approved += 1;
    else if (v.status === 'REJECTED') day.rejected += 1;
    else if (v.status === 'REVIEW_PENDING') day.reviewPending += 1;
    windowRiskSum += v.riskScore;
    windowCount += 1;
  }

  return {
    days: series,
    byStatus,
    riskBuckets: RISK_BUCKETS.map((b, i) => ({ ...b, count: bucketCounts[i] ?? 0 })),
    reviewQueue,
    slaAtRisk,
    slaBreached,
    averageRiskScore:
      windowCount === 0 ? null : Math.round((windowRiskSum / windowCount) * 10) / 10,
    generatedAt: new Date(now).toISOString(),
  };
};

const querySchema = z.object({
  days: z.coerce.number().int().min(1).max(MAX_DASHBOARD_DAYS).default(DASHBOARD_ACTIVITY_DAYS),
});

/** The KYC dashboard (`GET dashboard/verifications?days=30`) of the session tenant. */
export const registerDashboardEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('dashboardVerificationStats', (req, _res, auth) => {
    const { days } = parseInput(querySchema, req.query);
    const rows = ctx.store
      .table('verifications')
      .scan<DashboardSource>(auth.tenant.id, DASHBOARD_FIELDS);
    return computeDashboardStats(rows, auth.tenant.id, days, ctx.now());
  });
};
