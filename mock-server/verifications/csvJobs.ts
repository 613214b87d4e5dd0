import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { escapeCsvCell } from '../../src/contract/rules/csv';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import type { VerificationRow } from './dto';

/**
 * Server-side CSV exports of a filtered verification list. A job snapshots the ids of the matching records (in
 * the list's order), then reads and writes CHUNK_SIZE rows per turn of the event loop (setImmediate), so the
 * server stays responsive, the portal can show progress and the rows are never all in memory. Jobs belong to the user and tenant that started them (anyone else gets 404) and expire after
 * JOB_TTL_MS. Cells go through the portal's formula-safe escaping (a leading `=`, `+`, `-`, `@`, tab or CR gets
 * a `'`).
 */
export const CHUNK_SIZE = 500;
export const JOB_TTL_MS = 10 * 60 * 1000;

export interface CsvJob {
  id: string;
  userId: string;
  tenantId: string;
  status: 'RUNNING' | 'DONE' | 'FAILED';
  processed: number;
  total: number;
  createdAt: number;
  chunks: string[];
  ids: string[];
  /** Reads the list rows of some ids (the store's). */
  read: (ids: readonly string[]) => VerificationRow[];
}

/** The columns of a verification in a CSV export (the list export and the dataset export). */
export const VERIFICATION_CSV_COLUMNS: readonly [string, (row: VerificationRow) => unknown][] = [
  ['id', (r) => r.id],
  ['publicId', (r) => r.publicId],
  ['status', (r) => r.status],
  ['source', (r) => r.source],
  ['country', (r) => r.country.alpha2],
  ['countryName', (r) => r.country.label],
  ['documentType', (r) => r.documentType],
  ['credentialCategories', (r) => r.credentialCategories.join(' ')],
  ['riskScore', (r) => r.riskScore],
  ['matchType', (r) => r.matchType],
  ['firstName', (r) => r.firstName],
  ['lastName', (r) => r.lastName],
  ['documentNumber', (r) => r.documentNumber],
  ['transactionCreationDate', (r) => r.transactionCreationDate],
  ['createdAt', (r) => r.createdAt],
  ['updatedAt', (r) => r.updatedAt],
  ['completedAt', (r) => r.completedAt],
  ['reviewDueAt', (r) => r.reviewDueAt],
  ['workflowName', (r) => r.workflowName],
  ['wipedOutAt', (r) => r.wipedOutAt],
];

const jobsByServer = new WeakMap<ServerContext, Map<string, CsvJob>>();

const jobsOf = (ctx: ServerContext): Map<string, CsvJob> => {
  let jobs = jobsByServer.get(ctx);
  if (!jobs) {
    jobs = new Map();
    jobsByServer.set(ctx, jobs);
  }
  const now = ctx.now();
  for (const [id, job] of jobs) if (now - job.createdAt > JOB_TTL_MS) jobs.delete(id);
  return jobs;
};

/** Rows as CSV lines, each ending in CRLF. */
export const csvLines = (rows: unknown[][]): string =>
  `${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;

const processChunk = (job: CsvJob): void => {
  if (job.status !== 'RUNNING') return;
  try {
    const slice = job.ids.slice(job.processed, job.processed + CHUNK_SIZE);
    // A verification deleted since the snapshot is left out.
    const rows = job.read(slice);
    if (rows.length)
      job.chunks.push(
        csvLines(
          rows.map((row) => VERIFICATION_CSV_COLUMNS.map(([, value]) => escapeCsvCell(value(row)))),
        ),
      );
    job.processed += slice.length;
    if (job.processed >= job.total) {
      job.status = 'DONE';
      job.ids = [];
    } else setImmediate(() => processChunk(job));
  } catch {
    job.status = 'FAILED';
    job.ids = [];
  }
};

export const startCsvJob = (ctx: ServerContext, auth: AuthContext, ids: string[]): CsvJob => {
  const job: CsvJob = {
    id: randomUUID(),
    userId: auth.user.id,
    tenantId: auth.tenant.id,
    status: 'RUNNING',
    processed: 0,
    total: ids.length,
    createdAt: ctx.now(),
    chunks: [csvLines([VERIFICATION_CSV_COLUMNS.map(([header]) => header)])],
    ids,
    read: (some) => ctx.store.table('verifications').rowsOf<VerificationRow>(some),
  };
  jobsOf(ctx).set(job.id, job);
  setImmediate(() => processChunk(job));
  return job;
};

/** The caller's own job; another user's or tenant's job, an expired or unknown one → 404. */
export const findCsvJob = (ctx: ServerContext, auth: AuthContext, jobId: string): CsvJob => {
  const job = jobsOf(ctx).get(jobId);
  if (!job || job.userId !== auth.user.id || job.tenantId !== auth.tenant.id)
    throw notFound('Export');
  return job;
};

export const csvJobStatus = (job: CsvJob) => ({
  jobId: job.id,
  status: job.status,
  processed: job.processed,
  total: job.total,
});

export const csvJobFile = (job: CsvJob): string => {
  if (job.status === 'RUNNING')
    throw new ApiError(
      409,
      'ACTION_NOT_ALLOWED',
      'The export is still running. Try again when it is done.',
    );
  if (job.status === 'FAILED')
    throw new ApiError(409, 'ACTION_NOT_ALLOWED', 'The export failed. Start a new export.');
  return job.chunks.join('');
};
