import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  datasetCountSchema,
  datasetPreviewSchema,
  type DatasetIndirectRequest,
  type DatasetPreview,
} from '../../contract/schemas/datasets';
import { z } from 'zod';

const createdSchema = z.object({ id: z.string(), name: z.string(), itemCount: z.number().int() });

/** Typed calls of datasets beyond their declared records: the filter's count, the creation, the preview. */
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
});
export type DatasetActions = ReturnType<typeof createDatasetActions>;
