import { jobSchema, type Job } from '../../contract/schemas/jobs';
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
  /**
   * `POST data-report/:id/export`: the report's download as a job of the user; a small report's file is ready
   * when it answers (jobs/:id/file), a larger one's is written in the background (the tray follows it).
   */
  startReportDownload: async (id: string): Promise<Job> =>
    parseResponse(
      jobSchema,
      (await httpClient.call('reportsExport', { params: { id } })).body,
      'reportsExport',
    ),
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
