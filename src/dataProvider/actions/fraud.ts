import type { HttpClient } from '../httpClient';
import { buildGuardedPayload } from '../guard';
import { parseResponse } from '../parse';
import type { GuardFields } from '../../contract/schemas/common';
import {
  fraudCsvReportSchema,
  type FraudCsvReport,
  type FraudCsvRow,
} from '../../contract/schemas/fraudCsv';
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
  /** What a CSV update would do with each row (`POST fraud-entries/csv/dry-run`); changes nothing. */
  fraudCsvDryRun: async (rows: FraudCsvRow[], signal?: AbortSignal): Promise<FraudCsvReport> =>
    parseResponse(
      fraudCsvReportSchema,
      (await httpClient.call('fraudEntriesCsvDryRun', { body: { rows }, signal })).body,
      'fraudEntriesCsvDryRun',
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
