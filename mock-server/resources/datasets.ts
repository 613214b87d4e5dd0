import { ApiError } from '../http/errors';
import type { ResourceBehaviour } from '../kit/behaviour';
import type { StoredRecord } from '../types';
import { assertNameFree, datasetMaintenance, type DatasetRecord } from '../datasets/datasetStore';

const asDataset = (record: StoredRecord) => record as unknown as DatasetRecord;

/** An action on a dataset being rebuilt: the spec's "dataset maintenance". */
const assertNotInMaintenance = (record: StoredRecord): void => {
  if (asDataset(record).status === 'MAINTENANCE') throw datasetMaintenance(asDataset(record));
};

const moveTo =
  (from: DatasetRecord['status'], to: DatasetRecord['status']) =>
  (record: StoredRecord): StoredRecord => {
    assertNotInMaintenance(record);
    if (asDataset(record).status !== from)
      throw new ApiError(
        409,
        'ACTION_NOT_ALLOWED',
        `The dataset is ${asDataset(record).status.toLowerCase()}; only a ${from.toLowerCase()} dataset can be ${to === 'ARCHIVED' ? 'archived' : 'unarchived'}.`,
      );
    return { ...record, status: to } as StoredRecord;
  };

/**
 * Datasets beyond the generic handler:
 * - `prepare` lets an edit change the name (unique in the tenant, any case) and the description only: what the
 *   dataset holds and how it was made stay as they were; a dataset being rebuilt refuses it (DATASET_MAINTENANCE).
 * - archive and unarchive move READY ⇄ ARCHIVED, refused in any other state (409 ACTION_NOT_ALLOWED);
 * - a delete is refused while the dataset is rebuilt, and takes the dataset's items and input file with it.
 */
export const datasetsBehaviour: ResourceBehaviour = {
  prepare: (input, { ctx, auth, current }) => {
    if (!current)
      throw new ApiError(
        409,
        'ACTION_NOT_ALLOWED',
        'A dataset is made from a filter of the verifications or from a file of public ids.',
      );
    assertNotInMaintenance(current);
    assertNameFree(ctx, auth.tenant.id, String(input.name ?? ''), current.id);
    const { name, description } = input;
    const dataset = asDataset(current);
    return {
      name,
      description: description ?? null,
      source: dataset.source,
      criteria: dataset.criteria,
      status: dataset.status,
      itemCount: dataset.itemCount,
      sizeBytes: dataset.sizeBytes,
    };
  },
  beforeDelete: (record, { ctx }) => {
    assertNotInMaintenance(record);
    // An experiment's results point into the dataset: it stays while any experiment (archived too) uses it.
    const users = ctx.store
      .table('experiments')
      .where('datasetId', record.id)
      .map((experiment) => `“${String((experiment as { name?: unknown }).name)}”`);
    if (users.length)
      throw new ApiError(
        409,
        'DATASET_IN_USE',
        `The dataset “${asDataset(record).name}” is used by ${users.length === 1 ? 'the experiment' : 'the experiments'} ${users.join(', ')}: delete ${users.length === 1 ? 'it' : 'them'} first, or archive the dataset instead.`,
        [{ field: 'experiments', code: 'DATASET_IN_USE', message: users.join(', ') }],
      );
  },
  deleted: (record, { ctx }) => {
    const items = ctx.store.table('datasetItems');
    for (const item of items.where('datasetId', record.id)) items.delete(item.id);
    ctx.store.table('datasetFiles').delete(record.id);
  },
  actions: {
    archive: moveTo('READY', 'ARCHIVED'),
    unarchive: moveTo('ARCHIVED', 'READY'),
  },
};
