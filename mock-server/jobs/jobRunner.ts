import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobKind } from '../../src/contract/schemas/jobs';
import type { AuthContext } from '../auth/session';
import { isoNow, type ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { JobRecord } from '../types';

/** Items a job handles per turn: small enough that requests in between are answered at once. */
export const JOB_CHUNK_SIZE = 250;
/** Ended jobs are kept this long (then removed with their files). */
export const JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** What one chunk of a job's work gave: text for its file, rows written, findings so far. */
export interface ChunkOutcome {
  text?: string;
  rows?: number;
  partial?: Record<string, unknown>;
}

/**
 * The work of one kind of job, done a chunk of items at a time; everything it needs is in the job record, so a
 * job goes on after the platform restarts.
 */
export interface JobWork {
  /** The first bytes of its file (a CSV's header), or nothing for a job without a file. */
  header?: (ctx: ServerContext, job: JobRecord) => string;
  /** The items [from, to) of its subject. Throws an ApiError-like error to fail the job with its message. */
  chunk: (ctx: ServerContext, job: JobRecord, from: number, to: number) => ChunkOutcome;
}

const jobs = (ctx: ServerContext) => ctx.store.table('jobs');

export const jobFilePath = (ctx: ServerContext, job: Pick<JobRecord, 'id'>): string =>
  join(ctx.jobs.filesDir(), `${job.id}.part`);

/**
 * A file a job keeps beside its own while it works (e.g. the rows it was given, the findings it made): removed
 * with the job.
 */
export type JobSideFile = 'input.json' | 'findings.jsonl';
const SIDE_FILES: readonly JobSideFile[] = ['input.json', 'findings.jsonl'];

export const jobSideFilePath = (
  ctx: ServerContext,
  job: Pick<JobRecord, 'id'>,
  side: JobSideFile,
): string => join(ctx.jobs.filesDir(), `${job.id}.${side}`);

const removeFile = (ctx: ServerContext, job: JobRecord) => {
  if (job.fileName !== null) rmSync(jobFilePath(ctx, job), { force: true });
  for (const side of SIDE_FILES) rmSync(jobSideFilePath(ctx, job, side), { force: true });
};

const save = (ctx: ServerContext, job: JobRecord): JobRecord =>
  jobs(ctx).update(job as never) as unknown as JobRecord;

/** A job that cannot go on, with the code the portal words. */
export class JobFailure extends Error {
  constructor(
    readonly code: 'JOB_INTERRUPTED',
    message: string,
  ) {
    super(message);
  }
}

/** Ends a job FAILED: an ApiError's code (what it worked on is gone or rebuilt), else JOB_FAILED. */
const fail = (ctx: ServerContext, job: JobRecord, error: unknown) => {
  removeFile(ctx, job);
  save(ctx, {
    ...job,
    state: 'FAILED',
    errorCode: error instanceof ApiError || error instanceof JobFailure ? error.code : 'JOB_FAILED',
    error: error instanceof Error ? error.message : String(error),
    partial: null,
    finishedAt: isoNow(ctx),
  });
};

const schedule = (ctx: ServerContext, jobId: string, work: JobWork, delay: number) => {
  const timer = setTimeout(() => {
    ctx.jobs.timers.delete(timer);
    step(ctx, jobId, work);
  }, delay);
  // A job never keeps the process alive (a test's server, a stopping emulator).
  timer.unref();
  ctx.jobs.timers.add(timer);
};

/**
 * One chunk of a job: reads the record (a cancelled, removed or reset job stops here: null), does the chunk,
 * appends its text to the file and stores the progress. Answers the job as stored.
 */
const runChunk = (ctx: ServerContext, jobId: string, work: JobWork): JobRecord | null => {
  const job = jobs(ctx).get(jobId) as unknown as JobRecord | undefined;
  if (!job || job.state !== 'RUNNING') return null;
  const to = Math.min(job.total, job.processed + JOB_CHUNK_SIZE);
  let next: JobRecord;
  try {
    const outcome = job.total > 0 ? work.chunk(ctx, job, job.processed, to) : {};
    let bytesWritten = job.bytesWritten;
    if (outcome.text && job.fileName !== null) {
      appendFileSync(jobFilePath(ctx, job), outcome.text);
      bytesWritten += Buffer.byteLength(outcome.text);
    }
    next = {
      ...job,
      processed: to,
      bytesWritten,
      rowCount: job.rowCount === null ? null : job.rowCount + (outcome.rows ?? 0),
      partial: outcome.partial ?? job.partial,
    };
    if (to >= job.total)
      next = {
        ...next,
        state: 'DONE',
        sizeBytes: job.fileName === null ? null : bytesWritten,
        result: next.partial,
        partial: null,
        finishedAt: isoNow(ctx),
      };
    return save(ctx, next);
  } catch (error) {
    fail(ctx, job, error);
    return null;
  }
};

/** A chunk, then the next one after the server's pace while the job runs. */
const step = (ctx: ServerContext, jobId: string, work: JobWork): void => {
  if (runChunk(ctx, jobId, work)?.state === 'RUNNING') schedule(ctx, jobId, work, ctx.jobs.paceMs);
};

/** Ended jobs past their retention go, with their files. */
const prune = (ctx: ServerContext) => {
  const cutoff = ctx.now() - JOB_RETENTION_MS;
  for (const job of jobs(ctx).all() as unknown as JobRecord[])
    if (job.finishedAt !== null && Date.parse(job.finishedAt) < cutoff) {
      removeFile(ctx, job);
      jobs(ctx).delete(job.id);
    }
};

export interface NewJob {
  kind: JobKind;
  subject: JobRecord['subject'];
  params: Record<string, string>;
  permissions: readonly string[];
  total: number;
  /** The download's file name; null for a job without a file. */
  fileName: string | null;
  /** What the job works on when it is not in the store (a file's rows): kept beside it as `input.json`. */
  input?: unknown;
}

/**
 * Records a job of the caller and starts it: in the background (a chunk per turn, at the server's pace), or,
 * with `now`, to its end before this returns (the synchronous export of a small dataset).
 */
export const startJob = (
  ctx: ServerContext,
  auth: AuthContext,
  input: NewJob,
  work: JobWork,
  options: { now?: boolean } = {},
): JobRecord => {
  prune(ctx);
  const job: JobRecord = {
    id: `job-${randomUUID()}`,
    tenantId: auth.tenant.id,
    userId: auth.user.id,
    kind: input.kind,
    state: 'RUNNING',
    subject: input.subject,
    params: input.params,
    permissions: [...input.permissions],
    processed: 0,
    total: input.total,
    rowCount: input.fileName === null ? null : 0,
    bytesWritten: 0,
    sizeBytes: null,
    fileName: input.fileName,
    partial: null,
    result: null,
    errorCode: null,
    error: null,
    createdAt: isoNow(ctx),
    finishedAt: null,
    acknowledgedAt: null,
  };
  if (job.fileName !== null) {
    const header = work.header?.(ctx, job) ?? '';
    writeFileSync(jobFilePath(ctx, job), header);
    job.bytesWritten = Buffer.byteLength(header);
  }
  if (input.input !== undefined)
    writeFileSync(jobSideFilePath(ctx, job, 'input.json'), JSON.stringify(input.input));
  jobs(ctx).insert(job as never);
  if (options.now) {
    let current: JobRecord | null = job;
    while (current?.state === 'RUNNING') current = runChunk(ctx, job.id, work);
    const ended = jobs(ctx).get(job.id) as unknown as JobRecord;
    // Its user has the answer in hand: the tray need not tell them it ended.
    return save(ctx, { ...ended, acknowledgedAt: isoNow(ctx) });
  }
  schedule(ctx, job.id, work, 0);
  return job;
};

/**
 * After a restart: each job still RUNNING goes on where its record says, its file cut back to the bytes the
 * record counts (a chunk written but not recorded is written again, not twice). A job whose kind is unknown or
 * whose file is gone fails with a reason.
 */
export const resumeJob = (ctx: ServerContext, job: JobRecord, work: JobWork | undefined): void => {
  if (!work)
    return fail(
      ctx,
      job,
      new JobFailure('JOB_INTERRUPTED', 'The platform restarted and cannot continue this job.'),
    );
  if (job.fileName !== null) {
    const path = jobFilePath(ctx, job);
    if (!existsSync(path))
      return fail(
        ctx,
        job,
        new JobFailure('JOB_INTERRUPTED', 'The job’s file was lost while the platform restarted.'),
      );
    truncateSync(path, job.bytesWritten);
  }
  schedule(ctx, job.id, work, 0);
};

/** The caller cancels a running job: it stops before its next chunk and its partial file goes. */
export const cancelJob = (ctx: ServerContext, job: JobRecord): JobRecord => {
  removeFile(ctx, job);
  return save(ctx, {
    ...job,
    state: 'CANCELLED',
    partial: null,
    finishedAt: isoNow(ctx),
  });
};

/** Removes an ended job and its file. */
export const dismissJob = (ctx: ServerContext, job: JobRecord): void => {
  removeFile(ctx, job);
  jobs(ctx).delete(job.id);
};

/** Stops every scheduled chunk (the server closes); running jobs resume at the next start. */
export const stopJobs = (ctx: ServerContext): void => {
  for (const timer of ctx.jobs.timers) clearTimeout(timer);
  ctx.jobs.timers.clear();
};
