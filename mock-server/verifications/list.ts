import { REVIEW_SLA_HOURS, SLA_AT_RISK_WINDOW_HOURS } from '../../src/contract/constants';
import { verifications } from '../../src/contract/resources/verifications';
import type { ServerContext } from '../context';
import { listSpecOf } from '../kit/listSpec';
import { pageText, type JsonText } from '../http/jsonText';
import type { ParsedListQuery } from '../query';
import type { Restriction } from '../store/sqlList';
import { VERIFICATION_STATUSES, type VerificationFilter } from './filter';

const HOUR = 3_600_000;

/**
 * The verification list through the generic path: the platform's filter body (checked by filter.ts, with its
 * own messages) becomes the declared list's query, and the store answers it in SQL over the kept list rows, as
 * it answers every declared list. The status counts and the CSV export ask the same query.
 */
const SPEC = listSpecOf(verifications);

const values = (set: Set<string> | undefined) => (set ? [...set] : undefined);

/**
 * The declared query of a filter, and the review-SLA condition as restrictions. SLA: due = transaction +
 * REVIEW_SLA_HOURS; BREACHED = due ≤ now; AT_RISK = now < due ≤ now + SLA_AT_RISK_WINDOW_HOURS (only
 * REVIEW_PENDING rows have a due time).
 */
export const verificationQuery = (
  filter: VerificationFilter,
  now: number,
  { withoutStatus = false } = {},
): { query: ParsedListQuery; restrictions: Restriction[] } => {
  const query = {
    offset: filter.offset,
    pageSize: filter.pageSize,
    count: true,
    sort: filter.sort,
    status: withoutStatus ? undefined : values(filter.status),
    source: values(filter.source),
    country: values(filter.country),
    documentType: values(filter.documentType),
    credentialCategory: values(filter.credentialCategory),
    matchType: values(filter.matchType),
    riskScoreMin: filter.riskScoreMin,
    riskScoreMax: filter.riskScoreMax,
    startDate: filter.from,
    endDate: filter.to,
    q: filter.q,
  } as ParsedListQuery;
  const restrictions: Restriction[] = [];
  if (filter.sla) {
    const breachedUpTo = now - REVIEW_SLA_HOURS * HOUR;
    restrictions.push({ field: 'status', in: ['REVIEW_PENDING'] });
    restrictions.push(
      filter.sla === 'BREACHED'
        ? { field: 'transactionCreationDate', max: new Date(breachedUpTo).toISOString() }
        : {
            field: 'transactionCreationDate',
            // Strictly after the breach instant: the next representable millisecond.
            min: new Date(breachedUpTo + 1).toISOString(),
            max: new Date(now - (REVIEW_SLA_HOURS - SLA_AT_RISK_WINDOW_HOURS) * HOUR).toISOString(),
          },
    );
  }
  return { query, restrictions };
};

/**
 * One page of the tenant's verifications as list rows (`Page<VerificationRow>`), answered as the JSON the store
 * keeps them in: the busiest call of the portal skips parsing and writing its rows again.
 */
export const listVerifications = (
  ctx: ServerContext,
  tenantId: string,
  filter: VerificationFilter,
): JsonText => {
  const { query, restrictions } = verificationQuery(filter, ctx.now());
  const { rows, totalElements } = ctx.store
    .table('verifications')
    .pageText({ tenantId }, query, SPEC, restrictions);
  return pageText(rows, totalElements);
};

/** `{ALL, <status>: n}` for the filter without its status part (the status tabs). */
export const countVerificationsByStatus = (
  ctx: ServerContext,
  tenantId: string,
  filter: VerificationFilter,
): Record<string, number> => {
  const { query, restrictions } = verificationQuery(filter, ctx.now(), { withoutStatus: true });
  const byStatus = ctx.store
    .table('verifications')
    .countBy({ tenantId }, 'status', query, SPEC, restrictions);
  const counts: Record<string, number> = { ALL: 0 };
  for (const status of VERIFICATION_STATUSES) {
    counts[status] = byStatus.get(status) ?? 0;
    counts.ALL! += counts[status];
  }
  return counts;
};

/** The ids of every match, in the filter's order (the CSV export reads their rows a chunk at a time). */
export const matchingVerificationIds = (
  ctx: ServerContext,
  tenantId: string,
  filter: VerificationFilter,
): string[] => {
  const { query, restrictions } = verificationQuery(filter, ctx.now());
  return ctx.store.table('verifications').ids({ tenantId }, query, SPEC, restrictions);
};
