import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  bulkDeleteAnswerSchema,
  reportConfigurationSchema,
  reportSchema,
  type Report,
  type ReportConfiguration,
  type ReportConfigurationUpdate,
  type ReportCriteria,
} from '../../contract/schemas/reports';

/** Typed custom methods of the data reports (spec section 7, "Data report"; "reports"). */
export const createReportActions = (httpClient: HttpClient) => ({
  /** `POST data-report/criteria`: starts a report job (PENDING until the platform has prepared it). */
  createReport: async (criteria: ReportCriteria): Promise<Report> =>
    parseResponse(
      reportSchema,
      (await httpClient.call('reports.create', { body: criteria })).body,
      'reports.create',
    ),
  /** `GET data-report/:id/result`: the report's CSV text. */
  downloadReportResult: async (id: string): Promise<string> =>
    (await httpClient.text('reportsResult', { params: { id } })).body,
  /** `POST data-report/:id/retry`: a FAILED report prepared again with its criteria (PENDING once more). */
  retryReport: async (id: string): Promise<Report> =>
    parseResponse(
      reportSchema,
      (await httpClient.call('reportsRetry', { params: { id } })).body,
      'reportsRetry',
    ),
  /** `POST reports/bulk-delete {ids}`: all or nothing; answers how many were deleted. */
  bulkDeleteReports: async (ids: readonly string[]): Promise<number> =>
    parseResponse(
      bulkDeleteAnswerSchema,
      (await httpClient.call('reportsBulkDelete', { body: { ids } })).body,
      'reportsBulkDelete',
    ).deleted,
  getReportConfiguration: async (): Promise<ReportConfiguration> =>
    parseResponse(
      reportConfigurationSchema,
      (await httpClient.call('reportsConfigurationGet')).body,
      'reportsConfigurationGet',
    ),
  updateReportConfiguration: async (
    update: ReportConfigurationUpdate,
  ): Promise<ReportConfiguration> =>
    parseResponse(
      reportConfigurationSchema,
      (await httpClient.call('reportsConfigurationUpdate', { body: update })).body,
      'reportsConfigurationUpdate',
    ),
});
export type ReportActions = ReturnType<typeof createReportActions>;
