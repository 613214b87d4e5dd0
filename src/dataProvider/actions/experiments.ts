import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  experimentItemSchema,
  experimentStatisticsSchema,
  experimentTagAnswerSchema,
  experimentTaggingTemplateSchema,
  type ExperimentItem,
  type ExperimentStatistics,
  type ExperimentTagAnswer,
  type ExperimentTagInput,
  type ExperimentTaggingTemplate,
} from '../../contract/schemas/experiments';
import { jobSchema, type Job } from '../../contract/schemas/jobs';

/**
 * Typed calls of experiments beyond their declared records: the statistics, the CSV search (a job), the tagging
 * template, and the items an experiment user tags.
 */
export const createExperimentActions = (httpClient: HttpClient) => ({
  getExperimentStatistics: async (
    id: string,
    signal?: AbortSignal,
  ): Promise<ExperimentStatistics> =>
    parseResponse(
      experimentStatisticsSchema,
      (await httpClient.call('experimentsStatistics', { params: { id }, signal })).body,
      'experimentsStatistics',
    ),
  /** The search's filter as a CSV file, made by a background job of the caller. */
  startExperimentCsvSearch: async (filter: Record<string, unknown>): Promise<Job> =>
    parseResponse(
      jobSchema,
      (await httpClient.call('experimentsCsvSearch', { body: filter })).body,
      'experimentsCsvSearch',
    ),
  getExperimentTaggingTemplate: async (
    id: string,
    signal?: AbortSignal,
  ): Promise<ExperimentTaggingTemplate> =>
    parseResponse(
      experimentTaggingTemplateSchema,
      (await httpClient.call('experimentsTaggingTemplate', { params: { id }, signal })).body,
      'experimentsTaggingTemplate',
    ),
  /** An image of a processed item's verification (GET experiments/:id/items/:position/images/:partId). */
  getExperimentItemImage: async (id: string, position: number, partId: string): Promise<Blob> =>
    (await httpClient.blob('experimentsItemImage', { params: { id, position, partId } })).body,
  getExperimentItem: async (
    id: string,
    position: number,
    signal?: AbortSignal,
  ): Promise<ExperimentItem> =>
    parseResponse(
      experimentItemSchema,
      (await httpClient.call('experimentsItem', { params: { id, position }, signal })).body,
      'experimentsItem',
    ),
  tagExperimentItem: async (
    id: string,
    position: number,
    tag: ExperimentTagInput,
  ): Promise<ExperimentTagAnswer> =>
    parseResponse(
      experimentTagAnswerSchema,
      (await httpClient.call('experimentsTag', { params: { id, position }, body: tag })).body,
      'experimentsTag',
    ),
});
export type ExperimentActions = ReturnType<typeof createExperimentActions>;
