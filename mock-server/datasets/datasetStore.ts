import { randomUUID } from 'node:crypto';
import { DATASET_PREVIEW_SIZE, datasets } from '../../src/contract/resources/datasets';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { StoredRecord } from '../types';

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

/**
 * Counts the items by status, country and document type and measures the size their export takes (bytes),
 * reading the rows a chunk at a time.
 */
const summarise = (ctx: ServerContext, ids: readonly string[]) => {
  const summary: DatasetSummary = { byStatus: {}, byCountry: {}, byDocumentType: {} };
  let sizeBytes = 0;
  const verifications = ctx.store.table('verifications');
  for (let start = 0; start < ids.length; start += CHUNK)
    for (const row of verifications.rowsOf<Record<string, unknown>>(
      ids.slice(start, start + CHUNK),
    )) {
      add(summary.byStatus, String(row.status));
      add(summary.byCountry, String((row.country as { alpha2?: string } | null)?.alpha2 ?? ''));
      add(summary.byDocumentType, String(row.documentType));
      sizeBytes += JSON.stringify(row).length + 1;
    }
  return { summary, sizeBytes };
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
 * Makes a dataset of these verifications (in this order) in one unit of work: the record, READY, and its items.
 * Audited by the caller's route.
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
  const { summary, sizeBytes } = summarise(ctx, verificationIds);
  const record: DatasetRecord = {
    id: `${datasets.idPrefix}-${randomUUID()}`,
    tenantId: auth.tenant.id,
    ...values,
    status: 'READY',
    itemCount: verificationIds.length,
    sizeBytes,
    summary,
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
