import type { HttpClient } from '../httpClient';
import { buildGuardedPayload } from '../guard';
import { parseResponse } from '../parse';
import type { GuardFields } from '../../contract/schemas/common';
import {
  fraudCsvReportSchema,
  type FraudCsvReport,
  type FraudCsvRow,
} from '../../contract/schemas/fraudCsv';
import { jobSchema, type Job } from '../../contract/schemas/jobs';
import {
  fraudCollisionsSchema,
  type FraudCollisions,
  type FraudCollisionsRequest,
} from '../../contract/schemas/fraud';

/** Typed custom methods of the fraud database beyond its declared rows and actions. */
export const createFraudActions = (httpClient: HttpClient) => ({
  /** Entries that look like the subject typed so far (`POST fraud-entries/collisions`), best first. */
  getFraudCollisions: async (
    subject: FraudCollisionsRequest,
    signal?: AbortSignal,
  ): Promise<FraudCollisions> =>
    parseResponse(
      fraudCollisionsSchema,
      (await httpClient.call('fraudEntriesCollisions', { body: subject, signal })).body,
      'fraudEntriesCollisions',
    ),
  /**
   * Starts the dry run of a CSV update (`POST fraud-entries/csv/dry-run`), a job of the user: a small file's is
   * done when it answers, a larger one's runs on (the tray follows it). Changes nothing.
   */
  startFraudCsvDryRun: async (
    rows: FraudCsvRow[],
    fileName: string,
    signal?: AbortSignal,
  ): Promise<Job> =>
    parseResponse(
      jobSchema,
      (await httpClient.call('fraudEntriesCsvDryRun', { body: { rows, fileName }, signal })).body,
      'fraudEntriesCsvDryRun',
    ),
  /** What a finished dry run found for each row of the file. */
  getFraudCsvDryRunReport: async (jobId: string, signal?: AbortSignal): Promise<FraudCsvReport> =>
    parseResponse(
      fraudCsvReportSchema,
      (await httpClient.call('fraudEntriesCsvDryRunReport', { params: { id: jobId }, signal }))
        .body,
      'fraudEntriesCsvDryRunReport',
    ),
  /** The CSV update (guarded): the valid rows of the file in one transaction. */
  fraudCsvUpdate: async (rows: FraudCsvRow[], guard: GuardFields): Promise<FraudCsvReport> =>
    parseResponse(
      fraudCsvReportSchema,
      (
        await httpClient.call('fraudEntriesCsvUpdate', {
          body: buildGuardedPayload({ rows }, guard),
        })
      ).body,
      'fraudEntriesCsvUpdate',
    ),
});
export type FraudActions = ReturnType<typeof createFraudActions>;
