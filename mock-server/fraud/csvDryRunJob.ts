import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { FRAUD_CSV_SYNC_DRY_RUN_MAX_ROWS } from '../../src/contract/constants';
import { escapeCsvCell } from '../../src/contract/rules/csv';
import type {
  FraudCsvReport,
  FraudCsvRow,
  FraudCsvRowResult,
} from '../../src/contract/schemas/fraudCsv';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { fileNameStem } from '../http/attachment';
import { ApiError } from '../http/errors';
import { JobFailure, jobSideFilePath, startJob, type JobWork } from '../jobs/jobRunner';
import type { JobRecord } from '../types';
import { csvLines } from '../verifications/csvJobs';
import {
  csvPlanScopeOf,
  newCsvPlanSeen,
  planCsvUpdate,
  reportOfRows,
  type CsvPlanScope,
  type CsvPlanSeen,
} from './csvUpdate';

/** The findings file: one line per row of the file, in its order, with what the update would do and why. */
const FINDINGS_HEADER = ['row', 'outcome', 'subject', 'entryId', 'reasons', 'looksLike'];

const findingsLine = (row: FraudCsvRowResult): string[] =>
  [
    row.rowNumber,
    row.outcome,
    row.label,
    row.entryId ?? '',
    row.errors.map((error) => `${error.field}: ${error.code}`).join('; '),
    row.collisions
      .map((collision) => `${collision.label} (${Math.round(collision.score * 100)} %)`)
      .join('; '),
  ].map((cell) => escapeCsvCell(cell));

/**
 * A plan made a chunk at a time needs the subjects the rows before named (a duplicate in the file is refused).
 * The job keeps them in memory between its chunks; after a restart, or in another process, they are made again
 * from the rows before the chunk (same rows, same answers).
 */
interface PlanInProgress {
  rows: FraudCsvRow[];
  seen: CsvPlanSeen;
  upTo: number;
}
const inProgress = new WeakMap<ServerContext, Map<string, PlanInProgress>>();

const inputOf = (ctx: ServerContext, job: JobRecord): FraudCsvRow[] => {
  const path = jobSideFilePath(ctx, job, 'input.json');
  if (!existsSync(path))
    throw new JobFailure(
      'JOB_INTERRUPTED',
      'The file’s rows were lost while the platform restarted.',
    );
  return JSON.parse(readFileSync(path, 'utf8')) as FraudCsvRow[];
};

const scopeOf = (job: JobRecord): CsvPlanScope => ({
  tenantId: job.tenantId,
  isAdmin: job.params.isAdmin === 'true',
});

const planFor = (ctx: ServerContext, job: JobRecord, from: number): PlanInProgress => {
  let plans = inProgress.get(ctx);
  if (!plans) inProgress.set(ctx, (plans = new Map()));
  let plan = plans.get(job.id);
  if (!plan || plan.upTo !== from) {
    const rows = plan?.rows ?? inputOf(ctx, job);
    plan = { rows, seen: newCsvPlanSeen(), upTo: from };
    planCsvUpdate(ctx, scopeOf(job), rows.slice(0, from), plan.seen);
    plans.set(job.id, plan);
  }
  return plan;
};

/**
 * The dry run of a fraud CSV update, a chunk of rows at a time: each row's plan is kept as a line of JSON beside
 * the job (the dialog's review reads them), and its findings go to the job's CSV (the tray's download).
 */
export const fraudCsvDryRunWork: JobWork = {
  header: () => csvLines([FINDINGS_HEADER]),
  chunk: (ctx, job, from, to) => {
    const plan = planFor(ctx, job, from);
    const results = planCsvUpdate(ctx, scopeOf(job), plan.rows.slice(from, to), plan.seen).map(
      (planned) => planned.result,
    );
    plan.upTo = to;
    if (to >= job.total) inProgress.get(ctx)?.delete(job.id);
    appendFileSync(
      jobSideFilePath(ctx, job, 'findings.jsonl'),
      results.map((result) => `${JSON.stringify(result)}\n`).join(''),
    );
    return { text: csvLines(results.map(findingsLine)), rows: results.length };
  },
};

/**
 * The report of a finished dry run. A row planned twice (a chunk done again after a restart) counts once: its
 * last plan.
 */
export const fraudCsvDryRunReport = (ctx: ServerContext, job: JobRecord): FraudCsvReport => {
  const path = jobSideFilePath(ctx, job, 'findings.jsonl');
  const byRow = new Map<number, FraudCsvRowResult>();
  if (existsSync(path))
    for (const line of readFileSync(path, 'utf8').split('\n'))
      if (line) {
        const result = JSON.parse(line) as FraudCsvRowResult;
        byRow.set(result.rowNumber, result);
      }
  if (byRow.size !== job.total)
    throw new ApiError(
      409,
      'ACTION_NOT_ALLOWED',
      'The dry run’s findings were lost; check the file again.',
    );
  return reportOfRows(
    [...byRow.values()].sort((a, b) => a.rowNumber - b.rowNumber),
    false,
  );
};

/**
 * Starts the caller's dry run of a file's rows: a small file is checked before this returns, a larger one in
 * the background (the job tray follows it). Its findings need PERM_FRAUD_DATABASE_EDIT to download.
 */
export const startFraudCsvDryRun = (
  ctx: ServerContext,
  auth: AuthContext,
  rows: readonly FraudCsvRow[],
  fileName: string | undefined,
): JobRecord => {
  const name = fileName?.trim() || 'fraud-entries.csv';
  const stem = fileNameStem(name.replace(/\.csv$/i, ''));
  return startJob(
    ctx,
    auth,
    {
      kind: 'FRAUD_CSV_DRY_RUN',
      subject: { type: 'FraudCsv', id: 'fraud-entries-csv', name },
      params: { isAdmin: String(csvPlanScopeOf(auth).isAdmin) },
      permissions: ['PERM_FRAUD_DATABASE_EDIT'],
      total: rows.length,
      fileName: `${stem}-dry-run.csv`,
      input: rows,
    },
    fraudCsvDryRunWork,
    { now: rows.length <= FRAUD_CSV_SYNC_DRY_RUN_MAX_ROWS },
  );
};
