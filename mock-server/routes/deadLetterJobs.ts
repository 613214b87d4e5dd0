import { z } from 'zod';
import {
  DEAD_LETTER_JOB_TYPES,
  DEAD_LETTER_RETRY_MAX,
  deadLetterJobs,
} from '../../src/contract/resources/deadLetterJobs';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { ApiError, notFound } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { listSpecOf } from '../kit/listSpec';
import { actingIn, splitTenantFilter } from '../kit/ownTenants';
import { parseListQuery } from '../query/http';
import { queueRetries, type DeadLetterRecord } from '../deadLetters/runner';

const idParams = z.object({ id: z.string().min(1).max(100) });
const DAY = 86_400_000;
/** Groups an answer lists at most (the rest are counted in `otherJobs`). */
const GROUPS_SHOWN = 50;

export const retryInput = z
  .object({
    /** The list's query as the list sends it (its filters and search). */
    filter: z.record(z.string(), z.unknown()).optional(),
    /** An error group: every FAILED job with this signature. */
    signature: z
      .string()
      .regex(/^[0-9a-f]{12}$/)
      .optional(),
  })
  .refine((input) => input.filter !== undefined || input.signature !== undefined, {
    message: 'Give a filter or an error signature.',
  });

const spec = listSpecOf(deadLetterJobs);

/** The tenants a query of the queue covers (its tenant filter, or the session tenant) and the rest of it. */
const scopeOfQuery = (auth: AuthContext, query: Record<string, unknown> = {}) =>
  splitTenantFilter(deadLetterJobs, auth, query);

/**
 * Retries every FAILED job a filter or an error group matches (in the tenants the filter covers), in one unit of
 * work with its audit entries, one in each tenant whose jobs it retried: they go PENDING at once and the runner
 * takes them in turns. Refused (409) when none matches or too many do.
 */
export const retryFailedJobs = (
  ctx: ServerContext,
  auth: AuthContext,
  input: z.infer<typeof retryInput>,
  audit: (actor: AuthContext, after: Record<string, unknown>) => void,
): { accepted: number } => {
  const table = ctx.store.table('dead-letter-jobs');
  const { scope, query: filter } = scopeOfQuery(auth, input.filter);
  // Only failed jobs are retried, whatever status the filter names: a pending or delivered one is left alone.
  const query = parseListQuery({
    ...filter,
    ...(input.signature ? { errorSignature: input.signature } : {}),
    status: ['FAILED'],
    offset: 0,
    pageSize: 1,
  });
  const ids = table.ids(scope, query, spec);
  if (ids.length === 0)
    throw new ApiError(409, 'ACTION_NOT_ALLOWED', 'No failed job matches; nothing was retried.');
  if (ids.length > DEAD_LETTER_RETRY_MAX)
    throw new ApiError(
      409,
      'ACTION_NOT_ALLOWED',
      `${ids.length} failed jobs match; at most ${DEAD_LETTER_RETRY_MAX} are retried at once. Narrow the filter.`,
    );
  const now = new Date(ctx.now()).toISOString();
  ctx.store.transaction(() => {
    const byTenant = new Map<string, string[]>();
    for (const job of table.rowsOf<DeadLetterRecord>(ids)) {
      table.update({
        ...job,
        status: 'PENDING',
        retriedBy: auth.user.email,
        nextRetryAt: now,
      } as never);
      const jobs = byTenant.get(job.tenantId) ?? [];
      jobs.push(job.id);
      byTenant.set(job.tenantId, jobs);
    }
    for (const [tenantId, jobs] of byTenant)
      audit(actingIn(ctx, auth, tenantId), {
        accepted: jobs.length,
        ...(input.signature ? { signature: input.signature } : { filter: input.filter }),
        jobs: jobs.slice(0, 100),
      });
  });
  queueRetries(ctx, ids);
  return { accepted: ids.length };
};

/** The dead-letter queue's calls beside its declared records: retry by filter or group, traces, groups, metrics. */
export const registerDeadLetterJobEndpoints = (r: Registry, ctx: ServerContext): void => {
  const table = () => ctx.store.table('dead-letter-jobs');
  const jobOf = (auth: AuthContext, id: string): DeadLetterRecord => {
    const job = table().get(id) as unknown as DeadLetterRecord | undefined;
    if (!job || !auth.user.tenantIds.includes(job.tenantId)) throw notFound('Dead-letter job');
    return job;
  };

  r.registerEndpoint('deadLetterJobsRetryMatching', (req, _res, auth) => {
    const input = parseInput(retryInput, req.body);
    return retryFailedJobs(ctx, auth, input, (actor, after) =>
      appendAudit(ctx, req, actor, {
        action: 'DEAD_LETTER_JOBS_RETRY_MATCHING',
        entityType: deadLetterJobs.entityType,
        entityId: input.signature ?? 'filter',
        result: 'SUCCESS',
        before: null,
        after,
        reason: null,
        classification: null,
      }),
    );
  });

  r.registerEndpoint('deadLetterJobsStacktrace', (req, _res, auth) => {
    const job = jobOf(auth, parseInput(idParams, req.params).id);
    return {
      stacktrace: ctx.store.table('deadLetterTraces').get(job.id)?.stacktrace ?? job.errorSummary,
    };
  });

  r.registerEndpoint('deadLetterJobsGroups', (req, _res, auth) => {
    const { scope, query: filter } = scopeOfQuery(auth, req.body ?? {});
    const query = parseListQuery({ ...filter, offset: 0, pageSize: 1 });
    const counts = table().countBy(scope, 'errorSignature', query, spec);
    const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const signatures = ctx.store.table('deadLetterSignatures');
    const groups = sorted.slice(0, GROUPS_SHOWN).map(([signature, count]) => {
      const known = scope.tenantIds
        .map((tenantId) => signatures.get(`${tenantId}-${signature}`))
        .find((found) => found !== undefined);
      return {
        signature,
        count,
        jobType: known?.jobType ?? null,
        message: known?.message ?? signature,
        topFrame: known?.topFrame ?? '',
      };
    });
    return {
      groups,
      total: sorted.reduce((sum, [, count]) => sum + count, 0),
      otherJobs: sorted.slice(GROUPS_SHOWN).reduce((sum, [, count]) => sum + count, 0),
    };
  });

  r.registerEndpoint('deadLetterJobsMetrics', (req, _res, auth) => {
    const { scope } = scopeOfQuery(auth, req.query as Record<string, unknown>);
    const since = new Date(ctx.now() - DAY).toISOString();
    const byType = Object.fromEntries(DEAD_LETTER_JOB_TYPES.map((type) => [type, 0])) as Record<
      (typeof DEAD_LETTER_JOB_TYPES)[number],
      number
    >;
    const byStatus = { FAILED: 0, PENDING: 0, DONE: 0 };
    let oldest: { id: string; firstFailedAt: string } | null = null;
    for (const tenantId of scope.tenantIds)
      for (const job of table().scan<{
        id: string;
        status: keyof typeof byStatus;
        jobType: keyof typeof byType;
        lastFailedAt: string;
        firstFailedAt: string;
      }>(tenantId, ['id', 'status', 'jobType', 'lastFailedAt', 'firstFailedAt'])) {
        byStatus[job.status] += 1;
        if (job.status === 'DONE') continue;
        if (job.lastFailedAt >= since) byType[job.jobType] += 1;
        if (job.status === 'FAILED' && (!oldest || job.firstFailedAt < oldest.firstFailedAt))
          oldest = { id: job.id, firstFailedAt: job.firstFailedAt };
      }
    return {
      failedLast24h: Object.values(byType).reduce((sum, count) => sum + count, 0),
      failedLast24hByType: byType,
      oldestFailure: oldest,
      failed: byStatus.FAILED,
      pending: byStatus.PENDING,
      done: byStatus.DONE,
    };
  });
};
