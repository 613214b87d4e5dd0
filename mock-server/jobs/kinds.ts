import type { JobKind } from '../../src/contract/schemas/jobs';
import type { ServerContext } from '../context';
import { datasetExportWork, datasetFullPreviewWork } from '../datasets/datasetJobs';
import type { JobRecord } from '../types';
import { experimentCsvSearchWork } from '../experiments/csvSearch';
import { fraudCsvDryRunWork } from '../fraud/csvDryRunJob';
import { reportDownloadWork } from '../reports/reportDownloadJob';
import { resumeJob, type JobWork } from './jobRunner';

/** The work of each kind of job: what a job record needs to go on after a restart. */
export const JOB_WORK: Record<JobKind, JobWork> = {
  DATASET_EXPORT: datasetExportWork,
  DATASET_FULL_PREVIEW: datasetFullPreviewWork,
  EXPERIMENT_CSV_SEARCH: experimentCsvSearchWork,
  REPORT_DOWNLOAD: reportDownloadWork,
  FRAUD_CSV_DRY_RUN: fraudCsvDryRunWork,
};

/** At start: every job left RUNNING by the last run goes on where it stopped. */
export const resumeJobs = (ctx: ServerContext): void => {
  for (const job of ctx.store.table('jobs').all() as unknown as JobRecord[])
    if (job.state === 'RUNNING') resumeJob(ctx, job, JOB_WORK[job.kind]);
};
