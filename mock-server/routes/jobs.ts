import { z } from 'zod';
import { JOB_LIST_LIMIT, jobListQuerySchema } from '../../src/contract/schemas/jobs';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { ApiError } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { cancelJob, dismissJob } from '../jobs/jobRunner';
import { ownJob, ownJobs, sendJobFile, toJobDto } from '../jobs/jobFiles';
import { isoNow } from '../context';

const idParams = z.object({ id: z.string().min(1).max(200) });

/**
 * The job tray's calls: a user sees, cancels, acknowledges, dismisses and downloads their own jobs of the tenant
 * they are signed in to; any other job is not found (404).
 */
export const registerJobEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('jobsList', (req, _res, auth) => {
    const query = parseInput(jobListQuerySchema, req.query);
    const items = ownJobs(ctx, auth)
      .filter((job) => (query.subject ? job.subject.id === query.subject : true))
      .filter((job) => (query.kind ? job.kind === query.kind : true))
      .slice(0, JOB_LIST_LIMIT);
    return { items: items.map(toJobDto) };
  });

  r.registerEndpoint('jobsGet', (req, _res, auth) =>
    toJobDto(ownJob(ctx, auth, parseInput(idParams, req.params).id)),
  );

  r.registerEndpoint('jobsCancel', (req, _res, auth) => {
    const job = ownJob(ctx, auth, parseInput(idParams, req.params).id);
    if (job.state !== 'RUNNING')
      throw new ApiError(409, 'ACTION_NOT_ALLOWED', 'The job has already ended.');
    const cancelled = cancelJob(ctx, job);
    appendAudit(ctx, req, auth, {
      action: 'JOB_CANCEL',
      entityType: 'Job',
      entityId: job.id,
      result: 'SUCCESS',
      before: { state: job.state, processed: job.processed, total: job.total },
      after: { state: cancelled.state, kind: job.kind, subject: job.subject.name },
      reason: null,
      classification: null,
    });
    return toJobDto(cancelled);
  });

  r.registerEndpoint('jobsAcknowledge', (req, _res, auth) => {
    const job = ownJob(ctx, auth, parseInput(idParams, req.params).id);
    if (job.state === 'RUNNING')
      throw new ApiError(409, 'ACTION_NOT_ALLOWED', 'The job is still running.');
    if (job.acknowledgedAt !== null) return toJobDto(job);
    return toJobDto(
      ctx.store
        .table('jobs')
        .update({ ...job, acknowledgedAt: isoNow(ctx) } as never) as unknown as typeof job,
    );
  });

  r.registerEndpoint('jobsDismiss', (req, _res, auth) => {
    const job = ownJob(ctx, auth, parseInput(idParams, req.params).id);
    if (job.state === 'RUNNING')
      throw new ApiError(409, 'ACTION_NOT_ALLOWED', 'The job is still running: cancel it first.');
    dismissJob(ctx, job);
    return undefined;
  });

  r.registerEndpoint('jobsFile', async (req, res, auth) => {
    await sendJobFile(ctx, auth, res, ownJob(ctx, auth, parseInput(idParams, req.params).id));
  });
};
