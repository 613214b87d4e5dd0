import { z } from 'zod';
import { declareResource } from '../declare';

const VIEWERS = ['PERM_DATASETS_VIEW'] as const;
const EDITORS = ['PERM_DATASETS_EDIT'] as const;

/** BUILDING while its items are gathered, READY to use, ARCHIVED (kept, not offered), MAINTENANCE while rebuilt. */
export const DATASET_STATUSES = ['BUILDING', 'READY', 'ARCHIVED', 'MAINTENANCE'] as const;
/** Where its verifications came from: a filter of the verifications list, or an uploaded file of public ids. */
export const DATASET_SOURCES = ['FILTER', 'FILE'] as const;
/** A dataset at most this large exports synchronously; a larger one through an export job. */
export const DATASET_SYNC_EXPORT_MAX = 1_000;
/** The items a synchronous preview shows. */
export const DATASET_PREVIEW_SIZE = 20;

/**
 * Datasets (spec section 7, "Datasets"): frozen, named sets of one tenant's verifications that experiments run
 * on. A dataset is made from a filter of the verifications list (the spec's "indirect" creation: the filter's
 * count is shown before it is confirmed) or from an uploaded file of public ids; its items never change after.
 * Name and description are edited as a record; archive and unarchive are actions; a dataset is deleted only
 * while no experiment uses it. While one is rebuilt (MAINTENANCE) the platform refuses actions on it with the
 * spec's "dataset maintenance" (mock-server/resources/datasets.ts).
 */
export const datasets = declareResource({
  name: 'datasets',
  entityType: 'Dataset',
  idPrefix: 'ds',
  icon: 'Storage',
  fields: z.object({
    name: z.string().trim().min(1).max(120),
    description: z.string().trim().max(2000).nullish(),
    // Set by the platform when the dataset is made.
    source: z.enum(DATASET_SOURCES).default('FILTER'),
    /** The filter it was made from (JSON), or the uploaded file's name. */
    criteria: z.string().max(4000).default(''),
    status: z.enum(DATASET_STATUSES).default('BUILDING'),
    itemCount: z.number().int().min(0).default(0),
    /** The size of its export when it was made (bytes of the CSV, header included). */
    sizeBytes: z.number().int().min(0).default(0),
  }),
  fieldOptions: {
    description: { kind: 'longText' },
    source: { readOnly: true },
    criteria: { readOnly: true, kind: 'longText' },
    status: { readOnly: true },
    itemCount: { readOnly: true },
    sizeBytes: { readOnly: true },
  },
  recordRepresentation: 'name',
  unique: ['name'],
  list: {
    columns: ['name', 'status', 'source', 'itemCount', 'createdBy', 'createdAt', 'description'],
    hiddenByDefault: ['description'],
    search: ['name', 'description', 'id'],
    filters: [
      { source: 'status', kind: 'choice', alwaysOn: true },
      { source: 'source', kind: 'choice' },
      { source: 'createdAt', kind: 'dateRange' },
    ],
    sortable: ['name', 'status', 'itemCount', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 10,
    bulkDelete: false,
  },
  show: {
    sections: [
      { key: 'dataset', fields: ['name', 'description', 'status'] },
      { key: 'origin', fields: ['source', 'criteria', 'itemCount', 'sizeBytes'] },
    ],
  },
  // Made by the custom creations (from a filter, from a file); edited and deleted as records.
  access: { list: VIEWERS, show: VIEWERS, export: VIEWERS, edit: EDITORS, delete: EDITORS },
  customAccess: { create: EDITORS, preview: VIEWERS, exportItems: VIEWERS },
  editableWhen: { field: 'status', in: ['READY', 'ARCHIVED'] },
  actions: {
    archive: {
      target: 'record',
      method: 'POST',
      path: ':id/archive',
      access: EDITORS,
      confirm: true,
      icon: 'Archive',
      when: { field: 'status', in: ['READY'] },
    },
    unarchive: {
      target: 'record',
      method: 'POST',
      path: ':id/unarchive',
      access: EDITORS,
      confirm: true,
      icon: 'Unarchive',
      when: { field: 'status', in: ['ARCHIVED'] },
    },
  },
});

/** A file of public ids holds at most this many rows. */
export const DATASET_FILE_MAX_ROWS = 100_000;
/** The largest file body (100,000 public ids with a header fit in it). */
export const DATASET_FILE_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
