import { randomUUID } from 'node:crypto';
import { DATASET_PREVIEW_SIZE, datasets } from '../../src/contract/resources/datasets';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { StoredRecord } from '../types';
import type { VerificationRow } from '../verifications/dto';
import { DATASET_EXPORT_HEADER, datasetExportLines } from './exportCsv';

/** One verification of a dataset, in the order the dataset was made (`datasetItems`). */
export interface DatasetItemRecord {
  id: string;
  tenantId: string;
  datasetId: string;
  verificationId: string;
  position: number;
}

export interface DatasetRecord extends StoredRecord {
  name: string;
  description: string | null;
  source: 'FILTER' | 'FILE';
  criteria: string;
  status: 'BUILDING' | 'READY' | 'ARCHIVED' | 'MAINTENANCE';
  itemCount: number;
  sizeBytes: number;
  summary?: DatasetSummary;
}

/** Rows read at a time while a dataset is summarised. */
const CHUNK = 1_000;

/** What a dataset holds, counted once when it is made (its items never change). */
export interface DatasetSummary {
  byStatus: Record<string, number>;
  byCountry: Record<string, number>;
  byDocumentType: Record<string, number>;
}

const add = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** What summarising has counted so far. */
interface Tally {
  summary: DatasetSummary;
  sizeBytes: number;
}

const emptyTally = (): Tally => ({
  summary: { byStatus: {}, byCountry: {}, byDocumentType: {} },
  sizeBytes: Buffer.byteLength(DATASET_EXPORT_HEADER),
});

/**
 * Counts the items [start, start + CHUNK) by status, country and document type and adds the bytes of their
 * export lines (the dataset's size is its export's, header included).
 */
const tallyChunk = (ctx: ServerContext, ids: readonly string[], start: number, tally: Tally) => {
  const rows = ctx.store
    .table('verifications')
    .rowsOf<VerificationRow>(ids.slice(start, start + CHUNK));
  for (const row of rows) {
    add(tally.summary.byStatus, row.status);
    add(tally.summary.byCountry, row.country.alpha2);
    add(tally.summary.byDocumentType, row.documentType);
  }
  tally.sizeBytes += Buffer.byteLength(
    datasetExportLines(rows.map((row, index) => ({ position: start + index, id: row.id, row }))),
  );
};

/**
 * Counts a BUILDING dataset's items a chunk per turn, at the jobs' pace (the server keeps answering), then makes
 * it READY with its counts and size. Run again from the start for any dataset left BUILDING by a restart.
 */
export const finishBuilding = (
  ctx: ServerContext,
  datasetId: string,
  verificationIds?: readonly string[],
): void => {
  const dataset = ctx.store.table('datasets').get(datasetId) as unknown as
    DatasetRecord | undefined;
  if (!dataset || dataset.status !== 'BUILDING') return;
  const ids = verificationIds ?? datasetVerificationIds(ctx, dataset);
  const tally = emptyTally();
  const step = (start: number) => {
    const current = ctx.store.table('datasets').get(datasetId) as unknown as
      DatasetRecord | undefined;
    // Deleted meanwhile, or the store was reset: nothing to finish.
    if (!current || current.status !== 'BUILDING') return;
    tallyChunk(ctx, ids, start, tally);
    if (start + CHUNK < ids.length) {
      const timer = setTimeout(() => {
        ctx.jobs.timers.delete(timer);
        step(start + CHUNK);
      }, ctx.jobs.paceMs);
      timer.unref();
      ctx.jobs.timers.add(timer);
      return;
    }
    ctx.store.table('datasets').update({
      ...current,
      status: 'READY',
      summary: tally.summary,
      sizeBytes: tally.sizeBytes,
    } as never);
  };
  step(0);
};

/** At start: datasets a restart left BUILDING are counted again. */
export const resumeBuilding = (ctx: ServerContext): void => {
  for (const dataset of ctx.store.table('datasets').all() as unknown as DatasetRecord[])
    if (dataset.status === 'BUILDING') finishBuilding(ctx, dataset.id);
};

/**
 * The spec's "dataset maintenance": a dataset being rebuilt takes no action until it is READY again; the answer
 * names it.
 */
export const datasetMaintenance = (dataset: Pick<DatasetRecord, 'name'>): ApiError =>
  new ApiError(
    409,
    'DATASET_MAINTENANCE',
    `The system is currently undergoing maintenance. The dataset “${dataset.name}” is being rebuilt; try again when it is ready.`,
  );

/** A second dataset of the tenant with the same name (any case): 409 DUPLICATE_ENTITY on the name. */
export const assertNameFree = (
  ctx: ServerContext,
  tenantId: string,
  name: string,
  exceptId?: string,
): void => {
  const key = name.trim().toLowerCase();
  const same = (ctx.store.table('datasets').all(tenantId) as unknown as DatasetRecord[]).find(
    (dataset) => dataset.id !== exceptId && dataset.name.trim().toLowerCase() === key,
  );
  if (same)
    throw new ApiError(409, 'DUPLICATE_ENTITY', 'Another dataset already has this name.', [
      {
        field: 'name',
        code: 'DUPLICATE_ENTITY',
        message: 'Another dataset already has this name.',
      },
    ]);
};

/**
 * Makes a dataset of these verifications (in this order) in one unit of work: the record and its items. A
 * dataset of up to `ctx.jobs.datasetSyncSummaryMax` items (5,000) is counted first and READY at once; a larger one is BUILDING
 * until its counts and size are done in the background (finishBuilding). Audited by the caller's route.
 */
export const createDataset = (
  ctx: ServerContext,
  auth: AuthContext,
  values: {
    name: string;
    description: string | null;
    source: DatasetRecord['source'];
    criteria: string;
  },
  verificationIds: readonly string[],
): DatasetRecord => {
  const now = new Date(ctx.now()).toISOString();
  const counted = verificationIds.length <= ctx.jobs.datasetSyncSummaryMax;
  const tally = emptyTally();
  if (counted)
    for (let start = 0; start < verificationIds.length; start += CHUNK)
      tallyChunk(ctx, verificationIds, start, tally);
  const record: DatasetRecord = {
    id: `${datasets.idPrefix}-${randomUUID()}`,
    tenantId: auth.tenant.id,
    ...values,
    status: counted ? 'READY' : 'BUILDING',
    itemCount: verificationIds.length,
    sizeBytes: counted ? tally.sizeBytes : 0,
    ...(counted ? { summary: tally.summary } : {}),
    version: 1,
    createdAt: now,
    createdBy: auth.user.email,
    updatedAt: now,
    updatedBy: auth.user.email,
  } as DatasetRecord;
  ctx.store.transaction(() => {
    ctx.store.table('datasets').insert(record as never);
    const items = ctx.store.table('datasetItems');
    verificationIds.forEach((verificationId, position) =>
      items.insert({
        id: `${record.id}-${position}`,
        tenantId: auth.tenant.id,
        datasetId: record.id,
        verificationId,
        position,
      } as never),
    );
  });
  if (!counted) finishBuilding(ctx, record.id, verificationIds);
  return record;
};

/** The dataset's verification ids, in its order. */
export const datasetVerificationIds = (ctx: ServerContext, dataset: DatasetRecord): string[] =>
  (ctx.store.table('datasetItems').where('datasetId', dataset.id) as unknown as DatasetItemRecord[])
    .sort((a, b) => a.position - b.position)
    .map((item) => item.verificationId);

/**
 * The synchronous preview: the first DATASET_PREVIEW_SIZE items as verification rows (those wiped out since are
 * left out), with the dataset's counts.
 */
export const previewDataset = (ctx: ServerContext, dataset: DatasetRecord) => {
  // Items are stored under `<dataset id>-<position>`: the first ones are read by id, whatever the size.
  const items = ctx.store.table('datasetItems');
  const first = Array.from({ length: Math.min(DATASET_PREVIEW_SIZE, dataset.itemCount) }, (_, i) =>
    items.get(`${dataset.id}-${i}`),
  ).flatMap((item) => (item ? [(item as unknown as DatasetItemRecord).verificationId] : []));
  return {
    total: dataset.itemCount,
    items: ctx.store.table('verifications').rowsOf<Record<string, unknown>>(first),
    summary: dataset.summary ?? { byStatus: {}, byCountry: {}, byDocumentType: {} },
  };
};
