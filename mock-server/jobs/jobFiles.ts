import { createReadStream, existsSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { Job } from '../../src/contract/schemas/jobs';
import { holdsAnyOf, type Authority } from '../../src/contract/permissions';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { attachmentDisposition } from '../http/attachment';
import { ApiError, MESSAGES, notFound } from '../http/errors';
import type { JobRecord } from '../types';
import { jobFilePath } from './jobRunner';

/** The job as the contract shows it: no tenant, user, parameters or bookkeeping. */
export const toJobDto = (job: JobRecord): Job => ({
  id: job.id,
  kind: job.kind,
  state: job.state,
  subject: job.subject,
  processed: job.processed,
  total: job.total,
  rowCount: job.rowCount,
  sizeBytes: job.sizeBytes,
  fileName: job.fileName,
  result: (job.result as Job['result']) ?? null,
  errorCode: job.errorCode ?? null,
  error: job.error,
  createdAt: job.createdAt,
  finishedAt: job.finishedAt,
  acknowledgedAt: job.acknowledgedAt,
});

/** The caller's own job; another user's or tenant's, or an unknown one: 404. */
export const ownJob = (ctx: ServerContext, auth: AuthContext, id: string): JobRecord => {
  const job = ctx.store.table('jobs').get(id) as unknown as JobRecord | undefined;
  if (!job || job.userId !== auth.user.id || job.tenantId !== auth.tenant.id) throw notFound('Job');
  return job;
};

/** The caller's jobs, newest first. */
export const ownJobs = (ctx: ServerContext, auth: AuthContext): JobRecord[] =>
  (ctx.store.table('jobs').where('userId', auth.user.id) as unknown as JobRecord[])
    .filter((job) => job.tenantId === auth.tenant.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

/**
 * Streams a finished job's file (memory stays flat whatever its size). The permission its work needed is
 * checked again: a user who lost it since cannot take the file.
 */
export const sendJobFile = async (
  ctx: ServerContext,
  auth: AuthContext,
  res: Response,
  job: JobRecord,
): Promise<void> => {
  if (job.fileName === null) throw notFound('File');
  if (!holdsAnyOf(auth.authorities, job.permissions as Authority[]))
    throw new ApiError(403, 'ACCESS_DENIED', MESSAGES.ACCESS_DENIED, [], {
      requiredAuthorities: job.permissions,
    });
  if (job.state === 'RUNNING')
    throw new ApiError(
      409,
      'ACTION_NOT_ALLOWED',
      'The job is still running; its file is not ready.',
    );
  if (job.state !== 'DONE')
    throw new ApiError(
      409,
      'ACTION_NOT_ALLOWED',
      job.state === 'FAILED'
        ? 'The job failed, so it has no file. Start it again.'
        : 'The job was cancelled, so it has no file.',
    );
  const path = jobFilePath(ctx, job);
  if (!existsSync(path)) throw notFound('File');
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', attachmentDisposition(job.fileName))
    .set('Content-Length', String(job.sizeBytes ?? 0))
    .set('Cache-Control', 'no-store');
  await pipeline(createReadStream(path), res);
};
