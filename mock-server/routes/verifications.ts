import { z } from 'zod';
import { holdsAnyOf, type Authority, type Permission } from '../../src/contract/permissions';
import { SCAN_VIEWERS } from '../../src/contract/resources/verifications';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { ApiError, MESSAGES } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { sendPartImage, shownPartOf } from '../images/sendPartImage';
import type { ImageSensitivity } from '../types';
import { findVerification } from '../verifications/find';
import { csvJobFile, csvJobStatus, findCsvJob, startCsvJob } from '../verifications/csvJobs';
import { parseVerificationFilter } from '../verifications/filter';
import { countVerificationsByStatus, matchingVerificationIds } from '../verifications/list';
import { settleReplays } from '../verifications/replay';
import { pageOf } from './listHelpers';
import { registerVerificationActionEndpoints } from './verificationActions';

/**
 * Verifications (issue 5): the custom calls next to the declared list and get (mock-server/resources/verifications.ts):
 * status counts, images, the verification's audit log and CSV export jobs.
 */

const ID = z.string().min(1).max(100);
const idParams = z.object({ id: ID });
/** Part ids are echoed in a response header (file name): a closed alphabet keeps that safe. */
const imageParams = z.object({ id: ID, partId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });
const jobParams = z.object({ jobId: z.string().uuid() });

/** Which image permission each sensitivity needs (see ImageSensitivity in types.ts). */
export const IMAGE_PERMISSIONS: Record<ImageSensitivity, readonly Permission[]> = {
  SENSITIVE: ['PERM_SCAN_IMAGES_VIEW'],
  INSENSITIVE: ['PERM_SCAN_IMAGES_VIEW', 'PERM_SCAN_IMAGES_INSENSITIVE_VIEW'],
  TEMPORARY: ['PERM_SCAN_IMAGES_TEMPORARY_VIEW'],
  IN_PROGRESS: ['PERM_SCAN_IMAGES_IN_PROGRESS_VIEW'],
};

/** 403 naming the image permissions the caller lacks (shared with the experiment items' images). */
export const imageDenied = (required: readonly Authority[]) =>
  new ApiError(403, 'ACCESS_DENIED', MESSAGES.ACCESS_DENIED, [], {
    requiredAuthorities: [...required],
  });

/** The caller's tenant's verification (404 for a missing one and for another tenant's). */
export const registerVerificationEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('verificationsStatusCounts', (req, _res, auth) => {
    settleReplays(ctx);
    return countVerificationsByStatus(ctx, auth.tenant.id, parseVerificationFilter(req.body));
  });

  r.registerEndpoint('verificationsImage', (req, res, auth) => {
    settleReplays(ctx);
    const { id, partId } = parseInput(imageParams, req.params);
    // Images are part of a verification: seeing them needs the right to see verifications as well.
    if (!holdsAnyOf(auth.authorities, SCAN_VIEWERS)) throw imageDenied(SCAN_VIEWERS);
    const verification = findVerification(ctx, id, auth);
    const { credential, part, sensitivity } = shownPartOf(verification, partId);
    const required = IMAGE_PERMISSIONS[sensitivity];
    if (!holdsAnyOf(auth.authorities, required)) throw imageDenied(required);
    sendPartImage(res, verification, credential, part);
    return undefined;
  });

  r.registerEndpoint('verificationsAuditLog', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const verification = findVerification(ctx, id, auth);
    const entries = ctx.store
      .table('auditLog')
      .where('entityId', verification.id)
      .filter((e) => e.entityType === 'verification' && e.tenantId === auth.tenant.id)
      .map((entry, index) => ({ entry, index }))
      // Newest first; entries of the same instant keep their append order reversed.
      .sort((a, b) =>
        a.entry.timestamp === b.entry.timestamp
          ? b.index - a.index
          : a.entry.timestamp < b.entry.timestamp
            ? 1
            : -1,
      )
      .map(({ entry }) => entry);
    return pageOf(entries, req);
  });

  r.registerEndpoint('verificationsCsvExportStart', (req, _res, auth) => {
    settleReplays(ctx);
    const filter = parseVerificationFilter(req.body);
    const job = startCsvJob(ctx, auth, matchingVerificationIds(ctx, auth.tenant.id, filter));
    appendAudit(ctx, req, auth, {
      action: 'VERIFICATION_EXPORT',
      entityType: 'verification-export',
      entityId: job.id,
      result: 'SUCCESS',
      before: null,
      after: { total: job.total },
      reason: null,
      classification: null,
    });
    return { jobId: job.id, total: job.total };
  });

  r.registerEndpoint('verificationsCsvExportStatus', (req, _res, auth) => {
    const { jobId } = parseInput(jobParams, req.params);
    return csvJobStatus(findCsvJob(ctx, auth, jobId));
  });

  r.registerEndpoint('verificationsCsvExportFile', (req, res, auth) => {
    const { jobId } = parseInput(jobParams, req.params);
    const csv = csvJobFile(findCsvJob(ctx, auth, jobId));
    const day = new Date(ctx.now()).toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="verifications-${day}.csv"`)
      .send(csv);
    return undefined;
  });

  registerVerificationActionEndpoints(r, ctx);
};
