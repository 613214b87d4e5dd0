import type { DatasetFullPreviewResult } from '../../src/contract/schemas/jobs';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { AuthContext } from '../auth/session';
import { startJob, type JobWork } from '../jobs/jobRunner';
import { fileNameStem } from '../http/attachment';
import type { JobRecord } from '../types';
import type { VerificationRow } from '../verifications/dto';
import { DATASET_EXPORT_HEADER, datasetExportLines } from './exportCsv';
import { datasetMaintenance, type DatasetItemRecord, type DatasetRecord } from './datasetStore';

/**
 * The dataset's verifications at positions [from, to), each with its row as it is now (null: deleted since).
 * Items are stored under `<dataset id>-<position>`, so a chunk reads by id whatever the dataset's size.
 */
const itemsAt = (ctx: ServerContext, job: JobRecord, from: number, to: number) => {
  const dataset = ctx.store.table('datasets').get(job.params.datasetId ?? '') as unknown as
    DatasetRecord | undefined;
  if (!dataset) throw new ApiError(404, 'NOT_FOUND', 'The dataset was deleted while the job ran.');
  if (dataset.status === 'MAINTENANCE') throw datasetMaintenance(dataset);
  const items = ctx.store.table('datasetItems');
  const ids: string[] = [];
  for (let position = from; position < to; position += 1) {
    const item = items.get(`${dataset.id}-${position}`) as unknown as DatasetItemRecord | undefined;
    if (item) ids.push(item.verificationId);
  }
  const rows = new Map(
    ctx.store
      .table('verifications')
      .rowsOf<VerificationRow>(ids)
      .map((row) => [row.id, row]),
  );
  return ids.map((id, index) => ({ position: from + index, id, row: rows.get(id) ?? null }));
};

/** A dataset's items as CSV, in its order (exportCsv.ts). */
export const datasetExportWork: JobWork = {
  header: () => DATASET_EXPORT_HEADER,
  chunk: (ctx, job, from, to) => {
    const entries = itemsAt(ctx, job, from, to);
    return { text: datasetExportLines(entries), rows: entries.length };
  },
};

const emptyFindings = (): DatasetFullPreviewResult => ({
  available: 0,
  missing: 0,
  wipedOut: 0,
  byStatus: {},
  byCountry: {},
  byDocumentType: {},
});

const add = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * The full preview: every item read again as it is now, counted by status, country and document type, with
 * those deleted or wiped out since the dataset was made.
 */
export const datasetFullPreviewWork: JobWork = {
  chunk: (ctx, job, from, to) => {
    const findings = {
      ...emptyFindings(),
      ...(job.partial as Partial<DatasetFullPreviewResult> | null),
    } as DatasetFullPreviewResult;
    for (const { row } of itemsAt(ctx, job, from, to)) {
      if (!row) {
        findings.missing += 1;
        continue;
      }
      findings.available += 1;
      if (row.wipedOutAt) findings.wipedOut += 1;
      add(findings.byStatus, row.status);
      add(findings.byCountry, row.country.alpha2);
      add(findings.byDocumentType, row.documentType);
    }
    return { partial: findings };
  },
};

/**
 * Starts the caller's export (`now`: to its end before this returns) or full preview of a dataset: a job on the
 * dataset, whose file (an export's) needs PERM_DATASETS_VIEW to download.
 */
export const startDatasetJob = (
  ctx: ServerContext,
  auth: AuthContext,
  dataset: DatasetRecord,
  kind: 'DATASET_EXPORT' | 'DATASET_FULL_PREVIEW',
  options: { now?: boolean } = {},
): JobRecord => {
  const day = new Date(ctx.now()).toISOString().slice(0, 10);
  return startJob(
    ctx,
    auth,
    {
      kind,
      subject: { type: 'Dataset', id: dataset.id, name: dataset.name },
      params: { datasetId: dataset.id },
      permissions: ['PERM_DATASETS_VIEW'],
      total: dataset.itemCount,
      fileName:
        kind === 'DATASET_EXPORT' ? `dataset-${fileNameStem(dataset.name)}-${day}.csv` : null,
    },
    kind === 'DATASET_EXPORT' ? datasetExportWork : datasetFullPreviewWork,
    options,
  );
};
