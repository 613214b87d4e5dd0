import type { HttpClient } from '../httpClient';
import { buildGuardedPayload } from '../guard';
import { parseResponse } from '../parse';
import type { GuardFields } from '../../contract/schemas/common';
import {
  csvExportJobSchema,
  csvExportStatusSchema,
  verificationAuditPageSchema,
  verificationSchema,
  verificationStatusCountsSchema,
  type CsvExportJob,
  type CsvExportStatus,
  type Verification,
  type VerificationAuditPage,
  type VerificationFilterBody,
  type VerificationResultChange,
  type VerificationStatusCounts,
} from '../../contract/schemas/verifications';

/**
 * Typed custom methods of the verifications resource (spec section 7: Verifications, Images): status counts,
 * images, the verification's audit log, the server CSV export and the operator actions.
 */
export const createVerificationActions = (httpClient: HttpClient) => {
  const verificationOf = async (
    key:
      | 'verificationsUpdateResult'
      | 'verificationsRequestMasking'
      | 'verificationsMaskCredentials'
      | 'verificationsWipeOut'
      | 'verificationsReplay',
    id: string,
    body?: unknown,
  ): Promise<Verification> =>
    parseResponse(
      verificationSchema,
      (await httpClient.call(key, { params: { id }, body })).body,
      key,
    );

  return {
    /** Counts per status for the filter without its status part (the status tabs). */
    getVerificationStatusCounts: async (
      filter: VerificationFilterBody,
    ): Promise<VerificationStatusCounts> => {
      const { status: _ignored, ...rest } = filter;
      const response = await httpClient.call('verificationsStatusCounts', { body: rest });
      return parseResponse(
        verificationStatusCountsSchema,
        response.body,
        'verificationsStatusCounts',
      );
    },
    /** One credential part's bytes (the part's `href` is never fetched directly). */
    getVerificationImage: async (id: string, partId: string): Promise<Blob> =>
      (await httpClient.blob('verificationsImage', { params: { id, partId } })).body,
    getVerificationAuditLog: async (
      id: string,
      page: number,
      size: number,
    ): Promise<VerificationAuditPage> =>
      parseResponse(
        verificationAuditPageSchema,
        (await httpClient.call('verificationsAuditLog', { params: { id }, query: { page, size } }))
          .body,
        'verificationsAuditLog',
      ),
    startVerificationCsvExport: async (filter: VerificationFilterBody): Promise<CsvExportJob> =>
      parseResponse(
        csvExportJobSchema,
        (await httpClient.call('verificationsCsvExportStart', { body: filter })).body,
        'verificationsCsvExportStart',
      ),
    getVerificationCsvExportStatus: async (jobId: string): Promise<CsvExportStatus> =>
      parseResponse(
        csvExportStatusSchema,
        (await httpClient.call('verificationsCsvExportStatus', { params: { jobId } })).body,
        'verificationsCsvExportStatus',
      ),
    getVerificationCsvExportFile: async (jobId: string): Promise<Blob> =>
      (await httpClient.blob('verificationsCsvExportFile', { params: { jobId } })).body,
    /** Guarded: `{entity: {decision, reason, version}, password, passCode, reason, classification}`. */
    updateVerificationResult: (
      id: string,
      change: VerificationResultChange,
      guard: GuardFields,
    ): Promise<Verification> =>
      verificationOf('verificationsUpdateResult', id, buildGuardedPayload(change, guard)),
    requestVerificationMasking: (id: string): Promise<Verification> =>
      verificationOf('verificationsRequestMasking', id),
    maskVerificationCredentials: (id: string, credentialIds: string[]): Promise<Verification> =>
      verificationOf('verificationsMaskCredentials', id, { credentialIds }),
    /** Guarded and irreversible; the entity part is empty. */
    wipeOutVerification: (id: string, guard: GuardFields): Promise<Verification> =>
      verificationOf('verificationsWipeOut', id, buildGuardedPayload({}, guard)),
    replayVerification: (id: string): Promise<Verification> =>
      verificationOf('verificationsReplay', id),
  };
};
export type VerificationActions = ReturnType<typeof createVerificationActions>;
