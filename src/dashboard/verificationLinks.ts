import type { VerificationStatus } from '../contract/schemas/verifications';
import { reviewQueuePath } from '../resources/verifications';

/**
 * Links from the dashboard into the verifications list, in the list's own URL format
 * (`/verifications?filter=<JSON>`), so every figure opens exactly the rows it counts.
 */
export interface VerificationListFilter {
  status?: VerificationStatus[];
  startDate?: string;
  endDate?: string;
  riskScoreMin?: number;
  riskScoreMax?: number;
  sla?: 'AT_RISK' | 'BREACHED';
}

export const verificationsListUrl = (filter: VerificationListFilter = {}): string =>
  `/verifications?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

export const dayFilter = (date: string, status?: VerificationStatus[]): VerificationListFilter =>
  status ? { status, startDate: date, endDate: date } : { startDate: date, endDate: date };

export const windowFilter = (
  firstDay: string,
  lastDay: string,
  status?: VerificationStatus[],
): VerificationListFilter =>
  status
    ? { status, startDate: firstDay, endDate: lastDay }
    : { startDate: firstDay, endDate: lastDay };

/** The dashboard's period: its first and last UTC day (the list's transaction-date range). */
export interface DashboardPeriod {
  firstDay: string;
  lastDay: string;
}

const inPeriod = (period?: DashboardPeriod) =>
  period ? { startDate: period.firstDay, endDate: period.lastDay } : {};

export const statusFilter = (
  status: VerificationStatus,
  period?: DashboardPeriod,
): VerificationListFilter => ({ status: [status], ...inPeriod(period) });

export const riskFilter = (
  min: number,
  max: number,
  period?: DashboardPeriod,
): VerificationListFilter => ({ riskScoreMin: min, riskScoreMax: max, ...inPeriod(period) });

export const REVIEW_QUEUE_FILTER: VerificationListFilter = { status: ['REVIEW_PENDING'] };

export const slaFilter = (sla: 'AT_RISK' | 'BREACHED'): VerificationListFilter => ({
  status: ['REVIEW_PENDING'],
  sla,
});

/** The review queue itself (`/verifications/review`) over the pending reviews, in the queue's own order. */
export const reviewQueueUrl = (): string => reviewQueuePath({ ...REVIEW_QUEUE_FILTER });
