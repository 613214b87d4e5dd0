import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  datasetCountSchema,
  datasetFileCheckSchema,
  datasetPreviewSchema,
  type DatasetFileCheck,
  type DatasetFileRequest,
  type DatasetIndirectRequest,
  type DatasetPreview,
} from '../../contract/schemas/datasets';
import { jobSchema, type Job } from '../../contract/schemas/jobs';
import { z } from 'zod';

const createdSchema = z.object({ id: z.string(), name: z.string(), itemCount: z.number().int() });

const exportInfoSchema = z.object({ job: jobSchema.nullable() });

/**
 * Typed calls of datasets beyond their declared records: the filter's count, the creations (from a filter, from
 * a file), the previews, the export with its info and download, the input file.
 */
export const createDatasetActions = (httpClient: HttpClient) => ({
  /** How many verifications a filter of the verifications list holds now. */
  countDatasetFilter: async (
    filter: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<number> =>
    parseResponse(
      datasetCountSchema,
      (await httpClient.call('datasetsIndirectCount', { body: { filter }, signal })).body,
      'datasetsIndirectCount',
    ).count,
  /** Makes a dataset of every verification the filter holds (the spec's "indirect" creation). */
  createDatasetFromFilter: async (input: DatasetIndirectRequest) =>
    parseResponse(
      createdSchema,
      (await httpClient.call('datasetsIndirect', { body: input })).body,
      'datasetsIndirect',
    ),
  /** The first items of a dataset and its counts. */
  getDatasetPreview: async (id: string, signal?: AbortSignal): Promise<DatasetPreview> =>
    parseResponse(
      datasetPreviewSchema,
      (await httpClient.call('datasetsPreview', { params: { id }, signal })).body,
      'datasetsPreview',
    ),
  /** Starts the full preview (a job that reads every item again). */
  startDatasetFullPreview: async (id: string): Promise<Job> =>
    parseResponse(
      jobSchema,
      (await httpClient.call('datasetsPreviewAsync', { params: { id } })).body,
      'datasetsPreviewAsync',
    ),
  /** Only checks a file of public ids: rows read, rows usable, row errors. */
  checkDatasetFile: async (
    input: Omit<DatasetFileRequest, 'dryRun' | 'skipInvalidRows'>,
  ): Promise<DatasetFileCheck> =>
    parseResponse(
      datasetFileCheckSchema,
      (await httpClient.call('datasetsCreateFromFile', { body: { ...input, dryRun: true } })).body,
      'datasetsCreateFromFile',
    ),
  /** Makes a dataset of a file of public ids (of its valid rows, with `skipInvalidRows`). */
  createDatasetFromFile: async (input: Omit<DatasetFileRequest, 'dryRun'>) =>
    parseResponse(
      createdSchema,
      (await httpClient.call('datasetsCreateFromFile', { body: input })).body,
      'datasetsCreateFromFile',
    ),
  /** The file the dataset was made of, as uploaded. */
  getDatasetInputFile: async (id: string): Promise<Blob> =>
    (await httpClient.blob('datasetsInputFile', { params: { id } })).body,
  /** Exports the dataset: DONE at once for a small one, else a RUNNING job. */
  startDatasetExport: async (id: string): Promise<Job> =>
    parseResponse(
      jobSchema,
      (await httpClient.call('datasetsExport', { params: { id } })).body,
      'datasetsExport',
    ),
  /** The caller's latest export of the dataset, if any. */
  getDatasetExportInfo: async (id: string, signal?: AbortSignal): Promise<Job | null> =>
    parseResponse(
      exportInfoSchema,
      (await httpClient.call('datasetsExportInfo', { params: { id }, signal })).body,
      'datasetsExportInfo',
    ).job,
  /** The file of the caller's latest finished export of the dataset. */
  downloadDataset: async (id: string): Promise<Blob> =>
    (await httpClient.blob('datasetsDownload', { params: { id } })).body,
});
export type DatasetActions = ReturnType<typeof createDatasetActions>;
